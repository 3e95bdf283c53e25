/**
 * The approval job: a manager's step that has waited longer than the organisation's limit of
 * working days goes to HR, and a step whose approver is on leave today goes to their deputy (or
 * HR). Runs with the other scheduled jobs, once across processes.
 */
import { sql } from 'drizzle-orm';
import { APPROVAL_MSG } from '#shared/messages/leave-approval.js';
import type { Db, Tx } from '#server/db/client.js';
import { workSettings } from '#server/db/schema/index.js';
import type { Actor } from '#server/auth/actor.js';
import { recordAudit } from '../../audit/index.js';
import type { Job } from '#server/jobs/scheduler.js';
import { rowsOf } from '#server/lib/sql.js';
import { getWorkWeek } from '../../calendar/index.js';
import type { LeaveClock } from '../balance/booking.js';
import { askApprover, requestText } from './approval-notices.js';
import { reroute, routeManagerStep, type ApprovalLeave } from './approval-steps.js';

export const APPROVAL_LOCK = 727_401;
/** Without a saved setting, a manager has this many working days to decide. */
export const DEFAULT_ESCALATION_DAYS = 3;

interface WaitingRow {
  id: number;
  round: number;
  position: number;
  kind: 'manager';
  leave_id: string;
  employee_id: string;
  user_id: string;
  approver_id: string;
  leave_type: string;
  start_date: string;
  end_date: string;
  name: string;
  /** Working days after the day it started waiting, up to today. */
  waited: number;
}

async function escalationDays(tx: Db | Tx): Promise<number | null> {
  const [row] = rowsOf<{ days: number | null }>(
    await tx.execute(sql`select escalate_after_days as days from work_settings`),
  );
  return row ? row.days : DEFAULT_ESCALATION_DAYS;
}

/** Waiting managers' steps, with the working days each has waited (weekends and holidays left out). */
async function waitingManagerSteps(tx: Tx, clock: LeaveClock): Promise<WaitingRow[]> {
  const { weekendDays } = await getWorkWeek(tx, clock.timeZone);
  return rowsOf<WaitingRow>(
    await tx.execute(sql`select s.id, s.round, s.position, s.kind, s.leave_id, l.employee_id, e.user_id,
        s.approver_id, l.leave_type, l.start_date::text, l.end_date::text, u.name,
        (select count(*)::int from generate_series((s.waiting_since at time zone ${clock.timeZone})::date + 1,
            ${clock.today}::date, interval '1 day') d
          where extract(dow from d)::int <> all(${sql.param(weekendDays)}::int[])
            and not exists (select 1 from holidays h where h.day = d::date)) as waited
      from leave_approval_steps s
      join leaves l on l.id = s.leave_id
      join employees e on e.id = l.employee_id
      join users u on u.id = e.user_id
      where s.status = 'waiting' and s.kind = 'manager' and s.approver_id is not null
      order by s.id`),
  );
}

/** One round of the job: what escalated and what went to a deputy. */
export async function runApprovalJob(tx: Tx, clock: LeaveClock) {
  const limit = await escalationDays(tx);
  let escalated = 0;
  let rerouted = 0;
  for (const step of await waitingManagerSteps(tx, clock)) {
    const leave: ApprovalLeave = {
      id: step.leave_id,
      employeeId: step.employee_id,
      userId: step.user_id,
      leaveType: step.leave_type,
    };
    const overdue = limit !== null && step.waited >= limit;
    const routed = overdue
      ? { approverId: null, delegatedFrom: step.approver_id, note: APPROVAL_MSG.escalated(limit) }
      : await routeManagerStep(tx, leave, clock.today);
    if (routed.approverId === step.approver_id) continue;
    const now = await reroute(tx, leave, step, routed, overdue, clock.today);
    await askApprover(
      tx,
      leave,
      now,
      requestText(step.name, { leaveType: step.leave_type, startDate: step.start_date, endDate: step.end_date }),
    );
    if (overdue) escalated += 1;
    else rerouted += 1;
  }
  return { escalated, rerouted };
}

/** Every quarter of an hour: a step waits at most that long past its limit or its approver's leaving. */
export function approvalJob(clock: () => LeaveClock): Job {
  return {
    name: 'leave approval escalation',
    lockKey: APPROVAL_LOCK,
    everyMs: 15 * 60_000,
    run: (tx) => runApprovalJob(tx, clock()),
  };
}

/** The audit trail's id for the escalation setting (one setting, no row of its own). */
const ESCALATION_AUDIT_ID = '00000000-0000-4000-8000-00000000e5ca';

export async function getEscalation(db: Db | Tx) {
  return { days: await escalationDays(db) };
}

/** Sets the working days before a manager's step goes to HR (null: never); audited when it changes. */
export async function setEscalation(db: Db, actor: Actor, days: number | null) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table work_settings in exclusive mode`);
    const before = await escalationDays(tx);
    if (before === days) return { days };
    await tx
      .insert(workSettings)
      .values({ id: true, escalateAfterDays: days, updatedBy: actor.principal.userId })
      .onConflictDoUpdate({
        target: workSettings.id,
        set: { escalateAfterDays: days, updatedBy: actor.principal.userId, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: 'leave_type.escalation',
      subject: 'leave_type',
      subjectId: ESCALATION_AUDIT_ID,
      person: null,
      before: { escalateAfterDays: before },
      after: { escalateAfterDays: days },
    });
    return { days };
  });
}
