import { useState } from 'react';
import { toast } from '#web/lib/toast.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { LeaveJson } from '#shared/schemas/leave.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { isApiError } from '#web/lib/api-client.js';
import { useDecideLeave, type Decision } from '../api/leaves.js';

const messages: Record<Decision, { done: string; failed: string }> = {
  approve: { done: LEAVE_MSG.approved, failed: LEAVE_MSG.approveFailed },
  reject: { done: LEAVE_MSG.rejected, failed: LEAVE_MSG.rejectFailed },
};

/**
 * Approve at once; Reject after 'This will reject the leave request.'.
 * Returns the actions and the confirmation dialog to render.
 */
export function useLeaveDecisions(onDecided?: () => void) {
  const decide = useDecideLeave();
  const [rejecting, setRejecting] = useState<LeaveJson | null>(null);
  const busyId = decide.isPending ? decide.variables.id : null;

  const run = async (leave: LeaveJson, decision: Decision) => {
    try {
      await decide.mutateAsync({ id: leave._id, decision });
      toast.success(messages[decision].done);
      onDecided?.();
    } catch (error) {
      toast.error(messages[decision].failed, isApiError(error) ? { description: error.message } : undefined);
    }
  };

  const confirmDialog = (
    <ConfirmDialog
      open={rejecting !== null}
      onOpenChange={(open) => (open ? undefined : setRejecting(null))}
      description={LEAVE_MSG.rejectConfirm}
      confirmLabel="Yes, reject it!"
      busy={decide.isPending}
      onConfirm={() => {
        if (rejecting) void run(rejecting, 'reject').then(() => setRejecting(null));
      }}
    />
  );

  return {
    busyId,
    approve: (leave: LeaveJson) => void run(leave, 'approve'),
    reject: (leave: LeaveJson) => setRejecting(leave),
    confirmDialog,
  };
}
