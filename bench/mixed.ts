/**
 * A working day in one script (issue 28): 50 connections reading what people read while writers
 * make what people write, at 0, 5 and 50 writes a second, against the built server on a
 * PostgreSQL database filled by `npm run seed:large`:
 *
 *   createdb -h 127.0.0.1 -U postgres ems_mixed
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ems_mixed npm run seed:large -- --employees 10000
 *   npm run build && DATABASE_URL=… npm run bench:mixed [-- --seconds 60 --rates 0,5,50 --cache-off]
 *
 * Reads (wrk, one thread, keep-alive, round robin): the employee list and a search, the leaves
 * page, the balance report by name and by what is available, the admin's and an employee's
 * dashboard, and a department's month of the team calendar — each as the role that reads it.
 * Writes (this process, open loop at the given rate, in turn): an attendance mark for today (a
 * correction of yesterday's once everyone is marked), a one-day leave request, HR's decision on
 * one, and an employee changing their own phone number. Every write must succeed: a refusal is
 * counted as an error and printed, since it means the mix broke a rule, not that the server is slow.
 *
 * Budgets at 10,000 people: reads p95 < 50 ms at 5 writes/s and < 100 ms at 50 writes/s, writes
 * p95 < 100 ms, no error, the server's resident memory < 400 MB. Prints a markdown table and each
 * budget's verdict, writes bench/results/mixed.json; exits 1 when a budget is missed.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

import { parseArgs } from 'node:util';
import pg from 'pg';
import { addDays, todayIn, weekdayOf } from '#shared/dates.js';
import {
  cpuMsOf,
  databaseCpu,
  databaseCpuSince,
  freePort,
  login,
  ms,
  percentiles,
  request,
  requirePrograms,
  rssMb,
  runScript,
  sleep,
  startServer,
  wrkLoad,
  writersOf,
  type WrkRead,
} from './lib.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    rates: { type: 'string', default: '0,5,50' },
    connections: { type: 'string', default: '50' },
    'cache-off': { type: 'boolean', default: false },
    /** First time each read alone, one request at a time: what each costs before any load. */
    each: { type: 'boolean', default: false },
  },
});
const DATABASE_URL = process.env.DATABASE_URL;
const DATABASE_NAME = DATABASE_URL ? new URL(DATABASE_URL).pathname.slice(1) : '';
const SECONDS = Number(args.seconds);
const RATES = args.rates.split(',').map(Number);
const CONNECTIONS = Number(args.connections);
const ZONE = process.env.ORG_TIMEZONE ?? 'Asia/Dhaka';
/** People who write (sessions made in the database: signing 2,000 people in would take minutes of argon2). */
const WRITERS = 2000;
const BUDGET = { readP95At5: 50, readP95At50: 100, writeP95: 100, rssMb: 400 };

interface Read extends WrkRead {
  name: string;
}
interface WriteResult {
  kind: string;
  ms: number;
  /** When it started, in seconds since the server started (to line up with its log). */
  atS?: number;
  ok: boolean;
  detail?: string;
}

async function main() {
  requirePrograms([{ name: 'wrk', install: 'apt-get install wrk' }]);
  if (!DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL database filled by npm run seed:large.');
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const people = await db.query<{ n: number }>('select count(*)::int as n from employees');
  if (people.rows[0]!.n < 1000) throw new Error('The database holds fewer than 1,000 people: run npm run seed:large.');

  const port = await freePort();
  const server = await startServer(
    { DATABASE_URL, ORG_TIMEZONE: ZONE, ...(args['cache-off'] ? { CACHE_SECONDS: '0' } : {}) },
    port,
  );
  try {
    const world = await prepare(db, port);
    if (args.each) await eachAlone(port, server.child.pid!, world);
    else await warmWrites(port, world);
    console.log(
      `${people.rows[0]!.n} people; ${CONNECTIONS} reading connections (wrk); ${SECONDS} s per rate; cache ${args['cache-off'] ? 'off' : 'on'}; load average before: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}\n`,
    );
    console.log(
      '| writes/s | reads p50 | reads p95 | reads p99 | reads/s | read errors | writes done | writes p50 | writes p95 | writes p99 | write errors | server RSS peak MiB |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    const rows = [];
    for (const rate of RATES) {
      const row = await phase(port, server.child.pid!, world, rate);
      rows.push(row);
      console.log(
        `| ${rate} | ${ms(row.reads.p50)} | ${ms(row.reads.p95)} | ${ms(row.reads.p99)} | ${row.reads.rps.toFixed(0)} | ${row.reads.errors} | ${row.writes.done} | ${ms(row.writes.p50)} | ${ms(row.writes.p95)} | ${ms(row.writes.p99)} | ${row.writes.errors} | ${row.rssPeak.toFixed(0)} |`,
      );
      for (const detail of row.writes.failures.slice(0, 5)) console.log(`    refused: ${detail}`);
    }
    const verdicts = judge(rows);
    console.log('');
    for (const verdict of verdicts) console.log(`${verdict.ok ? 'met   ' : 'MISSED'} ${verdict.text}`);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/mixed.json',
      JSON.stringify(
        { at: new Date().toISOString(), seconds: SECONDS, cache: !args['cache-off'], rows, verdicts },
        null,
        2,
      ),
    );
    console.log('\nAll latencies in milliseconds; written to bench/results/mixed.json');
    if (verdicts.some((verdict) => !verdict.ok)) process.exitCode = 1;
  } finally {
    await server.stop();
    await db.end();
  }
}

/**
 * Each read asked 40 times in a row, alone (after one to warm it), then each kind of write 40
 * times in a row: p50 and p95 in ms, and the CPU each request cost the server and the database
 * (ms per request, from /proc: unlike the latencies, it holds on a busy machine).
 */
async function eachAlone(port: number, pid: number, world: World) {
  const idleFrom = cpuMsOf(pid);
  await sleep(5000);
  const idleCpuPerMs = (cpuMsOf(pid) - idleFrom) / 5000;
  console.log(`The server alone, asked nothing: ${(idleCpuPerMs * 1000).toFixed(1)} ms of CPU a second.\n`);
  const cost = async (ask: () => Promise<unknown>) => {
    const started = performance.now();
    const [server, database] = [cpuMsOf(pid), databaseCpu(DATABASE_NAME)];
    await ask();
    const took = performance.now() - started;
    // Less what the server uses when nobody asks anything (its timers, workers and collector).
    const idle = idleCpuPerMs * took;
    return {
      ms: took,
      server: cpuMsOf(pid) - server - idle,
      database: databaseCpuSince(database, databaseCpu(DATABASE_NAME)),
    };
  };
  const line = (name: string, costs: { ms: number; server: number; database: number }[]) => {
    const { p50, p95 } = percentiles(costs.map((one) => one.ms));
    const mean = (of: (one: (typeof costs)[number]) => number) =>
      costs.reduce((sum, one) => sum + of(one), 0) / costs.length;
    console.log(
      `| ${name} | ${ms(p50)} | ${ms(p95)} | ${mean((one) => one.server).toFixed(2)} | ${mean((one) => one.database).toFixed(2)} |`,
    );
  };
  console.log('| alone | p50 | p95 | server CPU ms | database CPU ms |\n|---|---|---|---|---|');
  for (const read of world.reads) {
    await request(port, 'GET', read.path, { token: read.token });
    const costs = [];
    for (let n = 0; n < 40; n += 1)
      costs.push(await cost(() => request(port, 'GET', read.path, { token: read.token })));
    line(`${read.name} \`${read.path.split('?')[0]}\``, costs);
  }
  const write = writer(port, world);
  const byKind = new Map<string, { ms: number; server: number; database: number }[]>();
  for (let n = 0; n < 40 * KINDS.length; n += 1) {
    let result: WriteResult | undefined;
    const one = await cost(async () => (result = await write()));
    if (!result!.ok) throw new Error(`a write was refused: ${result!.detail}`);
    (byKind.get(result!.kind) ?? byKind.set(result!.kind, []).get(result!.kind)!).push(one);
  }
  for (const [kind, costs] of byKind) line(`write: ${kind}`, costs);
  console.log('');
}

interface World {
  reads: Read[];
  hr: string;
  admin: string;
  /** Employees who write: their token, record id and the days they may still ask for. */
  writers: { token: string; employeeId: string; days: string[] }[];
  /** People not marked today, then everyone (corrections of yesterday). */
  unmarked: string[];
  everyone: string[];
  pending: string[];
}

async function prepare(db: pg.Client, port: number): Promise<World> {
  const admin = (await login(port, 'admin@ems.test', 'Admin@12345')).token;
  const hr = (await login(port, 'moderator@ems.test', 'Moderator@12345')).token;
  const manager = (await login(port, 'manager@ems.test', 'Manager@12345')).token;
  const today = todayIn(ZONE);
  const writers = (await writersOf(db, WRITERS)).map((writer) => ({ ...writer, days: [] as string[] }));
  await assignLeaveDays(db, port, admin, writers, today);
  const { rows: unmarked } = await db.query<{ id: string }>(
    `select e.id from employees e where e.last_working_day is null
      and not exists (select 1 from attendance a where a.employee_id = e.id and a.date = $1) order by random()`,
    [today],
  );
  const { rows: everyone } = await db.query<{ id: string }>(
    'select id from employees where last_working_day is null order by random()',
  );
  const { rows: largest } = await db.query<{ id: string }>(
    `select department_id as id from employees where department_id is not null group by 1 order by count(*) desc limit 1`,
  );
  const month = today.slice(0, 7);
  const monthEnd = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
  const searches = ['nadia', 'rahman', 'sara', 'hossain', 'emp-1', 'omar is', 'farah k', 'zara'];
  const reads: Read[] = [
    { name: 'employee list', path: '/api/employee/getEmployees?page=1&limit=10', token: admin },
    ...searches.map((term) => ({
      name: 'employee search',
      path: `/api/employee/getEmployees?page=1&limit=10&search=${encodeURIComponent(term)}`,
      token: admin,
    })),
    { name: 'leaves page', path: '/api/leave/getAllleaves?page=1&limit=10', token: hr },
    { name: 'balance report', path: '/api/leave-balance/report?page=1&limit=10', token: hr },
    {
      name: 'balance report by available',
      path: '/api/leave-balance/report?page=1&limit=10&sort=available:desc',
      token: hr,
    },
    { name: 'admin dashboard', path: '/api/dashboard/admin', token: admin },
    { name: 'employee dashboard', path: '/api/dashboard/employee', token: writers[0]!.token },
    { name: 'manager dashboard', path: '/api/dashboard/manager', token: manager },
    {
      name: 'team calendar',
      path: `/api/team-calendar?from=${month}-01&to=${monthEnd}&department=${largest[0]!.id}`,
      token: hr,
    },
  ];
  for (const read of reads) {
    const res = await request(port, 'GET', read.path, { token: read.token });
    if (res.status !== 200) throw new Error(`${read.name}: ${res.status} ${res.body.slice(0, 200)}`);
  }
  return {
    reads,
    hr,
    admin,
    writers,
    unmarked: unmarked.map((row) => row.id),
    everyone: everyone.map((row) => row.id),
    pending: [],
  };
}

/**
 * Days a writer may ask for: working days (the organisation's work week, no holiday) 400 to 700
 * days ahead, on none of which they already have leave — so runs on one seed never overlap.
 */
async function assignLeaveDays(db: pg.Client, port: number, admin: string, writers: World['writers'], today: string) {
  const week = JSON.parse((await request(port, 'GET', '/api/calendar/work-week', { token: admin })).body) as {
    result: { weekendDays: number[] };
  };
  const weekend = new Set(week.result.weekendDays);
  const { rows: holidays } = await db.query<{ day: string }>('select day::text from holidays where day > $1', [today]);
  const closed = new Set(holidays.map((row) => row.day));
  const working: string[] = [];
  for (let offset = 400; offset <= 700; offset += 1) {
    const day = addDays(today, offset);
    if (!weekend.has(weekdayOf(day)) && !closed.has(day)) working.push(day);
  }
  const { rows: taken } = await db.query<{ employee_id: string; start_date: string; end_date: string }>(
    `select employee_id, start_date::text, end_date::text from leaves
      where employee_id = any($1::uuid[]) and end_date > $2::date + 399 and status in ('Pending', 'Approved')`,
    [writers.map((writer) => writer.employeeId), today],
  );
  const busy = new Map<string, Set<string>>();
  for (const row of taken) {
    for (let day = row.start_date; day <= row.end_date; day = addDays(day, 1)) {
      (busy.get(row.employee_id) ?? busy.set(row.employee_id, new Set()).get(row.employee_id)!).add(day);
    }
  }
  writers.forEach((writer, i) => {
    const own = busy.get(writer.employeeId);
    // Each writer starts at a different day; a few a year is what an annual balance allows.
    writer.days = working.filter((day, at) => (at + i) % 40 === 0 && !own?.has(day));
  });
}

const KINDS = ['attendance mark', 'leave request', 'leave decision', 'phone change'] as const;

function writer(port: number, world: World) {
  let turn = 0;
  let next = 0;
  const today = todayIn(ZONE);
  return async (): Promise<WriteResult> => {
    let kind = KINDS[turn++ % KINDS.length]!;
    if (kind === 'leave decision' && world.pending.length === 0) kind = 'leave request';
    const started = performance.now();
    let res;
    if (kind === 'attendance mark') {
      const id = world.unmarked.pop();
      res = id
        ? await request(port, 'PUT', `/api/attendance/updateAttendance/${id}`, {
            token: world.admin,
            body: { status: 'Present' },
          })
        : await request(port, 'PUT', `/api/attendance/correct/${world.everyone[next++ % world.everyone.length]}`, {
            token: world.admin,
            body: { date: addDays(today, -1), status: 'Present', reason: 'Badge reader was down' },
          });
    } else if (kind === 'leave request') {
      const person = world.writers.find((candidate, i) => candidate.days.length && i >= next % world.writers.length);
      next += 1;
      if (!person) return { kind, ms: 0, ok: false, detail: 'no writer has a day left to ask for' };
      const day = person.days.shift()!;
      res = await request(port, 'POST', '/api/leave/addLeave', {
        token: person.token,
        body: { leaveType: 'Annual Leave', startDate: day, endDate: day, reason: 'A day of my own' },
      });
      if (res.status === 201) world.pending.push((JSON.parse(res.body) as { result: { _id: string } }).result._id);
    } else if (kind === 'leave decision') {
      const id = world.pending.shift()!;
      res = await request(port, 'PUT', `/api/leave/approveLeave/${id}`, { token: world.hr, body: {} });
    } else {
      const person = world.writers[next++ % world.writers.length]!;
      const phone = `019${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`;
      res = await request(port, 'PUT', `/api/employee/updateEmployee/${person.employeeId}`, {
        token: person.token,
        body: { emp_phone: phone },
      });
    }
    const took = performance.now() - started;
    const ok = res.status >= 200 && res.status < 300;
    return {
      kind,
      ms: took,
      atS: Math.round(started / 100) / 10,
      ok,
      ...(ok ? {} : { detail: `${kind}: ${res.status} ${res.body.slice(0, 160)}` }),
    };
  };
}

/**
 * Each kind of write ten times before anything is measured, as a server of a working day has made
 * them all before: the first ones compile their code and open connections (over a second, once).
 */
async function warmWrites(port: number, world: World) {
  const write = writer(port, world);
  for (let n = 0; n < 10 * KINDS.length; n += 1) {
    const result = await write();
    if (!result.ok) throw new Error(`warming up: ${result.detail}`);
  }
}

async function phase(port: number, pid: number, world: World, rate: number) {
  let rssPeak = rssMb(pid);
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 100);
  const write = writer(port, world);
  const results: WriteResult[] = [];
  const inFlight = new Set<Promise<void>>();
  // Writing starts with wrk's measured run (after its one-second warm-up) and stops with it.
  let state: 'warming' | 'measuring' | 'over' = 'warming';
  const writes = (async () => {
    if (!rate) return;
    while (state === 'warming') await sleep(10);
    // Open loop: a write starts every 1/rate s whatever the others are doing (at most 200 at once).
    const every = 1000 / rate;
    const start = performance.now();
    for (let n = 0; state === 'measuring'; n += 1) {
      const wait = start + n * every - performance.now();
      if (wait > 0) await sleep(wait);
      if (state !== 'measuring' || inFlight.size >= 200) continue;
      const one: Promise<void> = write().then(
        (result) => void results.push(result),
        (error: unknown) => void results.push({ kind: 'error', ms: 0, ok: false, detail: String(error) }),
      );
      inFlight.add(one);
      void one.finally(() => inFlight.delete(one));
    }
  })();
  const reads = await wrkLoad(port, world.reads, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    onMeasured: () => (state = 'measuring'),
  }).finally(() => (state = 'over'));
  await writes;
  await Promise.all(inFlight);
  clearInterval(sampler);
  const latencies = results.filter((result) => result.ok).map((result) => result.ms);
  const byKind = Object.fromEntries(
    KINDS.map((kind) => [kind, percentiles(results.filter((r) => r.ok && r.kind === kind).map((r) => r.ms))]),
  );
  return {
    rate,
    reads,
    writes: {
      done: results.length,
      errors: results.filter((result) => !result.ok).length,
      failures: results.filter((result) => !result.ok).map((result) => result.detail ?? result.kind),
      ...percentiles(latencies),
      byKind,
      slowest: results
        .filter((result) => result.ok)
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 8)
        .map(({ kind, ms: took, atS }) => ({ kind, ms: Math.round(took), atS })),
    },
    rssPeak,
  };
}

type Row = Awaited<ReturnType<typeof phase>>;

function judge(rows: Row[]) {
  const verdicts: { ok: boolean; text: string }[] = [];
  for (const row of rows) {
    const readBudget = row.rate >= 50 ? BUDGET.readP95At50 : row.rate >= 5 ? BUDGET.readP95At5 : BUDGET.readP95At5;
    verdicts.push({
      ok: row.reads.p95 < readBudget,
      text: `${row.rate} writes/s: reads p95 ${ms(row.reads.p95)} ms < ${readBudget} ms`,
    });
    if (row.rate > 0) {
      verdicts.push({
        ok: row.writes.p95 < BUDGET.writeP95,
        text: `${row.rate} writes/s: writes p95 ${ms(row.writes.p95)} ms < ${BUDGET.writeP95} ms`,
      });
    }
    verdicts.push({
      ok: row.reads.errors === 0 && row.writes.errors === 0,
      text: `${row.rate} writes/s: no error (reads ${row.reads.errors}, writes ${row.writes.errors})`,
    });
    verdicts.push({
      ok: row.rssPeak < BUDGET.rssMb,
      text: `${row.rate} writes/s: server RSS peak ${row.rssPeak.toFixed(0)} MiB < ${BUDGET.rssMb} MiB`,
    });
  }
  return verdicts;
}

runScript(main, async () => {});
