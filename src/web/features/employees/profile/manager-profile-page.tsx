import { BadgeCheck, CalendarCheck, Cake, Heart, Mail, Pencil, Phone, UserRound, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.js';
import { PageHeader } from '#web/components/ui/page.js';
import { capitalize, formatDate, formatDay, formatMoney } from '#web/lib/format.js';
import { paths } from '#web/lib/paths.js';
import { useUser } from '#web/lib/session.js';
import { InfoCards } from '../components/info-cards.js';
import { LastLoginCard } from './components/last-login-card.js';
import { OwnBankDetails } from './components/own-bank-details.js';
import { departmentLine, ProfileHero } from './components/profile-hero.js';
import { WithProfile } from './components/with-profile.js';

/** The manager's own profile, with the 'Edit Profile' link. */
export function ManagerProfilePage() {
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
            lines={[departmentLine(profile.department), profile.designation]}
            actions={
              <Link
                to={paths.manager.editProfile(profile.userId)}
                state={{ from: paths.manager.profile }}
                className={buttonClasses('primary')}
              >
                <Pencil className="size-4" aria-hidden />
                Edit Profile
              </Link>
            }
          />
          <InfoCards
            label="Profile details"
            items={[
              { icon: BadgeCheck, label: 'Employee ID', value: profile.employeeId },
              { icon: Mail, label: 'Email', value: profile.emp_email },
              { icon: Phone, label: 'Phone', value: profile.emp_phone },
              { icon: Cake, label: 'Date of Birth', value: formatDate(profile.dob) },
              { icon: CalendarCheck, label: 'Joined On', value: formatDay(profile.hireDate) },
              { icon: UserRound, label: 'Gender', value: capitalize(profile.gender) },
              { icon: Heart, label: 'Marital Status', value: capitalize(profile.marital_status) },
              { icon: Wallet, label: 'Salary', value: formatMoney(profile.salary) },
            ]}
          />
          <OwnBankDetails />
          <LastLoginCard meta={profile.meta} />
        </>
      )}
    </WithProfile>
  );
}
