/**
 * The attendance report: every mark and every past working day nobody marked ('Not marked'),
 * filtered, paged in the database and exported in stretches.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { AttendanceReportFilter, ReportRow } from '#shared/schemas/attendance.js';
import type { Db } from '../../db/client.js';
import { attendance, employees, holidays } from '../../db/schema/index.js';
import type { ExportColumn } from '../../lib/export.js';
import { andAll, executePreparedText, rowsOf } from '../../lib/sql.js';
import { labelsOf } from '../employees/index.js';
import type { AreaCache } from '../../events/change-areas.js';
import type { Status } from './attendance.service.js';

type ReportFilter = AttendanceReportFilter;
/** A row of the report as the database gives it: the day, the person's id and the mark (null: none). */
type ReportDbRow = {
  date: string;
  employee_id: string;
  status: Status | null;
};
type ReportPage = { limit: number; offset: number; after?: { date: string; employeeId: string } | undefined };

/** The organisation's calendar as the report reads it: today (still being marked) and the weekend. */
export interface ReportDays {
  today: string;
  /** JavaScript day numbers (0 = Sunday): the work week's weekend (calendar.service.ts `workWeek`). */
  weekend: readonly number[];
  /** The day of the first mark ever made (`firstMarkDay`): no day before it is 'Not marked'. */
  firstMark: () => Promise<string | null>;
}

/** The day of the first mark ever made (YYYY-MM-DD), null before any. */
export async function firstMarkDay(db: Db): Promise<string | null> {
  const [first] = await db.select({ day: sql<string | null>`min(${attendance.date})::text` }).from(attendance);
  return first?.day ?? null;
}

/** The day of the report's day series (a generate_series timestamp read as a date). */
const DAY = sql.raw('g.ts::date');

/** Conditions on the person shared by both halves of a day: who, and which department. */
function personFilter(filter: ReportFilter, id: SQL | AnyColumn): SQL[] {
  return [
    ...(filter.employee ? [sql`${id} = ${filter.employee}::uuid`] : []),
    ...(filter.department ? [sql`${employees.departmentId} = ${filter.department}::uuid`] : []),
  ];
}

/** Rows after the previous page's last one, in the report's order (day descending, then person). */
function afterRow(page: ReportPage, id: SQL | AnyColumn): SQL[] {
  return page.after ? [sql`(${DAY} < ${page.after.date}::date or ${id} < ${page.after.employeeId}::uuid)`] : [];
}

/** A WHERE clause of the conditions that are present (none: no clause). */
function where(conditions: SQL[]): SQL {
  const all = andAll(conditions);
  return all ? sql`where ${all}` : sql``;
}

/**
 * A report row of each mark: the person's id and the status, from the attendance table alone
 * (their employee id, name and department are looked up after, `labelsOf`); the person's record
 * is read only to filter by department.
 */
function marks(filter: ReportFilter): SQL {
  const join = filter.department ? sql`join ${employees} on ${employees.id} = ${attendance.employeeId}` : sql``;
  return sql`${attendance.employeeId} as employee_id, ${attendance.status}::text as status from ${attendance} ${join}`;
}

/** One day's marks (as the attendance table holds them). */
function markedOfDay(filter: ReportFilter, page: ReportPage, perDay: number): SQL {
  const conditions = [
    sql`${attendance.date} = ${DAY}`,
    ...personFilter(filter, attendance.employeeId),
    ...(filter.status ? [sql`${attendance.status} = ${filter.status}`] : []),
    ...afterRow(page, attendance.employeeId),
  ];
  return sql`(select ${marks(filter)} ${where(conditions)} order by ${attendance.employeeId} desc limit ${perDay})`;
}

/**
 * The lowest person among the first `perDay` marks of the day (null when there are fewer): with
 * that many marks above it, nobody unmarked below it can reach the page, so the search for the
 * unmarked stops there instead of checking everyone employed.
 */
function lowestMarkShown(filter: ReportFilter, page: ReportPage, perDay: number): SQL {
  const conditions = [
    sql`${attendance.date} = ${DAY}`,
    ...personFilter(filter, attendance.employeeId),
    ...afterRow(page, attendance.employeeId),
  ];
  const join = filter.department ? sql`join ${employees} on ${employees.id} = ${attendance.employeeId}` : sql``;
  return sql`(select ${attendance.employeeId} from ${attendance} ${join} ${where(conditions)}
    order by ${attendance.employeeId} desc offset ${perDay - 1} limit 1)`;
}

/**
 * One day's people without a mark: only on a past working day (not a weekend day of the work
 * week, not a public holiday), only people employed that day.
 */
function unmarkedOfDay(
  filter: ReportFilter,
  page: ReportPage,
  perDay: number,
  days: ReportDays,
  withMarks: boolean,
): SQL {
  const weekend = sql.join(
    days.weekend.map((day) => sql`${day}`),
    sql`, `,
  );
  const conditions = [
    sql`${DAY} < ${days.today}::date`,
    ...(days.weekend.length ? [sql`extract(dow from ${DAY})::int <> all (array[${weekend}]::int[])`] : []),
    sql`not exists (select 1 from ${holidays} where ${holidays.day} = ${DAY})`,
    sql`${employees.hireDate} <= ${DAY}`,
    sql`(${employees.lastWorkingDay} is null or ${employees.lastWorkingDay} >= ${DAY})`,
    ...personFilter(filter, employees.id),
    ...afterRow(page, employees.id),
    ...(withMarks
      ? [
          sql`${employees.id} > coalesce(${lowestMarkShown(filter, page, perDay)}, '00000000-0000-0000-0000-000000000000'::uuid)`,
          // Few people sit above the lowest mark shown: each is looked up in the day's marks by
          // index (a LIMIT keeps this from becoming a join that sorts the whole day's marks).
          sql`(select 1 from ${attendance} where ${attendance.employeeId} = ${employees.id} and ${attendance.date} = ${DAY} limit 1) is null`,
        ]
      : [
          sql`not exists (select 1 from ${attendance} where ${attendance.employeeId} = ${employees.id} and ${attendance.date} = ${DAY})`,
        ]),
  ];
  return sql`(select ${employees.id} as employee_id, null::text as status from ${employees}
    ${where(conditions)}
    order by ${employees.id} desc limit ${perDay})`;
}

/**
 * One page of marks only (the original report): the (date, employee) index read backwards from
 * the previous page's last row.
 */
async function markedRows(db: Db, filter: ReportFilter, page: ReportPage): Promise<ReportDbRow[]> {
  const conditions = [
    ...(filter.date ? [sql`${attendance.date} = ${filter.date}::date`] : []),
    ...personFilter(filter, attendance.employeeId),
    ...(filter.status ? [sql`${attendance.status} = ${filter.status}`] : []),
    ...(page.after
      ? [
          sql`(${attendance.date}, ${attendance.employeeId}) < (${page.after.date}::date, ${page.after.employeeId}::uuid)`,
        ]
      : []),
  ];
  const result = await executePreparedText(
    db,
    'attendance_marks',
    sql`
    select ${attendance.date}::text as date, ${marks(filter)} ${where(conditions)}
    order by ${attendance.date} desc, ${attendance.employeeId} desc
    limit ${page.limit} offset ${page.offset}`,
  );
  return rowsOf<ReportDbRow>(result);
}

/**
 * One page of the report with the days nobody marked: a day at a time from the newest, each day's marks and (on past working
 * days) the people nobody marked, merged in one order. The lateral join reads only the days the
 * page needs: a page of 100 on a full day touches that one day. Attendance starts with the first
 * mark ever made: no day before it counts as 'Not marked'.
 */
async function reportRows(db: Db, filter: ReportFilter, page: ReportPage, days: ReportDays): Promise<ReportDbRow[]> {
  if (filter.unmarked !== 'include' && filter.status !== 'Not marked') return markedRows(db, filter, page);
  const first = await days.firstMark();
  if (!first) return [];
  const top = [page.after?.date, filter.date, days.today].filter((day): day is string => Boolean(day)).sort()[0]!;
  const bottom = filter.date ?? first;
  if (top < bottom) return [];
  const perDay = page.limit + page.offset;
  const halves =
    filter.status === 'Not marked'
      ? [unmarkedOfDay(filter, page, perDay, days, false)]
      : filter.status
        ? [markedOfDay(filter, page, perDay)]
        : [markedOfDay(filter, page, perDay), unmarkedOfDay(filter, page, perDay, days, true)];
  const result = await executePreparedText(
    db,
    'attendance_report',
    sql`
    select ${DAY}::text as date, r.employee_id, r.status
    from generate_series(${top}::date, ${bottom}::date, interval '-1 day') as g(ts)
    cross join lateral (
      select * from (${sql.join(halves, sql` union all `)}) day_rows order by employee_id desc limit ${perDay}
    ) r
    limit ${page.limit} offset ${page.offset}`,
  );
  return rowsOf<ReportDbRow>(result);
}

/** The rows with each person's employee id, name and department. */
async function labelled(db: Db, cache: AreaCache | undefined, rows: ReportDbRow[]): Promise<ReportRow[]> {
  const labels = await labelsOf(
    db,
    cache,
    rows.map((row) => row.employee_id),
  );
  return rows.map((row) => {
    const person = labels.get(row.employee_id)!;
    return {
      date: row.date,
      personId: row.employee_id,
      employeeId: person.code,
      name: person.name,
      department: person.department ?? '',
      status: row.status,
    };
  });
}

/**
 * The report, newest date first, grouped by date (stable order inside a day). A page continues
 * from `after` (the previous page's `next`, keyset) or from `skip` rows (the contract's offset).
 * `next` is null on the last page.
 */
export async function report(
  db: Db,
  query: ReportFilter & { limit: number; skip: number; after?: string | undefined },
  days: ReportDays,
  cache?: AreaCache,
) {
  const [afterDate, afterEmployee] = query.after?.split('~') ?? [];
  const after = afterDate && afterEmployee ? { date: afterDate, employeeId: afterEmployee } : undefined;
  const rows = await reportRows(db, query, { limit: query.limit, offset: after ? 0 : query.skip, after }, days);
  const groupData: Record<string, ReportRow[]> = {};
  for (const row of await labelled(db, cache, rows)) (groupData[row.date] ??= []).push(row);
  const last = rows.length === query.limit ? rows[rows.length - 1] : undefined;
  return { groupData, next: last ? `${last.date}~${last.employee_id}` : null };
}

const EXPORT_BATCH = 20_000;

/**
 * The whole report under the same filters, in its order, read in keyset-paged stretches (each
 * continues after the last row of the one before), so memory stays flat whatever the size.
 */
export async function* reportStretches(
  db: Db,
  filter: ReportFilter,
  days: ReportDays,
  cache?: AreaCache,
): AsyncGenerator<ReportRow[]> {
  let after: ReportPage['after'];
  for (;;) {
    const batch = await reportRows(db, filter, { limit: EXPORT_BATCH, offset: 0, after }, days);
    if (batch.length) yield await labelled(db, cache, batch);
    if (batch.length < EXPORT_BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { date: last.date, employeeId: last.employee_id };
  }
}

/** The report as a file: the columns of its first CSV, kept for the programs that read it. */
export const REPORT_COLUMNS: readonly ExportColumn<ReportRow>[] = [
  { header: 'date', value: (row) => row.date, kind: 'date', width: 12 },
  { header: 'employeeId', value: (row) => row.employeeId, width: 14 },
  { header: 'name', value: (row) => row.name, width: 24 },
  { header: 'department', value: (row) => row.department, width: 20 },
  { header: 'status', value: (row) => row.status ?? 'Not marked', width: 12 },
];
