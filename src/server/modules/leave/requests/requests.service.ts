import {
  and,
  count,
  type Placeholder,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { daysInclusive } from '#shared/dates.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { LeaveInput, LeaveJson, LeaveListQuery } from '#shared/schemas/leave.js';
import { findPerson } from '#server/auth/policies.js';
import type { Principal } from '#server/auth/session-store.js';
import type { Db, Tx } from '#server/db/client.js';
import { keptCount, mapListing, pageOf } from '#server/lib/paging.js';
import { departments, employees, leaves, users } from '#server/db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '#server/lib/errors.js';
import { imageName } from '../../uploads/index.js';
import { andAll, escapeLike, keptStatement, orderOf } from '#server/lib/sql.js';
import { parseSort } from '#shared/schemas/paging.js';
import { employeeSearch } from '../../employees/index.js';
import { notify, renotify } from '../../notifications/index.js';
import type { Actor } from '#server/auth/actor.js';
import { recordAudit } from '../../audit/index.js';
import { requestableType } from '../types/types.queries.js';
import { bookLeave, releaseLeave, type LeaveClock } from '../balance/booking.js';
import { closeApproval, decideStep, startApproval, wasApproverOf, type Routed } from '../approval/approval-steps.js';
import { askApprover, decidersBesides, requestText } from '../approval/approval-notices.js';
import type { AreaCache } from '#server/events/change-areas.js';

function selectLeaves(db: Db) {
  return db
    .select({
      id: leaves.id,
      employeeId: employees.id,
      employeeCode: employees.employeeCode,
      designation: employees.designation,
      userId: users.id,
      name: users.name,
      email: users.email,
      imageId: users.imageId,
      departmentId: departments.id,
      departmentName: departments.name,
      leaveType: leaves.leaveType,
      startDate: leaves.startDate,
      endDate: leaves.endDate,
      reason: leaves.reason,
      startHalf: leaves.startHalf,
      endHalf: leaves.endHalf,
      workingDays: leaves.workingDays,
      status: leaves.status,
      createdAt: leaves.createdAt,
      decidedAt: leaves.decidedAt,
      decisionNote: leaves.decisionNote,
      cancelRequestedAt: leaves.cancelRequestedAt,
      cancelReason: leaves.cancelReason,
    })
    .from(leaves)
    .innerJoin(employees, eq(employees.id, leaves.employeeId))
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(departments, eq(departments.id, employees.departmentId));
}

type LeaveRow = Awaited<ReturnType<ReturnType<typeof selectLeaves>['execute']>>[number];

function toLeaveJson(row: LeaveRow): LeaveJson {
  return {
    _id: row.id,
    employeeId: row.employeeId,
    userId: row.userId,
    employee: {
      _id: row.employeeId,
      employeeId: row.employeeCode,
      emp_name: row.name,
      emp_email: row.email,
      designation: row.designation,
      profileImage: imageName(row.imageId),
      department:
        row.departmentId && row.departmentName ? { _id: row.departmentId, dep_name: row.departmentName } : null,
    },
    leaveType: row.leaveType,
    startDate: row.startDate,
    endDate: row.endDate,
    days: daysInclusive(row.startDate, row.endDate),
    startHalf: row.startHalf,
    endHalf: row.endHalf,
    workingDays: row.workingDays === null ? null : Number(row.workingDays),
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    cancelRequest:
      row.status === 'Approved' && row.cancelRequestedAt
        ? { at: row.cancelRequestedAt.toISOString(), reason: row.cancelReason ?? '' }
        : null,
  };
}

async function findLeave(db: Db, id: string) {
  const [row] = await selectLeaves(db).where(eq(leaves.id, id));
  if (!row) throw notFound(LEAVE_MSG.notFound);
  return row;
}

const DECIDERS = ['admin', 'moderator'] as const;
const isDecider = (principal: Principal) => (DECIDERS as readonly string[]).includes(principal.role);

/**
 * Leaves, filtered, searched and sorted: the list's query, for its pages and its export. `scope`
 * narrows them to what a caller other than HR may decide or see (a condition on `leaves` alone,
 * so the count needs no join).
 */
export function leavesListing(db: Db, query: Omit<LeaveListQuery, 'page' | 'limit'>, cache?: AreaCache, scope?: SQL) {
  /** The tab's conditions: its status (a value, or a prepared page's placeholder) and the inbox. */
  const tab = (status: LeaveListQuery['status'] | Placeholder) => [
    status ? eq(leaves.status, status) : undefined,
    query.waiting ? waitingForDecision : undefined,
  ];
  const where = andAll([scope, ...tab(query.status), query.search ? leaveSearch(query.search) : undefined]);
  const order = orderOf(
    parseSort(query.sort),
    {
      employeeId: employees.employeeCode,
      name: users.name,
      type: leaves.leaveType,
      from: leaves.startDate,
      to: leaves.endDate,
      days: sql`${leaves.endDate} - ${leaves.startDate}`,
      status: leaves.status,
      applied: leaves.createdAt,
    },
    [desc(leaves.createdAt), desc(leaves.id)],
    leaves.id,
  );
  const base = selectLeaves(db)
    .where(where)
    .orderBy(...order);
  // Without a search or a scope, a page's statement depends only on which filters are set and on
  // the sort (from a fixed list): it is built and prepared once, and its count kept until a change.
  const plain = !query.search && !scope;
  const shape = `${query.status ? 'status' : ''}|${query.waiting ? 'waiting' : ''}|${query.sort ?? ''}`;
  const preparedPage = (limit: number, offset: number) =>
    keptStatement(db, `leaves page|${shape}`, (name) =>
      selectLeaves(db)
        .where(andAll(tab(query.status && sql.placeholder('status'))))
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    ).execute({ status: query.status, limit, offset });
  return mapListing(
    {
      all: () => base,
      page: (limit: number, offset: number) => (plain ? preparedPage(limit, offset) : base.limit(limit).offset(offset)),
      // The filter reads only `leaves`, so counting needs no join.
      count: keptCount(
        cache,
        plain && `leaves:rows|${query.status ?? ''}|${query.waiting ? 'waiting' : ''}`,
        ['Leave'],
        () => db.select({ total: count() }).from(leaves).where(where),
      ),
    },
    toLeaveJson,
  );
}

export function listLeaves(db: Db, query: LeaveListQuery, cache?: AreaCache, scope?: SQL) {
  return pageOf(query, leavesListing(db, query, cache, scope));
}

/** Pending requests and asked cancellations: what the approvers' inbox shows. */
const waitingForDecision = or(
  eq(leaves.status, 'Pending'),
  and(eq(leaves.status, 'Approved'), isNotNull(leaves.cancelRequestedAt)),
)!;

/** The requester's name or employee id, or the leave type, contains the text. */
function leaveSearch(text: string): SQL {
  const byPerson = employeeSearch(text, ['name', 'code'], leaves.employeeId);
  return or(byPerson, ilike(leaves.leaveType, `%${escapeLike(text)}%`))!;
}

/** A person's leaves, newest first: HR may read anyone's, anyone else only their own. */
export async function personLeavesListing(db: Db, principal: Principal, idOrUserId: string) {
  const person = await findPerson(db, idOrUserId);
  if (!person) throw notFound(LEAVE_MSG.employeeUnknown);
  if (!isDecider(principal) && person.userId !== principal.userId) throw forbidden();
  const base = selectLeaves(db)
    .where(eq(leaves.employeeId, person.id))
    .orderBy(desc(leaves.startDate), desc(leaves.createdAt), desc(leaves.id));
  return mapListing(
    {
      all: () => base,
      page: (limit: number, offset: number) => base.limit(limit).offset(offset),
      count: () => db.select({ total: count() }).from(leaves).where(eq(leaves.employeeId, person.id)),
    },
    toLeaveJson,
  );
}

export async function listPersonLeaves(db: Db, principal: Principal, idOrUserId: string) {
  return (await personLeavesListing(db, principal, idOrUserId)).all();
}

/** A leave for HR, its requester, their manager, and whoever one of its steps is or was with. */
export async function getLeave(db: Db, principal: Principal, id: string) {
  const row = await findLeave(db, id);
  const own = row.userId === principal.userId;
  const manager =
    principal.role === 'manager' && principal.departmentId !== null && principal.departmentId === row.departmentId;
  if (!isDecider(principal) && !own && !manager && !(await wasApproverOf(db, principal.userId, id))) throw forbidden();
  return toLeaveJson(row);
}

/** Pending or approved leave of the same person on any of the days (the person's row is locked). */
async function assertNoOverlap(db: Db, employeeId: string, input: LeaveInput, exceptId: string | null, own: boolean) {
  await db.execute(sql`select 1 from ${employees} where ${employees.id} = ${employeeId} for update`);
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
  await requestableType(db, input.leaveType);
  const target = person;
  if (input.approved && target.userId === principal.userId) throw forbidden(LEAVE_MSG.selfDecide);
  const id = await db.transaction(async (tx) => {
    await assertNoOverlap(tx, target.id, input, null, target.userId === principal.userId);
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
        ...decided,
      })
      .returning({ id: leaves.id });
    const leaveId = created!.id;
    await bookLeave(
      tx,
      clock,
      { ...input, id: leaveId, employeeId: target.id },
      { pending: !input.approved, check: true, by: principal.userId },
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
    await askApprover(tx, leave, await startApproval(tx, leave, clock.today), requestText(target.name, input));
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
    await releaseLeave(tx, booked, { pending: true, by: principal.userId, reason: 'Request changed' });
    await bookLeave(tx, clock, booked, { pending: true, check: true, by: principal.userId });
    // A changed request is decided afresh, from its first step; the approvers' notification says
    // the new dates (unread again).
    await startApproval(tx, { ...booked, userId: row.userId }, clock.today);
    await renotify(tx, 'leave_requested', { kind: 'leave', id }, requestText(row.name, input));
  });
  return toLeaveJson(await findLeave(db, id));
}

/** A leave as its approval steps need it. */
const approvalLeaveOf = (row: LeaveRow) => ({
  id: row.id,
  employeeId: row.employeeId,
  userId: row.userId,
  leaveType: row.leaveType,
});

/** What the audit trail keeps of a leave's state. */
const leaveState = (row: { status: string; decisionNote: string | null }) => ({
  status: row.status,
  decisionNote: row.decisionNote,
});
const person = (row: LeaveRow) => ({ id: row.employeeId, name: row.name });
const period = (row: LeaveRow) => `${row.leaveType}, ${row.startDate} to ${row.endDate}`;

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
  if (status === 'Approved')
    await bookLeave(tx, clock, row, { pending: false, check: false, by: actor.principal.userId });
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
    await bookLeave(tx, clock, row, { pending: true, check: false, by: actor.principal.userId });
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

/** The leave's row, locked for the rest of the transaction (concurrent answers wait, then see the change). */
async function lockLeave(db: Db | Tx, id: string) {
  const [current] = await db
    .select({
      status: leaves.status,
      startDate: leaves.startDate,
      decisionNote: leaves.decisionNote,
      cancelRequestedAt: leaves.cancelRequestedAt,
      cancelReason: leaves.cancelReason,
    })
    .from(leaves)
    .where(eq(leaves.id, id))
    .for('update');
  if (!current) throw notFound(LEAVE_MSG.notFound);
  return current;
}

/** Leave totals for the admin dashboard: one aggregate, all three statuses zero-filled. */
export async function leaveStats(db: Db) {
  const rows = await db.select({ status: leaves.status, n: count() }).from(leaves).groupBy(leaves.status);
  const byStatus = new Map(rows.map((row) => [row.status, row.n]));
  const statusBreakdown = (['Approved', 'Pending', 'Rejected'] as const).map((name) => ({
    name,
    value: byStatus.get(name) ?? 0,
  }));
  return { totalLeaves: statusBreakdown.reduce((sum, item) => sum + item.value, 0), statusBreakdown };
}
