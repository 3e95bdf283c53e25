import { useState } from 'react';
import type { LeaveJson } from '#shared/schemas/leave.js';
import { Button } from '#web/components/ui/button.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { ListToolbar } from '#web/components/ui/list-toolbar.js';
import { PageHeader } from '#web/components/ui/page.js';
import { Segmented } from '#web/components/ui/segmented.js';
import { formatDay } from '#web/lib/format.js';
import { useUser } from '#web/lib/session.js';
import { leaveApprovalApi } from '#shared/api/leave-approval.js';
import { LEAVE_SORTS } from '#shared/list-columns.js';
import { ExportMenu } from '#web/components/export-menu.js';
import { exportParamsOf, pagingOf, sortingOf, usePagedSearch } from '#web/lib/use-paged-search.js';
import { approvalRequestsParamsOf, useApprovalRequests } from './api/approval.js';
import { ApproveRejectButtons } from './components/approve-reject-buttons.js';
import { LeaveDetailsModal } from './components/leave-details-modal.js';
import { LeaveStatusBadge } from './components/leave-status-badge.js';
import { useLeaveDecisions } from './hooks/use-leave-decisions.js';

type View = 'mine' | 'department';

/**
 * 'Leave Requests' for a manager (and anyone named a deputy): the requests whose step waits for
 * them, to approve or reject with the clash warning in view; a manager also sees every request of
 * their department and where each waits.
 */
export function LeaveRequestsPage() {
  const me = useUser();
  const list = usePagedSearch();
  const manager = me.role === 'manager';
  const params = approvalRequestsParamsOf(list, me.role);
  const view: View = params.mine ? 'mine' : 'department';
  const requests = useApprovalRequests(params);
  const [viewing, setViewing] = useState<LeaveJson | null>(null);
  const decisions = useLeaveDecisions(() => setViewing(null));
  // Only the 'waiting for me' view lists requests this person decides now.
  const decidable = (leave: LeaveJson) => view === 'mine' && leave.status === 'Pending' && leave.userId !== me._id;
  const decideButtons = (leave: LeaveJson) =>
    decidable(leave) ? <ApproveRejectButtons leave={leave} decisions={decisions} /> : null;

  const columns: Column<LeaveJson>[] = [
    {
      header: 'Name',
      sort: 'name',
      cell: (leave) => (
        <>
          <span className="font-medium whitespace-nowrap">{leave.employee.emp_name}</span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">{leave.employee.employeeId}</span>
          {/* On a phone the request's type, day and status go under the name. */}
          <span className="mt-1 block text-xs text-slate-600 sm:hidden dark:text-slate-300">
            {leave.leaveType} · {formatDay(leave.startDate)}
            {leave.endDate !== leave.startDate ? ` – ${formatDay(leave.endDate)}` : ''}
          </span>
          <span className="mt-1 block sm:hidden">
            <LeaveStatusBadge status={leave.status} />
          </span>
        </>
      ),
    },
    {
      header: 'Leave Type',
      sort: 'type',
      cell: (leave) => leave.leaveType,
      className: 'hidden whitespace-nowrap sm:table-cell',
    },
    {
      header: 'Days',
      sort: 'from',
      className: 'hidden sm:table-cell',
      cell: (leave) => (
        <span className="whitespace-nowrap">
          {formatDay(leave.startDate)}
          {leave.endDate !== leave.startDate ? ` – ${formatDay(leave.endDate)}` : ''}
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {leave.workingDays ?? leave.days} working {leave.workingDays === 1 ? 'day' : 'days'}
          </span>
        </span>
      ),
    },
    {
      header: 'Status',
      sort: 'status',
      className: 'hidden sm:table-cell',
      cell: (leave) => <LeaveStatusBadge status={leave.status} />,
    },
    {
      header: 'Actions',
      cell: (leave) => (
        <div className="flex flex-wrap gap-1.5 sm:flex-nowrap">
          <Button size="sm" variant="secondary" onClick={() => setViewing(leave)}>
            View
          </Button>
          {decideButtons(leave)}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Leave Requests"
        description={
          manager
            ? 'Requests of your department that wait for your decision, and every request of your department with where it waits.'
            : 'Requests that wait for your decision while the person who named you their deputy is away.'
        }
        actions={
          <ExportMenu
            endpoint={leaveApprovalApi.exportRequests}
            query={{ ...exportParamsOf(list, LEAVE_SORTS), mine: params.mine }}
          />
        }
      />
      <ListToolbar
        list={list}
        start={
          manager ? (
            <Segmented<View>
              label="Which requests"
              value={view}
              onChange={(next) => list.setFilter('view', next === 'department' ? 'department' : null)}
              choices={[
                { value: 'mine', text: 'Waiting for me' },
                { value: 'department', text: 'My department' },
              ]}
            />
          ) : null
        }
        placeholder="Search by name, employee ID or leave type"
      />
      <DataTable
        caption={view === 'mine' ? 'Leave requests waiting for you' : 'Leave requests of your department'}
        columns={columns}
        rows={requests.data?.result}
        rowKey={(leave) => leave._id}
        loading={requests.isFetching}
        error={requests.isError ? requests.error.message : null}
        empty={
          list.query
            ? `No requests match “${list.query}”.`
            : view === 'mine'
              ? 'Nothing waits for your decision.'
              : 'Your department has no leave requests yet.'
        }
        paging={pagingOf(list, requests.data?.total)}
        sorting={sortingOf(list)}
      />
      <LeaveDetailsModal
        leave={viewing}
        onClose={() => setViewing(null)}
        actions={viewing ? decideButtons(viewing) : null}
      />
      {decisions.confirmDialog}
    </>
  );
}
