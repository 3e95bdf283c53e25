/** Helpers shared by the benchmark scripts: a server child process, HTTP load and percentiles. */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'node:http';

export interface Server {
  port: number;
  child: ChildProcess;
  stderrLines: string[];
  stop(): Promise<void>;
}

/** Starts the built server (`npm run build` first) in its own process. */
export async function startServer(env: Record<string, string>, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', WEB_DIST: 'dist/web', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderrLines: string[] = [];
  let buffer = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    stderrLines.push(...lines);
  });
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderrLines.slice(-5).join('\n')}`);
    const ok = await get(port, '/health').then((r) => r.status === 200, () => false);
    if (ok) break;
    await sleep(100);
  }
  return {
    port,
    child,
    stderrLines,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function request(
  port: number,
  method: string,
  path: string,
  options: { token?: string | undefined; body?: unknown } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export const get = (port: number, path: string, token?: string) => request(port, 'GET', path, { token });

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
  return { requests: latencies.length, errors: counters.errors, rps: latencies.length / elapsed, ...percentiles(latencies) };
}

export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path));

/** Whether wrk (Debian's package) is installed: a load generator much lighter than this process. */
export const hasWrk = WRK !== undefined;

// wrk reports percentiles in microseconds; `status` counts answers outside 2xx/3xx.
const WRK_REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"errors":%d,"status":%d,"us":%d,"p50":%.1f,"p95":%.1f,"p99":%.1f}\\n',
    summary.requests, e.connect + e.read + e.write + e.timeout, e.status, summary.duration,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end`;

/** `connections` keep-alive connections from wrk (one thread) GETting `path` for `seconds`. */
export async function wrkLoad(
  port: number,
  path: string,
  options: { connections: number; seconds: number; token?: string },
): Promise<LoadResult> {
  if (!WRK) throw new Error('wrk is not installed (apt-get install wrk)');
  const script = join(mkdtempSync(join(tmpdir(), 'ems-wrk-')), 'report.lua');
  writeFileSync(script, WRK_REPORT);
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '-s', script];
  if (options.token) args.push('-H', `Authorization: Bearer ${options.token}`);
  args.push(`http://127.0.0.1:${port}${path}`);
  const run = (seconds: number) =>
    new Promise<string>((resolve, reject) => {
      const warm = args.map((arg) => (arg === `-d${options.seconds}s` ? `-d${seconds}s` : arg));
      execFile(WRK!, warm, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    });
  await run(1); // warm-up
  const line = (await run(options.seconds)).split('\n').find((text) => text.startsWith('WRK '));
  if (!line) throw new Error('wrk printed no report');
  const report = JSON.parse(line.slice(4)) as { requests: number; errors: number; status: number; us: number; p50: number; p95: number; p99: number };
  return {
    requests: report.requests,
    errors: report.errors + report.status,
    rps: report.requests / (report.us / 1e6),
    p50: report.p50 / 1000,
    p95: report.p95 / 1000,
    p99: report.p99 / 1000,
  };
}
