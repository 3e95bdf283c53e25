/**
 * Employee search at 10,000 and 100,000 people, on a PostgreSQL server:
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
 *
 * For each size, a scratch database (created here, dropped after) is filled the way the search's
 * plan test fills it (src/server/test/organisation.ts: set-based, ANALYZE only, as on a fresh
 * database). Then, for the first page of ten of a broad search ('nadia', one person in 20), a
 * narrow one (an employee id's digits) and no search, one request at a time:
 * - the database's own search (what a server that keeps nothing runs): each statement's planning
 *   and execution time from EXPLAIN ANALYZE, the median of five;
 * - the kept directory (what the server runs): reading it (once after every change), its size,
 *   the page's pass through it in memory, and the one statement that reads the page's people;
 * - the whole list call through the directory (pass and statement), median of 200;
 * - following one person's change (a phone, a rename) instead of reading the directory again.
 * Environment: BENCH_SIZES (default "10000,100000").
 */
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Principal } from '../src/server/auth/session-store.js';
import type { Db } from '../src/server/db/client.js';
import { openDatabase } from '../src/server/db/client.js';
import * as schema from '../src/server/db/schema/index.js';
import type { CachedArea } from '../src/server/events/change-areas.js';
import { ReadCache } from '../src/server/lib/read-cache.js';
import { listEmployees, directoryPage, peopleDirectory } from '../src/server/modules/employees/index.js';
import type { PeopleDirectory } from '../src/server/modules/employees/people-directory.js';
import { adminQuery } from '../src/server/test/database.js';
import { fillOrganisation } from '../src/server/test/organisation.js';

const SERVER = process.env.BENCH_DATABASE_URL;
if (!SERVER)
  throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server database (scratch databases are made on it).');
setFlagsFromString('--expose-gc');
/** A full collection, so that the heap measured holds only what is still referenced. */
const collect = runInNewContext('gc') as () => void;
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const admin = { role: 'admin', departmentId: null } as Principal;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => value.toFixed(2);

interface Statement {
  sql: string;
  params: unknown[];
}

async function timed(pool: pg.Pool, statement: Statement) {
  const plans: number[] = [];
  const runs: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }>(
      `explain (analyze, format json) ${statement.sql}`,
      statement.params,
    );
    if (i === 0) continue; // the first warms the connection's caches
    plans.push(rows[0]!['QUERY PLAN'][0]['Planning Time']);
    runs.push(rows[0]!['QUERY PLAN'][0]['Execution Time']);
  }
  return `${ms(median(plans))} + ${ms(median(runs))}`;
}

async function measure(people: number) {
  const name = `ems_bench_search_${randomBytes(4).toString('hex')}`;
  await adminQuery(SERVER!, `create database ${name}`);
  const url = new URL(SERVER!);
  url.pathname = `/${name}`;
  const migrating = openDatabase({ url: url.toString(), poolSize: 1 });
  await migrating.migrate();
  await migrating.close();
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  let statements: Statement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => statements.push({ sql: text, params }) };
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  try {
    const filled = performance.now();
    await fillOrganisation(db, people);
    console.log(
      `\n${people.toLocaleString('en')} people (filled in ${((performance.now() - filled) / 1000).toFixed(1)} s)`,
    );
    console.log(
      '| search | total (counted to 500) | database: page (plan + run ms) | database: count | directory: pass ms | directory: page statement | whole call ms |',
    );
    console.log('|---|---|---|---|---|---|---|');

    const cache = new ReadCache<CachedArea>({ ttlMs: 600_000, maxEntries: 10, maxChars: 32_000_000 });
    const loads: number[] = [];
    let heap = 0;
    for (let i = 0; i < 3; i += 1) {
      cache.clear();
      collect();
      const before = process.memoryUsage().heapUsed;
      const started = performance.now();
      await peopleDirectory(db, cache);
      loads.push(performance.now() - started);
      collect();
      // The first read only: later ones start while the connection still holds the previous rows.
      if (i === 0) heap = process.memoryUsage().heapUsed - before;
    }
    const directory = (await peopleDirectory(db, cache))!;

    for (const search of [
      'nadia',
      `G-${String(Math.floor(people / 3))
        .padStart(6, '0')
        .slice(0, 5)}`,
      '',
    ]) {
      const query = { page: 1, limit: 10, ...(search ? { search } : {}) };
      statements = [];
      const plain = await listEmployees(db, admin, query);
      const [page, count] = statements as [Statement, Statement];
      const filter = { departments: [], status: 'active' as const, search: search || undefined };
      for (let i = 0; i < 50; i += 1) directoryPage(directory, filter, { offset: 0, limit: 10 });
      const passes: number[] = [];
      for (let i = 0; i < 200; i += 1) {
        const started = performance.now();
        directoryPage(directory, filter, { offset: 0, limit: 10 });
        passes.push(performance.now() - started);
      }
      statements = [];
      await listEmployees(db, admin, query, cache);
      const [kept] = statements as [Statement];
      const calls: number[] = [];
      for (let i = 0; i < 200; i += 1) {
        const started = performance.now();
        await listEmployees(db, admin, query, cache);
        calls.push(performance.now() - started);
      }
      console.log(
        `| ${search || '(none)'} | ${plain.total} | ${await timed(pool, page)} | ${await timed(pool, count)} | ${ms(median(passes))} | ${await timed(pool, kept)} | ${ms(median(calls))} |`,
      );
    }
    console.log(
      `Reading the directory: ${loads.map((load) => load.toFixed(0)).join(' / ')} ms; about ${(heap / 1024 / 1024).toFixed(1)} MB of heap (${directory.chars.toLocaleString('en')} characters counted against the cache's budget).`,
    );
    const phone = await following(db, cache, directory, 'phone');
    const rename = await following(db, cache, directory, 'rename');
    console.log(
      `Following one change instead (median of 21, the re-reading and placing the next reader waits for): a phone changed ${ms(phone)} ms, a person renamed ${ms(rename)} ms.`,
    );
  } finally {
    await pool.end();
    await adminQuery(SERVER!, `drop database ${name} with (force)`);
  }
}

/**
 * How long the next reader waits for the directory after one person's change, announced as the
 * database announces it: a phone (nothing the directory shows: the person is re-read in place) or
 * a rename (the person moves, placed by the database).
 */
async function following(db: Db, cache: ReadCache<CachedArea>, directory: PeopleDirectory, change: 'phone' | 'rename') {
  const times: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const id = directory.ids[Math.floor(Math.random() * directory.ids.length)]!;
    if (change === 'phone') {
      await db
        .update(schema.employees)
        .set({ phone: `+8809${randomBytes(5).toString('hex').slice(0, 9)}` })
        .where(eq(schema.employees.id, id));
      cache.changedRows('Employees', { table: 'employees', ids: [id] });
    } else {
      const [user] = await db
        .update(schema.users)
        .set({ name: sql`${schema.users.name} || ' ' || ${String(i)}` })
        .where(sql`${schema.users.id} = (select user_id from employees where id = ${id})`)
        .returning({ id: schema.users.id });
      cache.changedRows('Accounts', { table: 'users', ids: [user!.id] });
    }
    const started = performance.now();
    const now = await peopleDirectory(db, cache);
    times.push(performance.now() - started);
    if (now !== directory) throw new Error('the directory was read again instead of followed');
  }
  return median(times);
}

for (const people of SIZES) await measure(people);
