import { asc, inArray, sql } from 'drizzle-orm';
import type { EmploymentStatus } from '#shared/schemas/employees.js';
import type { Role } from '#shared/roles.js';
import type { Db } from '../../db/client.js';
import { joinPerson, personColumns } from '../../db/person.js';
import { employees, users } from '../../db/schema/index.js';
import type { AreaCache } from '../../events/change-areas.js';

/**
 * Everyone on the books in the employee list's name order, with what its filters and its search
 * read: the Manage Employees list, searched or not, pages through this instead of asking the
 * database to find, count and sort the matches on every page. 10,000 people are a few
 * megabytes and are filtered in well under a millisecond; a page then reads its ten people by id.
 *
 * It is kept in the read cache, so any change to people, accounts or departments (in any process,
 * however it was made) drops it and the next list reads it afresh.
 */
export interface PeopleDirectory {
  ids: string[];
  /** Where each id sits in the arrays. */
  at: Map<string, number>;
  /** As shown: name, employee id and department name (null: none). */
  names: string[];
  codes: string[];
  departmentNames: (string | null)[];
  /** Name, employee id, role and department name, lower-cased, each after a SEPARATOR. */
  texts: string[];
  departmentIds: (string | null)[];
  roles: Role[];
  /** Still working here (no last working day). */
  working: boolean[];
  /** The subsets worked out so far (`subsetOf`), by filter. */
  subsets: Map<string, Int32Array>;
  /** What the directory holds, in characters, for the cache's budget. */
  chars: number;
}

/** Between the fields of a person's text, so that a search cannot match across two of them. */
const SEPARATOR = '\u0001';

const DIRECTORY_KEY = 'employees:directory';

async function readDirectory(db: Db): Promise<PeopleDirectory> {
  const rows = await joinPerson(
    db
      .select({
        ...personColumns,
        departmentId: employees.departmentId,
        role: users.role,
        working: sql<boolean>`${employees.lastWorkingDay} is null`,
      })
      .from(employees)
      .$dynamic(),
  )
    // The list's own default order (employees.queries.ts `employeeListing`), as the database collates it.
    .orderBy(asc(users.name), asc(employees.id));
  const directory: PeopleDirectory = {
    ids: [],
    at: new Map(),
    names: [],
    codes: [],
    departmentNames: [],
    texts: [],
    departmentIds: [],
    roles: [],
    working: [],
    subsets: new Map(),
    chars: 0,
  };
  for (const row of rows) {
    const text = [row.name, row.employeeCode, row.role, row.departmentName ?? '']
      .map((field) => SEPARATOR + field.toLowerCase())
      .join('');
    directory.at.set(row.employeeId, directory.ids.length);
    directory.ids.push(row.employeeId);
    directory.names.push(row.name);
    directory.codes.push(row.employeeCode);
    directory.departmentNames.push(row.departmentName);
    directory.texts.push(text);
    directory.departmentIds.push(row.departmentId);
    directory.roles.push(row.role);
    directory.working.push(row.working);
    // The id twice (array and map), the text and the three fields shown, and the rest's overhead
    // (the kept subsets: a few numbers per person).
    directory.chars += 2 * row.employeeId.length + 2 * text.length + 80;
  }
  return directory;
}

/**
 * The directory, when the read cache keeps things; undefined otherwise (the list then asks the
 * database as it always did, for each page).
 */
export function peopleDirectory(db: Db, cache: AreaCache | undefined): Promise<PeopleDirectory> | undefined {
  if (!cache?.keeps) return undefined;
  // Names, ids and status (employees), roles (accounts), department names (departments).
  return cache.get(DIRECTORY_KEY, ['Employees', 'Accounts', 'Departments'], () => readDirectory(db), {
    charsOf: (directory) => directory.chars,
  });
}

export interface DirectoryFilter {
  /** Only the people of these departments, all of them (a manager's scope and the list's filter). */
  departments: string[];
  status: EmploymentStatus;
  role?: Role | undefined;
  /** Contained in the name, employee id, role or department name, in any case. */
  search?: string | undefined;
}

/** A person as lists show them beside a record of theirs. */
export interface PersonLabel {
  code: string;
  name: string;
  department: string | null;
}

/**
 * The employee id, name and department of each person in `ids`: from the directory (a record's
 * list reads only its own table), and from the database for anyone it does not hold — when the
 * read cache keeps nothing, or for someone added since the directory was read.
 */
export async function labelsOf(db: Db, cache: AreaCache | undefined, ids: Iterable<string>) {
  const labels = new Map<string, PersonLabel>();
  const people = await peopleDirectory(db, cache);
  const missing: string[] = [];
  for (const id of ids) {
    if (labels.has(id)) continue;
    const at = people?.at.get(id);
    if (at === undefined) missing.push(id);
    else
      labels.set(id, { code: people!.codes[at]!, name: people!.names[at]!, department: people!.departmentNames[at]! });
  }
  if (missing.length) {
    const rows = await joinPerson(db.select(personColumns).from(employees).$dynamic()).where(
      inArray(employees.id, missing),
    );
    for (const row of rows) {
      labels.set(row.employeeId, { code: row.employeeCode, name: row.name, department: row.departmentName });
    }
  }
  return labels;
}

/**
 * Whether the directory can answer this search exactly as the database would: a text holding
 * the separator could only match across fields.
 */
export function directoryCanSearch(search: string | undefined) {
  return !search?.includes(SEPARATOR);
}

/** How many subsets (people kept by a status, department and role, before any search) a directory keeps. */
const KEPT_SUBSETS = 16;

/** Whether the person at `at` has the status, departments and role the filter asks for. */
function inSubset(directory: PeopleDirectory, at: number, filter: DirectoryFilter) {
  const working = directory.working[at];
  if (filter.status === 'active' ? !working : filter.status === 'former' && working) return false;
  for (const department of filter.departments) if (department !== directory.departmentIds[at]) return false;
  return !filter.role || directory.roles[at] === filter.role;
}

/**
 * The positions of the people with the filter's status, departments and role, in order: worked
 * out once per directory for the few filters lists use (everyone working here, a manager's
 * department…), so that a page of them is a slice and a search reads only them.
 */
function subsetOf(directory: PeopleDirectory, filter: DirectoryFilter): Int32Array {
  const key = `${filter.status}|${filter.departments.join(',')}|${filter.role ?? ''}`;
  const kept = directory.subsets.get(key);
  if (kept) return kept;
  const positions = new Int32Array(directory.ids.length);
  let size = 0;
  for (let at = 0; at < directory.ids.length; at += 1) if (inSubset(directory, at, filter)) positions[size++] = at;
  const subset = positions.slice(0, size);
  if (directory.subsets.size < KEPT_SUBSETS) directory.subsets.set(key, subset);
  return subset;
}

/**
 * One stretch of the people the filter keeps — `limit` of them after the first `offset`, in name
 * order or (`desc`) the reverse — and how many it keeps in all: one pass, holding only the stretch.
 */
export function directoryPage(
  directory: PeopleDirectory,
  filter: DirectoryFilter,
  stretch: { offset: number; limit: number; desc?: boolean | undefined },
): { ids: string[]; total: number } {
  const subset = subsetOf(directory, filter);
  const needle = filter.search?.toLowerCase();
  const end = stretch.offset + stretch.limit;
  const last = subset.length - 1;
  const ids: string[] = [];
  if (!needle) {
    for (let step = stretch.offset; step < Math.min(end, subset.length); step += 1) {
      ids.push(directory.ids[subset[stretch.desc ? last - step : step]!]!);
    }
    return { ids, total: subset.length };
  }
  let total = 0;
  for (let step = 0; step <= last; step += 1) {
    const at = subset[stretch.desc ? last - step : step]!;
    if (!directory.texts[at]!.includes(needle)) continue;
    if (total >= stretch.offset && total < end) ids.push(directory.ids[at]!);
    total += 1;
  }
  return { ids, total };
}
