/**
 * Who is out, as each role may see it (issue 15). `absencesVisibleTo` is the one place that
 * decides it; the team calendar, the dashboards' card and (later) the team's calendar feed all
 * read absences through it, so none of them can show more than the others. See README.md here.
 */
import { addDays, daysInclusive, todayIn, weekdayOf } from '#shared/dates.js';
import { TEAM_CALENDAR_MSG } from '#shared/messages/team-calendar.js';
import type { CalendarDay, CalendarDepartment, ClashJson, TeamCalendarQuery } from '#shared/schemas/team-calendar.js';
import { TEAM_CALENDAR_PAGE_SIZE } from '#shared/schemas/team-calendar.js';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { Principal } from '../../auth/session-store.js';
import type { Db, Tx } from '../../db/client.js';
import { holidays } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { workWeek } from '../calendar/index.js';
import * as q from './team-calendar.queries.js';

export type { CalendarRange } from './team-calendar.queries.js';

export interface AbsenceFilter {
  /** HR only: one department (a manager and an employee always see their own). */
  department?: string | undefined;
  /** HR's view in pages of departments (name order); without both, every department in view. */
  page?: number | undefined;
  limit?: number | undefined;
  /** Only the people out on at least one day of the range. */
  onlyOut?: boolean | undefined;
}

export interface VisibleAbsences {
  /** False in an employee's view: approved absences only, each 'Out' without its type. */
  detail: boolean;
  departments: CalendarDepartment[];
  /** Departments in the whole view, for paging. */
  total: number;
}

const HR = new Set(['admin', 'moderator']);

/** What the principal may see, or null for nothing: HR everyone, a manager and an employee their department. */
export function scopeOf(principal: Principal, filter: AbsenceFilter): q.CalendarScope | null {
  if (HR.has(principal.role)) {
    return { department: filter.department ? { id: filter.department } : 'all', detail: true };
  }
  if (!principal.departmentId) return null;
  if (principal.role === 'manager') return { department: { id: principal.departmentId }, detail: true };
  if (principal.role === 'employee') return { department: { id: principal.departmentId }, detail: false };
  return null;
}

/**
 * The absences `principal` may see between `range.from` and `range.to`, grouped by department
 * (name order) and person (name order), people who left shown up to their last working day:
 * - admin and moderator (HR): every department and 'No department'; `filter.department` narrows
 *   it; `filter.page`/`limit` page it by department;
 * - manager: their department, approved and pending leaves with their type;
 * - employee: their department, approved leaves only, each 'Out' with no type or reason;
 * - anyone else (or without a department): nothing.
 * Nothing else (reason, notes, deciders) ever leaves this function.
 */
export async function absencesVisibleTo(
  db: Db | Tx,
  principal: Principal,
  range: q.CalendarRange,
  filter: AbsenceFilter = {},
): Promise<VisibleAbsences> {
  const scope = scopeOf(principal, filter);
  if (!scope) return { detail: principal.role !== 'employee', departments: [], total: 0 };
  const paged = filter.page !== undefined || filter.limit !== undefined;
  const limit = filter.limit ?? TEAM_CALENDAR_PAGE_SIZE;
  const page = paged ? { limit, offset: ((filter.page ?? 1) - 1) * limit } : null;
  const [rows, total] = await Promise.all([
    q.departmentPage(db, scope, range, page),
    paged ? q.countDepartments(db, scope, range) : Promise.resolve(-1),
  ]);
  const people = await q.peopleWithAbsences(db, rows, range, { detail: scope.detail, onlyOut: !!filter.onlyOut });
  const departments = rows.map((d) => ({
    _id: d.id,
    dep_name: d.name,
    people: people
      .filter((p) => p.department_id === d.id)
      .map((p) => ({ _id: p.id, emp_name: p.name, designation: p.designation, absences: p.absences })),
  }));
  return { detail: scope.detail, departments, total: total < 0 ? rows.length : total };
}

/** Each day of the range with its weekend flag and its public holiday's name. */
export async function calendarDays(db: Db | Tx, timeZone: string, range: q.CalendarRange): Promise<CalendarDay[]> {
  const [weekend, rows] = await Promise.all([
    workWeek(db, timeZone),
    db
      .select({ day: holidays.day, name: holidays.name })
      .from(holidays)
      .where(and(gte(holidays.day, range.from), lte(holidays.day, range.to)))
      .orderBy(asc(holidays.day)),
  ]);
  const names = new Map(rows.map((row) => [row.day, row.name]));
  return Array.from({ length: daysInclusive(range.from, range.to) }, (_, i) => {
    const day = addDays(range.from, i);
    return { day, weekend: weekend.includes(weekdayOf(day)), holiday: names.get(day) ?? null };
  });
}

/** The team calendar screen's answer: the days, and the absences the caller may see. */
export async function teamCalendar(db: Db, principal: Principal, timeZone: string, query: TeamCalendarQuery) {
  const range = { from: query.from, to: query.to };
  const [days, visible] = await Promise.all([
    calendarDays(db, timeZone, range),
    absencesVisibleTo(db, principal, range, { ...query, onlyOut: query.onlyOut === 'true' }),
  ]);
  return {
    result: { ...range, today: todayIn(timeZone), detail: visible.detail, days, departments: visible.departments },
    total: visible.total,
  };
}

/** HR's department filter: every department in name order. */
export async function departmentChoices(db: Db) {
  const rows = await q.departmentPage(
    db,
    { department: 'all', detail: true },
    { from: '1900-01-01', to: '1900-01-01' },
    null,
  );
  return rows.flatMap((row) => (row.id ? [{ _id: row.id, dep_name: row.name }] : []));
}

/**
 * The approver's clash warning for a leave: HR for any leave, a manager for their department's
 * (403 otherwise). Null when the employee has no department.
 */
export async function clashFor(db: Db, principal: Principal, leaveId: string): Promise<ClashJson | null> {
  const row = await q.clashCounts(db, leaveId);
  if (!row) throw notFound(TEAM_CALENDAR_MSG.leaveNotFound);
  const mayDecide =
    HR.has(principal.role) || (principal.role === 'manager' && row.department_id === principal.departmentId);
  if (!mayDecide || (principal.role === 'manager' && !principal.departmentId)) throw forbidden();
  if (!row.department_id) return null;
  const message = TEAM_CALENDAR_MSG.clash(row.out, row.of, row.department);
  return { department: row.department, out: row.out, pending: row.pending, of: row.of, message };
}
