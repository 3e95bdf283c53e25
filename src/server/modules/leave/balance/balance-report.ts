/**
 * The balance report: everyone working here × every type, for one leave year, read from the
 * balances the database keeps summed (`leave_balances`), paged and sorted by their indexes.
 */
import { type SQL, sql } from 'drizzle-orm';
import { parseSort } from '#shared/schemas/paging.js';
import type { BALANCE_SORTS, BalanceReportQuery, BalanceReportRow } from '#shared/schemas/leave-balance.js';
import type { Principal } from '#server/auth/session-store.js';
import type { Db } from '#server/db/client.js';
import { toPersonJson } from '#server/db/person.js';
import { departments, employees, users } from '#server/db/schema/index.js';
import type { ExportColumn } from '#server/lib/export.js';
import { type Listing, pageOf } from '#server/lib/paging.js';
import { executePreparedText, rowsOf } from '#server/lib/sql.js';
import { employeeSearch } from '../../employees/index.js';
import { BALANCE_FIGURES, balanceColumns, toBalanceJson, type BalanceSqlRow } from './balances.queries.js';

type Filter = Omit<BalanceReportQuery, 'page' | 'limit'> & { year: number };

/** Who is in it: people working here, in the caller's department for a manager, by department and text. */
function peopleOf(filter: Filter, principal: Principal): SQL {
  const conditions: SQL[] = [sql`${employees.lastWorkingDay} is null`];
  if (principal.role === 'manager') conditions.push(sql`${employees.departmentId} = ${principal.departmentId}`);
  if (filter.department) conditions.push(sql`${employees.departmentId} = ${filter.department}`);
  if (filter.search) conditions.push(employeeSearch(filter.search, ['name', 'code']));
  return sql.join(conditions, sql` and `);
}

/** Which types: the active ones, or the one asked for. */
function typesOf(filter: Filter): SQL {
  return filter.leaveType ? sql`t.active and t.id = ${filter.leaveType}` : sql`t.active`;
}

const SORTS: Record<(typeof BALANCE_SORTS)[number], SQL> = {
  name: sql`${users.name}`,
  employeeId: sql`${employees.employeeCode}`,
  department: sql`${departments.name}`,
  type: sql`t.position`,
  ...BALANCE_FIGURES,
};

/**
 * A figure's order is its index's (year, figure, person), read forwards or backwards: ties go by
 * person and type in the figure's direction. Other sorts break ties by person, then type.
 */
function orderOf(sort: BalanceReportQuery['sort']): SQL {
  const parsed = parseSort(sort);
  if (!parsed) return sql`${users.name}, ${employees.id}, t.position`;
  const direction = parsed.desc ? sql`desc` : sql`asc`;
  if (parsed.column in BALANCE_FIGURES) {
    return sql`${SORTS[parsed.column]} ${direction}, b.employee_id ${direction}, t.position ${direction}`;
  }
  const nulls = parsed.desc ? sql`nulls last` : sql`nulls first`;
  return sql`${SORTS[parsed.column]} ${direction} ${nulls}, ${employees.id}, t.position`;
}

interface ReportSqlRow extends BalanceSqlRow {
  employee_id: string;
  employee_code: string;
  name: string;
  department: string | null;
}

/**
 * The balances of the year: every person and type has one in each year the ledger has reached;
 * in a year it has not (nobody booked or was granted anything yet), each is zero.
 */
function balancesOfYear(year: number, opened: boolean): SQL {
  if (opened) return sql`leave_balances b`;
  return sql`(select e.id as employee_id, t.id as leave_type_id, ${year}::smallint as year,
      0 as accrued, 0 as carried, 0 as carried_out, 0 as lapsed, 0 as adjusted, 0 as taken, 0 as pending,
      0 as available, 0 as entries
    from employees e cross join leave_types t) b`;
}

function select(filter: Filter, principal: Principal, opened: boolean): SQL {
  return sql`select ${employees.id} as employee_id, ${employees.employeeCode} as employee_code, ${users.name} as name,
      ${departments.name} as department, ${balanceColumns(filter.year, sql`${employees.hireDate}`)}
    from ${balancesOfYear(filter.year, opened)}
    join ${employees} on ${employees.id} = b.employee_id
    join ${users} on ${users.id} = ${employees.userId}
    left join ${departments} on ${departments.id} = ${employees.departmentId}
    join leave_types t on t.id = b.leave_type_id
    where b.year = ${filter.year} and ${peopleOf(filter, principal)} and ${typesOf(filter)}
    order by ${orderOf(filter.sort)}`;
}

/**
 * Rows are people × types: the total is their two counts multiplied, without reading a balance.
 * Without a search the people are counted by the tallies the database keeps (decision 13).
 */
function countOf(filter: Filter, principal: Principal): SQL {
  return sql`select (${peopleCount(filter, principal)} * (select count(*) from leave_types t where ${typesOf(filter)}))::int as total`;
}

function peopleCount(filter: Filter, principal: Principal): SQL {
  if (filter.search) return sql`(select count(*) from ${employees} where ${peopleOf(filter, principal)})`;
  const departments = [principal.role === 'manager' ? principal.departmentId : undefined, filter.department];
  const conditions = departments.flatMap((id) => (id === undefined ? [] : [sql`p.department_id = ${id}`]));
  return sql`(select coalesce(sum(p.n), 0) from people_tallies p where ${conditions.length ? sql.join(conditions, sql` and `) : sql`true`})`;
}

async function yearOpened(db: Db, year: number): Promise<boolean> {
  const rows = rowsOf<{ opened: boolean }>(
    await db.execute(sql`select exists (select 1 from leave_balances where year = ${year}) as opened`),
  );
  return rows[0]?.opened ?? false;
}

function toRow(row: ReportSqlRow, year: number): BalanceReportRow {
  return {
    ...toBalanceJson(row, year),
    employee: {
      ...toPersonJson({ employeeId: row.employee_id, employeeCode: row.employee_code, name: row.name }),
      department: row.department,
    },
  };
}

/**
 * The report's one query (scope, filters, order), for its pages, its total and its export: a
 * page is an index's stretch (`limit … offset`), so it costs the same whoever wrote leave just before.
 */
export function balanceListing(db: Db, principal: Principal, filter: Filter): Listing<BalanceReportRow> {
  let opened: Promise<boolean> | undefined;
  const run = async (limit?: number, offset?: number) => {
    const statement = select(filter, principal, await (opened ??= yearOpened(db, filter.year)));
    const paged = limit === undefined ? statement : sql`${statement} limit ${limit} offset ${offset ?? 0}`;
    // Named, so each connection plans it once: planning cost as much as running a page.
    return rowsOf<ReportSqlRow>(await executePreparedText(db, 'balances', paged)).map((row) => toRow(row, filter.year));
  };
  return {
    all: () => run(),
    page: (limit, offset) => run(limit, offset),
    count: async () => rowsOf<{ total: number }>(await db.execute(countOf(filter, principal))),
  };
}

export async function balanceReport(db: Db, principal: Principal, query: Filter & BalanceReportQuery) {
  return pageOf(query, balanceListing(db, principal, query));
}

/**
 * The report as a file: the columns its opening-balances import reads back (Employee ID, Leave
 * Type, Available) among them. Read in stretches of 5,000 rows along the report's order.
 */
export const BALANCE_COLUMNS: readonly ExportColumn<BalanceReportRow>[] = [
  { header: 'Employee ID', value: (b) => b.employee.employeeId, width: 14 },
  { header: 'Name', value: (b) => b.employee.emp_name, width: 24 },
  { header: 'Department', value: (b) => b.employee.department, width: 20 },
  { header: 'Leave Type', value: (b) => b.leaveType, width: 18 },
  { header: 'Year', value: (b) => b.year, kind: 'number', width: 8 },
  { header: 'Entitled', value: (b) => b.entitled, kind: 'number', width: 10 },
  { header: 'Accrued', value: (b) => b.accrued, kind: 'number', width: 10 },
  { header: 'Carried', value: (b) => b.carried, kind: 'number', width: 10 },
  { header: 'Adjusted', value: (b) => b.adjusted, kind: 'number', width: 10 },
  { header: 'Taken', value: (b) => b.taken, kind: 'number', width: 10 },
  { header: 'Pending', value: (b) => b.pending, kind: 'number', width: 10 },
  { header: 'Lapsed', value: (b) => b.lapsed, kind: 'number', width: 10 },
  { header: 'Available', value: (b) => b.available, kind: 'number', width: 10 },
];

export const BALANCE_STRETCH = 5000;
