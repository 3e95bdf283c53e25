/**
 * Soak: a long mixed load against a PostgreSQL database filled by `npm run seed:large`:
 *
 *   npm run build && DATABASE_URL=postgres://… npm run bench:soak
 *
 * SOAK_CONNECTIONS (default 100) clients, each signed in as its own generated employee and
 * sharing the admin's session, send one request after another for SOAK_SECONDS (default 600):
 * 70% reads (employee list and search, dashboard statistics, today's attendance, leaves,
 * salaries, announcements, verify…) and 30% writes that each leave a record (employees asking
 * for leave, the admin recording leaves, extra payments and announcements, marking today's
 * attendance, employees moving their tasks on). The writes are ones the rules accept
 * (writes.ts): a person without a leave day left takes back their oldest pending leave instead.
 * Every acknowledged write is looked for in the database afterwards, with the half-written
 * checks. The server's resident memory is sampled from /proc. Exits non-zero on any server
 * error, any request the server refused (4xx: the mix is at fault, reported apart), missing
 * write or half-written record.
 * Also: SOAK_POOL_SIZE (server's DATABASE_POOL_SIZE, default 20), SOAK_PORT (by default a port
 * free at start, so two checkouts on one machine do not collide).
 */
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { makePng } from '../src/server/test/images.js';
import { todayIn } from '../src/shared/dates.js';
import { type Op, ok, refusals, refused, send, type Outcome, weighted } from './drive.js';
import { freePort, get, login, ms, percentiles, requireBuild, rssMb, startServer } from './lib.js';
import { halfWritten, type Person, readOrganisation, Writes } from './writes.js';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL database filled by npm run seed:large.');
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const POOL_SIZE = process.env.SOAK_POOL_SIZE ?? '20';
/** SOAK_PORT, or a port free now (two checkouts on one machine do not collide). */
const PORT = Number(process.env.SOAK_PORT) || (await freePort());
const NAMES = ['nadia', 'rahim', 'sara', 'omar', 'priya', 'karim', 'zara', 'elena', 'hossain', 'khan'];
const STATS = [
  '/api/department/getCountDep',
  '/api/salary/getTotalSalary',
  '/api/employee/getEmployeesCount',
  '/api/projects/getInProgressProjects?limit=5',
  '/api/department/distribution',
  '/api/leave/stats',
  '/api/salary/monthly-summary',
];

interface Client {
  token: string;
  person: Person;
  tasks: string[];
}

const any = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** Each connection signs in as one generated employee (person101… are employees, not managers). */
async function signIn(pool: pg.Pool): Promise<Client[]> {
  const people = await pool.query<Person & { email: string }>(
    `select u.email, e.id as "employeeId", u.id as "userId", u.name from users u join employees e on e.user_id = u.id
     where u.email like 'person%@large.test' and u.role = 'employee' order by e.employee_code limit $1`,
    [CONNECTIONS],
  );
  if (people.rows.length < CONNECTIONS)
    throw new Error('Not enough generated employees: is this a seed:large database?');
  const tasks = await pool.query<{ id: string; employee_id: string }>(
    'select id, employee_id from tasks where employee_id = any($1)',
    [people.rows.map((row) => row.employeeId)],
  );
  const clients: Client[] = [];
  for (let i = 0; i < people.rows.length; i += 4) {
    const batch = people.rows.slice(i, i + 4);
    const tokens = await Promise.all(batch.map(async (row) => (await login(PORT, row.email, 'Employee@12345')).token));
    batch.forEach((row, k) =>
      clients.push({
        token: tokens[k]!,
        person: { employeeId: row.employeeId, userId: row.userId, name: row.name },
        tasks: tasks.rows.filter((task) => task.employee_id === row.employeeId).map((task) => task.id),
      }),
    );
  }
  return clients;
}

function operations(admin: string, client: Client, writes: Writes, unmarked: string[]) {
  const read = (name: string, path: () => string, token = admin): Op => ({ name, run: () => get(PORT, path(), token) });
  const salary: Op = { name: 'add salary', run: () => writes.addSalary() };
  return weighted([
    // reads: 70
    [10, read('verify', () => '/api/user/verify', client.token)],
    [
      8,
      read(
        'employee list page',
        () => `/api/employee/getEmployees?page=${1 + Math.floor(Math.random() * 20)}&limit=10`,
      ),
    ],
    [6, read('employee search', () => `/api/employee/getEmployees?page=1&limit=10&search=${any(NAMES)}`)],
    [14, read('dashboard stat', () => any(STATS))],
    [
      8,
      read(
        "today's attendance page",
        () => `/api/attendance/getAttendances?page=${1 + Math.floor(Math.random() * 50)}&limit=10`,
      ),
    ],
    [6, read('leaves page', () => '/api/leave/getAllleaves?page=1&limit=10')],
    [3, read('own leaves', () => `/api/leave/getLeave/${client.person.userId}`, client.token)],
    [6, read('salaries page', () => '/api/salary/getAllSalaries?page=1&limit=10')],
    [4, read('announcements page', () => '/api/annoucement/admin?skip=0&limit=5')],
    [3, read('announcement inbox', () => '/api/annoucement/inbox?skip=0&limit=5', client.token)],
    [2, read('own tasks', () => '/api/tasks/my', client.token)],
    // writes: 30
    [
      8,
      { name: 'employee asks for leave', run: () => writes.addLeave({ token: client.token, person: client.person }) },
    ],
    [3, { name: 'admin records a leave', run: () => writes.addLeave() }],
    [7, salary],
    [5, { name: 'announce to one person', run: () => writes.addAnnouncement() }],
    [
      4,
      () =>
        client.tasks.length
          ? { name: 'task status', run: () => writes.advanceTask(client.token, any(client.tasks)) }
          : salary,
    ],
    [
      3,
      () => (unmarked.length ? { name: 'mark attendance', run: () => writes.markAttendance(unmarked.pop()!) } : salary),
    ],
  ]);
}

async function main() {
  requireBuild();
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
  const server = await startServer({ DATABASE_URL: DATABASE_URL!, DATABASE_POOL_SIZE: POOL_SIZE }, PORT);
  const pid = server.child.pid!;
  try {
    const admin = (await login(PORT, 'admin@ems.test', 'Admin@12345')).token;
    const clients = await signIn(pool);
    const tag = `soak-${Date.now().toString(36)}`;
    const organisation = await readOrganisation(PORT, admin, 5_000);
    const writes = new Writes({
      port: PORT,
      adminToken: admin,
      ...organisation,
      tag,
      timeoutMs: 30_000,
      photo: await makePng(96, 96),
    });
    const taskRows = await pool.query<{ id: string; status: string }>(
      'select id, status::text from tasks where id = any($1)',
      [clients.flatMap((c) => c.tasks)],
    );
    for (const row of taskRows.rows) writes.taskStatus.set(row.id, row.status);
    // The organisation's today, as the server computes it (each mark's answer says which day it took).
    const today = todayIn(process.env.ORG_TIMEZONE ?? 'Asia/Dhaka');
    const unmarked = (
      await pool.query<{ id: string }>(
        'select e.id from employees e where not exists (select 1 from attendance a where a.employee_id = e.id and a.date = $1) order by random()',
        [today],
      )
    ).rows.map((row) => row.id);
    console.log(
      `${CONNECTIONS} connections for ${SECONDS} s against pid ${pid} (pool ${POOL_SIZE}); ${unmarked.length} employees to mark; run tag ${tag}`,
    );
    console.log(
      `machine load average at the start: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} (${cpus().length} cores)`,
    );

    const latencies: number[] = [];
    // Server errors (5xx, no answer, a timeout) apart from the requests it refused (4xx: the mix's fault).
    const byOp = new Map<string, { n: number; refused: number; errors: number }>();
    const errorSamples: string[] = [];
    const refusedOutcomes: Outcome[] = [];
    const rss: { at: number; mb: number }[] = [];
    let errors = 0;
    const started = performance.now();
    const until = started + SECONDS * 1000;
    const sampler = setInterval(() => rss.push({ at: (performance.now() - started) / 1000, mb: rssMb(pid) }), 5_000);
    const report = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      console.log(
        `  ${elapsed.toFixed(0).padStart(4)} s  ${latencies.length} requests (${(latencies.length / elapsed).toFixed(0)}/s)  errors ${errors}  refused ${refusedOutcomes.length}  RSS ${rssMb(pid).toFixed(0)} MB`,
      );
    }, 60_000);
    rss.push({ at: 0, mb: rssMb(pid) });

    await Promise.all(
      clients.map(async (client, worker) => {
        const pick = operations(admin, client, writes, unmarked);
        while (performance.now() < until) {
          const outcome = await send(pick(), worker);
          latencies.push(outcome.end - outcome.start);
          const stats = byOp.get(outcome.op) ?? { n: 0, refused: 0, errors: 0 };
          stats.n += 1;
          if (refused(outcome)) {
            stats.refused += 1;
            refusedOutcomes.push(outcome);
          } else if (!ok(outcome)) {
            stats.errors += 1;
            errors += 1;
            if (errorSamples.length < 10)
              errorSamples.push(
                `${outcome.op}: ${outcome.status || outcome.error} ${outcome.response?.body.slice(0, 200) ?? ''}`,
              );
          }
          byOp.set(outcome.op, stats);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    clearInterval(report);
    rss.push({ at: elapsed, mb: rssMb(pid) });
    await server.stop();
    const logged = server.stderrLines.filter((line) => /"level":(4|5|6)0/.test(line));
    console.log(
      `server log lines at warn or above: ${logged.length}${logged.length ? `, first: ${logged[0]!.slice(0, 300)}` : ''}`,
    );

    console.log(
      `machine load average at the end: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    const p = percentiles(latencies);
    console.log(
      `\n${latencies.length} requests in ${elapsed.toFixed(0)} s: ${(latencies.length / elapsed).toFixed(0)} req/s; p50 ${ms(p.p50)} ms, p95 ${ms(p.p95)} ms, p99 ${ms(p.p99)} ms, max ${ms(latencies.reduce((a, b) => Math.max(a, b), 0))} ms`,
    );
    console.log(`server errors: ${errors}${errorSamples.length ? `\n  ${errorSamples.join('\n  ')}` : ''}`);
    const refusedKinds = refusals(refusedOutcomes);
    console.log(
      `refused by the rules (4xx — the request mix is at fault, not the server): ${refusedOutcomes.length}${refusedKinds.length ? `\n  ${refusedKinds.join('\n  ')}` : ''}`,
    );
    console.log('\n| operation | requests | refused (4xx) | server errors |\n|---|---|---|---|');
    for (const [op, stats] of [...byOp].sort((a, b) => b[1].n - a[1].n))
      console.log(`| ${op} | ${stats.n} | ${stats.refused} | ${stats.errors} |`);

    const verified = await writes.verify(pool);
    const broken = await halfWritten(pool, tag);
    console.log('\n| write | acknowledged | found in the database |\n|---|---|---|');
    for (const row of verified) console.log(`| ${row.kind} | ${row.acknowledged} | ${row.found} |`);
    const acknowledged = verified.reduce((sum, row) => sum + row.acknowledged, 0);
    const found = verified.reduce((sum, row) => sum + row.found, 0);
    console.log(`| all | ${acknowledged} | ${found} |`);
    console.log(
      `(task: ${writes.acked.taskChanges} acknowledged status changes over ${writes.acked.tasks.size} tasks; each task's last acknowledged status is the one looked for)`,
    );
    console.log(`\nhalf-written records: ${broken.map((row) => `${row.check}: ${row.rows}`).join('; ')}`);

    const minute = (from: number, to: number) => {
      const window = rss.filter((sample) => sample.at >= from && sample.at <= to).map((sample) => sample.mb);
      return window.length ? (window.reduce((sum, mb) => sum + mb, 0) / window.length).toFixed(0) : '—';
    };
    const series = rss
      .filter((_, i) => i % 12 === 0 || i === rss.length - 1)
      .map((sample) => `${sample.at.toFixed(0)} s ${sample.mb.toFixed(0)}`);
    console.log(`\nserver RSS (MB), every minute: ${series.join(', ')}`);
    console.log(
      `RSS min ${Math.min(...rss.map((s) => s.mb)).toFixed(0)}, max ${Math.max(...rss.map((s) => s.mb)).toFixed(0)}; mean of the 2nd minute ${minute(60, 120)} vs the last minute ${minute(elapsed - 60, elapsed)}`,
    );
    const failed =
      errors > 0 || refusedOutcomes.length > 0 || found !== acknowledged || broken.some((row) => row.rows > 0);
    const why = [
      errors && `${errors} server errors`,
      refusedOutcomes.length && `${refusedOutcomes.length} requests refused (fix the request mix, bench/writes.ts)`,
      found !== acknowledged && `${acknowledged - found} acknowledged writes missing`,
      broken.some((row) => row.rows > 0) && 'half-written records',
    ].filter(Boolean);
    console.log(
      failed
        ? `\nSOAK FAILED: ${why.join(', ')}`
        : '\nsoak passed: no errors, nothing refused, every acknowledged write found, nothing half-written',
    );
    process.exitCode = failed ? 1 : 0;
  } finally {
    if (server.child.exitCode === null) await server.stop();
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
