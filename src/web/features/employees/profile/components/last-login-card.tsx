import { Globe, MonitorSmartphone } from 'lucide-react';
import type { EmployeeProfile } from '../../api/get-employee.js';
import { InfoCards } from '../../components/info-cards.js';

/** 'Last Login Information': IP and device, when the person has signed in before. */
export function LastLoginCard({ meta }: { meta: EmployeeProfile['meta'] }) {
  if (!meta.lastLoginIp && !meta.lastLoginDevice) return null;
  return (
    <section className="mt-8" aria-labelledby="last-login">
      <h2 id="last-login" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
        Last Login Information
      </h2>
      <InfoCards
        label="Last login"
        items={[
          { icon: Globe, label: 'IP Address', value: meta.lastLoginIp ?? '—' },
          { icon: MonitorSmartphone, label: 'Device', value: meta.lastLoginDevice ?? '—' },
        ]}
      />
    </section>
  );
}
