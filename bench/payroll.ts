/**
 * A payroll run for everyone, through the built server's API, against a database filled by
 * `npm run seed:large` (which pays the twelve months before this one, never this month) — a
 * PostgreSQL server or embedded PGlite:
 *
 *   npm run build && DATABASE_URL=postgres://… npm run bench:payroll
 *   npm run build && DATA_DIR=./bench-data npm run bench:payroll
 *
 * Three runs, for this month and the two after it (the pay-date window reaches 62 days ahead):
 * make the draft for every department (10,000 rows), read its totals, post it (every payslip,
 * its audit row and notification in one transaction). The server's resident memory is sampled
 * throughout. When the server has stopped, what the runs wrote is removed — their payslips,
 * notifications and the runs; the audit rows stay, the trail is append-only — so the script can
 * be run again. BENCH_PORT (or a port free now) for the server.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { freePort, login, request, rssMb, runScript, startServer, type Server } from './lib.js';

const { DATABASE_URL, DATA_DIR } = process.env;
if (!DATABASE_URL && !DATA_DIR) {
  throw new Error('Set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) to a database filled by npm run seed:large.');
}
const where: Record<string, string> = DATABASE_URL ? { DATABASE_URL } : { DATA_DIR: DATA_DIR! };
let server: Server | undefined;
const runIds: string[] = [];

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
}

function expectStatus(res: { status: number; body: string }, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body) as { result: { _id: string; version: number; totals: { toPay: number; net: number } } };
}

/** The month `ahead` months after this one ('2026-12'). */
function monthAhead(ahead: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)).toISOString().slice(0, 7);
}

/** Removes what the runs wrote (not their audit rows), with the server stopped (PGlite has one owner). */
async function removeRuns() {
  if (!runIds.length) return;
  const database = openDatabase({ url: DATABASE_URL, dataDir: DATA_DIR ?? '', poolSize: 1 });
  try {
    for (const runId of runIds) {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`
          delete from notifications where kind = 'salary_paid'
            and target_id in (select salary_id from payroll_run_rows where run_id = ${runId}::uuid)`);
        await tx.execute(sql`
          delete from salaries where id in (select salary_id from payroll_run_rows where run_id = ${runId}::uuid)`);
        await tx.execute(sql`delete from payroll_runs where id = ${runId}::uuid`);
      });
    }
    console.log(`removed the ${runIds.length} runs' payslips and notifications`);
  } finally {
    await database.close();
  }
}

async function main() {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  server = await startServer({ ...where, STATEMENT_TIMEOUT_MS: '120000' }, port);
  const { token } = await login(port, 'admin@ems.test', 'Admin@12345');
  const idle = rssMb(server.child.pid!);
  console.log(
    `${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, server on port ${port}, ${idle.toFixed(0)} MiB resident idle`,
  );
  console.log('run | month | draft made | totals read | posted | people | net total | peak RSS');
  for (let run = 1; run <= 3; run += 1) {
    const month = monthAhead(run - 1);
    let peak = rssMb(server.child.pid!);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server!.child.pid!));
    }, 50);
    const [made, draftMs] = await timed(async () =>
      expectStatus(
        await request(port, 'POST', '/api/payroll/runs', { token, body: { month, departmentIds: [] } }),
        201,
        'draft',
      ),
    );
    const id = made.result._id;
    runIds.push(id);
    const [reviewed, readMs] = await timed(async () =>
      expectStatus(await request(port, 'GET', `/api/payroll/runs/${id}`, { token }), 200, 'totals'),
    );
    const [, postMs] = await timed(async () =>
      expectStatus(
        await request(port, 'POST', `/api/payroll/runs/${id}/post`, {
          token,
          body: { version: reviewed.result.version },
        }),
        200,
        'post',
      ),
    );
    clearInterval(sampler);
    console.log(
      `${run} | ${month} | ${draftMs.toFixed(0)} ms | ${readMs.toFixed(0)} ms | ${postMs.toFixed(0)} ms | ${reviewed.result.totals.toPay} | ${reviewed.result.totals.net.toFixed(2)} | ${peak.toFixed(0)} MiB`,
    );
  }
}

runScript(main, async () => {
  await server?.stop();
  await removeRuns();
});
