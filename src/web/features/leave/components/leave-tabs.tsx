import { Link } from 'react-router';
import type { LEAVE_STATUSES } from '#shared/constants.js';
import { cn } from '#web/components/ui/cn.js';
import { paths } from '#web/lib/paths.js';

export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export type LeaveArea = 'admin' | 'moderator';

/** The filter routes (pending-leaves, approve-leaves, rejected-leaves), per area. */
export function leaveTabs(area: LeaveArea): { label: string; to: string; status: LeaveStatus | undefined }[] {
  const p = paths[area];
  return [
    { label: 'All', to: p.leaves, status: undefined },
    { label: 'Pending', to: p.pendingLeaves, status: 'Pending' },
    { label: 'Approved', to: p.approvedLeaves, status: 'Approved' },
    { label: 'Rejected', to: p.rejectedLeaves, status: 'Rejected' },
  ];
}

export function LeaveTabs({ area, status }: { area: LeaveArea; status: LeaveStatus | undefined }) {
  return (
    <nav aria-label="Filter leaves by status" className="overflow-x-auto">
      <ul className="inline-flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800/70">
        {leaveTabs(area).map((tab) => {
          const current = tab.status === status;
          return (
            <li key={tab.label}>
              <Link
                to={tab.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500',
                  current
                    ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-900 dark:text-indigo-300'
                    : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
