import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { EmploymentStatus } from '#shared/schemas/employees.js';
import type { Role } from '#shared/roles.js';
import type { Db } from '../../db/client.js';
import { departments, employees, users } from '../../db/schema/index.js';

/**
 * Everyone on the books in the employee list's name order, with what its filters and its search
 * read: the Manage Employees list, searched or not, pages through this instead of asking the
 * database to find, count and sort the matches on every page. 10,000 people are a few
 * megabytes and are filtered in well under a millisecond; a page then reads its ten people by id.
 *
 * It is kept in the read cache and follows changes instead of being read again: the database
 * announces which people and accounts a change touched (in any process, however it was made), and
 * the next reader re-reads just those and puts them in place (people-directory-patch.ts). A
 * department's change, or a change announced without its rows, drops it; the next list reads it
 * afresh.
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
  /** People (employee ids) and accounts (user ids) changed since it was read: re-read before the next use. */
  changedPeople: Set<string>;
  changedAccounts: Set<string>;
  /** Changes announced so far, and how many of them the directory has re-read. */
  heard: number;
  applied: number;
  /** The re-reading in progress. */
  following?: Promise<void> | undefined;
}

/** One person as the directory holds them. */
export interface DirectoryPerson {
  id: string;
  name: string;
  code: string;
  role: Role;
  departmentId: string | null;
  departmentName: string | null;
  working: boolean;
}

/** Between the fields of a person's text, so that a search cannot match across two of them. */
const SEPARATOR = '\u0001';

/** The people `where` keeps (everyone without it), in the list's order as the database collates it. */
export function readPeople(db: Db, where?: SQL): Promise<DirectoryPerson[]> {
  return (
    db
      .select({
        id: employees.id,
        name: users.name,
        code: employees.employeeCode,
        role: users.role,
        departmentId: employees.departmentId,
        departmentName: departments.name,
        working: sql<boolean>`${employees.lastWorkingDay} is null`,
      })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .leftJoin(departments, eq(departments.id, employees.departmentId))
      .where(where)
      // The list's own default order (employees.queries.ts `employeeListing`), as the database collates it.
      .orderBy(asc(users.name), asc(employees.id))
  );
}

/** What the directory searches for a person. */
export const searchTextOf = (person: DirectoryPerson) =>
  [person.name, person.code, person.role, person.departmentName ?? '']
    .map((field) => SEPARATOR + field.toLowerCase())
    .join('');

/** The id twice (array and map), the text and the fields shown, and the rest's overhead (the kept subsets). */
export const charsOf = (id: string, text: string) => 2 * id.length + 2 * text.length + 80;

/** A directory of `people`, in their order. */
export function directoryOf(people: DirectoryPerson[]): PeopleDirectory {
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
    changedPeople: new Set(),
    changedAccounts: new Set(),
    heard: 0,
    applied: 0,
  };
  for (const person of people) {
    directory.ids.push(person.id);
    putPerson(directory, directory.ids.length - 1, person);
  }
  return directory;
}

/** Writes what the directory holds of `person` at `at` (where its id already is). */
export function putPerson(
  directory: PeopleDirectory,
  at: number,
  person: DirectoryPerson,
  text = searchTextOf(person),
) {
  if (directory.texts[at] !== undefined) directory.chars -= charsOf(person.id, directory.texts[at]);
  directory.at.set(person.id, at);
  directory.names[at] = person.name;
  directory.codes[at] = person.code;
  directory.departmentNames[at] = person.departmentName;
  directory.texts[at] = text;
  directory.departmentIds[at] = person.departmentId;
  directory.roles[at] = person.role;
  directory.working[at] = person.working;
  directory.chars += charsOf(person.id, text);
}

export interface DirectoryFilter {
  /** Only the people of these departments, all of them (a manager's scope and the list's filter). */
  departments: string[];
  status: EmploymentStatus;
  role?: Role | undefined;
  /** Contained in the name, employee id, role or department name, in any case. */
  search?: string | undefined;
}

/** The arrays that hold a person each, position by position. */
const COLUMNS = ['ids', 'names', 'codes', 'departmentNames', 'texts', 'departmentIds', 'roles', 'working'] as const;

/**
 * Takes the people at `positions` out and puts each of `people` at its place (how many of those
 * left come before them; equal places in the order given), then shifts everyone after the first
 * place touched: a few splices, not a new directory.
 */
export function rearrangePeople(
  directory: PeopleDirectory,
  positions: number[],
  people: DirectoryPerson[],
  places: number[],
) {
  const columns = COLUMNS.map((name) => directory[name] as unknown[]);
  directory.subsets.clear();
  for (const at of [...positions].sort((a, b) => b - a)) {
    directory.chars -= charsOf(directory.ids[at]!, directory.texts[at]!);
    directory.at.delete(directory.ids[at]!);
    for (const column of columns) column.splice(at, 1);
  }
  for (let i = people.length - 1; i >= 0; i -= 1) {
    const at = places[i]!;
    for (const column of columns) column.splice(at, 0, undefined);
    directory.ids[at] = people[i]!.id;
    putPerson(directory, at, people[i]!);
  }
  for (let at = Math.min(...positions, ...places); at < directory.ids.length; at += 1) {
    directory.at.set(directory.ids[at]!, at);
  }
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
