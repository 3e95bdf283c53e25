/** Helpers shared by the benchmark scripts: a server child process, HTTP load and percentiles. */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type pg from 'pg';
import type { z } from 'zod';
import { type EndpointSpec, pathOf, queryStringOf, type ResponseOf } from '../src/shared/api/endpoint.js';

export interface Server {
  port: number;
  child: ChildProcess;
  stderrLines: string[];
  stop(): Promise<void>;
}

/** Starts the built server (`npm run build` first) in its own process. */
export async function startServer(env: Record<string, string>, port: number): Promise<Server> {
  // BENCH_SERVER_ARGS: node flags for the server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_SERVER_LOG: a file for the server's log (its warnings: event loop blocks, slow fences).
  const logFile = process.env.BENCH_SERVER_LOG;
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    env: {
      // As `npm start` runs the server (package.json): two glibc arenas unless said otherwise.
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST: 'dist/web',
      ...env,
    },
    stdio: ['ignore', logFile ? openSync(logFile, 'a') : 'ignore', 'pipe'],
  });
  const stderrLines: string[] = [];
  let buffer = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    stderrLines.push(...lines);
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderrLines.slice(-5).join('\n')}`);
    const ok = await get(port, '/health').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (i === 300) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /health within 30 s: ${stderrLines.slice(-5).join('\n')}`);
    }
    await sleep(100);
  }
  return {
    port,
    child,
    stderrLines,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves with the exit code (or signal) of a child process, at once if it already ended. */
export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : NaN;
}

/** CPU time a process has used so far, all its threads, in ms (from /proc, nanosecond counters). */
export function cpuMsOf(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return ns / 1e6;
}

/** CPU time each PostgreSQL backend serving `database` on this machine has used so far, in ms, by process. */
export function databaseCpu(database: string): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // A backend's title: "postgres: 15/main: <user> <database> <client> <state>".
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.split(' ').includes(database))
        used.set(Number(pid), cpuMsOf(Number(pid)));
    } catch {
      // The process ended meanwhile.
    }
  }
  return used;
}

/** What the backends used between two readings of `databaseCpu` (one that ended meanwhile is left out). */
export function databaseCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/**
 * `count` distinct TCP ports that are free on this machine now, found by listening on port 0 (the
 * system picks): two checkouts running their benchmarks on one machine do not collide.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** One free port (see `freePorts`). */
export const freePort = async () => (await freePorts(1))[0]!;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export interface RequestOptions {
  token?: string | undefined;
  /** JSON-encoded unless it is a Buffer (sent as is, with `headers` saying what it is). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Fail with a `timeout` error when the whole answer has not arrived by then. */
  timeoutMs?: number;
  /** A fresh connection instead of the shared keep-alive pool. */
  fresh?: boolean;
  /** Send the first half of the body at once and the rest when this settles (a slow upload). */
  release?: Promise<unknown>;
}

export interface Response {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export function request(port: number, method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const payload =
      options.body === undefined
        ? undefined
        : Buffer.isBuffer(options.body)
          ? options.body
          : Buffer.from(JSON.stringify(options.body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: options.fresh ? false : agent,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }),
        );
        res.on('error', reject);
      },
    );
    if (options.timeoutMs) {
      const timer = setTimeout(
        () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
        options.timeoutMs,
      );
      req.on('close', () => clearTimeout(timer));
    }
    req.on('error', reject);
    if (payload && options.release) {
      const half = Math.floor(payload.length / 2);
      req.write(payload.subarray(0, half));
      void options.release.finally(() => req.end(payload.subarray(half)));
      return;
    }
    if (payload) req.write(payload);
    req.end();
  });
}

/** A multipart/form-data body (what a browser sends with a file), for `request`. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; data: Buffer },
) {
  const boundary = `----ems${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const get = (port: number, path: string, token?: string) => request(port, 'GET', path, { token });

/** An answer other than the one asked for, kept whole for whoever reports it. */
export class RequestFailed extends Error {
  constructor(
    what: string,
    readonly response: Response,
  ) {
    super(`${what}: ${response.status} ${response.body.slice(0, 300)}`);
  }
}

export interface GetInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

/** `getJson` for one server and one signed-in caller. */
export type Get = <E extends EndpointSpec>(endpoint: E, input?: GetInput) => Promise<ResponseOf<E>>;
export const getterFor =
  (port: number, token: string): Get =>
  (endpoint, input) =>
    getJson(port, token, endpoint, input);

/**
 * GETs an endpoint of the API's contract (src/shared/api) as a client reads it: its path with
 * the parameters filled in, and its 200 answer checked by the contract's schema.
 */
export async function getJson<E extends EndpointSpec>(
  port: number,
  token: string,
  endpoint: E,
  input: GetInput = {},
): Promise<ResponseOf<E>> {
  const path = pathOf(endpoint.path, input.params) + queryStringOf(input.query);
  const res = await request(port, 'GET', path, { token, timeoutMs: 30_000 });
  if (res.status !== 200) throw new RequestFailed(`GET ${path}`, res);
  return (endpoint.responses[200] as z.ZodType<ResponseOf<E>>).parse(JSON.parse(res.body));
}

export async function login(port: number, email: string, password: string) {
  const res = await request(port, 'POST', '/api/user/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.body}`);
  return JSON.parse(res.body) as { token: string; user: { _id: string; employee: { _id: string } | null } };
}

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** `connections` loops each sending one request after another for `seconds`, after a warm-up. */
export async function load(
  run: () => Promise<boolean>,
  options: { connections: number; seconds: number; warmupSeconds?: number },
): Promise<LoadResult> {
  const loop = async (until: number, latencies: number[] | null, counters: { errors: number }) => {
    while (performance.now() < until) {
      const started = performance.now();
      const ok = await run().catch(() => false);
      latencies?.push(performance.now() - started);
      if (!ok) counters.errors += 1;
    }
  };
  const warm = { errors: 0 };
  const warmUntil = performance.now() + (options.warmupSeconds ?? 1) * 1000;
  await Promise.all(Array.from({ length: options.connections }, () => loop(warmUntil, null, warm)));
  const latencies: number[] = [];
  const counters = { errors: 0 };
  const started = performance.now();
  const until = started + options.seconds * 1000;
  await Promise.all(Array.from({ length: options.connections }, () => loop(until, latencies, counters)));
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    errors: counters.errors,
    rps: latencies.length / elapsed,
    ...percentiles(latencies),
  };
}

export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');

const WRK = findProgram('wrk') ?? undefined;

/** Whether wrk (Debian's package) is installed: a load generator much lighter than this process. */
export const hasWrk = WRK !== undefined;

// wrk reports percentiles in microseconds; `status` counts answers outside 2xx/3xx.
const WRK_REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"errors":%d,"status":%d,"us":%d,"p50":%.1f,"p95":%.1f,"p99":%.1f}\\n',
    summary.requests, e.connect + e.read + e.write + e.timeout, e.status, summary.duration,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end`;

/** One request wrk sends in turn with the others: a GET of `path` with a bearer token. */
export interface WrkRead {
  path: string;
  token: string;
}

/**
 * `connections` keep-alive connections from wrk (one thread) GETting `path` — or each of `reads`
 * in turn — for `seconds`, after a one-second warm-up; `onMeasured` is called as the measured run
 * starts (to start other load with it).
 */
export async function wrkLoad(
  port: number,
  path: string | WrkRead[],
  options: { connections: number; seconds: number; token?: string; onMeasured?: () => void },
): Promise<LoadResult> {
  if (!WRK) throw new Error('wrk is not installed (apt-get install wrk)');
  const script = join(mkdtempSync(join(tmpdir(), 'ems-wrk-')), 'report.lua');
  writeFileSync(script, typeof path === 'string' ? WRK_REPORT : `${roundRobin(path)}\n${WRK_REPORT}`);
  const args = (seconds: number) => [
    '-t1',
    `-c${options.connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '-s',
    script,
    ...(options.token ? ['-H', `Authorization: Bearer ${options.token}`] : []),
    `http://127.0.0.1:${port}${typeof path === 'string' ? path : ''}`,
  ];
  const run = (seconds: number) =>
    new Promise<string>((resolve, reject) =>
      execFile(WRK!, args(seconds), (error, stdout) => (error ? reject(error) : resolve(stdout))),
    );
  await run(1); // warm-up
  options.onMeasured?.();
  const line = (await run(options.seconds)).split('\n').find((text) => text.startsWith('WRK '));
  if (!line) throw new Error('wrk printed no report');
  const report = JSON.parse(line.slice(4)) as Record<
    'requests' | 'errors' | 'status' | 'us' | 'p50' | 'p95' | 'p99',
    number
  >;
  return {
    requests: report.requests,
    errors: report.errors + report.status,
    rps: report.requests / (report.us / 1e6),
    p50: report.p50 / 1000,
    p95: report.p95 / 1000,
    p99: report.p99 / 1000,
  };
}

/** A wrk script's `request` that sends `reads` one after another, each with its own token. */
function roundRobin(reads: WrkRead[]) {
  const list = reads
    .map((read) => `  { path = ${JSON.stringify(read.path)}, auth = ${JSON.stringify(`Bearer ${read.token}`)} }`)
    .join(',\n');
  return `local reads = {\n${list}\n}
local at = 0
request = function()
  at = at % #reads + 1
  return wrk.format("GET", reads[at].path, { ["Authorization"] = reads[at].auth })
end`;
}

/** A program a script runs: looked for in `dirs` first, then on PATH; `install` says how to get it. */
export interface Program {
  name: string;
  install: string;
  dirs?: string[];
}

/** The path of the executable `name` in `dirs` or on PATH; null when there is none. */
export function findProgram(name: string, dirs: string[] = []): string | null {
  for (const dir of [...dirs, ...(process.env.PATH ?? '').split(delimiter)]) {
    if (!dir) continue;
    const path = join(dir, name);
    try {
      accessSync(path, constants.X_OK);
      if (statSync(path).isFile()) return path;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * What a script needs on this machine, found before it starts anything: each missing program is
 * reported in one line with the package that brings it, and the script exits 1. Otherwise the
 * path of each, by name.
 */
export function requirePrograms(programs: Program[]): Record<string, string> {
  const found: Record<string, string> = {};
  const missing: Program[] = [];
  for (const program of programs) {
    const path = findProgram(program.name, program.dirs);
    if (path) found[program.name] = path;
    else missing.push(program);
  }
  if (missing.length === 0) return found;
  for (const { name, dirs = [], install } of missing) {
    console.error(`${name} is missing (looked in ${[...dirs, 'PATH'].join(', ')}): ${install}`);
  }
  process.exit(1);
}

/** The built server that `startServer` runs: without it the script stops before starting anything. */
export function requireBuild() {
  if (existsSync('dist/server/main.js')) return;
  console.error('dist/server/main.js is missing: run npm run build first.');
  process.exit(1);
}

/**
 * Runs a script's `main`, then `cleanUp` whatever happened — an error, an exception thrown
 * outside `main` (a child process that could not start), Ctrl-C or SIGTERM: for scripts that start
 * databases, servers or nginx of their own. A failure sets exit code 1.
 */
export function runScript(main: () => Promise<void>, cleanUp: () => Promise<void>) {
  let cleaning: Promise<void> | undefined;
  const cleanOnce = () => (cleaning ??= cleanUp().catch((error: unknown) => console.error('clean-up failed:', error)));
  const stopOn = (code: number) => () => void cleanOnce().then(() => process.exit(code));
  process.on('SIGINT', stopOn(130));
  process.on('SIGTERM', stopOn(143));
  process.on('uncaughtException', (error) => {
    console.error(error);
    stopOn(1)();
  });
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => cleanOnce());
}

/**
 * `count` employees still working here who write in a benchmark, each with a session made in the
 * database (signing thousands in would take argon2's time): their token and employee record id.
 */
export async function writersOf(db: pg.Client, count: number) {
  const { rows } = await db.query<{ user_id: string; employee_id: string }>(
    `select e.user_id, e.id as employee_id from employees e join users u on u.id = e.user_id
      where u.role = 'employee' and u.is_active and e.last_working_day is null order by e.employee_code limit $1`,
    [count],
  );
  const writers = [];
  for (const person of rows) {
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `insert into sessions (user_id, token_hash, remember, expires_at) values ($1, $2, true, now() + interval '1 day')`,
      [person.user_id, createHash('sha256').update(token).digest('hex')],
    );
    writers.push({ token, employeeId: person.employee_id });
  }
  return writers;
}
