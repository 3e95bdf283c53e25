/**
 * API benchmark against a PostgreSQL server filled by `npm run seed:large`:
 *
 *   npm run build && DATABASE_URL=postgres://… npm run bench:api
 *
 * For each hot call: latency percentiles and throughput at 50 connections from wrk (Debian's
 * package; without it, from this process) to the server process over loopback, and — in the
 * same run — the same SQL statements the server
 * issued for that call, replayed directly through `pg` at 50 connections (the floor). The ratio
 * API ÷ SQL (p95) says what the HTTP layer, validation and JSON cost on top of the database.
 * Environment: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50), BENCH_POOL (the server's
 * DATABASE_POOL_SIZE, default 10 as in production), BENCH_ONLY (a regular expression of call names),
 * BENCH_PORT (the server's port; by default one the system finds free).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import {
  freePort,
  get,
  hasWrk,
  load,
  login,
  ms,
  percentiles,
  rssMb,
  sleep,
  startServer,
  wrkLoad,
  type LoadResult,
} from './lib.js';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL database filled by npm run seed:large.');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_PORT, or a port free now: two checkouts benchmarking on one machine do not collide. */
const PORT = Number(process.env.BENCH_PORT) || (await freePort());
/** The server's connections to PostgreSQL during the load. */
const POOL = process.env.BENCH_POOL ?? '10';
/** Only the calls whose name matches (a regular expression), to look at a few again. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

interface Call {
  name: string;
  path: string;
  as: 'admin' | 'manager' | 'employee';
  /**
   * A public route limited to so many requests a minute per address (a calendar feed): measured
   * one request at a time, `one by one` times, inside its limit — its target is a time, not a rate.
   */
  oneByOne?: number;
}

const ALL_CALLS: Call[] = [
  { name: 'verify', path: '/api/user/verify', as: 'employee' },
  { name: 'employee list page', path: '/api/employee/getEmployees?page=1&limit=10', as: 'admin' },
  { name: 'employee search', path: '/api/employee/getEmployees?page=1&limit=10&search=nadia', as: 'admin' },
  { name: 'getAllDep', path: '/api/department/getAllDep', as: 'admin' },
  { name: 'stat: department count', path: '/api/department/getCountDep', as: 'admin' },
  { name: 'stat: total salary', path: '/api/salary/getTotalSalary', as: 'admin' },
  { name: 'stat: employee counts', path: '/api/employee/getEmployeesCount', as: 'admin' },
  { name: 'stat: running projects', path: '/api/projects/getInProgressProjects?limit=5', as: 'admin' },
  { name: 'stat: distribution', path: '/api/department/distribution', as: 'admin' },
  { name: 'stat: leave stats', path: '/api/leave/stats', as: 'admin' },
  { name: 'stat: monthly salary', path: '/api/salary/monthly-summary', as: 'admin' },
  { name: 'stat: active users', path: '/api/user/active', as: 'admin' },
  { name: "today's attendance page", path: '/api/attendance/getAttendances?page=1&limit=10', as: 'admin' },
  { name: 'attendance report page', path: '/api/attendance/report?limit=100&skip=0', as: 'admin' },
  {
    name: 'report page with Not marked',
    path: '/api/attendance/report?limit=100&skip=0&unmarked=include',
    as: 'admin',
  },
  { name: 'leaves page', path: '/api/leave/getAllleaves?page=1&limit=10', as: 'admin' },
  { name: 'salaries page', path: '/api/salary/getAllSalaries?page=1&limit=10', as: 'admin' },
  { name: 'announcements page', path: '/api/annoucement/admin?skip=0&limit=5', as: 'admin' },
  { name: 'my leave balances', path: '/api/leave-balance/me', as: 'employee' },
  { name: 'balance report page', path: '/api/leave-balance/report?page=1&limit=10', as: 'admin' },
  {
    name: 'balance report by available',
    path: '/api/leave-balance/report?page=1&limit=10&sort=available:desc',
    as: 'admin',
  },
];

// The team calendar (issue 15): this month of the largest department (500 people after
// `seed:large --departments 20 --employees 10000`; HR's view filtered to it runs the same
// one-department statement as its manager's), and the first page of HR's organisation view.
async function largestDepartment(): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'select department_id as id from employees where department_id is not null group by 1 order by count(*) desc limit 1',
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}
const monthStart = `${new Date().toISOString().slice(0, 7)}-01`;
const monthEnd = new Date(Date.UTC(Number(monthStart.slice(0, 4)), Number(monthStart.slice(5, 7)), 0))
  .toISOString()
  .slice(0, 10);
const month = `from=${monthStart}&to=${monthEnd}`;
ALL_CALLS.push(
  {
    name: 'team calendar: a department month',
    path: `/api/team-calendar?${month}&department=${await largestDepartment()}`,
    as: 'admin',
  },
  { name: 'team calendar: HR first department page', path: `/api/team-calendar?${month}&page=1&limit=3`, as: 'admin' },
  {
    name: 'team feed: the largest department',
    path: `/api/calendar-feeds/${await teamFeedOfLargestDepartment()}/calendar.ics`,
    as: 'admin',
    oneByOne: 40,
  },
);

/** `count` runs one after another (after three to warm up): their latency percentiles. */
async function oneByOne(count: number, run: () => Promise<boolean>): Promise<LoadResult> {
  for (let i = 0; i < 3; i += 1) await run();
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const at = performance.now();
    if (!(await run().catch(() => false))) errors += 1;
    latencies.push(performance.now() - at);
  }
  return { requests: count, errors, rps: count / ((performance.now() - started) / 1000), ...percentiles(latencies) };
}

/**
 * A team feed (issue 15) of the largest department's manager: 90 days back and a year ahead of
 * their department's absences. Made in the database (the bench signs in as other people); the
 * address's token is random, only its hash is stored, as the app does.
 */
async function teamFeedOfLargestDepartment(): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `insert into calendar_feeds (user_id, kind, token_hash)
       select e.user_id, 'team', $2 from departments d join employees e on e.id = d.manager_id where d.id = $1`,
      [await largestDepartment(), createHash('sha256').update(token).digest('hex')],
    );
    return token;
  } finally {
    await client.end();
  }
}

const CALLS = ALL_CALLS.filter((call) => !ONLY || ONLY.test(call.name));

interface Statement {
  sql: string;
  params: unknown[];
}

async function captureStatements(tokens: Record<Call['as'], string>) {
  // With the read cache off, so that every call shows the SQL it runs when nothing is kept.
  const server = await startServer({ DATABASE_URL: DATABASE_URL!, LOG_SQL: 'true', CACHE_SECONDS: '0' }, PORT);
  const captured = new Map<string, Statement[]>();
  try {
    // The server runs the leave-year job when it starts: wait until its statements are done (no
    // new one for a second, a minute at most), or they would be counted as the first call's.
    for (let quiet = 0, seen = -1, waited = 0; quiet < 1_000 && waited < 60_000; waited += 100) {
      quiet = server.stderrLines.length === seen ? quiet + 100 : 0;
      seen = server.stderrLines.length;
      await sleep(100);
    }
    for (const call of CALLS) {
      await get(PORT, call.path, tokens[call.as]); // warm: the session touch happens at most once a minute
      await sleep(50);
      const from = server.stderrLines.length;
      const res = await get(PORT, call.path, tokens[call.as]);
      if (res.status !== 200) throw new Error(`${call.name}: ${res.status} ${res.body.slice(0, 200)}`);
      await sleep(100);
      captured.set(
        call.name,
        server.stderrLines
          .slice(from)
          .filter((line) => line.startsWith('SQL\t'))
          .map((line) => JSON.parse(line.slice(4)) as Statement),
      );
    }
  } finally {
    await server.stop();
  }
  return captured;
}

async function main() {
  // Sign in through a plain server first: tokens live in the database and work in every process.
  const plain = await startServer({ DATABASE_URL: DATABASE_URL! }, PORT);
  const tokens = {
    admin: (await login(PORT, 'admin@ems.test', 'Admin@12345')).token,
    manager: (await login(PORT, 'manager@ems.test', 'Manager@12345')).token,
    employee: (await login(PORT, 'employee@ems.test', 'Employee@12345')).token,
  };
  await plain.stop();
  const statements = await captureStatements(tokens);

  const server = await startServer({ DATABASE_URL: DATABASE_URL!, DATABASE_POOL_SIZE: POOL }, PORT);
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: CONNECTIONS });
  const rows: Record<string, unknown>[] = [];
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per call, server pool ${POOL}; HTTP load from ${hasWrk ? 'wrk' : 'this process (install wrk for a lighter client)'}\n`,
  );
  console.log(
    '| call | API p50 | API p95 | API p99 | req/s | errors | SQL p50 | SQL p95 | SQL p99 | API÷SQL (p95) | server RSS MiB (before → peak) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  try {
    for (const call of CALLS) {
      // The server's resident memory around the call's load (issue 17: it once climbed on one call).
      const rssBefore = rssMb(server.child.pid!);
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.child.pid!))), 100);
      const api = call.oneByOne
        ? await oneByOne(call.oneByOne, async () => (await get(PORT, call.path, tokens[call.as])).status === 200)
        : hasWrk
          ? await wrkLoad(PORT, call.path, { connections: CONNECTIONS, seconds: SECONDS, token: tokens[call.as] })
          : await load(async () => (await get(PORT, call.path, tokens[call.as])).status === 200, {
              connections: CONNECTIONS,
              seconds: SECONDS,
            });
      clearInterval(sampler);
      const sqls = statements.get(call.name) ?? [];
      const replay = async () => {
        for (const statement of sqls) await pool.query(statement.sql, statement.params);
        return true;
      };
      const floor = call.oneByOne
        ? await oneByOne(call.oneByOne, replay)
        : await load(replay, { connections: CONNECTIONS, seconds: SECONDS });
      const ratio = api.p95 / floor.p95;
      const rss = { before: rssBefore, peak: rssPeak };
      rows.push({ call: call.name, path: call.path, statements: sqls, api, sql: floor, ratio, rss });
      console.log(
        `| ${call.name} | ${ms(api.p50)} | ${ms(api.p95)} | ${ms(api.p99)} | ${api.rps.toFixed(0)} | ${api.errors} | ${ms(floor.p50)} | ${ms(floor.p95)} | ${ms(floor.p99)} | ${ratio.toFixed(2)} | ${rss.before.toFixed(0)} → ${rss.peak.toFixed(0)} |`,
      );
    }
  } finally {
    await pool.end();
    await server.stop();
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/api.json',
    JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, rows }, null, 2),
  );
  console.log('\nAll latencies in milliseconds; written to bench/results/api.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
