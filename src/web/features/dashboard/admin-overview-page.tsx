import type { ReactNode } from 'react';
import { Building2, IndianRupee, UserCog, Users } from 'lucide-react';
import { PageHeader } from '../../components/ui/page.js';
import { formatCount, formatMoney } from '../../lib/format.js';
import { useDepartmentCount, useEmployeeCounts, useTotalSalary } from './api/admin-stats.js';
import { STATS_MSG, statsError } from './api/stats-error.js';
import { DepartmentDistributionChart, LeaveSummary, MonthlySalaryChart } from './components/admin-charts.js';
import { ActiveUsersPanel, RunningProjectsPanel } from './components/admin-lists.js';
import { StatCard, StatGrid } from './components/stat-card.js';

const compactMoney = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

function OrganisationFigures() {
  const people = useEmployeeCounts();
  const departments = useDepartmentCount();
  const salary = useTotalSalary();
  const peopleError = people.isError ? statsError(people.error, STATS_MSG.usersCount) : null;
  return (
    <StatGrid label="Organisation at a glance">
      <StatCard
        label="Employees"
        icon={Users}
        tone="indigo"
        value={formatCount(people.data?.totalEmployees ?? 0)}
        // The figure counts the role 'employee'; Manage Employees lists every role, hence a larger number.
        detail={
          people.data
            ? `With the role Employee. ${formatCount(people.data.totalPeople)} people of every role work here (Manage Employees).`
            : undefined
        }
        loading={people.isPending}
        error={peopleError}
      />
      <StatCard
        label="Managers"
        icon={UserCog}
        tone="violet"
        value={formatCount(people.data?.totalManagers ?? 0)}
        detail="With the role Manager."
        loading={people.isPending}
        error={peopleError}
      />
      <StatCard
        label="Total Departments"
        icon={Building2}
        tone="sky"
        value={formatCount(departments.data ?? 0)}
        loading={departments.isPending}
        error={departments.isError ? statsError(departments.error, STATS_MSG.departmentCount) : null}
      />
      <StatCard
        label="Total Salary Paid"
        icon={IndianRupee}
        tone="emerald"
        value={compactMoney.format(salary.data?.allTime ?? 0)}
        detail={
          <>
            {formatMoney(salary.data?.allTime ?? 0)} all time
            <br />
            {formatMoney(salary.data?.thisMonth ?? 0)} this month
          </>
        }
        loading={salary.isPending}
        error={salary.isError ? statsError(salary.error, STATS_MSG.salaryTotal) : null}
      />
    </StatGrid>
  );
}

/** Spec §2 'Admin Dashboard Overview': figures, active users, running projects, charts, leaves. */
/** The admin's home; `children` is what the app shell composes in (the who-is-out card). */
export function AdminOverviewPage({ children }: { children?: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Admin Dashboard Overview"
        description="Your organisation today: people, projects, payroll and leave."
      />
      <div className="space-y-8">
        <OrganisationFigures />
        {children}
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <ActiveUsersPanel />
          <RunningProjectsPanel />
        </div>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <DepartmentDistributionChart />
          <MonthlySalaryChart />
        </div>
        <LeaveSummary />
      </div>
    </>
  );
}
