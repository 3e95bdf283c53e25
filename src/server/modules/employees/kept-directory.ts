import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { departments, employees, users } from '../../db/schema/index.js';
import type { AreaCache } from '../../events/change-areas.js';
import type { ChangedRows } from '../../lib/read-cache.js';
import { rowsOf } from '../../lib/sql.js';
import {
  type DirectoryPerson,
  directoryOf,
  type PeopleDirectory,
  putPerson,
  readPeople,
  rearrangePeople,
} from './people-directory.js';

const DIRECTORY_KEY = 'employees:directory';

/** More people moved than this at once (an import, a bulk change): reading everyone again is simpler. */
const MOST_MOVED = 200;

/**
 * Takes in the rows a change touched: people by employee id, accounts by user id, to be re-read
 * by the next reader. Anything else of its areas (a photo) cannot be followed: the directory is
 * dropped, as it is by a department's change or a change announced without its rows.
 */
function takeIn(directory: PeopleDirectory, rows: ChangedRows) {
  const into =
    rows.table === 'employees'
      ? directory.changedPeople
      : rows.table === 'users'
        ? directory.changedAccounts
        : undefined;
  if (!into) return false;
  for (const id of rows.ids) into.add(id);
  directory.heard += 1;
  return true;
}

/**
 * The people directory, up to date with every change announced so far, when the read cache keeps
 * things; undefined otherwise (the list then asks the database as it always did, for each page).
 */
export function peopleDirectory(db: Db, cache: AreaCache | undefined): Promise<PeopleDirectory> | undefined {
  if (!cache?.keeps) return undefined;
  // Names, ids and status (employees), roles (accounts), department names (departments).
  return cache
    .get(DIRECTORY_KEY, ['Employees', 'Accounts', 'Departments'], async () => directoryOf(await readPeople(db)), {
      charsOf: (directory) => directory.chars,
      follow: takeIn,
    })
    .then((directory) => followChanges(db, directory));
}

/**
 * Re-reads the people changed since the directory was read, before this reader uses it: the
 * changes announced before the read began, not those that keep coming while it waits (one
 * re-reading at a time; a reader waits for the one in progress and at most one more).
 */
async function followChanges(db: Db, directory: PeopleDirectory) {
  const announced = directory.heard;
  while (directory.applied < announced) {
    directory.following ??= reread(db, directory).finally(() => (directory.following = undefined));
    await directory.following;
  }
  return directory;
}

/**
 * The changed people as they are now: each whose name is unchanged is rewritten where it stands;
 * the others, the new and the removed move, each placed among the rest by the database's own
 * comparison of names (`placesOf`), never by JavaScript's.
 */
async function reread(db: Db, directory: PeopleDirectory) {
  const upTo = directory.heard;
  const people = [...directory.changedPeople];
  const accounts = [...directory.changedAccounts];
  directory.changedPeople = new Set();
  directory.changedAccounts = new Set();
  try {
    const rows = await readPeople(
      db,
      sql`${employees.id} = any(${sql.param(people)}::uuid[]) or ${employees.userId} = any(${sql.param(accounts)}::uuid[])`,
    );
    directory.subsets.clear();
    const gone = new Set(people.filter((id) => directory.at.has(id)));
    const moved: DirectoryPerson[] = [];
    for (const row of rows) {
      const at = directory.at.get(row.id);
      gone.delete(row.id);
      if (at !== undefined && directory.names[at] === row.name) putPerson(directory, at, row);
      else {
        moved.push(row);
        if (at !== undefined) gone.add(row.id);
      }
    }
    if (gone.size || moved.length) await rearrange(db, directory, gone, moved);
    directory.applied = upTo;
  } catch (error) {
    // Nothing is lost: whoever reads next tries again.
    for (const id of people) directory.changedPeople.add(id);
    for (const id of accounts) directory.changedAccounts.add(id);
    throw error;
  }
}

/** The directory without the `gone` and with the `moved` (in the database's order) in their places. */
async function rearrange(db: Db, directory: PeopleDirectory, gone: Set<string>, moved: DirectoryPerson[]) {
  if (moved.length > MOST_MOVED) {
    const { changedPeople, changedAccounts, heard, applied } = directory;
    Object.assign(directory, directoryOf(await readPeople(db)), { changedPeople, changedAccounts, heard, applied });
    return;
  }
  const positions = [...gone].map((id) => directory.at.get(id)!);
  const kept: number[] = [];
  for (let at = 0; at < directory.ids.length; at += 1) if (!gone.has(directory.ids[at]!)) kept.push(at);
  // Placed first, changed after in one go: a failed statement leaves the directory as it was.
  const places = await placesOf(db, directory, kept, moved);
  rearrangePeople(directory, positions, moved, places);
}

/**
 * For each moved person, how many of the kept people come before them in the list's order, as
 * the database compares (name, id): first among every √n-th kept person, then inside the stretch
 * that leaves — two statements whatever the size.
 */
async function placesOf(db: Db, directory: PeopleDirectory, kept: number[], moved: DirectoryPerson[]) {
  const step = Math.max(1, Math.ceil(Math.sqrt(kept.length)));
  const samples: number[] = [];
  for (let i = 0; i < kept.length; i += step) samples.push(i);
  const rough = await below(
    db,
    directory,
    moved,
    moved.map(() => samples.map((i) => kept[i]!)),
  );
  const stretches = rough.map((count) => {
    const from = count === 0 ? 0 : (count - 1) * step + 1;
    return { from, to: Math.min(count * step, kept.length) };
  });
  const fine = await below(
    db,
    directory,
    moved,
    stretches.map(({ from, to }) => kept.slice(from, to)),
  );
  return stretches.map(({ from }, i) => from + fine[i]!);
}

/** For each moved person, how many of their candidates (directory positions) come before them. */
async function below(db: Db, directory: PeopleDirectory, moved: DirectoryPerson[], candidates: number[][]) {
  const probe = candidates.flatMap((positions, i) => positions.map(() => i + 1));
  const positions = candidates.flat();
  const result = await db.execute(sql`
    select count(k.probe)::int as below
    from unnest(${sql.param(moved.map((person) => person.name))}::text[], ${sql.param(moved.map((person) => person.id))}::uuid[])
      with ordinality as x(name, id, probe)
    left join unnest(${sql.param(probe)}::int[], ${sql.param(positions.map((at) => directory.names[at]))}::text[],
        ${sql.param(positions.map((at) => directory.ids[at]))}::uuid[]) as k(probe, name, id)
      on k.probe = x.probe and (k.name, k.id) < (x.name, x.id)
    group by x.probe order by x.probe`);
  return rowsOf<{ below: number }>(result).map((row) => row.below);
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
 * read cache keeps nothing, or for someone it does not hold yet.
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
    const rows = await db
      .select({ id: employees.id, code: employees.employeeCode, name: users.name, department: departments.name })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .leftJoin(departments, eq(departments.id, employees.departmentId))
      .where(inArray(employees.id, missing));
    for (const { id, ...label } of rows) labels.set(id, label);
  }
  return labels;
}
