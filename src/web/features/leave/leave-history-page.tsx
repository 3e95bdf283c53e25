import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { LeaveJson } from '#shared/schemas/leave.js';
import { AddLink } from '../../components/ui/add-link.js';
import { buttonClasses } from '../../components/ui/button.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { PageHeader } from '../../components/ui/page.js';
import { formatDateTime, formatDay } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { useUser } from '../../lib/session.js';
import { usePersonLeaves } from './api/own-leaves.js';
import { LeaveStatusBadge } from './components/leave-status-badge.js';

const columns: Column<LeaveJson>[] = [
  { header: 'LEAVE TYPE', cell: (leave) => <span className="font-medium whitespace-nowrap">{leave.leaveType}</span> },
  { header: 'FROM', cell: (leave) => formatDay(leave.startDate), className: 'whitespace-nowrap' },
  { header: 'TO', cell: (leave) => formatDay(leave.endDate), className: 'whitespace-nowrap' },
  {
    header: 'DESCRIPTION',
    cell: (leave) => (
      <span className="line-clamp-2 max-w-xs min-w-48" title={leave.reason}>
        {leave.reason || '—'}
      </span>
    ),
  },
  { header: 'APPLIED DATE', cell: (leave) => formatDateTime(leave.createdAt), className: 'whitespace-nowrap' },
  { header: 'STATUS', cell: (leave) => <LeaveStatusBadge status={leave.status} /> },
  {
    header: 'ACTION',
    cell: (leave) =>
      leave.status === 'Pending' ? (
        <Link
          to={paths.employee.editLeave(leave._id)}
          className={buttonClasses('secondary', 'sm')}
          aria-label={`Edit ${leave.leaveType} from ${formatDay(leave.startDate)}`}
        >
          <Pencil className="size-3.5" aria-hidden /> Edit
        </Link>
      ) : (
        <span className="text-xs text-slate-400 dark:text-slate-500">—</span>
      ),
  },
];

/** The employee's own leaves; only a pending one can be edited. */
export function LeaveHistoryPage() {
  const user = useUser();
  const leaves = usePersonLeaves(user._id);
  return (
    <>
      <PageHeader
        title="Leave History"
        description="Your leave requests and their status. A request can be edited while it is pending."
        actions={<AddLink to={paths.employee.addLeave}>Add Leave</AddLink>}
      />
      <DataTable
        caption="Your leave requests"
        columns={columns}
        rows={leaves.data}
        rowKey={(leave) => leave._id}
        loading={leaves.isFetching}
        error={leaves.isError ? leaves.error.message : null}
        empty="You have not requested any leave yet."
        scroll
      />
    </>
  );
}
