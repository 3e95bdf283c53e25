/**
 * Importing 10,000 employees from an Excel file: preview, then commit, against a built server,
 * on PostgreSQL and on embedded PGlite; and ZIP bombs sent to every endpoint that takes a workbook:
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:import
 *
 * On PostgreSQL it makes a database of its own on that server (perf_import_…, dropped at the
 * end); on PGlite a DATA_DIR of its own (removed at the end). Without DATABASE_URL only PGlite
 * runs (BENCH_ONLY=postgres skips it). Each starts the built server (demo organisation, so
 * departments exist; BENCH_SEED=N first fills it with seed:large's N employees), and three times
 * (BENCH_RUNS): sends each workbook endpoint two 1 MB bombs that unpack to 4 GiB — one that
 * declares it, one that lies (declares 16 MiB a part) — timing the refusal and measuring the
 * server's resident memory before and at its peak (VmHWM, reset before each request); then
 * generates a 10,000-row workbook of new people (BENCH_ROWS), sends it to the preview and then to
 * the import while asking /health every 10 ms (its latency's percentiles, and for 5 s before
 * with nothing else running: what the machine gives), and samples the server's resident memory
 * every 50 ms throughout. Ports are free ones (BENCH_PORT to choose).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { EMPLOYEE_IMPORT_COLUMNS } from '../src/shared/schemas/employee-import.js';
import {
  freePort,
  get,
  login,
  ms,
  multipart,
  percentiles,
  request,
  rssMb,
  runScript,
  type Server,
  sleep,
  startServer,
} from './lib.js';
import { adminQuery } from '../src/server/test/database.js';
import { WORKBOOK_PARTS, WORKBOOK_PATHS, zipBomb } from '../src/server/test/spreadsheets.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const SEED = Number(process.env.BENCH_SEED ?? 0);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** xlsx (the default) or csv: the same rows in either format. */
const FORMAT = process.env.BENCH_FORMAT === 'csv' ? 'csv' : 'xlsx';
const serverUrl = process.env.DATABASE_URL;
// The servers are told their database each: PGlite's must not inherit the PostgreSQL one.
delete process.env.DATABASE_URL;
if (serverUrl && !serverUrl.startsWith('postgres')) throw new Error('DATABASE_URL must be a PostgreSQL server URL.');

interface Figures {
  kind: string;
  run: number;
  idleMb: number;
  bytes: number;
  previewS: number;
  commitS: number;
  peakMb: number;
  /** /health for 5 s with nothing else asked of the server, then while the preview and the import ran. */
  health: Record<'alone' | 'preview' | 'commit', Latencies>;
  bombs: BombFigures[];
  /** The machine's load average (1 minute) before the run. */
  load: number;
}

interface Latencies {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface BombFigures {
  bomb: string;
  path: string;
  status: number;
  seconds: number;
  beforeMb: number;
  peakMb: number;
}

/** 1 MB each, 4 GiB unpacked: four parts on one deflate stream of 1 GiB of zeros. */
const BOMBS = [
  { name: 'declares 4 GiB', file: zipBomb({ mebibytes: 1024, parts: WORKBOOK_PARTS }) },
  {
    name: 'lies: declares 64 MiB',
    file: zipBomb({ mebibytes: 1024, parts: WORKBOOK_PARTS, declared: 16 * 1024 * 1024 }),
  },
];

/** The process's peak resident memory (VmHWM, Linux /proc) since `resetPeak`, in MB. */
function peakRssMb(pid: number): number {
  const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : NaN;
}

/** Sets the process's peak resident memory (VmHWM) back to what it holds now. */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** `ROWS` new people (distinct per run) in the template's columns. */
function* peopleOf(run: string, departments: string[]): Generator<(string | number)[]> {
  const year = new Date().getUTCFullYear();
  for (let n = 1; n <= ROWS; n += 1) {
    const values: Record<string, string | number> = {
      employeeId: `IMP-${run}-${n}`,
      emp_name: `Imported ${run} Person ${n}`,
      emp_email: `imported.${run}.${n}@bench.example`,
      emp_phone: `+8801${run}${String(n).padStart(6, '0')}`,
      department: departments[n % departments.length]!,
      role: n % 50 === 0 ? 'manager' : 'employee',
      designation: 'Software Engineer',
      salary: 30_000 + (n % 500) * 100,
      hire_date: '2024-01-15',
      dob: `${year - 25 - (n % 30)}-03-14`,
      gender: n % 2 ? 'female' : 'male',
      marital_status: 'single',
    };
    yield EMPLOYEE_IMPORT_COLUMNS.map((column) => values[column.key]!);
  }
}

const HEADER = EMPLOYEE_IMPORT_COLUMNS.map((column) => column.label);

/** The people as a workbook (streamed into memory, shared strings as Excel writes them), or as a CSV. */
async function fileOf(run: string, departments: string[]): Promise<Buffer> {
  if (FORMAT === 'csv') {
    return Buffer.from([HEADER, ...peopleOf(run, departments)].map((row) => row.join(',')).join('\r\n'));
  }
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = book.addWorksheet('Employees');
  sheet.addRow(HEADER).commit();
  for (const row of peopleOf(run, departments)) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** Peak resident memory of the server while `work` runs. */
async function sampled<T>(server: Server, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb(server.child.pid!);
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.child.pid!))), 50);
  try {
    return { result: await work(), peakMb };
  } finally {
    clearInterval(timer);
  }
}

async function send(server: Server, token: string, path: string, file: Buffer) {
  const form = multipart(
    { reason: 'Go-live' },
    {
      name: 'file',
      filename: 'people.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: file,
    },
  );
  const started = performance.now();
  const res = await request(server.port, 'POST', path, {
    token,
    body: form.body,
    headers: form.headers,
    timeoutMs: 300_000,
  });
  return { res, seconds: (performance.now() - started) / 1000 };
}

async function upload(server: Server, token: string, path: string, file: Buffer) {
  const { res, seconds } = await send(server, token, path, file);
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.body.slice(0, 300)}`);
  return { seconds, body: JSON.parse(res.body) as { result: { errors?: number; imported?: number } } };
}

/** Each bomb to each workbook endpoint: the answer, its time, the server's memory before and at its peak. */
async function sendBombs(server: Server, token: string): Promise<BombFigures[]> {
  const figures: BombFigures[] = [];
  for (const bomb of BOMBS) {
    for (const path of WORKBOOK_PATHS) {
      const pid = server.child.pid!;
      resetPeak(pid);
      const beforeMb = rssMb(pid);
      const { res, seconds } = await send(server, token, path, bomb.file);
      const row = {
        bomb: bomb.name,
        path,
        status: res.status,
        seconds,
        beforeMb,
        peakMb: peakRssMb(pid),
      };
      if (res.status !== 400) throw new Error(`${path} answered a bomb with ${res.status}: ${res.body.slice(0, 300)}`);
      figures.push(row);
    }
  }
  return figures;
}

/** /health asked every 10 ms, one request at a time, while `work` runs: its latencies. */
async function polledHealth<T>(server: Server, work: () => Promise<T>): Promise<{ result: T; health: Latencies }> {
  let running = true;
  const latencies: number[] = [];
  const polling = (async () => {
    while (running) {
      const started = performance.now();
      const res = await get(server.port, '/health');
      if (res.status !== 200) throw new Error(`/health answered ${res.status}`);
      latencies.push(performance.now() - started);
      await sleep(10);
    }
  })();
  try {
    const result = await work();
    return { result, health: { count: latencies.length, ...percentiles(latencies), max: Math.max(...latencies) } };
  } finally {
    running = false;
    await polling;
  }
}

const latencies = (health: Latencies) =>
  `${ms(health.p50)} / ${ms(health.p95)} / ${ms(health.p99)} (${ms(health.max)})`;

async function runOn(kind: string, env: Record<string, string>): Promise<Figures[]> {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  // seed:large (the demo organisation and N people), or the first start, migrates and seeds; the
  // figures are a server's as it normally runs, started on its database (embedded PGlite keeps the
  // memory a first seed grew).
  if (SEED) {
    console.log(`${kind}: seed:large --employees ${SEED} …`);
    execFileSync('npx', ['tsx', '--conditions=source', 'scripts/seed-large.ts', '--employees', String(SEED)], {
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
  } else {
    await (await startServer(env, port)).stop();
  }
  const server = await startServer(env, port);
  try {
    const { token } = await login(server.port, 'admin@ems.test', 'Admin@12345');
    const deps = JSON.parse(
      (await request(server.port, 'GET', '/api/department/getAllDep?limit=100', { token })).body,
    ) as {
      result: { dep_name: string }[];
    };
    const names = deps.result.map((department) => department.dep_name);
    const idleMb = rssMb(server.child.pid!);
    const figures: Figures[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const load = loadavg()[0]!;
      const bombs = await sendBombs(server, token);
      const file = await fileOf(`${run}${randomBytes(2).toString('hex')}`.slice(0, 4).replace(/[a-f]/g, '7'), names);
      const alone = await polledHealth(server, () => sleep(5_000));
      const { result, peakMb } = await sampled(server, async () => {
        const preview = await polledHealth(server, () => upload(server, token, '/api/employee/import/preview', file));
        if (preview.result.body.result.errors)
          throw new Error(`preview found ${preview.result.body.result.errors} errors`);
        const commit = await polledHealth(server, () => upload(server, token, '/api/employee/import', file));
        if (commit.result.body.result.imported !== ROWS)
          throw new Error(`imported ${commit.result.body.result.imported}`);
        return { previewS: preview.result.seconds, commitS: commit.result.seconds, preview, commit };
      });
      const health = { alone: alone.health, preview: result.preview.health, commit: result.commit.health };
      const row = {
        kind,
        run,
        idleMb,
        bytes: file.length,
        previewS: result.previewS,
        commitS: result.commitS,
        peakMb,
        health,
        bombs,
        load,
      };
      const slowest = bombs.reduce((worst, bomb) => (bomb.seconds > worst.seconds ? bomb : worst));
      const grown = Math.max(...bombs.map((bomb) => bomb.peakMb - bomb.beforeMb));
      console.log(
        `${kind} run ${run} (load ${load.toFixed(1)}): bombs refused in at most ${(slowest.seconds * 1000).toFixed(0)} ms, ` +
          `server RSS grown at most ${grown.toFixed(0)} MB; ` +
          `${ROWS} rows (${FORMAT}, ${(file.length / 1024).toFixed(0)} kB): preview ${row.previewS.toFixed(1)} s, ` +
          `commit ${row.commitS.toFixed(1)} s, together ${(row.previewS + row.commitS).toFixed(1)} s; ` +
          `/health p50 / p95 / p99 (max) alone ${latencies(health.alone)}, during the preview ${latencies(health.preview)}, ` +
          `during the import ${latencies(health.commit)} ms; ` +
          `server RSS ${idleMb.toFixed(0)} MB before the first run, peak ${peakMb.toFixed(0)} MB`,
      );
      figures.push(row);
    }
    return figures;
  } finally {
    await server.stop();
  }
}

const cleanUps: (() => Promise<void> | void)[] = [];

const admin = (statement: string) => adminQuery(serverUrl!, statement);

runScript(
  async () => {
    const all: Figures[] = [];
    if (serverUrl) {
      const name = `perf_import_${randomBytes(4).toString('hex')}`;
      await admin(`create database ${name}`);
      cleanUps.push(() => admin(`drop database if exists ${name} with (force)`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      all.push(...(await runOn('PostgreSQL', { DATABASE_URL: url.toString() })));
    }
    if (process.env.BENCH_ONLY !== 'postgres') {
      const dataDir = mkdtempSync(join(tmpdir(), 'perf_import_pglite_'));
      cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
      all.push(...(await runOn('PGlite', { DATA_DIR: dataDir })));
    }
    console.log(
      '\n| database | run | load | file | preview | commit | together | /health p50 / p95 / p99 (max): alone · during the preview · during the import | server RSS: at start → peak |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of all) {
      const { health } = row;
      console.log(
        `| ${row.kind} | ${row.run} | ${row.load.toFixed(1)} | ${FORMAT}, ${(row.bytes / 1024).toFixed(0)} kB | ${row.previewS.toFixed(1)} s | ${row.commitS.toFixed(1)} s | ${(row.previewS + row.commitS).toFixed(1)} s | ${latencies(health.alone)} · ${latencies(health.preview)} · ${latencies(health.commit)} ms | ${row.idleMb.toFixed(0)} → ${row.peakMb.toFixed(0)} MB |`,
      );
    }
    console.log('\n| database | run | bomb | endpoint | answer | refused in | server RSS: before → peak |');
    console.log('|---|---|---|---|---|---|---|');
    for (const row of all) {
      for (const bomb of row.bombs) {
        console.log(
          `| ${row.kind} | ${row.run} | ${bomb.bomb} | \`${bomb.path}\` | ${bomb.status} | ${(bomb.seconds * 1000).toFixed(0)} ms | ${bomb.beforeMb.toFixed(0)} → ${bomb.peakMb.toFixed(0)} MB |`,
        );
      }
    }
  },
  async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  },
);
