/**
 * The leave engine at scale, against a PostgreSQL database filled by `npm run seed:large`:
 *
 *   DATABASE_URL=postgres://… npm run bench:leave
 *
 * Times, three runs each: the year-end job for everyone (closing this year, carrying forward and
 * granting the next, in a transaction that is rolled back, so the database is left as it was);
 * the same job when nothing is due (what the hourly run costs); the whole balance report (every
 * person × every type, sorted by what is available); and the report's CSV.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.js';
import type { Principal } from '../src/server/auth/session-store.js';
import { openDatabase } from '../src/server/db/client.js';
import { rolledBack } from '../src/server/lib/rolled-back.js';
import { csvLine } from '../src/server/lib/csv.js';
import { chunksOf } from '../src/server/lib/export.js';
import {
  BALANCE_COLUMNS,
  BALANCE_STRETCH,
  balanceListing,
  balanceReport,
  runLeaveYear,
} from '../src/server/modules/leave/index.js';
import { todayIn } from '../src/shared/dates.js';

const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL database filled by npm run seed:large.');
const database = openDatabase({ url: config.DATABASE_URL, poolSize: 2, statementTimeoutMs: 120_000 });
const db = database.db;
const today = todayIn(config.ORG_TIMEZONE);
const year = Number(today.slice(0, 4));
const HR: Principal = {
  userId: '00000000-0000-4000-8000-000000000000',
  role: 'admin',
  name: 'Bench',
  email: 'bench@example.test',
  sessionId: 'bench',
  employeeId: null,
  departmentId: null,
  sessionExpiresAt: new Date(Date.now() + 3_600_000),
};

async function timed(label: string, run: () => Promise<string>) {
  const figures: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    const detail = await run();
    figures.push(`${(performance.now() - started).toFixed(0)} ms${detail ? ` (${detail})` : ''}`);
  }
  console.log(`${label.padEnd(40)} ${figures.join(' / ')}`);
}

const [people] = (
  (await db.execute(sql`select count(*)::int as n from employees where last_working_day is null`)) as unknown as {
    rows: { n: number }[];
  }
).rows;
console.log(`${people?.n} people working here, today ${today}`);

await timed(`year-end job into ${year + 1}`, () =>
  rolledBack(db, async (tx) => {
    const steps = await runLeaveYear(tx, { asOf: `${year + 1}-01-01` });
    return `${steps.reduce((sum, step) => sum + step.rows, 0)} rows`;
  }),
);
await timed('leave-year job, nothing due', async () => {
  const steps = await runLeaveYear(db, { asOf: today });
  return `${steps.reduce((sum, step) => sum + step.rows, 0)} rows`;
});
await timed('balance report, everyone, by available', async () => {
  const { rows } = await balanceReport(db, HR, { year, sort: 'available:desc' });
  return `${rows.length} rows`;
});
await timed('balance report page (10, by name)', async () => {
  const { rows, total } = await balanceReport(db, HR, { year, page: 1, limit: 10 });
  return `${rows.length} of ${total}`;
});
await timed('balance report CSV', async () => {
  let bytes = 0;
  for await (const rows of chunksOf(balanceListing(db, HR, { year }).page, BALANCE_STRETCH)) {
    for (const row of rows) bytes += csvLine(BALANCE_COLUMNS.map((column) => column.value(row))).length;
  }
  return `${(bytes / 1024).toFixed(0)} kB`;
});
await database.close();
