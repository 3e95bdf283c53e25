import type { ReactNode } from 'react';
import type { SessionUser } from '#shared/schemas/auth.js';
import { capitalize, formatDateTime } from '../lib/format.js';
import { Avatar } from './ui/avatar.js';
import { Card } from './ui/page.js';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

export function RoleBadge({ role }: { role: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700 ring-1 ring-indigo-200 ring-inset dark:bg-indigo-950 dark:text-indigo-300 dark:ring-indigo-900">
      {capitalize(role)}
    </span>
  );
}

/** Who is signed in: photo, name, role, email, employee record and 'Last Login Information'. */
export function AccountSummary({ user }: { user: SessionUser }) {
  const { meta, employee } = user;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="flex flex-col items-center self-start text-center lg:col-span-1" aria-labelledby="account-name">
        <Avatar name={user.name} image={user.profileImage} className="size-20 text-2xl" />
        <h2 id="account-name" className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
          {user.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
        <div className="mt-3">
          <RoleBadge role={user.role} />
        </div>
      </Card>
      <div className="space-y-6 lg:col-span-2">
        <Card aria-labelledby="account-details">
          <h2 id="account-details" className="text-base font-semibold text-slate-900 dark:text-white">
            Account details
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Detail label="Name">{user.name}</Detail>
            <Detail label="Email">{user.email}</Detail>
            <Detail label="Role">{capitalize(user.role)}</Detail>
            {employee ? (
              <>
                <Detail label="Employee ID">{employee.employeeId}</Detail>
                <Detail label="Department">{employee.department?.dep_name ?? 'N/A'}</Detail>
              </>
            ) : null}
          </dl>
        </Card>
        {meta.lastLoginIp || meta.lastLoginDevice ? (
          <Card aria-labelledby="last-login">
            <h2 id="last-login" className="text-base font-semibold text-slate-900 dark:text-white">
              Last Login Information
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              <Detail label="IP address">{meta.lastLoginIp ?? '—'}</Detail>
              <Detail label="Device">{meta.lastLoginDevice ?? '—'}</Detail>
              <Detail label="Signed in">{formatDateTime(meta.lastLoginAt)}</Detail>
            </dl>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
