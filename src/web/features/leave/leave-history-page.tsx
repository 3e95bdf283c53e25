import { CalendarX, ListChecks, Pencil, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { ReasonField } from '#web/components/reason-field.js';
import { useReason } from '#web/lib/use-reason.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { Link } from 'react-router';
import type { LeaveJson } from '#shared/schemas/leave.js';
import { leaveApi } from '#shared/api/leave.js';
import { ExportMenu } from '../../components/export-menu.js';
import { AddLink } from '../../components/ui/add-link.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { Modal } from '../../components/ui/modal.js';
import { PageHeader } from '../../components/ui/page.js';
import { formatDateTime, formatDay, todayDay } from '../../lib/format.js';
import { ownPaths } from '../../lib/paths.js';
import { useUser } from '../../lib/session.js';
import { useAskCancelLeave, usePersonLeaves, useWithdrawLeave } from './api/own-leaves.js';
import { ApprovalSteps } from './components/approval-steps.js';
import { LeaveStatusBadge } from './components/leave-status-badge.js';
import { MyLeaveBalances } from './components/my-leave-balances.js';

const columns: Column<LeaveJson>[] = [
  { header: 'LEAVE TYPE', cell: (leave) => <span className="font-medium whitespace-nowrap">{leave.leaveType}</span> },
  { header: 'FROM', cell: (leave) => formatDay(leave.startDate), className: 'whitespace-nowrap' },
  { header: 'TO', cell: (leave) => formatDay(leave.endDate), className: 'whitespace-nowrap' },
  { header: 'WORKING DAYS', cell: (leave) => leave.workingDays ?? '—', className: 'tabular-nums' },
  {
    header: 'DESCRIPTION',
    cell: (leave) => (
      <span className="line-clamp-2 max-w-xs min-w-48" title={leave.reason}>
        {leave.reason || '—'}
      </span>
    ),
  },
  { header: 'APPLIED DATE', cell: (leave) => formatDateTime(leave.createdAt), className: 'whitespace-nowrap' },
  {
    header: 'STATUS',
    cell: (leave) => (
      <div className="min-w-28">
        <LeaveStatusBadge status={leave.status} />
        {leave.cancelRequest ? (
          <p className="mt-1 max-w-56 text-xs text-amber-700 dark:text-amber-300">Cancellation asked: HR will decide</p>
        ) : null}
        {leave.decisionNote ? (
          <p className="mt-1 max-w-56 text-xs text-slate-600 dark:text-slate-300">Reason: {leave.decisionNote}</p>
        ) : null}
      </div>
    ),
  },
];

/**
 * The employee's own leaves: a pending one can be edited or withdrawn; an approved one that has
 * not begun can be asked to be cancelled (HR decides).
 */
export function LeaveHistoryPage() {
  const user = useUser();
  const leaves = usePersonLeaves(user._id);
  const own = ownPaths(user.role);
  const withdraw = useWithdrawLeave();
  const askCancel = useAskCancelLeave();
  const [withdrawing, setWithdrawing] = useState<LeaveJson | null>(null);
  const [cancelling, setCancelling] = useState<LeaveJson | null>(null);
  const [showing, setShowing] = useState<LeaveJson | null>(null);
  const reason = useReason();
  // Whether a leave has begun, by this device's day (the server has the last word).
  const today = todayDay();
  const submitCancel = async () => {
    if (!cancelling || !reason.check()) return;
    try {
      await askCancel.mutateAsync({ id: cancelling._id, reason: reason.value.trim() });
      toast.success(LEAVE_MSG.cancelAsked);
      setCancelling(null);
    } catch (failure) {
      if (isApiError(failure, 400)) return reason.setError(failure.message);
      toast.error(LEAVE_MSG.cancelAskFailed, { description: errorText(failure, LEAVE_MSG.cancelAskFailed) });
      setCancelling(null);
    }
  };
  const label = (leave: LeaveJson) => `${leave.leaveType} from ${formatDay(leave.startDate)}`;
  const change = (leave: LeaveJson) =>
    leave.status === 'Pending' ? (
      <div className="flex flex-nowrap gap-1.5">
        <Link
          to={own.editLeave(leave._id)}
          className={buttonClasses('secondary', 'sm')}
          aria-label={`Edit ${label(leave)}`}
        >
          <Pencil className="size-3.5" aria-hidden /> Edit
        </Link>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setWithdrawing(leave)}
          aria-label={`Withdraw ${label(leave)}`}
        >
          <Undo2 className="size-3.5" aria-hidden /> Withdraw
        </Button>
      </div>
    ) : leave.status === 'Approved' && !leave.cancelRequest && leave.startDate > today ? (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          reason.reset();
          setCancelling(leave);
        }}
        aria-label={`Ask to cancel ${label(leave)}`}
      >
        <CalendarX className="size-3.5" aria-hidden /> Ask to cancel
      </Button>
    ) : null;
  const actions: Column<LeaveJson> = {
    header: 'ACTION',
    cell: (leave) => (
      <div className="flex flex-nowrap gap-1.5">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setShowing(leave)}
          aria-label={`Approval of ${label(leave)}`}
        >
          <ListChecks className="size-3.5" aria-hidden /> Approval
        </Button>
        {change(leave)}
      </div>
    ),
  };
  return (
    <>
      <PageHeader
        title="Leave History"
        description="Your leave requests and their status. A request can be edited or withdrawn while it is pending; an approved leave that has not begun can be asked to be cancelled."
        actions={
          <>
            <ExportMenu endpoint={leaveApi.exportHistory} query={{}} />
            <AddLink to={own.addLeave}>Add Leave</AddLink>
          </>
        }
      />
      <div className="mb-6">
        <MyLeaveBalances />
      </div>
      <DataTable
        caption="Your leave requests"
        columns={[...columns, actions]}
        rows={leaves.data}
        rowKey={(leave) => leave._id}
        loading={leaves.isFetching}
        error={leaves.isError ? leaves.error.message : null}
        empty="You have not requested any leave yet."
        scroll
      />
      <Modal
        open={showing !== null}
        onOpenChange={(open) => (open ? undefined : setShowing(null))}
        title={showing ? `Approval of ${label(showing)}` : 'Approval'}
        description="Who decides your request, who has decided it, and where it waits."
      >
        {showing ? <ApprovalSteps leaveId={showing._id} /> : null}
      </Modal>
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => (open ? undefined : setWithdrawing(null))}
        title="Withdraw this request?"
        description={withdrawing ? `${label(withdrawing)}: ${LEAVE_MSG.withdrawConfirm}` : ''}
        confirmLabel="Yes, withdraw it"
        busy={withdraw.isPending}
        onConfirm={() => {
          if (!withdrawing) return;
          withdraw.mutate(withdrawing._id, {
            onSuccess: () => toast.success(LEAVE_MSG.withdrawn),
            onError: (error) =>
              toast.error(LEAVE_MSG.withdrawFailed, { description: errorText(error, LEAVE_MSG.withdrawFailed) }),
            onSettled: () => setWithdrawing(null),
          });
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title="Ask to cancel this leave?"
        description={cancelling ? `${label(cancelling)}: ${LEAVE_MSG.cancelAskConfirm}` : ''}
        confirmLabel="Ask to cancel"
        tone="primary"
        busy={askCancel.isPending}
        onConfirm={() => void submitCancel()}
      >
        <ReasonField reason={reason} label="Reason (HR will read it)" />
      </ConfirmDialog>
    </>
  );
}
