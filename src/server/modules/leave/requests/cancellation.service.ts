/** Cancelling an approved leave that has not begun: the employee asks, HR cancels or keeps it. */
import { eq } from 'drizzle-orm';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { Db } from '#server/db/client.js';
import { leaves } from '#server/db/schema/index.js';
import { conflict, forbidden } from '#server/lib/errors.js';
import { notify } from '../../notifications/index.js';
import type { Actor } from '#server/auth/actor.js';
import { recordAudit } from '../../audit/index.js';
import { releaseLeave } from '../balance/booking.js';
import { decidersBesides } from '../approval/approval-notices.js';
import { findLeave, lockLeave, person, period, toLeaveJson } from './leave-record.js';

/**
 * The employee asks to cancel their own approved leave before it begins, with a reason: the
 * deciders are asked, and until one decides the leave stays approved.
 */
export async function askCancel(db: Db, actor: Actor, id: string, reason: string, today: string) {
  const row = await findLeave(db, id);
  if (row.userId !== actor.principal.userId) throw forbidden();
  await db.transaction(async (tx) => {
    const current = await lockLeave(tx, id);
    if (current.status !== 'Approved' || current.startDate <= today) throw conflict(LEAVE_MSG.cancelOnlyFuture);
    if (current.cancelRequestedAt) throw conflict(LEAVE_MSG.cancelAlreadyAsked);
    await tx
      .update(leaves)
      .set({ cancelRequestedAt: new Date(), cancelReason: reason, updatedAt: new Date() })
      .where(eq(leaves.id, id));
    await recordAudit(tx, actor, {
      action: 'leave.cancel_request',
      subject: 'leave',
      subjectId: id,
      person: person(row),
      before: { status: 'Approved' },
      after: { status: 'Approved', cancellation: 'asked' },
      reason,
    });
    const deciders = await decidersBesides(tx, actor.principal.userId);
    await notify(
      tx,
      deciders.map((decider) => ({
        userId: decider.id,
        kind: 'leave_requested' as const,
        title: `${row.name} asks to cancel a leave`,
        body: `${period(row)}. Reason: ${reason}`,
        target: { kind: 'leave' as const, id },
      })),
    );
  });
  return toLeaveJson(await findLeave(db, id));
}

/**
 * A decider answers an asked cancellation: 'cancel' frees the days (status Cancelled); 'keep'
 * leaves it approved, with a reason the employee reads. Never on one's own leave.
 */
export async function decideCancellation(
  db: Db,
  actor: Actor,
  id: string,
  decision: 'cancel' | 'keep',
  reason?: string | undefined,
) {
  const row = await findLeave(db, id);
  if (row.userId === actor.principal.userId) throw forbidden(LEAVE_MSG.selfDecide);
  await db.transaction(async (tx) => {
    const current = await lockLeave(tx, id);
    if (current.status !== 'Approved' || !current.cancelRequestedAt) throw conflict(LEAVE_MSG.noCancelAsked);
    if (decision === 'cancel') {
      await releaseLeave(tx, row, { pending: false, by: actor.principal.userId, reason: current.cancelReason });
    }
    const after =
      decision === 'cancel'
        ? { status: 'Cancelled' as const, decisionNote: current.decisionNote }
        : { status: 'Approved' as const, decisionNote: reason ?? null };
    await tx
      .update(leaves)
      .set({
        ...after,
        ...(decision === 'keep' ? { cancelRequestedAt: null, cancelReason: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(leaves.id, id));
    await recordAudit(tx, actor, {
      action: decision === 'cancel' ? 'leave.cancel' : 'leave.keep',
      subject: 'leave',
      subjectId: id,
      person: person(row),
      before: { status: 'Approved', cancellation: 'asked' },
      after: { status: after.status },
      reason: decision === 'cancel' ? current.cancelReason : (reason ?? null),
    });
    await notify(tx, [
      {
        userId: row.userId,
        kind: 'leave_decided',
        title: decision === 'cancel' ? 'Your leave was cancelled, as you asked' : 'Your leave stays approved',
        body: decision === 'cancel' ? period(row) : `${period(row)}. Reason: ${reason ?? ''}`,
        target: { kind: 'leave', id },
      },
    ]);
  });
  return toLeaveJson(await findLeave(db, id));
}
