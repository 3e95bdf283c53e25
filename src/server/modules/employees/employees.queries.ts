import { and, asc, count, eq, gte, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { ROLES } from '#shared/roles.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EmployeeJson, EmployeeListQuery, EmploymentStatus } from '#shared/schemas/employees.js';
import type { Db } from '../../db/client.js';
import { joinPerson, personColumns } from '../../db/person.js';
import { departments, employees, peopleTallies, users } from '../../db/schema/index.js';
import type { Principal } from '../../auth/session-store.js';
import { cappedTotal, inOrderOf, keptCount, type Listing, mapListing, pageOf } from '../../lib/paging.js';
import { SEARCH_COUNT_CAP } from '#shared/constants.js';
import { andAll, escapeLike, keptStatement, orderOf } from '../../lib/sql.js';
import { parseSort } from '#shared/schemas/paging.js';
import { imageName } from '../uploads/index.js';
import { peopleDirectory } from './kept-directory.js';
import { directoryCanSearch, directoryPage } from './people-directory.js';
import type { AreaCache } from '../../events/change-areas.js';

/** The columns every employee read needs: one join of user, employee and department (`joinPerson`). */
export const employeeColumns = {
  id: employees.id,
  userId: personColumns.userId,
  employeeCode: personColumns.employeeCode,
  name: personColumns.name,
  email: users.email,
  phone: employees.phone,
  gender: employees.gender,
  dob: employees.dob,
  maritalStatus: employees.maritalStatus,
  salary: employees.salary,
  role: users.role,
  designation: employees.designation,
  imageId: users.imageId,
  isActive: users.isActive,
  departmentId: personColumns.departmentId,
  departmentName: personColumns.departmentName,
  hireDate: employees.hireDate,
  lastWorkingDay: employees.lastWorkingDay,
  createdAt: employees.createdAt,
};

export function selectEmployees(db: Db) {
  return joinPerson(db.select(employeeColumns).from(employees).$dynamic());
}

export type EmployeeRow = Awaited<ReturnType<ReturnType<typeof selectEmployees>['execute']>>[number];

/** The one mapper from a row to the API's Employee JSON. */
export function toEmployeeJson(row: EmployeeRow): EmployeeJson {
  return {
    _id: row.id,
    userId: row.userId,
    employeeId: row.employeeCode,
    emp_name: row.name,
    emp_email: row.email,
    emp_phone: row.phone,
    gender: row.gender,
    dob: row.dob,
    marital_status: row.maritalStatus,
    salary: Number(row.salary),
    role: row.role,
    designation: row.designation,
    profileImage: imageName(row.imageId),
    department: row.departmentId && row.departmentName ? { _id: row.departmentId, dep_name: row.departmentName } : null,
    hireDate: row.hireDate,
    lastWorkingDay: row.lastWorkingDay,
    createdAt: row.createdAt.toISOString(),
    user: { _id: row.userId, isActive: row.isActive },
  };
}

/** People working here: not deactivated (the default of every list, picker and count). */
export const isWorkingHere = isNull(employees.lastWorkingDay);

/** People who had not left by `day` (YYYY-MM-DD): the attendance sheet of that day lists them. */
export function employedOn(day: string): SQL {
  return or(isNull(employees.lastWorkingDay), gte(employees.lastWorkingDay, day))!;
}

/** The employment status filter of the lists. */
export function employmentStatus(status: EmploymentStatus = 'active'): SQL | undefined {
  if (status === 'active') return isWorkingHere;
  if (status === 'former') return isNotNull(employees.lastWorkingDay);
  return undefined;
}

/**
 * `{id}` in the API may be an employee id or a user id. Both on the employee's row: an `or` across
 * the join to users cannot use either index and hashes every person (7.5 ms at 10,000, not 0.1).
 */
export function byEmployeeOrUserId(id: string): SQL {
  return or(eq(employees.id, id), eq(employees.userId, id))!;
}

type SearchField = 'name' | 'code' | 'role' | 'department' | 'phone';

/**
 * The users whose name, employee id, role, department or phone contains the text
 * (case-insensitive): a union of one index-served select per field, each giving user ids (the
 * trigram indexes on name, employee id and phone; departments and roles are few).
 */
function matchingUserIds(text: string, fields: SearchField[]): SQL {
  const pattern = `%${escapeLike(text)}%`;
  const parts: SQL[] = [];
  if (fields.includes('name')) parts.push(sql`select ${users.id} from ${users} where ${users.name} ilike ${pattern}`);
  if (fields.includes('code'))
    parts.push(sql`select ${employees.userId} from ${employees} where ${employees.employeeCode} ilike ${pattern}`);
  if (fields.includes('phone'))
    parts.push(sql`select ${employees.userId} from ${employees} where ${employees.phone} ilike ${pattern}`);
  if (fields.includes('department')) {
    parts.push(
      sql`select ${employees.userId} from ${employees} where ${employees.departmentId} = any(array(select ${departments.id} from ${departments} where ${departments.name} ilike ${pattern}))`,
    );
  }
  const needle = text.toLowerCase();
  const roles = fields.includes('role') ? ROLES.filter((role) => role.includes(needle)) : [];
  if (roles.length) parts.push(sql`select ${users.id} from ${users} where ${inArray(users.role, roles)}`);
  return sql.join(parts, sql` union `);
}

/**
 * Name, employee id, role, department or phone contains the text, as a condition on
 * `employees.user_id` — or on a column holding an employee id (`salaries.employee_id`), so that
 * a list need not join to be filtered.
 *
 * The matches are gathered first and the list looks them up by index, whatever the planner's
 * statistics say: `= any(array(…))` runs the union once and, its length unknown at planning,
 * is estimated at a few rows, so the list probes its unique index for each match instead of
 * reading every employee to hash-join them. (Issue 17: `in (…)` read all 10,000 people.)
 */
export function employeeSearch(text: string, fields: SearchField[], employeeIdColumn?: AnyPgColumn): SQL {
  const userIds = sql`array(${matchingUserIds(text, fields)})`;
  if (!employeeIdColumn) return sql`${employees.userId} = any(${userIds})`;
  return sql`${employeeIdColumn} = any(array(select ${employees.id} from ${employees} where ${employees.userId} = any(${userIds})))`;
}

/**
 * The people of `ids` (in no order): a page of the kept directory. Prepared once — the statement
 * is the same for every page — so a page costs neither building nor parsing it again.
 */
function employeesByIds(db: Db, ids: string[]) {
  return keptStatement(db, 'employees by ids', (name) =>
    selectEmployees(db)
      .where(sql`${employees.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare(name),
  ).execute({ ids });
}

export async function findEmployee(db: Db, id: string) {
  const [row] = await selectEmployees(db).where(byEmployeeOrUserId(id)).limit(1);
  return row ?? null;
}

// The lists: employees, managers and a manager's own people.

export interface Page<T> {
  rows: T[];
  total: number | undefined;
  /** The total stopped at the cap (a searched list): there are more. */
  totalCapped?: true;
}

interface Counting {
  /** Whether the filter reads users or departments; if not, counting needs no join. */
  filterNeedsJoin: boolean;
  /** A searched list counts its matches only up to SEARCH_COUNT_CAP + 1 (`cappedTotal`). */
  capped?: boolean;
}

/** How many people the filter keeps; with `capped`, at most SEARCH_COUNT_CAP + 1. */
function countEmployees(db: Db, where: SQL | undefined, { filterNeedsJoin, capped }: Counting) {
  const people = db
    .select({ one: sql`1` })
    .from(employees)
    .$dynamic();
  const kept = (filterNeedsJoin ? joinPerson(people) : people).where(where);
  return db.select({ total: count() }).from((capped ? kept.limit(SEARCH_COUNT_CAP + 1) : kept).as('kept'));
}

type Sortable = { sort?: EmployeeListQuery['sort'] };

/** The people a condition keeps, in the list's order (by name unless sorted), as Employee JSON. */
function employeeListing(db: Db, where: SQL | undefined, query: Sortable, count: Listing<unknown>['count']) {
  const order = orderOf(
    parseSort(query.sort),
    {
      name: users.name,
      employeeId: employees.employeeCode,
      email: users.email,
      phone: employees.phone,
      role: users.role,
      department: departments.name,
      hireDate: employees.hireDate,
    },
    [asc(users.name), asc(employees.id)],
    employees.id,
  );
  const base = selectEmployees(db)
    .where(where)
    .orderBy(...order);
  return mapListing(
    { all: () => base, page: (limit: number, offset: number) => base.limit(limit).offset(offset), count },
    toEmployeeJson,
  );
}

/** One page of a listing (or all of it), with its total — capped for a searched list. */
async function listPage(
  listing: Listing<EmployeeJson>,
  query: { page?: number | undefined; limit?: number | undefined },
  capped: boolean,
): Promise<Page<EmployeeJson>> {
  const page = await pageOf(query, listing);
  return capped ? { rows: page.rows, ...cappedTotal(page) } : page;
}

/** Admin: everyone; a manager: their own department only (no department: nobody). */
export function employeesListing(db: Db, principal: Principal, query: EmployeeListQuery, cache?: AreaCache) {
  let scope: SQL | undefined;
  if (principal.role === 'manager') {
    scope = principal.departmentId ? eq(employees.departmentId, principal.departmentId) : sql`false`;
  }
  const where = andAll([
    scope,
    employmentStatus(query.status),
    query.search ? employeeSearch(query.search, ['name', 'code', 'role', 'department']) : undefined,
    query.department ? eq(employees.departmentId, query.department) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
  ]);
  // The search is a condition on employees.id; only a role filter reads users.
  const unfiltered = !scope && !query.search && !query.department && !query.role;
  const counting = { filterNeedsJoin: Boolean(query.role), capped: Boolean(query.search) };
  const count = keptCount(cache, unfiltered && `employees:rows:${query.status ?? 'active'}`, ['Employees'], () =>
    countEmployees(db, where, counting),
  );
  const listing = employeeListing(db, where, query, count);
  const sort = parseSort(query.sort);
  const directory = peopleDirectory(db, cache);
  if (!directory || (sort && sort.column !== 'name') || !directoryCanSearch(query.search)) return listing;
  if (principal.role === 'manager' && !principal.departmentId) return listing;

  // In name order (the default, or sorted by name): the page is cut from the kept directory, and
  // its total counted in the same pass, so that they agree.
  const filter = {
    departments: [principal.role === 'manager' ? principal.departmentId : undefined, query.department].filter(
      (id): id is string => Boolean(id),
    ),
    status: query.status ?? 'active',
    role: query.role,
    search: query.search,
  };
  let cut: Promise<{ ids: string[]; total: number }> | undefined;
  const stretch = (limit: number, offset: number) =>
    (cut = directory.then((people) => directoryPage(people, filter, { limit, offset, desc: sort?.desc })));
  return {
    all: listing.all,
    page: async (limit: number, offset: number) => {
      const { ids } = await stretch(limit, offset);
      if (!ids.length) return [];
      return inOrderOf(ids, await employeesByIds(db, ids)).map(toEmployeeJson);
    },
    count: async () => [{ total: (await (cut ?? stretch(0, 0))).total }],
  };
}

export function listEmployees(db: Db, principal: Principal, query: EmployeeListQuery, cache?: AreaCache) {
  return listPage(employeesListing(db, principal, query, cache), query, Boolean(query.search));
}

export function managersListing(db: Db, query: EmployeeListQuery) {
  const where = andAll([
    eq(users.role, 'manager'),
    employmentStatus(query.status),
    query.search ? employeeSearch(query.search, ['name', 'code', 'phone']) : undefined,
  ]);
  const counting = { filterNeedsJoin: true, capped: Boolean(query.search) };
  return employeeListing(db, where, query, () => countEmployees(db, where, counting));
}

export function listManagers(db: Db, query: EmployeeListQuery) {
  return listPage(managersListing(db, query), query, Boolean(query.search));
}

/** A manager's team: the active employees (role employee, sign-in enabled) of their own department, by name. */
export function teamListing(db: Db, principal: Principal) {
  const where = principal.departmentId
    ? and(
        eq(employees.departmentId, principal.departmentId),
        eq(users.role, 'employee'),
        eq(users.isActive, true),
        isWorkingHere,
      )
    : sql`false`;
  return employeeListing(db, where, {}, () => countEmployees(db, where, { filterNeedsJoin: true }));
}

export async function listActiveDepartmentEmployees(db: Db, principal: Principal) {
  return teamListing(db, principal).all();
}

export async function listDepartmentEmployees(db: Db, principal: Principal) {
  if (!principal.departmentId) return [];
  const rows = await selectEmployees(db)
    .where(
      and(
        eq(employees.departmentId, principal.departmentId),
        eq(users.role, 'employee'),
        ne(users.id, principal.userId),
        isWorkingHere,
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((row) => ({ _id: row.id, emp_name: row.name, emp_email: row.email, employeeId: row.employeeCode }));
}

/** Employees, managers and everyone working here (every role), counted by the database in one pass. */
export async function countByRole(db: Db) {
  // The tallies of people working here (decision 13): a sum over a few rows, whatever the head count.
  const [row] = await db
    .select({
      employees: sql<number>`coalesce(sum(${peopleTallies.n}) filter (where ${peopleTallies.role} = 'employee'), 0)::int`,
      managers: sql<number>`coalesce(sum(${peopleTallies.n}) filter (where ${peopleTallies.role} = 'manager'), 0)::int`,
      people: sql<number>`coalesce(sum(${peopleTallies.n}), 0)::int`,
    })
    .from(peopleTallies);
  return { totalEmployees: row?.employees ?? 0, totalManagers: row?.managers ?? 0, totalPeople: row?.people ?? 0 };
}
