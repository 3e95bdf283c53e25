import {
  ArrowLeft,
  BadgeCheck,
  Briefcase,
  Building2,
  Cake,
  CalendarCheck,
  CircleCheck,
  Heart,
  Mail,
  Pencil,
  Phone,
  ReceiptText,
  UserRound,
  Wallet,
} from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/page.js';
import { capitalize, formatDate, formatDay, formatMoney } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { PersonBankDetails } from '../../components/bank-details-section.js';
import { InfoCards } from './components/info-cards.js';
import { LastLoginCard } from './profile/components/last-login-card.js';
import { departmentLine, ProfileHero } from './profile/components/profile-hero.js';
import { WithProfile } from './profile/components/with-profile.js';
import type { EmployeeProfile } from './api/get-employee.js';
import { useSettlementStatus } from './api/settlement-status.js';

/** A leaver's 'Final settlement' link, with where it stands (draft or finalised). */
function SettlementLink({ profile }: { profile: EmployeeProfile }) {
  const status = useSettlementStatus(profile.userId, Boolean(profile.lastWorkingDay));
  if (!profile.lastWorkingDay) return null;
  const word = status.data === 'finalised' ? 'finalised' : status.data === 'draft' ? 'draft' : null;
  return (
    <Link to={paths.admin.settlement(profile.userId)} className={buttonClasses('secondary')}>
      <ReceiptText className="size-4" aria-hidden />
      Final settlement{word ? ` — ${word}` : ''}
    </Link>
  );
}

function details(p: EmployeeProfile) {
  return [
    { icon: BadgeCheck, label: 'Employee_Id', value: p.employeeId },
    { icon: Mail, label: 'Email', value: p.emp_email },
    { icon: Phone, label: 'Phone', value: p.emp_phone },
    { icon: Building2, label: 'Department', value: p.department?.dep_name ?? 'N/A' },
    { icon: UserRound, label: 'Manager', value: p.manager?.mang_name ?? 'N/A' },
    { icon: Briefcase, label: 'Role', value: capitalize(p.role) },
    { icon: UserRound, label: 'Gender', value: capitalize(p.gender) },
    { icon: Heart, label: 'Marital Status', value: capitalize(p.marital_status) },
    { icon: Cake, label: 'Date of Birth', value: formatDate(p.dob) },
    { icon: Wallet, label: 'Salary', value: formatMoney(p.salary) },
    { icon: CalendarCheck, label: 'Joining Date', value: formatDay(p.hireDate) },
    ...(p.lastWorkingDay
      ? [{ icon: CalendarCheck, label: 'Last working day', value: formatDay(p.lastWorkingDay) }]
      : []),
    {
      icon: CircleCheck,
      label: 'Account',
      value: p.lastWorkingDay ? 'Left (cannot sign in)' : p.user.isActive ? 'Active' : 'Disabled',
    },
  ];
}

/** Admin 'Employee Details' page (`view-employee/:id`, a user or employee id). */
export function ViewEmployeePage() {
  const { id = '' } = useParams();
  return (
    <WithProfile id={id} title="Employee Details">
      {(profile) => (
        <>
          <PageHeader
            title="Employee Details"
            actions={
              <Link to={paths.admin.employees} className={buttonClasses('secondary')}>
                <ArrowLeft className="size-4" aria-hidden />
                Manage Employees
              </Link>
            }
          />
          <ProfileHero
            name={profile.emp_name}
            image={profile.profileImage}
            role={profile.role}
            lines={[profile.designation, departmentLine(profile.department)]}
            actions={
              <>
                <SettlementLink profile={profile} />
                <Link to={paths.admin.employeeSalary(profile.userId)} className={buttonClasses('secondary')}>
                  <Wallet className="size-4" aria-hidden />
                  Salary
                </Link>
                <Link
                  to={paths.admin.editEmployee(profile.userId)}
                  state={{ from: paths.admin.viewEmployee(profile.userId) }}
                  className={buttonClasses('primary')}
                >
                  <Pencil className="size-4" aria-hidden />
                  Edit
                </Link>
              </>
            }
          />
          <InfoCards label="Employee details" items={details(profile)} />
          <PersonBankDetails person={{ employeeId: profile._id, code: profile.employeeId, name: profile.emp_name }} />
          <LastLoginCard meta={profile.meta} />
        </>
      )}
    </WithProfile>
  );
}
