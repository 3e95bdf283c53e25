import type { LeaveJson } from '#shared/schemas/leave.js';
import { dayCount } from '#shared/messages/leave.js';
import { formatDay } from '#web/lib/format.js';
import { LeaveStatusBadge } from './leave-status-badge.js';

/**
 * On a phone, where a leave list's other columns are hidden, what the request is: who, which
 * type, which days and how many, and where it stands.
 */
export function LeavePhoneSummary({ leave }: { leave: LeaveJson }) {
  // The days the balance takes: working days where they differ from the calendar's.
  const working = leave.workingDays !== null && leave.workingDays !== leave.days ? leave.workingDays : null;
  const days = working === null ? dayCount(leave.days) : `${working} working ${working === 1 ? 'day' : 'days'}`;
  return (
    <span className="mt-1 block space-y-1 sm:hidden">
      <span className="block font-medium whitespace-normal text-slate-900 dark:text-white">
        {leave.employee.emp_name}
      </span>
      <span className="block text-xs whitespace-normal text-slate-600 dark:text-slate-300">
        {leave.leaveType} · {formatDay(leave.startDate)}
        {leave.endDate !== leave.startDate ? ` – ${formatDay(leave.endDate)}` : ''} · {days}
      </span>
      <span className="block">
        <LeaveStatusBadge status={leave.status} />
      </span>
    </span>
  );
}
