/** Deciding leave: a step's approval or rejection, the last decision, and revoking one. */
import { eq } from 'drizzle-orm';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { LeaveJson } from '#shared/schemas/leave.js';
import type { Db, Tx } from '#server/db/client.js';
import { leaves } from '#server/db/schema/index.js';
import { conflict, forbidden } from '#server/lib/errors.js';
import { notify } from '../../notifications/index.js';
import type { Actor } from '#server/auth/actor.js';
import { recordAudit } from '../../audit/index.js';
import { bookLeave, releaseLeave, type LeaveClock } from '../balance/booking.js';
import { decideStep, startApproval, type Routed } from '../approval/approval-steps.js';
import { askApprover, requestText } from '../approval/approval-notices.js';
import {
  approvalLeaveOf,
  findLeave,
  leaveState,
  lockLeave,
  person,
  period,
  toLeaveJson,
  type LeaveRow,
} from './leave-record.js';

/**
 * Approve or reject a pending leave at its waiting step, with a comment (a rejection's is the
 * reason the employee reads). A step that is not the last passes the request on to the next
 * approver; the last decision (or any rejection) decides the leave and tells the employee.
 * Nobody decides their own request, at any step.
 */
export async function decideLeave(
  db: Db,
  actor: Actor,
  id: string,
  status: 'Approved' | 'Rejected',
  clock: LeaveClock,
  note?: string | undefined,
): Promise<{ leave: LeaveJson; next: Routed | null }> {
  const row = await findLeave(db, id);
  if (row.userId === actor.principal.userId) throw forbidden(LEAVE_MSG.selfDecide);
  const comment = note?.trim() || null;
  const next = await db.transaction(async (tx) => {
    const current = await lockLeave(tx, id);
    if (current.status !== 'Pending') throw conflict(LEAVE_MSG.alreadyDecided(current.status));
    const leave = approvalLeaveOf(row);
    const decision = status === 'Approved' ? 'approved' : 'rejected';
    const outcome = await decideStep(tx, actor.principal, leave, decision, comment, clock.today);
    if (!outcome.final) {
      await recordAudit(tx, actor, {
        action: 'leave.approve_step',
        subject: 'leave',
        subjectId: id,
        person: person(row),
        before: { status: 'Pending' },
        after: { status: 'Pending', step: 'approved', decisionNote: comment },
        reason: comment,
      });
      await askApprover(tx, leave, outcome.next, requestText(row.name, row));
      return outcome.next;
    }
    await decideFinally(tx, actor, row, status, status === 'Rejected' ? comment : null, clock);
    return null;
  });
  return { leave: toLeaveJson(await findLeave(db, id)), next };
}

/** The leave's last decision: its status, its days from pending to taken (or back), the audit row, the employee told. */
async function decideFinally(
  tx: Tx,
  actor: Actor,
  row: LeaveRow,
  status: 'Approved' | 'Rejected',
  decisionNote: string | null,
  clock: LeaveClock,
) {
  await tx
    .update(leaves)
    .set({ status, decisionNote, decidedBy: actor.principal.userId, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(leaves.id, row.id));
  // The days move from pending to taken (an approval was asked for them: it is not refused now).
  await releaseLeave(tx, row, { pending: true, by: actor.principal.userId, reason: `Leave ${status.toLowerCase()}` });
  if (status === 'Approved') {
    await bookLeave(tx, clock, row, { pending: false, check: false, by: actor.principal.userId, personLocked: true });
  }
  await recordAudit(tx, actor, {
    action: status === 'Approved' ? 'leave.approve' : 'leave.reject',
    subject: 'leave',
    subjectId: row.id,
    person: person(row),
    before: { status: 'Pending', decisionNote: null },
    after: { status, decisionNote },
    reason: decisionNote,
  });
  await notify(tx, [
    {
      userId: row.userId,
      kind: 'leave_decided',
      title: `Your leave was ${status.toLowerCase()}`,
      body: decisionNote ? `${period(row)}. Reason: ${decisionNote}` : period(row),
      target: { kind: 'leave', id: row.id },
    },
  ]);
}
/**
 * HR undoes an approval or a rejection, with a reason: the leave is pending again, to be decided
 * afresh, and the employee is told why. Never on one's own leave.
 */
export async function revokeDecision(db: Db, actor: Actor, id: string, reason: string, clock: LeaveClock) {
  const row = await findLeave(db, id);
  if (row.userId === actor.principal.userId) throw forbidden(LEAVE_MSG.selfDecide);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: leaves.status, decisionNote: leaves.decisionNote })
      .from(leaves)
      .where(eq(leaves.id, id))
      .for('update');
    if (!current || (current.status !== 'Approved' && current.status !== 'Rejected')) {
      throw conflict(LEAVE_MSG.notDecided);
    }
    // Pending again: what an approval took is held as pending (a correction is never refused for balance).
    if (current.status === 'Approved')
      await releaseLeave(tx, row, { pending: false, by: actor.principal.userId, reason });
    await bookLeave(tx, clock, row, {
      pending: true,
      check: false,
      by: actor.principal.userId,
      personLocked: current.status === 'Approved',
    });
    const leave = approvalLeaveOf(row);
    await askApprover(tx, leave, await startApproval(tx, leave, clock.today), requestText(row.name, row));
    await tx
      .update(leaves)
      .set({
        status: 'Pending',
        decisionNote: reason,
        decidedBy: null,
        decidedAt: null,
        cancelRequestedAt: null,
        cancelReason: null,
        updatedAt: new Date(),
      })
      .where(eq(leaves.id, id));
    await recordAudit(tx, actor, {
      action: 'leave.revoke',
      subject: 'leave',
      subjectId: id,
      person: person(row),
      before: leaveState(current),
      after: { status: 'Pending', decisionNote: reason },
      reason,
    });
    await notify(tx, [
      {
        userId: row.userId,
        kind: 'leave_decided',
        title: `The ${current.status === 'Approved' ? 'approval' : 'rejection'} of your leave was revoked`,
        body: `${period(row)} is pending again. Reason: ${reason}`,
        target: { kind: 'leave', id },
      },
    ]);
  });
  return toLeaveJson(await findLeave(db, id));
}
