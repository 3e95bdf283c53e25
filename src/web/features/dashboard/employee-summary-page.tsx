import {
  CalendarCheck,
  CalendarDays,
  ListTodo,
  Megaphone,
  UserRoundCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page.js';
import { formatCount } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { useUser } from '../../lib/session.js';
import { useAttendanceCount, useMyEmployeeRecord, useWorkingTasks } from './api/member-stats.js';
import { STATS_MSG, statsError } from './api/stats-error.js';
import { Panel } from './components/panel.js';
import { StatCard, StatGrid } from './components/stat-card.js';

const SHORTCUTS: { label: string; description: string; to: string; icon: LucideIcon }[] = [
  { label: 'My tasks', description: 'What you are working on', to: paths.employee.tasks, icon: ListTodo },
  {
    label: 'Leaves',
    description: 'Request leave and see its status',
    to: paths.employee.leaveHistory,
    icon: CalendarDays,
  },
  { label: 'Salary', description: 'Your salary history', to: paths.employee.salaryHistory, icon: Wallet },
  { label: 'Announcements', description: 'News for you', to: paths.employee.announcements, icon: Megaphone },
];

/**
 * Spec §2 'Employee summary cards': Welcome Back, Working Tasks, Attendances, My Manager; then what
 * the app shell composes in (the leave balances) and the shortcuts.
 */
export function EmployeeSummaryPage({ children }: { children?: ReactNode }) {
  const user = useUser();
  const tasks = useWorkingTasks(user._id);
  const attendances = useAttendanceCount(user._id);
  const record = useMyEmployeeRecord(user._id);
  const fail = (query: { isError: boolean; error: unknown }) =>
    query.isError ? statsError(query.error, STATS_MSG.generic) : null;

  return (
    <>
      <PageHeader title={`Welcome Back, ${user.name}`} description="Your work at a glance." />
      <div className="space-y-8">
        <StatGrid label="Your summary" className="sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            label="Working Tasks"
            icon={ListTodo}
            tone="sky"
            value={formatCount(tasks.data ?? 0)}
            loading={tasks.isPending}
            error={fail(tasks)}
            detail="Tasks not completed yet"
          />
          <StatCard
            label="Attendances"
            icon={CalendarCheck}
            tone="emerald"
            value={formatCount(attendances.data ?? 0)}
            loading={attendances.isPending}
            error={fail(attendances)}
            detail="Days marked present"
          />
          <StatCard
            label="My Manager"
            icon={UserRoundCheck}
            tone="violet"
            value={record.data?.manager?.mang_name ?? 'N/A'}
            loading={record.isPending}
            error={fail(record)}
            detail={record.data?.department ? `${record.data.department.dep_name} department` : undefined}
          />
        </StatGrid>
        {children}
        <Panel title="Shortcuts">
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {SHORTCUTS.map(({ label, description, to, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/60 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-800 dark:hover:bg-indigo-950/40"
                >
                  <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <span>
                    <span className="block text-sm font-medium text-slate-900 dark:text-white">{label}</span>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">{description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}
