/** The balance report: everyone working here × every type, for one leave year, in one aggregate. */
import { type SQL, sql } from 'drizzle-orm';
import { parseSort } from '#shared/schemas/paging.js';
import type { BALANCE_SORTS, BalanceReportQuery, BalanceReportRow } from '#shared/schemas/leave-balance.js';
import type { Principal } from '#server/auth/session-store.js';
import type { Db } from '#server/db/client.js';
import { toPersonJson } from '#server/db/person.js';
import { departments, employees, users } from '#server/db/schema/index.js';
import type { ExportColumn } from '#server/lib/export.js';
import { inOrderOf, type Listing, pageOf } from '#server/lib/paging.js';
import { executePreparedText, rowsOf } from '#server/lib/sql.js';
import { employeeSearch } from '../../employees/index.js';
import { BALANCE_FIGURES, balanceColumns, toBalanceJson, type BalanceSqlRow } from './balances.queries.js';
import type { AreaCache } from '#server/events/change-areas.js';

type Filter = Omit<BalanceReportQuery, 'page' | 'limit'> & { year: number };

/** Who is in it: people working here, in the caller's department for a manager, by department, type and text. */
function whereOf(filter: Filter, principal: Principal): SQL {
  const conditions: SQL[] = [sql`${employees.lastWorkingDay} is null`, sql`t.active`];
  if (principal.role === 'manager') conditions.push(sql`${employees.departmentId} = ${principal.departmentId}`);
  if (filter.department) conditions.push(sql`${employees.departmentId} = ${filter.department}`);
  if (filter.leaveType) conditions.push(sql`t.id = ${filter.leaveType}`);
  if (filter.search) conditions.push(employeeSearch(filter.search, ['name', 'code']));
  return sql.join(conditions, sql` and `);
}

const SORTS: Record<(typeof BALANCE_SORTS)[number], SQL> = {
  name: sql`${users.name}`,
  employeeId: sql`${employees.employeeCode}`,
  department: sql`${departments.name}`,
  type: sql`t.position`,
  available: sql`available`,
  taken: sql`taken`,
  pending: sql`pending`,
};

function orderOf(sort: BalanceReportQuery['sort']): SQL {
  const parsed = parseSort(sort);
  if (!parsed) return sql`${users.name}, ${employees.id}, t.position`;
  const direction = parsed.desc ? sql`desc nulls last` : sql`asc nulls first`;
  return sql`${SORTS[parsed.column]} ${direction}, ${employees.id}, t.position`;
}

interface ReportSqlRow extends BalanceSqlRow {
  employee_id: string;
  employee_code: string;
  name: string;
  department: string | null;
}

const FROM = sql`from ${employees} join ${users} on ${users.id} = ${employees.userId}
    left join ${departments} on ${departments.id} = ${employees.departmentId}
    cross join leave_types t`;

/** Sorts by a figure of the balance: the order needs every balance summed. */
const FIGURE_SORTS = new Set<string>(Object.keys(BALANCE_FIGURES));

/**
 * The report's rows in order, summed over the ledger. `only` narrows it to some (person, type)
 * pairs first: a page is cut before the sums, so a page of 10,000 people sums 10 balances, not 30,000.
 */
function select(filter: Filter, principal: Principal, only?: SQL): SQL {
  return sql`select ${employees.id} as employee_id, ${employees.employeeCode} as employee_code, ${users.name} as name,
      ${departments.name} as department, ${balanceColumns(filter.year, sql`${employees.hireDate}`)}
    ${FROM}
    left join leave_ledger l on l.employee_id = ${employees.id} and l.leave_type_id = t.id and l.year = ${filter.year}
    where ${whereOf(filter, principal)} ${only ? sql`and (${employees.id}, t.id) in (${only})` : sql``}
    group by ${employees.id}, ${users.name}, ${departments.name}, t.id
    order by ${orderOf(filter.sort)}`;
}

/** A person's id and a type's id, written side by side: the two uuids of a pair, 72 characters. */
const PAIR = 72;

/**
 * The report's whole order, as its (person, type) pairs' ids in one string (2 MB for 30,000
 * balances, where an array of pairs took three times that). Ordering 30,000 balances is most
 * of what a page costs — summing all of them when it is sorted by a figure, a third of a second
 * for 10,000 people — so the order is kept in the read cache, cleared in every process by any
 * change to leave, people or departments (a request, the year-end and accrual jobs, an import);
 * each page, its total and each stretch of the export then read from it, and sum only their own
 * rows.
 */
function reportOrder(db: Db, principal: Principal, filter: Filter, cache: AreaCache | undefined): Promise<string> {
  const column = parseSort(filter.sort)?.column ?? 'name';
  const figure = FIGURE_SORTS.has(column)
    ? sql`, ${BALANCE_FIGURES[column as keyof typeof BALANCE_FIGURES]} as ${sql.raw(column)}
        ${FROM}
        left join leave_ledger l on l.employee_id = ${employees.id} and l.leave_type_id = t.id and l.year = ${filter.year}
        where ${whereOf(filter, principal)}
        group by ${employees.id}, ${users.name}, ${departments.name}, t.id`
    : sql`${FROM} where ${whereOf(filter, principal)}`;
  const compute = async () => {
    const rows = rowsOf<{ pair: string }>(
      await db.execute(
        sql`select ${employees.id}::text || t.id::text as pair ${figure} order by ${orderOf(filter.sort)}`,
      ),
    );
    return rows.map((row) => row.pair).join('');
  };
  if (!cache) return compute();
  const scope = principal.role === 'manager' ? principal.departmentId : '';
  const { year, department, leaveType, search, sort } = filter;
  return cache.get(
    `leave-balance:order:${JSON.stringify([scope, year, department, leaveType, search, sort])}`,
    // Balances (the ledger, leave types) of the people on the books, searched by name and department.
    ['Leave', 'Employees', 'Departments'],
    compute,
  );
}

/** The pairs of `order` from `offset`, at most `limit` of them, as a VALUES list. */
function pairsOf(order: string, limit: number, offset: number): { values: SQL; ids: string[] } | undefined {
  const ids: string[] = [];
  for (let at = offset * PAIR; at < Math.min(order.length, (offset + limit) * PAIR); at += PAIR) {
    ids.push(order.slice(at, at + PAIR));
  }
  if (!ids.length) return undefined;
  const values = ids.map((pair) => sql`(${pair.slice(0, 36)}::uuid, ${pair.slice(36)}::uuid)`);
  return { values: sql`values ${sql.join(values, sql`, `)}`, ids };
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

/** The report's one query (scope, filters, order), for its pages and its export. */
export function balanceListing(
  db: Db,
  principal: Principal,
  filter: Filter,
  cache?: AreaCache,
): Listing<BalanceReportRow> {
  const rowsOfResult = (result: unknown) => rowsOf<ReportSqlRow>(result).map((row) => toRow(row, filter.year));
  const run = async (statement: SQL) => rowsOfResult(await db.execute(statement));
  // Read once per listing: an export's stretches follow one order even if the cache is cleared meanwhile.
  let kept: Promise<string> | undefined;
  const order = () => (kept ??= reportOrder(db, principal, filter, cache));
  return {
    all: () => run(select(filter, principal)),
    page: async (limit, offset) => {
      const stretch = pairsOf(await order(), limit, offset);
      if (!stretch) return [];
      // Prepared: a page's statement differs from the next page's only in its values, so each
      // connection plans it a few times and then keeps one plan (planning cost more than summing).
      const rows = rowsOfResult(
        await executePreparedText(db, 'balance_report_page', select(filter, principal, stretch.values)),
      );
      // In the kept order: a figure that moved since does not reshuffle a page against its neighbours.
      return inOrderOf(stretch.ids, rows, (row) => row.employee._id + row.leaveTypeId);
    },
    count: async () => [{ total: (await order()).length / PAIR }],
  };
}

export async function balanceReport(
  db: Db,
  principal: Principal,
  query: Filter & BalanceReportQuery,
  cache?: AreaCache,
) {
  return pageOf(query, balanceListing(db, principal, query, cache));
}

/**
 * The report as a file: the columns its opening-balances import reads back (Employee ID, Leave
 * Type, Available) among them. Read in stretches of 5,000 rows, each summing only its own
 * balances, along the report's order read once.
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
