/**
 * The steps of a leave request's approval, kept in the transaction of the request's own change.
 * A type's flow names the steps (HR; the manager; the manager, then HR). One step waits at a
 * time, with one approver or with HR; the rest are queued. A manager's step goes to the deputy
 * they named while they are on leave, and to HR when nobody else can decide it — never to the
 * person who asked.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { LeaveApprovalFlow } from '#shared/constants.js';
import { APPROVAL_MSG } from '#shared/messages/leave-approval.js';
import { isHr } from '#server/auth/policies.js';
import type { Principal } from '#server/auth/session-store.js';
import type { Db, Tx } from '#server/db/client.js';
import { leaveApprovalSteps, leaveTypes } from '#server/db/schema/index.js';
import { conflict, forbidden } from '#server/lib/errors.js';
import { rowsOf } from '#server/lib/sql.js';

const FLOWS: Record<LeaveApprovalFlow, ('manager' | 'hr')[]> = {
  hr: ['hr'],
  manager: ['manager'],
  manager_hr: ['manager', 'hr'],
};

export interface ApprovalLeave {
  id: string;
  employeeId: string;
  /** The requester's sign-in: never their own approver. */
  userId: string;
  leaveType: string;
}

/** Who a waiting step is with: one person, or HR (null). */
export interface Routed {
  approverId: string | null;
  delegatedFrom: string | null;
  note: string | null;
}

/** People on an approved leave on `today` among `userIds`. */
async function awayToday(tx: Tx, userIds: string[], today: string): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = rowsOf<{ user_id: string }>(
    await tx.execute(sql`select e.user_id from leaves l join employees e on e.id = l.employee_id
      where e.user_id = any(${sql.param(userIds)}::uuid[]) and l.status = 'Approved'
        and l.start_date <= ${today} and l.end_date >= ${today}`),
  );
  return new Set(rows.map((row) => row.user_id));
}

/**
 * Who decides the manager's step of a request today: the manager of the requester's department;
 * while they are on leave, the deputy they named (working here, not away, not the requester);
 * otherwise HR, with the reason.
 */
export async function routeManagerStep(tx: Tx, leave: ApprovalLeave, today: string): Promise<Routed> {
  const [row] = rowsOf<{
    user_id: string | null;
    name: string | null;
    deputy_id: string | null;
    deputy_name: string | null;
  }>(
    await tx.execute(sql`select mu.id as user_id, mu.name, du.id as deputy_id, du.name as deputy_name
      from employees e
      left join departments d on d.id = e.department_id
      left join employees m on m.id = d.manager_id and m.last_working_day is null
      left join users mu on mu.id = m.user_id and mu.is_active
      left join approval_deputies ad on ad.user_id = mu.id
      left join users du on du.id = ad.deputy_id and du.is_active
        and exists (select 1 from employees de where de.user_id = du.id and de.last_working_day is null)
      where e.id = ${leave.employeeId}`),
  );
  if (!row?.user_id) return { approverId: null, delegatedFrom: null, note: APPROVAL_MSG.noManager };
  if (row.user_id === leave.userId) return { approverId: null, delegatedFrom: null, note: APPROVAL_MSG.ownManager };
  const away = await awayToday(tx, [row.user_id, ...(row.deputy_id ? [row.deputy_id] : [])], today);
  if (!away.has(row.user_id)) return { approverId: row.user_id, delegatedFrom: null, note: null };
  if (row.deputy_id && row.deputy_id !== leave.userId && !away.has(row.deputy_id)) {
    return { approverId: row.deputy_id, delegatedFrom: row.user_id, note: APPROVAL_MSG.delegated(row.name!) };
  }
  return { approverId: null, delegatedFrom: row.user_id, note: APPROVAL_MSG.managerAway(row.name!) };
}

interface StepRow {
  id: number;
  round: number;
  position: number;
  kind: 'manager' | 'hr';
}

/**
 * Makes `step` the waiting one, with whoever can decide it. A manager's step that only HR can
 * decide is skipped when HR's own step comes next (HR decides once). Returns the step left
 * waiting and who it is with.
 */
async function wake(tx: Tx, leave: ApprovalLeave, step: StepRow, today: string): Promise<Routed> {
  const routed: Routed =
    step.kind === 'manager'
      ? await routeManagerStep(tx, leave, today)
      : { approverId: null, delegatedFrom: null, note: null };
  if (step.kind === 'manager' && routed.approverId === null) {
    const [next] = await queuedAfter(tx, leave.id, step);
    if (next?.kind === 'hr') {
      await tx
        .update(leaveApprovalSteps)
        .set({ status: 'skipped', routedNote: routed.note, decidedAt: new Date() })
        .where(eq(leaveApprovalSteps.id, step.id));
      return wake(tx, leave, next, today);
    }
  }
  await tx
    .update(leaveApprovalSteps)
    .set({
      status: 'waiting',
      approverId: routed.approverId,
      delegatedFrom: routed.delegatedFrom,
      routedNote: routed.note,
      waitingSince: new Date(),
    })
    .where(eq(leaveApprovalSteps.id, step.id));
  return routed;
}

async function queuedAfter(tx: Tx, leaveId: string, step: Pick<StepRow, 'round' | 'position'>) {
  return rowsOf<StepRow>(
    await tx.execute(sql`select id, round, position, kind from leave_approval_steps
      where leave_id = ${leaveId} and round = ${step.round} and position > ${step.position} and status = 'queued'
      order by position limit 1`),
  );
}

/** Ends what is left of a request's approval: its waiting and queued steps are skipped (a withdrawal, a decision by HR's record). */
export async function closeApproval(tx: Tx, leaveId: string) {
  await tx
    .update(leaveApprovalSteps)
    .set({ status: 'skipped' })
    .where(and(eq(leaveApprovalSteps.leaveId, leaveId), inArray(leaveApprovalSteps.status, ['waiting', 'queued'])));
}

/**
 * Starts a round of approval for a request (a new one, an edited one, a decision revoked): the
 * steps of its type's flow, the first waiting. Returns who to tell: one approver, or HR (null).
 */
export async function startApproval(
  tx: Tx,
  leave: ApprovalLeave,
  today: string,
  known: { flow?: LeaveApprovalFlow; firstRound?: boolean } = {},
): Promise<Routed> {
  const flow = known.flow ?? (await flowOf(tx, leave.leaveType));
  let round = 1;
  // A request just made has no steps yet: nothing to close, no round before.
  if (!known.firstRound) {
    await closeApproval(tx, leave.id);
    const [last] = rowsOf<{ round: number | null }>(
      await tx.execute(sql`select max(round) as round from leave_approval_steps where leave_id = ${leave.id}`),
    );
    round = (last?.round ?? 0) + 1;
  }
  const steps = await tx
    .insert(leaveApprovalSteps)
    .values(
      FLOWS[flow].map((kind, index) => ({
        leaveId: leave.id,
        round,
        position: index + 1,
        kind,
        status: 'queued' as const,
      })),
    )
    .returning({
      id: leaveApprovalSteps.id,
      round: leaveApprovalSteps.round,
      position: leaveApprovalSteps.position,
      kind: leaveApprovalSteps.kind,
    });
  return wake(tx, leave, steps[0]!, today);
}

/** The approval flow of a leave type (HR's alone for a type no longer on record). */
async function flowOf(tx: Tx, leaveType: string): Promise<LeaveApprovalFlow> {
  const [type] = await tx
    .select({ approval: leaveTypes.approval })
    .from(leaveTypes)
    .where(eq(leaveTypes.name, leaveType));
  return type?.approval ?? 'hr';
}

export type StepOutcome = { final: true } | { final: false; next: Routed };

/**
 * Records a decision on the waiting step of a request, by its approver — or by HR, who may decide
 * any step (and then HR's own step with it). A rejection ends the approval; an approval wakes the
 * next step, or is the last one.
 * A request from before approval flows (no steps) is HR's alone. The waiting step is locked, so
 * two approvers acting at once cannot both decide it.
 */
export async function decideStep(
  tx: Tx,
  principal: Principal,
  leave: ApprovalLeave,
  decision: 'approved' | 'rejected',
  comment: string | null,
  today: string,
): Promise<StepOutcome> {
  const [waiting] = await tx
    .select()
    .from(leaveApprovalSteps)
    .where(and(eq(leaveApprovalSteps.leaveId, leave.id), eq(leaveApprovalSteps.status, 'waiting')))
    .for('update');
  if (!waiting) {
    if (!isHr(principal)) throw forbidden(APPROVAL_MSG.notYourStep);
    return { final: true };
  }
  if (waiting.approverId !== principal.userId && !isHr(principal)) throw forbidden(APPROVAL_MSG.notYourStep);
  const updated = await tx
    .update(leaveApprovalSteps)
    .set({ status: decision, decidedBy: principal.userId, decidedAt: new Date(), comment })
    .where(and(eq(leaveApprovalSteps.id, waiting.id), eq(leaveApprovalSteps.status, 'waiting')))
    .returning({ id: leaveApprovalSteps.id });
  if (!updated.length) throw conflict(APPROVAL_MSG.decidedMeanwhile);
  if (decision === 'rejected') {
    await closeApproval(tx, leave.id);
    return { final: true };
  }
  let [next] = await queuedAfter(tx, leave.id, waiting);
  // HR deciding a manager's step decides HR's own step with it: nobody in HR approves twice.
  while (next?.kind === 'hr' && isHr(principal)) {
    await tx
      .update(leaveApprovalSteps)
      .set({ status: 'approved', decidedBy: principal.userId, decidedAt: new Date(), comment })
      .where(eq(leaveApprovalSteps.id, next.id));
    [next] = await queuedAfter(tx, leave.id, next);
  }
  if (!next) return { final: true };
  return { final: false, next: await wake(tx, leave, next, today) };
}

/** Whether one of the leave's steps is or was with this person (a deputy sees what they decide). */
export async function wasApproverOf(db: Db | Tx, userId: string, leaveId: string) {
  const [row] = await db
    .select({ id: leaveApprovalSteps.id })
    .from(leaveApprovalSteps)
    .where(
      and(
        eq(leaveApprovalSteps.leaveId, leaveId),
        or(eq(leaveApprovalSteps.approverId, userId), eq(leaveApprovalSteps.decidedBy, userId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Moves a waiting manager's step away from its approver: to the deputy or HR `routed` names. A
 * step that goes to HR is skipped when HR's own step comes next. `escalated` marks a step that
 * waited too long.
 */
export async function reroute(
  tx: Tx,
  leave: ApprovalLeave,
  step: StepRow,
  routed: Routed,
  escalated: boolean,
  today: string,
): Promise<Routed> {
  const stamp = escalated ? { escalatedAt: new Date() } : {};
  if (routed.approverId === null) {
    const [next] = await queuedAfter(tx, leave.id, step);
    if (next?.kind === 'hr') {
      await tx
        .update(leaveApprovalSteps)
        .set({ status: 'skipped', routedNote: routed.note, decidedAt: new Date(), ...stamp })
        .where(eq(leaveApprovalSteps.id, step.id));
      return wake(tx, leave, next, today);
    }
  }
  await tx
    .update(leaveApprovalSteps)
    .set({ approverId: routed.approverId, delegatedFrom: routed.delegatedFrom, routedNote: routed.note, ...stamp })
    .where(eq(leaveApprovalSteps.id, step.id));
  return routed;
}
