import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { ATTENDANCE_STATUSES } from '#shared/constants.js';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import type { AttendanceListQuery, AttendanceRow } from '#shared/schemas/attendance.js';
import { personVisibleTo } from '../../auth/policies.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db } from '../../db/client.js';
import { joinPerson, personColumns, toPersonJson } from '../../db/person.js';
import { keptCount, pageOf } from '../../lib/paging.js';
import { attendance, departments, employees, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound, pgErrorOf } from '../../lib/errors.js';
import { andAll, orderOf, rowsOf } from '../../lib/sql.js';
import { parseSort } from '#shared/schemas/paging.js';
import { employedOn, employeeSearch } from '../employees/index.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';
import { addDays } from '#shared/dates.js';
import type { AreaCache } from '../../events/change-areas.js';

export type Status = (typeof ATTENDANCE_STATUSES)[number];

/** Every employee with their mark for the day (null when unmarked): no rows need pre-creating. */
export async function listDay(
  db: Db,
  date: string,
  query: {
    search?: string | undefined;
    page?: number | undefined;
    limit?: number | undefined;
    unmarked?: boolean | undefined;
    sort?: AttendanceListQuery['sort'];
  },
  cache?: AreaCache,
) {
  const where = andAll([
    employedOn(date),
    query.search ? employeeSearch(query.search, ['name', 'code', 'department']) : undefined,
    query.unmarked
      ? sql`not exists (select 1 from ${attendance} where ${attendance.employeeId} = ${employees.id} and ${attendance.date} = ${date})`
      : undefined,
  ]);
  const base = joinPerson(
    db
      .select({ ...personColumns, markId: attendance.id, status: attendance.status })
      .from(employees)
      .$dynamic(),
  )
    .leftJoin(attendance, and(eq(attendance.employeeId, employees.id), eq(attendance.date, date)))
    .where(where)
    .orderBy(
      ...orderOf(
        parseSort(query.sort),
        {
          employeeId: employees.employeeCode,
          name: users.name,
          department: departments.name,
          // Unmarked people first when ascending: they are the ones still to mark.
          status: sql`coalesce(${attendance.status}::text, '')`,
        },
        [asc(employees.employeeCode)],
        employees.id,
      ),
    );
  const { rows, total } = await pageOf(query, {
    all: () => base,
    page: (limit, offset) => base.limit(limit).offset(offset),
    // The filters are conditions on employees.id: counting needs no join.
    count: keptCount(cache, !query.search && !query.unmarked && `employees:rows:on:${date}`, ['Employees'], () =>
      db.select({ total: count() }).from(employees).where(where),
    ),
  });
  const result: AttendanceRow[] = rows.map((row) => ({
    _id: row.markId ?? row.employeeId,
    date,
    status: row.status,
    employeeId: {
      ...toPersonJson(row),
      department: row.departmentName ? { dep_name: row.departmentName } : null,
    },
  }));
  return { rows: result, total };
}

/** Marks an employee for the day once; a second mark is refused (409). */
export async function mark(db: Db, principal: Principal, employeeId: string, date: string, status: Status) {
  const [employee] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId));
  if (!employee) throw notFound(ATTENDANCE_MSG.notFound);
  try {
    const [row] = await db
      .insert(attendance)
      .values({ employeeId, date, status, markedBy: principal.userId })
      .returning();
    return { _id: row!.id, employeeId: row!.employeeId, date: row!.date, status: row!.status };
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') throw conflict(ATTENDANCE_MSG.alreadyMarked);
    throw error;
  }
}

/**
 * Sets or changes one person's mark on a day up to today, with a reason, audited in the same
 * transaction. The person's row is locked first, so identical corrections sent together change
 * the mark once; a correction that changes nothing writes no audit row.
 */
export async function correctMark(
  db: Db,
  actor: Actor,
  employeeId: string,
  input: { date: string; status: Status; reason: string },
  today: string,
) {
  if (input.date > today) throw badRequest(ATTENDANCE_MSG.futureDay, { field: 'date' });
  if (input.date < addDays(today, -731)) throw badRequest(ATTENDANCE_MSG.tooOld, { field: 'date' });
  return db.transaction(async (tx) => {
    const [person] = await joinPerson(
      tx.select({ id: personColumns.employeeId, name: personColumns.name }).from(employees).$dynamic(),
    )
      .where(eq(employees.id, employeeId))
      .for('update', { of: employees });
    if (!person) throw notFound(ATTENDANCE_MSG.notFound);
    const [current] = await tx
      .select({ id: attendance.id, status: attendance.status })
      .from(attendance)
      .where(and(eq(attendance.employeeId, employeeId), eq(attendance.date, input.date)));
    const result = { employeeId, date: input.date, status: input.status };
    if (current?.status === input.status) return { changed: false, name: person.name, attendance: result };
    let markId = current?.id;
    if (markId) {
      await tx
        .update(attendance)
        .set({ status: input.status, markedBy: actor.principal.userId })
        .where(eq(attendance.id, markId));
    } else {
      const [created] = await tx
        .insert(attendance)
        .values({ ...result, markedBy: actor.principal.userId })
        .returning({ id: attendance.id });
      markId = created!.id;
    }
    await recordAudit(tx, actor, {
      action: 'attendance.correct',
      subject: 'attendance',
      subjectId: markId,
      person: { id: person.id, name: person.name },
      before: { date: input.date, status: current?.status ?? 'Not marked' },
      after: { date: input.date, status: input.status },
      reason: input.reason,
    });
    return { changed: true, name: person.name, attendance: result };
  });
}

/** Marks everyone without a mark on `date` as Present in one statement; returns how many. */
export async function markAllPresent(db: Db, principal: Principal, date: string): Promise<number> {
  const inserted = await db.execute(sql`
    insert into ${attendance} (employee_id, date, status, marked_by)
    select ${employees.id}, ${date}::date, 'Present', ${principal.userId}::uuid from ${employees}
    where ${employedOn(date)}
      and not exists (select 1 from ${attendance} a where a.employee_id = ${employees.id} and a.date = ${date}::date)
    on conflict do nothing
    returning 1`);
  return rowsOf(inserted).length;
}
/** Days marked Present, for the employee summary's 'Attendances'. */
export async function countPresent(db: Db, principal: Principal, idOrUserId: string) {
  const person = await personVisibleTo(db, principal, idOrUserId, ATTENDANCE_MSG.notFound);
  const [row] = await db
    .select({ n: count() })
    .from(attendance)
    .where(and(eq(attendance.employeeId, person.id), eq(attendance.status, 'Present')));
  return row?.n ?? 0;
}

/** One's own marks of a month, by day: the person's own record only (404 without one). */
export async function myMonth(db: Db, principal: Principal, month: string) {
  if (!principal.employeeId) throw notFound(ATTENDANCE_MSG.noRecord);
  const first = `${month}-01`;
  const [year, index] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 10);
  return db
    .select({ date: attendance.date, status: attendance.status })
    .from(attendance)
    .where(and(eq(attendance.employeeId, principal.employeeId), gte(attendance.date, first), lt(attendance.date, next)))
    .orderBy(asc(attendance.date));
}
