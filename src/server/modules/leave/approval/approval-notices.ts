/** Telling approvers that a request waits for them: in the bell, and by mail where they want it. */
import { and, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.js';
import { users } from '#server/db/schema/index.js';
import { notify } from '../../notifications/index.js';
import type { Routed } from './approval-steps.js';

const DECIDERS = ['admin', 'moderator'] as const;

/** Admins and HR officers, except the one acting: who is asked to decide a leave at an HR step. */
export async function decidersBesides(db: Db | Tx, userId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...DECIDERS]), ne(users.id, userId)));
}

export const requestText = (name: string, input: { leaveType: string; startDate: string; endDate: string }) => ({
  title: `Leave request from ${name}`,
  body: `${input.leaveType}, ${input.startDate} to ${input.endDate}`,
});

/** Tells whoever a waiting step is with: its one approver, or every HR officer and admin but the requester. */
export async function askApprover(
  tx: Tx,
  leave: { id: string; userId: string },
  routed: Routed,
  text: { title: string; body: string },
) {
  const to = routed.approverId ? [{ id: routed.approverId }] : await decidersBesides(tx, leave.userId);
  await notify(
    tx,
    to.map((approver) => ({
      userId: approver.id,
      kind: 'leave_requested' as const,
      ...text,
      target: { kind: 'leave' as const, id: leave.id },
    })),
  );
}
