import { BadgeCheck, Briefcase, Building2, Cake, Mail, Phone, UserRound, Wallet } from 'lucide-react';
import { PageHeader } from '#web/components/ui/page.js';
import { capitalize, formatDate, formatMoney } from '#web/lib/format.js';
import { useUser } from '#web/lib/session.js';
import { InfoCards } from '../components/info-cards.js';
import { LastLoginCard } from './components/last-login-card.js';
import { OwnBankDetails } from './components/own-bank-details.js';
import { departmentLine, ProfileHero } from './components/profile-hero.js';
import { WithProfile } from './components/with-profile.js';

/** The employee's own profile. */
export function EmployeeProfilePage() {
  const user = useUser();
  return (
    <WithProfile id={user._id} title="My Profile">
      {(profile) => (
        <>
          <PageHeader title="My Profile" description="Your details as the organisation holds them." />
          <ProfileHero
            name={profile.emp_name}
            image={profile.profileImage}
            role={profile.role}
            lines={[profile.designation, departmentLine(profile.department)]}
          />
          <InfoCards
            label="Profile details"
            items={[
              { icon: BadgeCheck, label: 'Employee ID', value: profile.employeeId },
              { icon: Briefcase, label: 'Role', value: capitalize(profile.role) },
              { icon: Mail, label: 'Email', value: profile.emp_email },
              { icon: Phone, label: 'Phone', value: profile.emp_phone },
              { icon: UserRound, label: 'Gender', value: capitalize(profile.gender) },
              { icon: Building2, label: 'Department', value: profile.department?.dep_name ?? 'N/A' },
              { icon: Wallet, label: 'Salary', value: formatMoney(profile.salary) },
              { icon: Cake, label: 'Date of Birth', value: formatDate(profile.dob) },
              { icon: UserRound, label: 'Manager', value: profile.manager?.mang_name ?? 'N/A' },
            ]}
          />
          <OwnBankDetails />
          <LastLoginCard meta={profile.meta} />
        </>
      )}
    </WithProfile>
  );
}
