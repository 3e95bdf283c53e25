import type { ReactNode } from 'react';
import { Building2, FolderKanban, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.js';
import { buttonClasses } from '../../components/ui/button.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { PageHeader } from '../../components/ui/page.js';
import { formatCount } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { useUser } from '../../lib/session.js';
import { useActiveEmployees, useManagerRunningProjects, type ActiveEmployee } from './api/member-stats.js';
import { STATS_MSG, statsError } from './api/stats-error.js';
import { Panel } from './components/panel.js';
import { RunningProjectsList } from './components/running-projects-list.js';
import { StatCard, StatGrid } from './components/stat-card.js';

const EMPLOYEE_COLUMNS: Column<ActiveEmployee>[] = [
  {
    header: 'Name',
    cell: (person) => (
      <span className="flex items-center gap-3">
        <Avatar name={person.emp_name} image={person.profileImage} className="size-8 text-xs" />
        <span>
          <span className="block font-medium whitespace-nowrap text-slate-900 dark:text-white">{person.emp_name}</span>
          <span className="block text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
            {person.designation}
          </span>
        </span>
      </span>
    ),
  },
  {
    header: 'Email',
    cell: (person) => (
      <a href={`mailto:${person.emp_email}`} className="hover:underline">
        {person.emp_email}
      </a>
    ),
  },
  {
    header: 'Phone',
    cell: (person) => (
      <a href={`tel:${person.emp_phone}`} className="whitespace-nowrap hover:underline">
        {person.emp_phone}
      </a>
    ),
  },
];

/**
 * Spec §2 'Manager dashboard': running projects, active employees and the department; `children`
 * is what the app shell composes in (the who-is-out card).
 */
export function ManagerDashboardPage({ children }: { children?: ReactNode }) {
  const user = useUser();
  const department = user.employee?.department?.dep_name ?? null;
  const running = useManagerRunningProjects();
  const employees = useActiveEmployees();
  const runningError = running.isError ? statsError(running.error, STATS_MSG.projectCount) : null;
  const employeesError = employees.isError ? statsError(employees.error, STATS_MSG.usersCount) : null;

  return (
    <>
      <PageHeader
        title={`Welcome Back, ${user.name}`}
        description={
          department ? `Here is the ${department} department at a glance.` : 'You do not manage a department yet.'
        }
      />
      <div className="space-y-8">
        <StatGrid label="Your department at a glance" className="sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            label="Running Projects"
            icon={FolderKanban}
            tone="sky"
            value={formatCount(running.data?.projectsCount ?? 0)}
            loading={running.isPending}
            error={runningError}
          />
          <StatCard
            label="Active Employees"
            icon={Users}
            tone="emerald"
            value={formatCount(employees.data?.length ?? 0)}
            loading={employees.isPending}
            error={employeesError}
          />
          <StatCard label="Department" icon={Building2} tone="violet" value={department ?? 'N/A'} />
        </StatGrid>
        {children}
        <Panel
          title="Running Projects"
          actions={
            <Link to={paths.manager.projects} className={buttonClasses('ghost', 'sm')}>
              All projects
            </Link>
          }
        >
          <RunningProjectsList
            projects={running.data?.projects ?? []}
            loading={running.isPending}
            error={runningError}
            empty="No running projects found."
          />
        </Panel>
        <Panel title="Active Employees">
          <DataTable
            caption="Active employees of your department"
            columns={EMPLOYEE_COLUMNS}
            rows={employees.data}
            rowKey={(person) => person._id}
            loading={employees.isPending}
            error={employeesError}
            empty="No active employees found."
            scroll
          />
        </Panel>
      </div>
    </>
  );
}
