import { useState } from 'react';
import type { LeaveJson } from '#shared/schemas/leave.js';
import { AddLink } from '../../components/ui/add-link.js';
import { Button } from '../../components/ui/button.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { PageHeader } from '../../components/ui/page.js';
import { ListToolbar } from '../../components/ui/list-toolbar.js';
import { formatDay } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { useUser } from '../../lib/session.js';
import { leaveApi } from '#shared/api/leave.js';
import { LEAVE_SORTS } from '#shared/list-columns.js';
import { ExportMenu } from '../../components/export-menu.js';
import { exportParamsOf, pagingOf, sortingOf, usePagedSearch } from '../../lib/use-paged-search.js';
import { useLeaves } from './api/leaves.js';
import { leaveListParamsOf } from './api/leaves-query.js';
import { ApproveRejectButtons } from './components/approve-reject-buttons.js';
import { LeaveDetailsModal } from './components/leave-details-modal.js';
import { LeavePhoneSummary } from './components/leave-phone-summary.js';
import { LeaveStatusBadge } from './components/leave-status-badge.js';
import { LeaveTabs, type LeaveArea, type LeaveStatus } from './components/leave-tabs.js';
import { useLeaveDecisions } from './hooks/use-leave-decisions.js';

/** Columns a phone leaves out: the first column sums them up there (LeavePhoneSummary). */
const PHONE_HIDDEN = 'hidden sm:table-cell';

const EMPTY: Record<string, string> = {
  All: 'No leave requests yet.',
  Pending: 'No pending leave requests.',
  Approved: 'No approved leaves.',
  Rejected: 'No rejected leaves.',
};

/** 'Manage Leaves' for admins and moderators; `status` comes from the filter route. */
export function ManageLeavesPage({ area, status }: { area: LeaveArea; status?: LeaveStatus }) {
  const list = usePagedSearch();
  const params = leaveListParamsOf(list, status);
  const leaves = useLeaves(params);
  const [viewing, setViewing] = useState<LeaveJson | null>(null);
  const decisions = useLeaveDecisions(() => setViewing(null));

  const me = useUser();
  const decideButtons = (leave: LeaveJson) =>
    leave.userId === me._id ? null : leave.cancelRequest ? (
      <>
        <Button size="sm" variant="danger" className="whitespace-nowrap" onClick={() => decisions.cancel(leave)}>
          Cancel leave
        </Button>
        <Button size="sm" variant="secondary" onClick={() => decisions.keep(leave)}>
          Keep
        </Button>
      </>
    ) : leave.status === 'Approved' || leave.status === 'Rejected' ? (
      <Button size="sm" variant="secondary" onClick={() => decisions.revoke(leave)}>
        Revoke
      </Button>
    ) : leave.status === 'Pending' ? (
      <ApproveRejectButtons leave={leave} decisions={decisions} />
    ) : null;

  const columns: Column<LeaveJson>[] = [
    {
      header: 'Emp ID',
      sort: 'employeeId',
      cell: (leave) => (
        <>
          <span className="whitespace-nowrap">{leave.employee.employeeId}</span>
          {/* On a phone the other columns are hidden: the request is summed up under the ID. */}
          <LeavePhoneSummary leave={leave} />
        </>
      ),
      className: 'min-w-40 sm:min-w-0',
    },
    {
      header: 'Name',
      sort: 'name',
      cell: (leave) => <span className="font-medium whitespace-nowrap">{leave.employee.emp_name}</span>,
      className: PHONE_HIDDEN,
    },
    {
      header: 'Leave Type',
      sort: 'type',
      cell: (leave) => leave.leaveType,
      className: `whitespace-nowrap ${PHONE_HIDDEN}`,
    },
    {
      header: 'From',
      sort: 'from',
      cell: (leave) => formatDay(leave.startDate),
      className: `whitespace-nowrap ${PHONE_HIDDEN}`,
    },
    {
      header: 'To',
      sort: 'to',
      cell: (leave) => formatDay(leave.endDate),
      className: `whitespace-nowrap ${PHONE_HIDDEN}`,
    },
    {
      header: 'Description',
      className: PHONE_HIDDEN,
      cell: (leave) => (
        <span className="line-clamp-2 max-w-56 min-w-40" title={leave.reason}>
          {leave.reason || '—'}
        </span>
      ),
    },
    { header: 'Days', sort: 'days', cell: (leave) => leave.days, className: `tabular-nums ${PHONE_HIDDEN}` },
    {
      header: 'Working days',
      cell: (leave) => leave.workingDays ?? '—',
      className: `tabular-nums ${PHONE_HIDDEN}`,
    },
    {
      header: 'Status',
      sort: 'status',
      className: PHONE_HIDDEN,
      cell: (leave) => (
        <div className="min-w-28">
          <LeaveStatusBadge status={leave.status} />
          {leave.cancelRequest ? (
            <p className="mt-1 max-w-56 text-xs text-amber-700 dark:text-amber-300">
              Cancellation asked: {leave.cancelRequest.reason}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      header: 'Actions',
      cell: (leave) => (
        <div className="flex flex-col items-stretch gap-1.5 sm:flex-row sm:flex-nowrap">
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
        title="Manage Leaves"
        description="Review leave requests. Pending requests are approved or rejected; a decision can be revoked with a reason; an asked cancellation is agreed or declined."
        actions={
          <>
            <ExportMenu
              endpoint={leaveApi.export}
              query={{ ...exportParamsOf(list, LEAVE_SORTS), status: params.status, waiting: params.waiting }}
            />
            {area === 'admin' ? <AddLink to={paths.admin.addLeave}>Add Leave</AddLink> : null}
          </>
        }
      />
      <ListToolbar
        list={list}
        start={<LeaveTabs area={area} status={status} />}
        placeholder="Search by name, employee ID or leave type"
      />
      <DataTable
        caption={`${status ?? 'All'} leave requests`}
        columns={columns}
        rows={leaves.data?.result}
        rowKey={(leave) => leave._id}
        loading={leaves.isFetching}
        error={leaves.isError ? leaves.error.message : null}
        empty={list.query ? `No leaves match “${list.query}”.` : EMPTY[status ?? 'All']}
        paging={pagingOf(list, leaves.data?.total)}
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
