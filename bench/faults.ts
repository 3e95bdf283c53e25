/**
 * Fault scenarios, on a private PostgreSQL cluster (initdb'd into a temporary directory, port
 * FAULTS_PG_PORT, by default one free at start; the server on FAULTS_PORT, likewise) filled by
 * seed:large with FAULTS_EMPLOYEES (default 1000):
 *
 *   npm run build && npm run bench:faults [-- db-restart | sigkill | sigterm]
 *   FAULTS_RUNS=10 npm run bench:faults -- sigterm        # each scenario chosen, ten times in a row
 *
 * The load's writes are ones the rules accept (writes.ts): a request the server refuses (4xx) is
 * reported as a fault of the request mix, apart from the server's faults.
 *
 * - db-restart: PostgreSQL stopped for 3 s in the middle of a load with writes. Requests during
 *   the outage get 503 JSON with a clear message (no 500, no hang); the same server process
 *   answers again within 5 s of the database accepting connections; no half-written record.
 * - sigkill: the server killed with SIGKILL in the middle of multi-row writes and restarted:
 *   every acknowledged write present, no half-written record, no transaction left open.
 * - sigterm: SIGTERM during CSV downloads, half-sent employee creations and a load: in-flight
 *   requests are answered, requests racing the signal never get a 5xx, an open event stream does
 *   not hold the shutdown, new connections are refused, exit code 0 once the last answer is out.
 *
 * Prints its findings and exits non-zero when a claim does not hold. Everything it starts is
 * stopped and deleted on exit.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import pg from 'pg';
import { MSG } from '../src/shared/messages.js';
import { makePng } from '../src/server/test/images.js';
import {
  type Claim,
  drive,
  mixClaim,
  type Op,
  ok,
  type Outcome,
  refused,
  send,
  serverFault,
  tally,
  weighted,
} from './drive.js';
import {
  exited,
  freePort,
  get,
  login,
  ms,
  request,
  requireBuild,
  runScript,
  type Server,
  sleep,
  startServer,
} from './lib.js';
import { type Cluster, createCluster, requireClusterTools } from './pg-cluster.js';
import { halfWritten, readOrganisation, Writes } from './writes.js';

// The private cluster's and the server's ports: as set, or free now (two checkouts do not collide).
const PG_PORT = Number(process.env.FAULTS_PG_PORT) || (await freePort());
const PORT = Number(process.env.FAULTS_PORT) || (await freePort());
const EMPLOYEES = Number(process.env.FAULTS_EMPLOYEES ?? 1000);
const DATABASE = 'ems_faults';
const GRACE_SECONDS = 30;
const SCENARIOS = ['db-restart', 'sigkill', 'sigterm'] as const;
/** Each scenario chosen is run this many times in a row (FAULTS_RUNS=10 … -- sigterm). */
const RUNS = Number(process.env.FAULTS_RUNS ?? 1);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('FAULTS_RUNS must be a whole number, 1 or more.');

let cluster: Cluster | null = null;
const servers: Server[] = [];
const t0 = performance.now();
const at = (time: number) => `${((time - t0) / 1000).toFixed(2)} s`;

async function serve(): Promise<Server> {
  // The grace period well above the sigterm scenario's drain (2-12 s, with the machine loaded):
  // the claim is that every request in flight is answered, whatever the machine's load.
  const server = await startServer(
    { DATABASE_URL: cluster!.url(DATABASE), DATABASE_POOL_SIZE: '10', SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) },
    PORT,
  );
  servers.push(server);
  return server;
}

async function seed() {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      'scripts/seed-large.ts',
      '--employees',
      String(EMPLOYEES),
      '--departments',
      '20',
    ],
    {
      env: { ...process.env, DATABASE_URL: cluster!.url(DATABASE) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const { code } = await exited(child);
  if (code !== 0) throw new Error(`seed:large failed (${code})`);
  console.log(
    `seed:large --employees ${EMPLOYEES} on the private cluster: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function writesFor(token: string, tag: string) {
  const organisation = await readOrganisation(PORT, token, 500);
  return new Writes({
    port: PORT,
    adminToken: token,
    ...organisation,
    tag,
    timeoutMs: 20_000,
    photo: await makePng(96, 96),
  });
}

const readOps = (token: string): [number, Op][] => [
  [2, { name: 'verify', run: () => get(PORT, '/api/user/verify', token) }],
  [2, { name: 'employee list', run: () => get(PORT, '/api/employee/getEmployees?page=1&limit=10', token) }],
  [1, { name: 'leaves page', run: () => get(PORT, '/api/leave/getAllleaves?page=1&limit=10', token) }],
];

const writeOps = (writes: Writes): [number, Op | (() => Op)][] => [
  [2, () => ({ name: 'create employee', run: () => writes.createEmployee(Math.random() < 0.5) })],
  [2, { name: 'add salary', run: () => writes.addSalary() }],
  [2, { name: 'add leave', run: () => writes.addLeave() }],
  [1, { name: 'announce', run: () => writes.addAnnouncement() }],
];

async function integrityClaims(pool: pg.Pool, writes: Writes, tag: string): Promise<Claim[]> {
  const verified = await writes.verify(pool);
  const broken = await halfWritten(pool, tag);
  return [
    {
      claim: 'every acknowledged write is in the database',
      holds: verified.every((row) => row.found === row.acknowledged),
      detail: verified.map((row) => `${row.kind} ${row.found}/${row.acknowledged}`).join(', '),
    },
    {
      claim: 'no half-written record',
      holds: broken.every((row) => row.rows === 0),
      detail: broken.map((row) => `${row.check}: ${row.rows}`).join('; '),
    },
  ];
}

/** PostgreSQL stopped (fast: sessions terminated) for 3 s while 16 clients read and write. */
async function dbRestart(pool: pg.Pool): Promise<Claim[]> {
  const server = await serve();
  const token = (await login(PORT, 'admin@ems.test', 'Admin@12345')).token;
  const tag = `fault-a${Date.now().toString(36)}`;
  const writes = await writesFor(token, tag);
  const pick = weighted([...readOps(token), ...writeOps(writes)]);
  let stopped = false;
  const load = drive(16, () => pick(), { stopped: () => stopped, pauseAfterFailureMs: 50 });
  // A prober asks every 50 ms: when does the API answer again?
  const probes: Outcome[] = [];
  const prober = (async () => {
    while (!stopped) {
      const start = performance.now();
      const res = await get(PORT, '/api/user/verify', token).catch(() => null);
      probes.push({ op: 'probe', worker: -1, start, end: performance.now(), status: res?.status ?? 0 });
      await sleep(50);
    }
  })();

  await sleep(4_000);
  const stopAt = performance.now();
  await cluster!.stop();
  const downAt = performance.now();
  console.log(`  ${at(stopAt)} pg_ctl stop -m fast … stopped at ${at(downAt)}`);
  await sleep(3_000);
  const starting = cluster!.start();
  await cluster!.waitAccepting();
  const upAt = performance.now();
  await starting;
  console.log(`  ${at(upAt)} PostgreSQL accepts connections again`);
  await sleep(8_000);
  stopped = true;
  const outcomes = await load;
  await prober;

  const during = outcomes.filter((o) => o.end >= stopAt && o.end <= upAt);
  const failedDuring = during.filter(serverFault);
  const clear = failedDuring.filter((o) => o.status === 503 && o.message === MSG.databaseUnavailable);
  const noAnswer = outcomes.filter((o) => o.status === 0);
  const serverErrors = outcomes.filter((o) => o.status >= 500 && o.status !== 503);
  const slowest = Math.max(0, ...during.map((o) => o.end - o.start));
  const firstProbe = probes.find((p) => p.start >= upAt && ok(p)) ?? probes.find((p) => p.end >= upAt && ok(p));
  const firstLoad = outcomes.filter((o) => o.start >= upAt && ok(o)).sort((a, b) => a.end - b.end)[0];
  const recovery = firstProbe ? firstProbe.end - upAt : Infinity;
  const settled = outcomes.filter((o) => o.start >= upAt + 5_000);
  const alive = server.child.exitCode === null && server.child.signalCode === null;

  if (!alive)
    console.log(
      `  the server died (${server.child.exitCode ?? server.child.signalCode}):\n    ${server.stderrLines.slice(-40).join('\n    ')}`,
    );
  console.log(
    `  requests: ${outcomes.length} (${outcomes.filter(ok).length} 2xx); answered during the outage: ${during.length}, failures among them: ${JSON.stringify(tally(failedDuring))}`,
  );
  console.log(`  all failures of the run: ${JSON.stringify(tally(outcomes.filter((o) => !ok(o))))}`);
  console.log(
    `  slowest answer during the outage: ${ms(slowest)} ms; first 2xx after the database came back: probe +${ms(recovery)} ms, load +${ms(firstLoad ? firstLoad.end - upAt : NaN)} ms`,
  );
  const example = failedDuring.find((o) => o.status === 503)?.response;
  if (example)
    console.log(`  a 503 during the outage: ${example.body} (retry-after: ${String(example.headers['retry-after'])})`);

  return [
    {
      claim: 'requests during the outage fail with 503 JSON and the clear message',
      holds: failedDuring.length > 0 && clear.length === failedDuring.length,
      detail: `${clear.length} of ${failedDuring.length} failures were 503 "${MSG.databaseUnavailable}"`,
    },
    {
      claim: 'no 500 and no dropped connection at any time',
      holds: serverErrors.length === 0 && noAnswer.length === 0,
      detail: `${serverErrors.length} 5xx other than 503, ${noAnswer.length} without an answer`,
    },
    { claim: 'no request hangs during the outage', holds: slowest < 6_000, detail: `slowest ${ms(slowest)} ms` },
    {
      claim: 'the same server process answers within 5 s of the database returning',
      holds: alive && recovery < 5_000,
      detail: `${ms(recovery)} ms, pid ${server.child.pid} ${alive ? 'still running' : 'gone'}`,
    },
    {
      claim: 'from 5 s after the database returned, every request succeeds',
      holds: settled.length > 0 && !settled.some(serverFault),
      detail: `${settled.filter(ok).length} of ${settled.length} (and ${settled.filter(refused).length} refused: see the mix)`,
    },
    ...(await integrityClaims(pool, writes, tag)),
    mixClaim(outcomes),
  ];
}

/** The server SIGKILLed while 16 clients create employees (image + user + employee) and more. */
async function sigkill(pool: pg.Pool): Promise<Claim[]> {
  const server = await serve();
  const token = (await login(PORT, 'admin@ems.test', 'Admin@12345')).token;
  const tag = `fault-b${Date.now().toString(36)}`;
  const writes = await writesFor(token, tag);
  const pick = weighted(writeOps(writes));
  let killedAt = Infinity;
  const load = drive(16, () => (performance.now() > killedAt ? null : pick()), { stopped: () => false });
  await sleep(4_000);
  killedAt = performance.now();
  server.child.kill('SIGKILL');
  const outcomes = await load;
  await exited(server.child);
  const inFlight = outcomes.filter((o) => o.start < killedAt && o.end >= killedAt);
  console.log(
    `  ${at(killedAt)} SIGKILL; ${outcomes.filter(ok).length} writes acknowledged before, ${inFlight.length} in flight: ${JSON.stringify(tally(inFlight))}`,
  );

  // The killed process's connections are gone: PostgreSQL rolled back whatever they had open.
  await sleep(500);
  const open = await pool.query<{ n: string }>(
    `select count(*) as n from pg_stat_activity where datname = $1 and state like 'idle in transaction%'`,
    [DATABASE],
  );
  const restarted = await serve();
  const answers = (await get(PORT, '/api/user/verify', token)).status;
  console.log(`  restarted as pid ${restarted.child.pid}; GET /api/user/verify with the old session: ${answers}`);
  return [
    { claim: 'the restarted server serves the existing sessions', holds: answers === 200, detail: `status ${answers}` },
    {
      claim: 'no transaction left open by the killed process',
      holds: Number(open.rows[0]!.n) === 0,
      detail: `${open.rows[0]!.n} idle in transaction`,
    },
    ...(await integrityClaims(pool, writes, tag)),
    mixClaim(outcomes),
  ];
}

/** Reads an event stream until the server ends it. */
function openStream(token: string) {
  return new Promise<{ ended: Promise<number> }>((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/notifications/stream',
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
        res.resume();
        resolve({ ended: new Promise((done) => res.on('close', () => done(performance.now()))) });
      },
    );
    req.on('error', reject);
  });
}

/**
 * SIGTERM while the server is surely busy — three CSV downloads streaming, twelve employee
 * creations whose uploads are half sent (the rest follows 200 ms after the signal) — and 20
 * clients keep sending until the signal.
 */
async function sigterm(pool: pg.Pool): Promise<Claim[]> {
  const server = await serve();
  const token = (await login(PORT, 'admin@ems.test', 'Admin@12345')).token;
  const tag = `fault-c${Date.now().toString(36)}`;
  const writes = await writesFor(token, tag);
  const marks = Number((await pool.query<{ n: string }>('select count(*) as n from attendance')).rows[0]!.n);
  const stream = await openStream(token);

  let termAt = Infinity;
  const pick = weighted([...readOps(token), [1, { name: 'add salary', run: () => writes.addSalary() }]]);
  const load = drive(20, () => (performance.now() >= termAt ? null : pick()), { stopped: () => false });
  const csvs = Promise.all(
    Array.from({ length: 3 }, () =>
      send(
        { name: 'CSV', run: () => request(PORT, 'GET', '/api/attendance/report.csv', { token, timeoutMs: 60_000 }) },
        -1,
      ),
    ),
  );
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const creations = Promise.all(
    Array.from({ length: 12 }, () =>
      send({ name: 'create employee', run: () => writes.createEmployee(true, released) }, -1),
    ),
  );
  await sleep(600);
  termAt = performance.now();
  server.child.kill('SIGTERM');
  setTimeout(release, 200);
  const exit = exited(server.child).then((result) => ({ ...result, at: performance.now() }));

  // New connections while it drains: refused once the listener is closed.
  const probes: { at: number; result: string }[] = [];
  let gone = false;
  void exit.then(() => (gone = true));
  while (!gone && performance.now() - termAt < 15_000) {
    const probeAt = performance.now();
    const result = await request(PORT, 'GET', '/health', { fresh: true, timeoutMs: 2_000 }).then(
      (res) => String(res.status),
      (error: { code?: string }) => error.code ?? 'error',
    );
    probes.push({ at: probeAt - termAt, result });
    await sleep(50);
  }
  const [outcomes, downloads, created, streamEnd, exitResult] = await Promise.all([
    load,
    csvs,
    creations,
    stream.ended,
    exit,
  ]);

  const busy = [...downloads, ...created];
  const busyInFlight = busy.filter((o) => o.end >= termAt);
  const fullCsvs = downloads.filter(
    (o) => o.status === 200 && o.response!.body.trimEnd().split('\n').length === marks + 1,
  );
  const racing = outcomes.filter((o) => o.end >= termAt);
  const refusedAtConnection = (o: Outcome) =>
    o.status === 0 && ['ECONNRESET', 'ECONNREFUSED', 'EPIPE'].includes(o.error!);
  // Once the listener is closed, every new connection is refused.
  const firstRefusal = probes.find((p) => p.result === 'ECONNREFUSED');
  const afterClose = firstRefusal ? probes.filter((p) => p.at >= firstRefusal.at) : [];
  const exitMs = exitResult.at - termAt;
  const lastAnswerMs = Math.max(streamEnd, ...busy.map((o) => o.end), ...racing.map((o) => o.end)) - termAt;
  const probeCounts: Record<string, number> = {};
  for (const probe of probes) probeCounts[probe.result] = (probeCounts[probe.result] ?? 0) + 1;
  console.log(
    `  ${at(termAt)} SIGTERM with ${busyInFlight.length} requests running: 3 CSV downloads (${marks} rows each) and 12 half-uploaded employee creations; an event stream open`,
  );
  console.log(
    `  their answers: ${JSON.stringify(tally(busy))}; full CSVs ${fullCsvs.length}/3; the last finished ${ms(Math.max(...busy.map((o) => o.end - termAt)))} ms after SIGTERM`,
  );
  console.log(`  the 20 clients' requests answered after SIGTERM: ${JSON.stringify(tally(racing))}`);
  console.log(
    `  event stream ended ${ms(streamEnd - termAt)} ms after SIGTERM; new connections while draining: ${JSON.stringify(probeCounts)}, refused from ${ms(firstRefusal?.at ?? NaN)} ms`,
  );
  console.log(
    `  exit code ${exitResult.code} (signal ${exitResult.signal}) ${ms(exitMs)} ms after SIGTERM, ${ms(exitMs - lastAnswerMs)} ms after the last answer`,
  );
  return [
    {
      claim: 'requests in flight at SIGTERM are answered: none reset, none 5xx, the CSVs with every row',
      holds: busyInFlight.length === busy.length && !busy.some(serverFault) && fullCsvs.length === 3,
      detail: `${busy.filter(ok).length}/${busy.length} answered 2xx (${busyInFlight.length} still running at SIGTERM), ${fullCsvs.length}/3 CSVs complete`,
    },
    {
      claim: 'requests racing the signal are answered, or refused at the connection; never a 5xx or a hang',
      holds: racing.every((o) => !serverFault(o) || refusedAtConnection(o)),
      detail: `${racing.filter(ok).length} answered 2xx, ${racing.filter(refusedAtConnection).length} refused/reset at the connection, ${racing.filter((o) => serverFault(o) && !refusedAtConnection(o)).length} other`,
    },
    {
      claim:
        'new connections are refused while the requests in flight are still being answered, every one from the first',
      holds:
        firstRefusal !== undefined &&
        firstRefusal.at < lastAnswerMs &&
        afterClose.every((p) => p.result === 'ECONNREFUSED'),
      detail: `first refused ${ms(firstRefusal?.at ?? NaN)} ms after SIGTERM (the last answer at ${ms(lastAnswerMs)} ms); ${afterClose.filter((p) => p.result === 'ECONNREFUSED').length}/${afterClose.length} probes from then on refused`,
    },
    {
      claim:
        'an open event stream is ended as the listener closes (within 1 s of the first refusal), not holding the exit',
      holds: firstRefusal !== undefined && streamEnd - termAt < firstRefusal.at + 1_000,
      detail: `ended ${ms(streamEnd - termAt)} ms after SIGTERM`,
    },
    {
      claim: `the process exits 0 once the last answer is out (within 1 s of it; the grace is ${GRACE_SECONDS} s)`,
      holds: exitResult.code === 0 && exitMs - lastAnswerMs < 1_000,
      detail: `code ${exitResult.code} ${ms(exitMs)} ms after SIGTERM, ${ms(exitMs - lastAnswerMs)} ms after the last answer`,
    },
    mixClaim([...busy, ...outcomes]),
    ...(await integrityClaims(pool, writes, tag)),
  ];
}

async function main() {
  const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
  for (const name of chosen)
    if (!(SCENARIOS as readonly string[]).includes(name))
      throw new Error(`unknown scenario ${name}; one of ${SCENARIOS.join(', ')}`);
  const run = (chosen.length ? chosen : [...SCENARIOS]).flatMap((name) => Array.from({ length: RUNS }, () => name));
  requireBuild();
  const tools = requireClusterTools();
  cluster = await createCluster(PG_PORT, tools);
  console.log(`private PostgreSQL cluster on port ${PG_PORT} in ${cluster.dir}`);
  await cluster.createDatabase(DATABASE);
  await seed();
  const pool = new pg.Pool({ connectionString: cluster.url(DATABASE), max: 2 });
  pool.on('error', () => {});
  const scenarios = { 'db-restart': dbRestart, sigkill, sigterm };
  let failed = 0;
  const failedRuns: string[] = [];
  try {
    for (const [index, name] of run.entries()) {
      console.log(`\n${name}${RUNS > 1 ? ` (run ${index + 1} of ${run.length})` : ''}`);
      const claims = await scenarios[name as (typeof SCENARIOS)[number]](pool);
      for (const { claim, holds, detail } of claims) {
        console.log(`  ${holds ? 'HOLDS' : 'FAILS'}  ${claim} — ${detail}`);
        if (!holds) failed += 1;
      }
      if (claims.some((claim) => !claim.holds)) failedRuns.push(`${name} #${index + 1}`);
      for (const server of servers.splice(0)) await server.stop();
    }
  } finally {
    await pool.end();
  }
  console.log(
    failed
      ? `\n${failed} claim(s) do not hold, in ${failedRuns.join(', ')}`
      : `\nevery claim holds${run.length > 1 ? ` in all ${run.length} runs` : ''}`,
  );
  process.exitCode = failed ? 1 : 0;
}

async function cleanUp() {
  for (const server of servers) server.child.kill('SIGKILL');
  await cluster?.destroy();
}

runScript(main, cleanUp);
