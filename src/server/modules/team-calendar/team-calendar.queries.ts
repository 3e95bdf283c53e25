/** The team calendar's SQL: departments in name order (a page of them), then their people with their absences in one statement. */
import { type SQL, sql } from 'drizzle-orm';
import { TEAM_CALENDAR_MSG } from '#shared/messages/team-calendar.js';
import type { AbsenceJson } from '#shared/schemas/team-calendar.js';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../lib/sql.js';

export interface CalendarRange {
  /** First and last day shown, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

/** What a caller may see, decided by `scopeOf` (team-calendar.service.ts) from who they are. */
export interface CalendarScope {
  /** One department (a manager's, an employee's, or HR's filter), or every department (HR). */
  department: { id: string } | 'all';
  /** Leave type and Approved/Pending shown; false: approved absences only, each 'Out'. */
  detail: boolean;
}

/** Working here on at least one day of the range: joined by its last day, not left before its first. */
const workingIn = (range: CalendarRange) =>
  sql`e.hire_date <= ${range.to} and (e.last_working_day is null or e.last_working_day >= ${range.from})`;

function departmentsSql(scope: CalendarScope, range: CalendarRange): SQL {
  if (scope.department !== 'all') {
    return sql`select d.id, d.name from departments d where d.id = ${scope.department.id}`;
  }
  // People without a department are a group of their own, after the named ones.
  return sql`select d.id, d.name from departments d
    union all
    select null, ${TEAM_CALENDAR_MSG.noDepartment}
    where exists (select 1 from employees e where e.department_id is null and ${workingIn(range)})`;
}

export interface DepartmentRow {
  id: string | null;
  name: string;
}

/** The departments in view, in name order ('No department' last): a page of them, or all. */
export async function departmentPage(
  db: Db | Tx,
  scope: CalendarScope,
  range: CalendarRange,
  page: { limit: number; offset: number } | null,
): Promise<DepartmentRow[]> {
  const tail = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  return rowsOf<DepartmentRow>(
    await db.execute(sql`select id, name from (${departmentsSql(scope, range)}) s
      order by (id is null), lower(name), id ${tail}`),
  );
}

export async function countDepartments(db: Db | Tx, scope: CalendarScope, range: CalendarRange): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from (${departmentsSql(scope, range)}) s`),
  );
  return row?.total ?? 0;
}

/** One absence as JSON; without its type, and as 'Out', when the caller may not see more. */
function absenceJson(detail: boolean): SQL {
  const status = detail ? sql`l.status::text` : sql`'Out'`;
  const type = detail ? sql`l.leave_type` : sql`null::text`;
  return sql`json_build_object('_id', l.id, 'startDate', l.start_date, 'endDate', l.end_date,
    'startHalf', l.start_half, 'endHalf', l.end_half, 'status', ${status}, 'leaveType', ${type})`;
}

export interface PersonRow {
  id: string;
  name: string;
  designation: string;
  department_id: string | null;
  absences: AbsenceJson[];
}

/**
 * The people of these departments working in the range, each with their approved (and, with
 * `detail`, pending) leaves that touch it, up to their last working day. One statement. Only
 * those out (`onlyOut`, who-is-out): the leaves lead, found by their end day (leaves_current_idx)
 * — a few hundred current ones among a hundred thousand — instead of every person's being looked up.
 */
export async function peopleWithAbsences(
  db: Db | Tx,
  departments: DepartmentRow[],
  range: CalendarRange,
  options: { detail: boolean; onlyOut: boolean },
): Promise<PersonRow[]> {
  const ids = departments.flatMap((d) => (d.id ? [sql`${d.id}`] : []));
  const inDepartments = [
    ...(ids.length ? [sql`e.department_id in (${sql.join(ids, sql`, `)})`] : []),
    ...(departments.some((d) => d.id === null) ? [sql`e.department_id is null`] : []),
  ];
  if (!inDepartments.length) return [];
  const statuses = options.detail ? sql`('Approved', 'Pending')` : sql`('Approved')`;
  return rowsOf<PersonRow>(
    await db.execute(sql`select e.id, u.name, e.designation, e.department_id,
        coalesce(json_agg(${absenceJson(options.detail)} order by l.start_date, l.id)
          filter (where l.id is not null), '[]'::json) as absences
      from employees e
      join users u on u.id = e.user_id
      ${options.onlyOut ? sql`join` : sql`left join`} leaves l on l.employee_id = e.id and l.status in ${statuses}
        and l.start_date <= least(${range.to}::date, coalesce(e.last_working_day, ${range.to}::date))
        and l.end_date >= ${range.from}
      where (${sql.join(inDepartments, sql` or `)}) and ${workingIn(range)}
      group by e.id, u.name
      ${options.onlyOut ? sql`having count(l.id) > 0` : sql``}
      order by lower(u.name), e.id`),
  );
}

export interface ClashRow {
  department: string;
  employee_id: string;
  department_id: string;
  out: number;
  pending: number;
  of: number;
}

/**
 * For a leave: its department's people working on its days, and how many others are out on
 * at least one of them (approved), or have asked (pending only). Null when the leave is
 * unknown; `department_id` null when its employee has no department.
 */
export async function clashCounts(db: Db | Tx, leaveId: string) {
  const [row] = rowsOf<ClashRow>(
    await db.execute(sql`with asked as (
        select l.id, l.employee_id, l.start_date, l.end_date, e.department_id
        from leaves l join employees e on e.id = l.employee_id where l.id = ${leaveId}
      ), team as (
        select e.id from employees e, asked a
        where e.department_id = a.department_id and e.hire_date <= a.end_date
          and (e.last_working_day is null or e.last_working_day >= a.start_date)
      ), others as (
        select o.employee_id, bool_or(o.status = 'Approved') as approved
        from leaves o, asked a
        where o.employee_id in (select id from team) and o.employee_id <> a.employee_id
          and o.status in ('Approved', 'Pending') and o.start_date <= a.end_date and o.end_date >= a.start_date
        group by o.employee_id
      )
      select a.employee_id, a.department_id, d.name as department,
        (select count(*) from team)::int as of,
        (select count(*) from others where approved)::int as out,
        (select count(*) from others where not approved)::int as pending
      from asked a left join departments d on d.id = a.department_id`),
  );
  return row ?? null;
}
