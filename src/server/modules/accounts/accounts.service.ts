import { asc, count, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { ACCOUNT_MSG } from '#shared/messages/accounts.js';
import type { AccountJson, AccountListQuery, AccountStatus } from '#shared/schemas/accounts.js';
import { parseSort } from '#shared/schemas/paging.js';
import type { Role } from '#shared/roles.js';
import { forgetFailedSignIns } from '../../auth/login-throttle.js';
import { signOutEverywhere } from '../../auth/session-store.js';
import type { Db, Tx } from '../../db/client.js';
import { departments, employees, sessions, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { andAll, escapeLike, orderOf } from '../../lib/sql.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit, type AuditEntry } from '../audit/index.js';

/** Sessions open now, per account (a correlated count: one index read per row shown). */
const openSessions = sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.expiresAt} > now())`;

function selectAccounts(db: Db | Tx) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      lastLoginIp: users.lastLoginIp,
      sessions: openSessions,
      employeeId: employees.id,
      employeeCode: employees.employeeCode,
      departmentId: employees.departmentId,
      lastWorkingDay: employees.lastWorkingDay,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id));
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['execute']>>[number];

const statusOf = (row: Pick<AccountRow, 'isActive' | 'lastWorkingDay'>): AccountStatus =>
  row.lastWorkingDay !== null ? 'left' : row.isActive ? 'active' : 'disabled';

function toAccountJson(row: AccountRow): AccountJson {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: row.lastLoginIp,
    sessions: row.sessions,
    employee: row.employeeId && row.employeeCode ? { _id: row.employeeId, employeeId: row.employeeCode } : null,
  };
}

const STATUS_FILTER: Record<AccountStatus, SQL> = {
  active: sql`${users.isActive} and ${employees.lastWorkingDay} is null`,
  disabled: sql`not ${users.isActive} and ${employees.lastWorkingDay} is null`,
  left: isNotNull(employees.lastWorkingDay),
};

export async function listAccounts(db: Db, query: AccountListQuery) {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = andAll([
    pattern
      ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(employees.employeeCode, pattern))
      : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? STATUS_FILTER[query.status] : undefined,
  ]);
  const order = orderOf(
    parseSort(query.sort),
    {
      name: users.name,
      email: users.email,
      role: users.role,
      // Never signed in sorts as the oldest sign-in.
      lastLogin: sql`coalesce(${users.lastLoginAt}, '-infinity'::timestamptz)`,
      created: users.createdAt,
    },
    [asc(users.name), asc(users.id)],
    users.id,
  );
  const base = selectAccounts(db)
    .where(where)
    .orderBy(...order);
  const { rows, total } = await pageOf(query, {
    all: () => base,
    page: (limit, offset) => base.limit(limit).offset(offset),
    count: () =>
      db.select({ total: count() }).from(users).leftJoin(employees, eq(employees.userId, users.id)).where(where),
  });
  return { rows: rows.map(toAccountJson), total };
}

async function findAccount(db: Db | Tx, id: string) {
  const [row] = await selectAccounts(db).where(eq(users.id, id));
  if (!row) throw notFound(ACCOUNT_MSG.notFound);
  return row;
}

/**
 * Runs a change to someone else's account: the account's row is locked first, so identical
 * requests sent together change it once; the change and its audit row share the transaction.
 */
async function changeAccount(
  db: Db,
  actor: Actor,
  id: string,
  change: (tx: Tx, row: AccountRow) => Promise<Omit<AuditEntry, 'subject' | 'subjectId' | 'person'> | null>,
) {
  if (id === actor.principal.userId) throw forbidden(ACCOUNT_MSG.ownAccount);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${id} for update`);
    const row = await findAccount(tx, id);
    const entry = await change(tx, row);
    if (entry) {
      await recordAudit(tx, actor, {
        ...entry,
        subject: 'account',
        subjectId: id,
        person: row.employeeId ? { id: row.employeeId, name: row.name } : null,
        before: { account: row.email, ...entry.before },
      });
    }
    return row;
  });
  return toAccountJson(await findAccount(db, result.id));
}

export function disableAccount(db: Db, actor: Actor, id: string, reason: string) {
  return changeAccount(db, actor, id, async (tx, row) => {
    if (row.lastWorkingDay !== null) throw conflict(ACCOUNT_MSG.hasLeft(row.name));
    if (!row.isActive) throw conflict(ACCOUNT_MSG.alreadyDisabled);
    await tx.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, row.id));
    await signOutEverywhere(tx, row.id);
    return { action: 'account.disable', before: { status: 'Active' }, after: { status: 'Disabled' }, reason };
  });
}

export function enableAccount(db: Db, actor: Actor, id: string, reason: string) {
  return changeAccount(db, actor, id, async (tx, row) => {
    if (row.lastWorkingDay !== null) throw conflict(ACCOUNT_MSG.hasLeft(row.name));
    if (row.isActive) throw conflict(ACCOUNT_MSG.notDisabled);
    await tx.update(users).set({ isActive: true, updatedAt: new Date() }).where(eq(users.id, row.id));
    await forgetFailedSignIns(tx, row.id);
    return { action: 'account.enable', before: { status: 'Disabled' }, after: { status: 'Active' }, reason };
  });
}

export async function signOutAccount(db: Db, actor: Actor, id: string, reason: string) {
  let ended = 0;
  const account = await changeAccount(db, actor, id, async (tx, row) => {
    ended = await signOutEverywhere(tx, row.id);
    return { action: 'account.signout', before: { sessions: row.sessions }, after: { sessions: 0 }, reason };
  });
  return { account, ended };
}

/**
 * A new role, outside the employee form. Staff roles need an employee record (a sign-up account
 * gets one through Make staff); an employee needs a department; a manager who runs a department
 * hands it over first. The account's sessions end, so the new role applies at once.
 */
export async function changeRole(db: Db, actor: Actor, id: string, role: Role, reason: string) {
  let changed = false;
  const account = await changeAccount(db, actor, id, async (tx, row) => {
    if (row.lastWorkingDay !== null) throw conflict(ACCOUNT_MSG.hasLeft(row.name));
    if (row.role === role) return null;
    if (!row.employeeId && role !== 'user') throw badRequest(ACCOUNT_MSG.roleNeedsRecord, { field: 'role' });
    if (row.employeeId && role === 'user') throw badRequest(ACCOUNT_MSG.roleNeedsNoRecord, { field: 'role' });
    if (role === 'employee' && !row.departmentId) {
      throw badRequest(ACCOUNT_MSG.roleNeedsDepartment(row.name), { field: 'role' });
    }
    if (row.role === 'manager' && row.employeeId) {
      const [runs] = await tx
        .select({ name: departments.name })
        .from(departments)
        .where(eq(departments.managerId, row.employeeId));
      if (runs) throw conflict(ACCOUNT_MSG.runsDepartment(row.name, runs.name));
    }
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, row.id));
    await signOutEverywhere(tx, row.id);
    changed = true;
    return { action: 'account.role', before: { role: row.role }, after: { role }, reason };
  });
  return { account, changed };
}

/** Accounts without an employee record that may be made staff (role user, enabled). */
export async function assertLinkable(tx: Db | Tx, userId: string) {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
  const row = await findAccount(tx, userId);
  if (row.employeeId) throw conflict(ACCOUNT_MSG.alreadyStaff);
  if (row.role !== 'user' || !row.isActive) throw conflict(ACCOUNT_MSG.notPlainUser);
  return row;
}
