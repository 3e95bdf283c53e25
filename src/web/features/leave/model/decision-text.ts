import { APPROVAL_MSG } from '#shared/messages/leave-approval.js';
import { dayCount, LEAVE_MSG } from '#shared/messages/leave.js';
import type { ApprovalStepJson } from '#shared/schemas/leave-approval.js';
import type { LeaveJson } from '#shared/schemas/leave.js';
import { formatDay } from '#web/lib/format.js';

/** 'Name: Annual Leave, 1 Dec 2026 to 4 Dec 2026 (3.5 working days).' with the days taken from the balance. */
export function leaveSummary(leave: LeaveJson): string {
  const days =
    leave.workingDays === null
      ? dayCount(leave.days)
      : leave.workingDays === leave.days
        ? `${dayCount(leave.days)}`
        : `${leave.workingDays} working ${leave.workingDays === 1 ? 'day' : 'days'} of ${dayCount(leave.days)}`;
  return (
    `${leave.employee.emp_name}: ${leave.leaveType}, ${formatDay(leave.startDate)} to ${formatDay(leave.endDate)} (${days}).` +
    (leave.cancelRequest ? ` Asked to cancel: “${leave.cancelRequest.reason}”.` : '')
  );
}

/** Who decides after the step waiting now, if anyone: the next queued step of the latest round. */
export function nextStepAfterWaiting(steps: readonly ApprovalStepJson[]): ApprovalStepJson | null {
  const round = Math.max(...steps.map((step) => step.round));
  const current = steps.filter((step) => step.round === round).sort((a, b) => a.position - b.position);
  const waiting = current.findIndex((step) => step.status === 'waiting');
  if (waiting < 0) return null;
  return current.slice(waiting + 1).find((step) => step.status === 'queued') ?? null;
}

/**
 * What approving means: the last step makes the days leave; an earlier one sends the request on
 * (to HR, or to the next approver) and the days are not leave yet. Undefined steps: still loading.
 */
export function approveExplanation(steps: readonly ApprovalStepJson[] | undefined): string {
  if (!steps) return 'Finding out who decides after you…';
  const next = nextStepAfterWaiting(steps);
  if (!next) return LEAVE_MSG.approveConfirm;
  const who = next.kind === 'hr' ? APPROVAL_MSG.waitingForHr : (next.approver?.name ?? APPROVAL_MSG.waitingForHr);
  return `Your approval sends the request on to ${who}, who decides it: the days count as leave only once ${who} approves.`;
}
