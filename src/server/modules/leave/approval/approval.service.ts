import { type SQL, eq, sql } from 'drizzle-orm';
import { APPROVAL_MSG } from '#shared/messages/leave-approval.js';
import type { Role } from '#shared/roles.js';
import type { LeaveListQuery } from '#shared/schemas/leave.js';
import type { ApprovalStepJson } from '#shared/schemas/leave-approval.js';
import type { Principal } from '#server/auth/session-store.js';
import type { Db } from '#server/db/client.js';
import { approvalDeputies } from '#server/db/schema/index.js';
import { badRequest } from '#server/lib/errors.js';
import { rowsOf } from '#server/lib/sql.js';
import { getLeave, leavesListing } from '../requests/requests.queries.js';
import { pageOf } from '#server/lib/paging.js';

interface StepSqlRow {
  round: number;
  position: number;
  kind: 'manager' | 'hr';
  status: ApprovalStepJson['status'];
  approver_id: string | null;
  approver_name: string | null;
  from_id: string | null;
  from_name: string | null;
  routed_note: string | null;
  waiting_since: Date | string | null;
  escalated_at: Date | string | null;
  decided_by: string | null;
  decider_name: string | null;
  decided_at: Date | string | null;
  comment: string | null;
}

const person = (id: string | null, name: string | null) => (id ? { _id: id, name: name ?? '' } : null);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The steps of a leave the caller may see, every round, in order. */
export async function stepsOf(db: Db, principal: Principal, leaveId: string): Promise<ApprovalStepJson[]> {
  await getLeave(db, principal, leaveId);
  const rows = rowsOf<StepSqlRow>(
    await db.execute(sql`select s.round, s.position, s.kind, s.status, s.approver_id, a.name as approver_name,
        s.delegated_from as from_id, f.name as from_name, s.routed_note, s.waiting_since, s.escalated_at,
        s.decided_by, d.name as decider_name, s.decided_at, s.comment
      from leave_approval_steps s
      left join users a on a.id = s.approver_id
      left join users f on f.id = s.delegated_from
      left join users d on d.id = s.decided_by
      where s.leave_id = ${leaveId}
      order by s.round, s.position`),
  );
  return rows.map((row) => ({
    round: row.round,
    position: row.position,
    kind: row.kind,
    status: row.status,
    approver: person(row.approver_id, row.approver_name),
    delegatedFrom: person(row.from_id, row.from_name),
    note: row.routed_note,
    waitingSince: iso(row.waiting_since),
    escalatedAt: iso(row.escalated_at),
    decidedBy: person(row.decided_by, row.decider_name),
    decidedAt: iso(row.decided_at),
    comment: row.comment,
  }));
}

/** Leaves with a step waiting for this person. */
const waitingFor = (userId: string): SQL =>
  sql`exists (select 1 from leave_approval_steps s where s.leave_id = leaves.id and s.status = 'waiting'
    and s.approver_id = ${userId})`;

/**
 * A manager's or deputy's requests: those waiting for them, and (unless `mine`) every request of
 * the manager's department, with the same filters, search and sort as HR's list.
 */
export function approvalListing(
  db: Db,
  principal: Principal,
  query: Omit<LeaveListQuery, 'page' | 'limit'> & { mine: boolean },
) {
  const department =
    principal.role === 'manager' && principal.departmentId && !query.mine
      ? sql`leaves.employee_id in (select id from employees where department_id = ${principal.departmentId})`
      : null;
  const scope = department ? sql`(${waitingFor(principal.userId)} or ${department})` : waitingFor(principal.userId);
  return leavesListing(db, query, undefined, scope);
}

export function approvalRequests(db: Db, principal: Principal, query: LeaveListQuery & { mine: boolean }) {
  return pageOf(query, approvalListing(db, principal, query));
}

/** The caller's deputy for approvals while they are away. */
export async function deputyOf(db: Db, userId: string) {
  const [row] = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`select u.id, u.name from approval_deputies ad join users u on u.id = ad.deputy_id
      where ad.user_id = ${userId}`),
  );
  return { deputy: row ? { _id: row.id, name: row.name } : null };
}

/** Roles any manager may name as their deputy (anyone else must be of their own department). */
const DEPUTY_ROLES: readonly Role[] = ['manager', 'moderator', 'admin'];

/**
 * Names a deputy (a person working here who can sign in, not oneself: a manager, someone in HR
 * or someone in one's own department — the people who may see the requests), or clears it.
 */
export async function setDeputy(db: Db, principal: Principal, deputyId: string | null) {
  if (deputyId === null) {
    await db.delete(approvalDeputies).where(eq(approvalDeputies.userId, principal.userId));
    return deputyOf(db, principal.userId);
  }
  // The picker offers people (employee ids); a sign-in id is taken too.
  const [target] = rowsOf<{ user_id: string; role: Role; department_id: string | null }>(
    await db.execute(sql`select u.id as user_id, u.role, e.department_id from users u join employees e on e.user_id = u.id
      where (e.id = ${deputyId} or u.id = ${deputyId}) and u.is_active and e.last_working_day is null`),
  );
  if (!target) throw badRequest(APPROVAL_MSG.deputyGone, { field: 'deputyId' });
  if (target.user_id === principal.userId) throw badRequest(APPROVAL_MSG.deputySelf, { field: 'deputyId' });
  const colleague = principal.departmentId !== null && target.department_id === principal.departmentId;
  if (!DEPUTY_ROLES.includes(target.role) && !colleague) {
    throw badRequest(APPROVAL_MSG.deputyNotEligible, { field: 'deputyId' });
  }
  await db
    .insert(approvalDeputies)
    .values({ userId: principal.userId, deputyId: target.user_id })
    .onConflictDoUpdate({
      target: approvalDeputies.userId,
      set: { deputyId: target.user_id, updatedAt: new Date() },
    });
  return deputyOf(db, principal.userId);
}
