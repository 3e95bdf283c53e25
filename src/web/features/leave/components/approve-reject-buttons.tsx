import type { LeaveJson } from '#shared/schemas/leave.js';
import { Button } from '#web/components/ui/button.js';
import type { useLeaveDecisions } from '../hooks/use-leave-decisions.js';

/** Approve and Reject for a pending request (each asks first, through the decisions' dialog). */
export function ApproveRejectButtons({
  leave,
  decisions,
}: {
  leave: LeaveJson;
  decisions: ReturnType<typeof useLeaveDecisions>;
}) {
  const busy = decisions.busyId === leave._id;
  return (
    <>
      <Button size="sm" variant="secondary" loading={busy} onClick={() => decisions.approve(leave)}>
        Approve
      </Button>
      <Button size="sm" variant="danger" disabled={busy} onClick={() => decisions.reject(leave)}>
        Reject
      </Button>
    </>
  );
}
