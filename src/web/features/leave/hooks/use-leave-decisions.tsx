import { useState } from 'react';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { LeaveJson } from '#shared/schemas/leave.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { ReasonField } from '#web/components/reason-field.js';
import { isApiError } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useReason } from '#web/lib/use-reason.js';
import { useApprovalSteps } from '../api/approval.js';
import { useDecideLeave, type Decision } from '../api/leaves.js';
import { approveExplanation, leaveSummary } from '../model/decision-text.js';

const TEXT: Record<
  Decision,
  {
    title: string;
    confirm: string;
    done: string;
    failed: string;
    reasonLabel?: string;
    /** A comment the decision may carry (kept with its approval step). */
    commentLabel?: string;
    explain: string;
  }
> = {
  approve: {
    title: 'Approve this leave?',
    confirm: 'Yes, approve it!',
    done: LEAVE_MSG.approved,
    failed: LEAVE_MSG.approveFailed,
    commentLabel: 'Comment (optional)',
    explain: LEAVE_MSG.approveConfirm,
  },
  reject: {
    title: 'Are you sure?',
    confirm: 'Yes, reject it!',
    done: LEAVE_MSG.rejected,
    failed: LEAVE_MSG.rejectFailed,
    reasonLabel: 'Reason (the employee will read it)',
    explain: LEAVE_MSG.rejectConfirm,
  },
  revoke: {
    title: 'Revoke this decision?',
    confirm: 'Yes, revoke it',
    done: LEAVE_MSG.revoked,
    failed: LEAVE_MSG.revokeFailed,
    reasonLabel: 'Reason (the employee will read it)',
    explain: 'The leave becomes pending again, to be decided afresh, and the employee is told why.',
  },
  cancel: {
    title: 'Cancel this leave?',
    confirm: 'Yes, cancel it',
    done: LEAVE_MSG.cancelled,
    failed: LEAVE_MSG.cancelFailed,
    explain: LEAVE_MSG.cancelConfirm,
  },
  keep: {
    title: 'Keep this leave?',
    confirm: 'Yes, keep it',
    done: LEAVE_MSG.kept,
    failed: LEAVE_MSG.keepFailed,
    reasonLabel: 'Reason (the employee will read it)',
    explain: LEAVE_MSG.keepConfirm,
  },
};

/**
 * Every decision on a leave asks first: Approve and Cancel for confirmation, Reject, Revoke and Keep
 * for a reason the employee reads. Returns the actions and the one dialog to render.
 */
export function useLeaveDecisions(onDecided?: () => void) {
  const decide = useDecideLeave();
  const [asking, setAsking] = useState<{ leave: LeaveJson; decision: Decision } | null>(null);
  const reason = useReason();
  const busyId = decide.isPending ? decide.variables.id : null;
  // Approving a step that is not the last sends the request on: the dialog says so.
  const steps = useApprovalSteps(asking?.decision === 'approve' ? asking.leave._id : null);

  const ask = (leave: LeaveJson, decision: Decision) => {
    reason.reset();
    setAsking({ leave, decision });
  };

  const run = async () => {
    if (!asking) return;
    const text = TEXT[asking.decision];
    if (text.reasonLabel && !reason.check()) return;
    try {
      const answer = await decide.mutateAsync({
        id: asking.leave._id,
        decision: asking.decision,
        reason: reason.value.trim(),
      });
      // A step that is not the last says where the request waits now.
      toast.success(answer.message || text.done);
      setAsking(null);
      onDecided?.();
    } catch (failure) {
      if (isApiError(failure, 400)) return reason.setError(failure.message);
      toast.error(text.failed, isApiError(failure) ? { description: failure.message } : undefined);
      setAsking(null);
    }
  };

  const text = asking ? TEXT[asking.decision] : null;
  const explain = asking?.decision === 'approve' ? approveExplanation(steps.isError ? [] : steps.data) : text?.explain;
  const confirmDialog = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => (open ? undefined : setAsking(null))}
      title={text?.title}
      description={asking && text ? `${leaveSummary(asking.leave)} ${explain}` : ''}
      confirmLabel={text?.confirm}
      tone={asking?.decision === 'approve' || asking?.decision === 'keep' ? 'primary' : 'danger'}
      busy={decide.isPending}
      onConfirm={() => void run()}
    >
      {text?.reasonLabel || text?.commentLabel ? (
        <ReasonField reason={reason} label={(text.reasonLabel ?? text.commentLabel)!} />
      ) : null}
    </ConfirmDialog>
  );

  return {
    busyId,
    approve: (leave: LeaveJson) => ask(leave, 'approve'),
    reject: (leave: LeaveJson) => ask(leave, 'reject'),
    revoke: (leave: LeaveJson) => ask(leave, 'revoke'),
    cancel: (leave: LeaveJson) => ask(leave, 'cancel'),
    keep: (leave: LeaveJson) => ask(leave, 'keep'),
    confirmDialog,
  };
}
