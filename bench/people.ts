/**
 * What the employee list and search cost while people edit their profiles, in CPU time rather
 * than latency (which a shared machine makes noisy), against the built server on a PostgreSQL
 * database filled by `npm run seed:large`:
 *
 *   createdb -h 127.0.0.1 -U postgres -T ems_mixed_base ems_people
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/ems_people npm run bench:people [-- --seconds 15 --rates 0,5,50 --cache-off]
 *
 * Reads (wrk, 10 connections): the employee list's first page and eight searches, as the admin
 * (the same as `bench:mixed`). Writes (this process, open loop at each rate): employees changing
 * their own phone number through the API, each a change to the 'Employees' area. For each rate it
 * measures the CPU time of the server process and of the PostgreSQL backends serving this
 * database (/proc/<pid>/stat, utime + stime), then writes alone at the highest rate, and prints:
 * CPU per read (server, database), CPU per write alone, and what each write added to the reads
 * that followed it — the cost of a change on the list. Also the reads' p50/p95 (noisy).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  freePort,
  login,
  ms,
  percentiles,
  request,
  requirePrograms,
  runScript,
  sleep,
  startServer,
  wrkLoad,
  writersOf,
} from './lib.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    rates: { type: 'string', default: '0,5,50' },
    connections: { type: 'string', default: '10' },
    /** The server keeps nothing (CACHE_SECONDS=0): every page and search asked of the database. */
    'cache-off': { type: 'boolean', default: false },
  },
});
const DATABASE_URL = process.env.DATABASE_URL;
const SECONDS = Number(args.seconds);
const RATES = args.rates.split(',').map(Number);
const SEARCHES = ['nadia', 'rahman', 'sara', 'hossain', 'emp-1', 'omar is', 'farah k', 'zara'];
const WRITERS = 500;
/** Clock ticks a second (`getconf CLK_TCK`: 100 on Linux). */
const TICKS = 100;

/** CPU milliseconds a process has used so far (0 once it is gone). */
function cpuMs(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

/** The server's CPU and its database backends', as a snapshot to subtract from. */
async function cpuNow(db: pg.Client, server: number) {
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const backends = new Map(rows.map((row) => [row.pid, cpuMs(row.pid)]));
  return { server: cpuMs(server), backends };
}

async function cpuSince(db: pg.Client, server: number, before: Awaited<ReturnType<typeof cpuNow>>) {
  const after = await cpuNow(db, server);
  let database = 0;
  for (const [pid, used] of after.backends) database += used - (before.backends.get(pid) ?? 0);
  return { server: after.server - before.server, database };
}

async function main() {
  requirePrograms([{ name: 'wrk', install: 'apt-get install wrk' }]);
  if (!DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL database filled by npm run seed:large.');
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const port = await freePort();
  const server = await startServer({ DATABASE_URL, ...(args['cache-off'] ? { CACHE_SECONDS: '0' } : {}) }, port);
  const pid = server.child.pid!;
  try {
    const admin = (await login(port, 'admin@ems.test', 'Admin@12345')).token;
    const writers = await writersOf(db, WRITERS);
    const reads = [
      { path: '/api/employee/getEmployees?page=1&limit=10', token: admin },
      ...SEARCHES.map((term) => ({
        path: `/api/employee/getEmployees?page=1&limit=10&search=${encodeURIComponent(term)}`,
        token: admin,
      })),
    ];
    // Warm: the directory read, statements prepared, the JIT at work.
    await wrkLoad(port, reads, { connections: Number(args.connections), seconds: 3 });
    console.log(
      '| writes/s | reads | reads p50 / p95 ms | server CPU ms per read | database CPU ms per read | writes | CPU ms a write added to the reads |',
    );
    console.log('|---|---|---|---|---|---|---|');
    const rows: Phase[] = [];
    for (const rate of RATES) {
      // Measured from the end of wrk's one-second warm-up, when the writers start.
      let before: ReturnType<typeof cpuNow> | undefined;
      let writing: ReturnType<typeof writeAt> | undefined;
      const load = await wrkLoad(port, reads, {
        connections: Number(args.connections),
        seconds: SECONDS,
        onMeasured: () => {
          before = cpuNow(db, pid);
          writing = writeAt(port, writers, rate);
        },
      });
      const writes = await writing!.stop();
      rows.push({ rate, load, writes, cpu: await cpuSince(db, pid, await before!) });
    }
    // Writes alone, at the highest rate: what a write costs by itself.
    const top = Math.max(...RATES);
    const before = await cpuNow(db, pid);
    const alone = writeAt(port, writers, top);
    await sleep(SECONDS * 1000);
    const written = await alone.stop();
    const aloneCpu = await cpuSince(db, pid, before);
    const perWrite = (aloneCpu.server + aloneCpu.database) / Math.max(1, written.done);
    const base = rows.find((row) => row.rate === 0);
    const perRead = (row: Phase) =>
      (row.cpu.server + row.cpu.database - row.writes.done * perWrite) / row.load.requests;
    for (const row of rows) {
      const added =
        base && row.writes.done ? ((perRead(row) - perRead(base)) * row.load.requests) / row.writes.done : NaN;
      console.log(
        `| ${row.rate} | ${row.load.requests} | ${ms(row.load.p50)} / ${ms(row.load.p95)} | ${(row.cpu.server / row.load.requests).toFixed(3)} | ${(row.cpu.database / row.load.requests).toFixed(3)} | ${row.writes.done} (p95 ${ms(row.writes.p95)} ms) | ${Number.isFinite(added) ? added.toFixed(1) : '—'} |`,
      );
    }
    console.log(
      `\nWrites alone at ${top}/s: ${written.done} in ${SECONDS} s, ${perWrite.toFixed(2)} ms of CPU each (server ${(aloneCpu.server / Math.max(1, written.done)).toFixed(2)}, database ${(aloneCpu.database / Math.max(1, written.done)).toFixed(2)}). Server CPU per read is computed from all the server's CPU in the phase, writes included; the last column takes the writes' own CPU out.`,
    );
  } finally {
    await server.stop();
    await db.end();
  }
}

interface Phase {
  rate: number;
  load: Awaited<ReturnType<typeof wrkLoad>>;
  writes: Awaited<ReturnType<ReturnType<typeof writeAt>['stop']>>;
  cpu: { server: number; database: number };
}

/** Phone changes at `rate` a second (open loop) until stopped; every one must succeed. */
function writeAt(port: number, writers: { token: string; employeeId: string }[], rate: number) {
  let running = rate > 0;
  const latencies: number[] = [];
  const failures: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const loop = (async () => {
    const start = performance.now();
    for (let n = 0; running; n += 1) {
      const wait = start + (n * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      if (!running) break;
      const person = writers[n % writers.length]!;
      const phone = `019${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`;
      const started = performance.now();
      const one = request(port, 'PUT', `/api/employee/updateEmployee/${person.employeeId}`, {
        token: person.token,
        body: { emp_phone: phone },
      }).then(
        (res) => {
          if (res.status >= 300) failures.push(`${res.status} ${res.body.slice(0, 120)}`);
          else latencies.push(performance.now() - started);
        },
        (error: unknown) => void failures.push(String(error)),
      );
      inFlight.add(one);
      void one.finally(() => inFlight.delete(one));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await Promise.all(inFlight);
      if (failures.length) throw new Error(`writes refused: ${failures.slice(0, 3).join('; ')}`);
      return { done: latencies.length, ...percentiles(latencies) };
    },
  };
}

runScript(main, async () => {});
