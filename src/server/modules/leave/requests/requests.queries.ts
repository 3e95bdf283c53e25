/** Leaves read: the lists (HR's tabs, a person's history), one leave, the totals. */
import { and, count, type Placeholder, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { LeaveListQuery } from '#shared/schemas/leave.js';
import { findPerson } from '#server/auth/policies.js';
import type { Principal } from '#server/auth/session-store.js';
import type { Db } from '#server/db/client.js';
import { keptCount, mapListing, pageOf } from '#server/lib/paging.js';
import { employees, leaves, leaveTallies, users } from '#server/db/schema/index.js';
import { forbidden, notFound } from '#server/lib/errors.js';
import { andAll, escapeLike, keptStatement, orderOf } from '#server/lib/sql.js';
import { parseSort } from '#shared/schemas/paging.js';
import { employeeSearch } from '../../employees/index.js';
import { wasApproverOf } from '../approval/approval-steps.js';
import type { AreaCache } from '#server/events/change-areas.js';
import { findLeave, selectLeaves, toLeaveJson } from './leave-record.js';

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
      // The filter reads only `leaves`, so counting needs no join; a tab of a status (or of all)
      // is the tallies' sum, which the database keeps with every change (decision 13).
      count: keptCount(
        cache,
        plain && `leaves:rows|${query.status ?? ''}|${query.waiting ? 'waiting' : ''}`,
        ['Leave'],
        plain && !query.waiting
          ? () => countByStatus(db, query.status)
          : () => db.select({ total: count() }).from(leaves).where(where),
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
/** How many leaves there are of a status, or of all, from the tallies (a sum over a few rows). */
function countByStatus(db: Db, status?: LeaveListQuery['status']) {
  return db
    .select({ total: sql<number>`coalesce(sum(${leaveTallies.n}), 0)::int` })
    .from(leaveTallies)
    .where(status ? eq(leaveTallies.status, status) : undefined);
}

/** Leave totals for the admin dashboard: the tallies by status, all three zero-filled. */
export async function leaveStats(db: Db) {
  const rows = await db
    .select({ status: leaveTallies.status, n: sql<number>`sum(${leaveTallies.n})::int` })
    .from(leaveTallies)
    .groupBy(leaveTallies.status);
  const byStatus = new Map(rows.map((row) => [row.status, row.n]));
  const statusBreakdown = (['Approved', 'Pending', 'Rejected'] as const).map((name) => ({
    name,
    value: byStatus.get(name) ?? 0,
  }));
  return { totalLeaves: statusBreakdown.reduce((sum, item) => sum + item.value, 0), statusBreakdown };
}
