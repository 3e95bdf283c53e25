/**
 * A payroll run for everyone, through the built server's API, against a database filled by
 * `npm run seed:large` (which pays the twelve months before this one, never this month) — a
 * PostgreSQL server or embedded PGlite:
 *
 *   npm run build && DATABASE_URL=postgres://… npm run bench:payroll
 *   npm run build && DATA_DIR=./bench-data npm run bench:payroll
 *
 * First everyone paid is given a salary structure from this month (basic, house rent as a share
 * of it, medical, conveyance; provident fund and a loan instalment deducted), so each row carries
 * its pay lines. Then three runs, for this month and the two after it (the pay-date window reaches
 * 62 days ahead): make the draft for every department (10,000 rows), read its totals, post it
 * (every payslip, its audit row and notification in one transaction), and mail every payslip,
 * password-protected, through the outbox to an SMTP server the script runs (smtp-server), timed
 * until the last has arrived. The server's resident memory is sampled throughout. When the
 * server has stopped, what the runs wrote is removed — their payslips, notifications, mails, the
 * runs and the structures; the audit rows stay, the trail is append-only — so the script can be
 * run again. Income tax and the provident fund are turned on (the shipped example slabs; the
 * structures' own provident fund line is replaced by the statutory one), and the settings found
 * are put back afterwards. BENCH_PORT (or a port free now) for the server; `--no-mail` skips the
 * mailing, `--no-statutory` the statutory lines.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { startSmtpSink, type SmtpSink } from '../src/server/test/smtp-sink.js';
import { cpuMsOf, freePort, login, request, rssMb, runScript, sleep, startServer, type Server } from './lib.js';

const { DATABASE_URL, DATA_DIR } = process.env;
if (!DATABASE_URL && !DATA_DIR) {
  throw new Error('Set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) to a database filled by npm run seed:large.');
}
const where: Record<string, string> = DATABASE_URL ? { DATABASE_URL } : { DATA_DIR: DATA_DIR! };
const MAIL = !process.argv.includes('--no-mail');
const STATUTORY = !process.argv.includes('--no-statutory');
const STRUCTURE_REASON = 'bench:payroll';
let server: Server | undefined;
let sink: SmtpSink | undefined;
const runIds: string[] = [];
const startedAt = new Date();

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

/** A database connection of the script's own, while the server is stopped (PGlite has one owner). */
async function withDatabase(use: (database: ReturnType<typeof openDatabase>) => Promise<void>) {
  const database = openDatabase({ url: DATABASE_URL, dataDir: DATA_DIR ?? '', poolSize: 1 });
  try {
    await use(database);
  } finally {
    await database.close();
  }
}

/**
 * A salary structure from this month for everyone with a salary and none yet: the basic is 60 %
 * of their salary, house rent half the basic, medical 1,500 and conveyance 1,000; provident fund
 * 10 % of the basic and a loan instalment of 500 deducted.
 */
async function giveStructures() {
  await withDatabase(async ({ db }) => {
    const made = await db.execute(sql`
      with made as (
        insert into salary_structures (employee_id, effective_from, reason)
        select e.id, ${`${monthAhead(0)}-01`}::date, ${STRUCTURE_REASON} from employees e
        where e.salary > 0 and not exists (select 1 from salary_structures s where s.employee_id = e.id)
        returning id, employee_id)
      insert into salary_structure_components (structure_id, component, kind, method, amount, percent, percent_of)
      select made.id, c.component::salary_component, c.kind::salary_component_kind, c.method::salary_component_method,
        case when c.component = 'basic' then round(e.salary * 0.6, 2) else c.amount end, c.percent,
        c.percent_of::salary_component
      from made join employees e on e.id = made.employee_id
      cross join (values
        ('basic', 'earning', 'fixed', null::numeric, null::numeric, null::text),
        ('house_rent', 'earning', 'percent', null, 50, 'basic'),
        ('medical', 'earning', 'fixed', 1500, null, null),
        ('conveyance', 'earning', 'fixed', 1000, null, null),
        ('provident_fund', 'deduction', 'percent', null, 10, 'basic'),
        ('loan', 'deduction', 'fixed', 500, null, null)
      ) as c(component, kind, method, amount, percent, percent_of)`);
    console.log(`salary structures given: ${Number((made as { rowCount?: number }).rowCount ?? 0) / 6} people`);
  });
}

/** Removes what the runs wrote (not their audit rows), with the server stopped. */
async function removeRuns() {
  await withDatabase(async (database) => {
    await database.db.execute(sql`delete from salary_structures where reason = ${STRUCTURE_REASON}`);
    // The statutory settings as found: none saved (their rows gone), or the two switches put back.
    if (statutoryBefore === null) {
      await database.db.execute(sql`delete from tax_years`);
      await database.db.execute(sql`delete from statutory_settings`);
    } else if (statutoryBefore) {
      await database.db.execute(sql`
        update statutory_settings
        set tax_enabled = ${statutoryBefore.taxEnabled}, pf_enabled = ${statutoryBefore.pfEnabled}`);
    }
    await database.db.execute(
      sql`delete from outbox where payload->>'topic' = 'payslip' and created_at >= ${startedAt.toISOString()}::timestamptz`,
    );
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
    console.log(`removed the structures given, the ${runIds.length} runs' payslips, notifications and mails`);
  });
}

/** Mails the run's payslips, locked; resolves with the time until the last has arrived. */
async function mailRun(port: number, token: string, id: string) {
  sink!.reset();
  const cpuBefore = cpuMsOf(server!.child.pid!);
  const started = performance.now();
  const queued = await request(port, 'POST', `/api/payroll/runs/${id}/mail-payslips`, { token, body: {} });
  if (queued.status !== 200) throw new Error(`mail: ${queued.status} ${queued.body.slice(0, 300)}`);
  const count = (JSON.parse(queued.body) as { result: { queued: number } }).result.queued;
  const queuedMs = performance.now() - started;
  while (sink!.count < count && performance.now() - started < 900_000) await sleep(100);
  const arrivedMs = performance.now() - started;
  if (sink!.count < count) throw new Error(`mail: ${sink!.count} of ${count} arrived in 15 min`);
  const sample = sink!.received[0]!.raw;
  // The attachment is base64 in the mail: an encrypted PDF's trailer names its /Encrypt dictionary.
  const pdf = Buffer.from(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)\r?\n--[^\r\n]*--\s*$/.exec(sample)?.[1] ?? '', 'base64');
  if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-')) || !pdf.includes('/Encrypt')) {
    throw new Error('mail: the attachment is not a locked PDF');
  }
  sink!.reset();
  return { count, queuedMs, arrivedMs, cpuMs: cpuMsOf(server!.child.pid!) - cpuBefore };
}

async function main() {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  await giveStructures();
  // The first mail is kept (its attachment is checked), the rest counted.
  sink = await startSmtpSink(0, { keep: 1 });
  const mailEnv: Record<string, string> = MAIL ? { SMTP_URL: sink.url, MAIL_FROM: 'payroll@bench.test' } : {};
  server = await startServer({ ...where, ...mailEnv, STATEMENT_TIMEOUT_MS: '120000' }, port);
  const { token } = await login(port, 'admin@ems.test', 'Admin@12345');
  if (MAIL) await protectPayslips(port, token);
  if (STATUTORY) await turnOnStatutory(port, token);
  const idle = rssMb(server.child.pid!);
  console.log(
    `${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, server on port ${port}, ${idle.toFixed(0)} MiB resident idle`,
  );
  console.log(
    'run | month | draft made | totals read | posted | people | net total | mailed (queued · all arrived · server CPU) | peak RSS',
  );
  for (let run = 1; run <= 3; run += 1) {
    const month = monthAhead(run - 1);
    let peak = rssMb(server.child.pid!);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server!.child.pid!));
    }, 50);
    try {
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
      const mailed = MAIL ? await mailRun(port, token, id) : null;
      const mailCell = mailed
        ? `${mailed.count} · ${mailed.queuedMs.toFixed(0)} ms · ${(mailed.arrivedMs / 1000).toFixed(1)} s · ${(mailed.cpuMs / 1000).toFixed(1)} s`
        : '—';
      console.log(
        `${run} | ${month} | ${draftMs.toFixed(0)} ms | ${readMs.toFixed(0)} ms | ${postMs.toFixed(0)} ms | ${reviewed.result.totals.toPay} | ${reviewed.result.totals.net.toFixed(2)} | ${mailCell} | ${peak.toFixed(0)} MiB`,
      );
    } finally {
      clearInterval(sampler);
    }
  }
}

/** The settings found before the bench turned them on; null: none saved (the shipped examples). */
let statutoryBefore: { taxEnabled: boolean; pfEnabled: boolean } | null | undefined;

/** Income tax and the provident fund on, as a department that pays both would have them. */
async function turnOnStatutory(port: number, token: string) {
  const current = await request(port, 'GET', '/api/payroll/statutory', { token });
  const { saved, ...settings } = (JSON.parse(current.body) as { result: Record<string, unknown> }).result;
  statutoryBefore = saved ? { taxEnabled: settings.taxEnabled === true, pfEnabled: settings.pfEnabled === true } : null;
  const turned = await request(port, 'PUT', '/api/payroll/statutory', {
    token,
    body: { ...settings, taxEnabled: true, pfEnabled: true },
  });
  if (turned.status !== 200) throw new Error(`statutory settings: ${turned.status} ${turned.body.slice(0, 300)}`);
}

/** Payslip mails carry the PDF locked with each person's password (the payout settings). */
async function protectPayslips(port: number, token: string) {
  const current = await request(port, 'GET', '/api/payroll/payout-settings', { token });
  const settings = (JSON.parse(current.body) as { result: Record<string, unknown> }).result;
  const saved = await request(port, 'PUT', '/api/payroll/payout-settings', {
    token,
    body: { bankLayout: settings.bankLayout, protectPdfs: true },
  });
  if (saved.status !== 200) throw new Error(`payout settings: ${saved.status} ${saved.body.slice(0, 300)}`);
}

runScript(main, async () => {
  await server?.stop();
  await sink?.stop();
  await removeRuns();
});
