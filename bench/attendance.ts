/**
 * Attendance at scale, against a PostgreSQL database filled by `npm run seed:large`:
 *
 *   npm run build && DATABASE_URL=postgres://… npm run bench:attendance
 *
 * Measures, one request at a time: marking today's attendance (200 employees), report pages
 * (first, middle and last of the year) and the full-year CSV download — its time, size and the
 * server's resident memory while it streams (sampled from /proc every 50 ms). The marks it adds
 * for today are removed again at the end.
 */
import http from 'node:http';
import pg from 'pg';
import { freePort, get, login, ms, percentiles, request, rssMb, sleep, startServer } from './lib.js';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL database filled by npm run seed:large.');
const pool = new pg.Pool({ connectionString: DATABASE_URL });
/** BENCH_PORT, or a port free now (two checkouts on one machine do not collide). */
const PORT = Number(process.env.BENCH_PORT) || (await freePort());

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

async function markToday(token: string) {
  const page = JSON.parse(
    (await get(PORT, '/api/attendance/getAttendances?page=1&limit=100&search=L-0', token)).body,
  ) as {
    date: string;
    attendance: { status: string | null; employeeId: { _id: string } }[];
  };
  const targets: string[] = [];
  for (let p = 1; targets.length < 200 && p < 50; p++) {
    const list = JSON.parse(
      (await get(PORT, `/api/attendance/getAttendances?page=${p}&limit=100&search=L-0`, token)).body,
    ) as typeof page;
    targets.push(...list.attendance.filter((row) => row.status === null).map((row) => row.employeeId._id));
  }
  const latencies: number[] = [];
  for (const id of targets.slice(0, 200)) {
    const { value, ms: took } = await timed(() =>
      request(PORT, 'PUT', `/api/attendance/updateAttendance/${id}`, { token, body: { status: 'Present' } }),
    );
    if (value.status !== 200) throw new Error(`mark: ${value.status} ${value.body}`);
    latencies.push(took);
  }
  return { date: page.date, ids: targets.slice(0, 200), ...percentiles(latencies) };
}

async function reportPages(token: string) {
  const out: Record<string, ReturnType<typeof percentiles>> = {};
  const time = async (label: string, path: string) => {
    const latencies: number[] = [];
    for (let i = 0; i < 30; i++) {
      const { value, ms: took } = await timed(() => get(PORT, path, token));
      if (value.status !== 200) throw new Error(`report: ${value.status}`);
      latencies.push(took);
    }
    out[label] = percentiles(latencies);
  };
  const total = Number((await pool.query('select count(*) from attendance')).rows[0].count);
  for (const [label, skip] of [
    ['first page', 0],
    ['middle of the year', Math.floor(total / 2)],
    ['last page', total - 100],
  ] as const) {
    await time(`${label}, skip=${skip}`, `/api/attendance/report?limit=100&skip=${skip}`);
    if (skip === 0) continue;
    // The same page reached the keyset way: `after` = the `next` of the page before it.
    const before = JSON.parse((await get(PORT, `/api/attendance/report?limit=100&skip=${skip - 100}`, token)).body) as {
      next: string;
    };
    await time(`${label}, after=${before.next}`, `/api/attendance/report?limit=100&after=${before.next}`);
  }
  return out;
}

function downloadCsv(token: string, pid: number) {
  return new Promise<{ ms: number; bytes: number; rows: number; rssBefore: number; rssPeak: number }>(
    (resolve, reject) => {
      const rssBefore = rssMb(pid);
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 50);
      const started = performance.now();
      let bytes = 0;
      let rows = -1;
      const req = http.get(
        {
          host: '127.0.0.1',
          port: PORT,
          path: '/api/attendance/report.csv',
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`csv: ${res.statusCode}`));
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (const byte of chunk) if (byte === 10) rows += 1;
          });
          res.on('end', () => {
            clearInterval(sampler);
            resolve({ ms: performance.now() - started, bytes, rows, rssBefore, rssPeak });
          });
        },
      );
      req.on('error', reject);
    },
  );
}

async function main() {
  const server = await startServer({ DATABASE_URL: DATABASE_URL! }, PORT);
  try {
    const { token } = await login(PORT, 'admin@ems.test', 'Admin@12345');
    const marked = await markToday(token);
    console.log(
      `mark today's attendance (${marked.ids.length} employees, one at a time): p50 ${ms(marked.p50)} ms, p95 ${ms(marked.p95)} ms, p99 ${ms(marked.p99)} ms`,
    );
    for (const [label, figures] of Object.entries(await reportPages(token))) {
      console.log(`report page of 100, ${label}: p50 ${ms(figures.p50)} ms, p95 ${ms(figures.p95)} ms`);
    }
    await sleep(500);
    const csv = await downloadCsv(token, server.child.pid!);
    console.log(
      `full CSV: ${csv.rows.toLocaleString('en')} rows, ${(csv.bytes / 1048576).toFixed(1)} MB in ${(csv.ms / 1000).toFixed(1)} s; ` +
        `server RSS ${csv.rssBefore.toFixed(0)} MB before, ${csv.rssPeak.toFixed(0)} MB at most while streaming`,
    );
    await pool.query('delete from attendance where date = $1 and employee_id = any($2::uuid[])', [
      marked.date,
      marked.ids,
    ]);
  } finally {
    await pool.end();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
