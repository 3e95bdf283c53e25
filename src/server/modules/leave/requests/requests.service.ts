/** Asking for leave: a request, its changes while pending, and taking it back. */
import { and, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { LeaveInput } from '#shared/schemas/leave.js';
import { findPerson } from '#server/auth/policies.js';
import type { Principal } from '#server/auth/session-store.js';
import type { Db } from '#server/db/client.js';
import { employees, leaves } from '#server/db/schema/index.js';
import { badRequest, conflict, forbidden } from '#server/lib/errors.js';
import { notify, renotify } from '../../notifications/index.js';
import type { Actor } from '#server/auth/actor.js';
import { recordAudit } from '../../audit/index.js';
import { requestableType } from '../types/types.queries.js';
import { bookLeave, countBooking, releaseLeave, type LeaveClock } from '../balance/booking.js';
import { closeApproval, startApproval } from '../approval/approval-steps.js';
import { askApprover, requestText } from '../approval/approval-notices.js';
import { findLeave, person, toLeaveJson } from './leave-record.js';

/** Pending or approved leave of the same person on any of the days (the person's row is locked). */
async function assertNoOverlap(db: Db, employeeId: string, input: LeaveInput, exceptId: string | null, own: boolean) {
  await db.execute(sql`select 1 from ${employees} where ${employees.id} = ${employeeId} for no key update`);
  const conditions: SQL[] = [
    eq(leaves.employeeId, employeeId),
    inArray(leaves.status, ['Pending', 'Approved']),
    lte(leaves.startDate, input.endDate),
    gte(leaves.endDate, input.startDate),
  ];
  if (exceptId) conditions.push(ne(leaves.id, exceptId));
  const [clash] = await db
    .select({ id: leaves.id })
    .from(leaves)
    .where(and(...conditions))
    .limit(1);
  if (clash) throw badRequest(own ? LEAVE_MSG.overlap : LEAVE_MSG.overlapFor, { field: 'startDate' });
}

/**
 * An employee requests leave for themselves; an admin records one for anyone, pending or (a leave
 * already agreed) approved — never their own as approved. A request asks the deciders; an
 * approved record tells the employee and is audited as the approval it is.
 */
export async function addLeave(db: Db, actor: Actor, input: LeaveInput, clock: LeaveClock) {
  const { principal } = actor;
  let person: { id: string; userId: string; name: string } | null;
  if (principal.role === 'admin') {
    if (!input.userId) throw badRequest(LEAVE_MSG.employeeRequired, { field: 'userId' });
    person = await findPerson(db, input.userId);
  } else {
    if (input.approved) throw forbidden();
    if (input.userId && input.userId !== principal.userId && input.userId !== principal.employeeId) throw forbidden();
    person = principal.employeeId ? await findPerson(db, principal.employeeId) : null;
  }
  if (!person) throw badRequest(LEAVE_MSG.employeeUnknown, { field: 'userId' });
  const type = await requestableType(db, input.leaveType);
  const target = person;
  if (input.approved && target.userId === principal.userId) throw forbidden(LEAVE_MSG.selfDecide);
  const id = await db.transaction(async (tx) => {
    await assertNoOverlap(tx, target.id, input, null, target.userId === principal.userId);
    // Counted before the leave is written, so it is written with its working days.
    const counted = await countBooking(tx, clock, input, type);
    const decided = input.approved ? { decidedBy: principal.userId, decidedAt: new Date() } : {};
    const [created] = await tx
      .insert(leaves)
      .values({
        employeeId: target.id,
        leaveType: input.leaveType,
        startDate: input.startDate,
        endDate: input.endDate,
        reason: input.reason,
        startHalf: input.startHalf,
        endHalf: input.endHalf,
        status: input.approved ? 'Approved' : 'Pending',
        workingDays: String(counted.count.workingDays),
        ...decided,
      })
      .returning({ id: leaves.id });
    const leaveId = created!.id;
    await bookLeave(
      tx,
      clock,
      { ...input, id: leaveId, employeeId: target.id },
      { pending: !input.approved, check: true, by: principal.userId, personLocked: true, counted },
    );
    if (input.approved) {
      await recordAudit(tx, actor, {
        action: 'leave.approve',
        subject: 'leave',
        subjectId: leaveId,
        person: { id: target.id, name: target.name },
        before: null,
        after: { status: 'Approved', leaveType: input.leaveType, startDate: input.startDate, endDate: input.endDate },
        reason: 'Recorded by HR as already approved',
      });
      await notify(tx, [
        {
          userId: target.userId,
          kind: 'leave_decided',
          title: 'HR recorded an approved leave for you',
          body: `${input.leaveType}, ${input.startDate} to ${input.endDate}`,
          target: { kind: 'leave', id: leaveId },
        },
      ]);
      return leaveId;
    }
    const leave = { id: leaveId, employeeId: target.id, userId: target.userId, leaveType: input.leaveType };
    const routed = await startApproval(tx, leave, clock.today, { flow: type.approval, firstRound: true });
    await askApprover(tx, leave, routed, requestText(target.name, input));
    return leaveId;
  });
  return toLeaveJson(await findLeave(db, id));
}

/** The owner edits a leave while it is still pending. */
export async function editLeave(db: Db, principal: Principal, id: string, input: LeaveInput, clock: LeaveClock) {
  const row = await findLeave(db, id);
  if (row.userId !== principal.userId) throw forbidden();
  if (row.status !== 'Pending') throw conflict(LEAVE_MSG.notPending);
  await requestableType(db, input.leaveType);
  await db.transaction(async (tx) => {
    await assertNoOverlap(tx, row.employeeId, input, id, true);
    const updated = await tx
      .update(leaves)
      .set({
        leaveType: input.leaveType,
        startDate: input.startDate,
        endDate: input.endDate,
        reason: input.reason,
        startHalf: input.startHalf,
        endHalf: input.endHalf,
        updatedAt: new Date(),
      })
      .where(and(eq(leaves.id, id), eq(leaves.status, 'Pending')))
      .returning({ id: leaves.id });
    if (!updated.length) throw conflict(LEAVE_MSG.notPending);
    const booked = { ...input, id, employeeId: row.employeeId };
    const locked = { by: principal.userId, personLocked: true };
    await releaseLeave(tx, booked, { pending: true, reason: 'Request changed', ...locked });
    await bookLeave(tx, clock, booked, { pending: true, check: true, ...locked });
    // A changed request is decided afresh, from its first step; the approvers' notification says
    // the new dates (unread again).
    await startApproval(tx, { ...booked, userId: row.userId }, clock.today);
    await renotify(tx, 'leave_requested', { kind: 'leave', id }, requestText(row.name, input));
  });
  return toLeaveJson(await findLeave(db, id));
}
/** The employee takes back their own request while it is pending; it stays in history as Withdrawn. */
export async function withdrawLeave(db: Db, actor: Actor, id: string) {
  const row = await findLeave(db, id);
  if (row.userId !== actor.principal.userId) throw forbidden();
  await db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(leaves)
      .set({ status: 'Withdrawn', updatedAt: new Date() })
      .where(and(eq(leaves.id, id), eq(leaves.status, 'Pending')))
      .returning({ id: leaves.id });
    if (!withdrawn.length) throw conflict(LEAVE_MSG.notPending);
    await closeApproval(tx, id);
    await releaseLeave(tx, row, { pending: true, by: actor.principal.userId, reason: 'Leave withdrawn' });
    await recordAudit(tx, actor, {
      action: 'leave.withdraw',
      subject: 'leave',
      subjectId: id,
      person: person(row),
      before: { status: 'Pending' },
      after: { status: 'Withdrawn' },
    });
  });
  return toLeaveJson(await findLeave(db, id));
}
