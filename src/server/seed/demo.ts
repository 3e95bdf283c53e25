import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { workWeek } from '../modules/calendar/index.js';
import { todayIn } from './demo-calendar.js';
import { insertComms } from './demo-comms.js';
import { insertLeaves, planLeaves } from './demo-leaves.js';
import { planOrg } from './demo-org.js';
import { insertPeople, preparePeople } from './demo-people.js';
import { insertTime } from './demo-time.js';
import { insertWork, planWork } from './demo-work.js';
import { bookUnbookedInBulk, runLeaveYear } from '../modules/leave/index.js';

export interface SeedDemoOptions {
  /** The organisation's IANA zone (ORG_TIMEZONE): decides which day is "today". */
  timeZone?: string;
  /** YYYY-MM-DD; overrides the clock so tests and screenshots get the same data every run. */
  today?: string;
}

export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

function resolveToday(options: SeedDemoOptions): string {
  if (options.today === undefined) return todayIn(options.timeZone ?? DEFAULT_TIME_ZONE);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today)) {
    throw new Error(`seedDemo: today must be YYYY-MM-DD, got '${options.today}'.`);
  }
  return options.today;
}

/**
 * Creates the demo organisation (issue 2 item 3) on an empty database: departments and their
 * managers, staff with photos, projects and tasks, leaves, payslips, attendance up to yesterday
 * (on the working days of the organisation's work week), announcements and notifications.
 * Everything is written in one transaction, so a failure leaves the database empty and the next
 * start simply tries again.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<void> {
  const org = planOrg(resolveToday(options), await workWeek(db, options.timeZone ?? DEFAULT_TIME_ZONE));
  // Hashing and drawing take most of the time; do them before holding a transaction open.
  const assets = await preparePeople(org);
  const work = planWork(org);
  const leaves = planLeaves(org);
  await db.transaction(async (tx) => {
    await insertPeople(tx, org, assets);
    await insertWork(tx, work);
    await insertLeaves(tx, leaves);
    await insertTime(tx, org, leaves);
    await insertComms(tx, org, { leaves, work });
    await insertBankAccounts(tx);
    // Balances: the demo's leaves booked, then every ledger brought up to today.
    await bookUnbookedInBulk(tx, options.timeZone ?? DEFAULT_TIME_ZONE);
    await runLeaveYear(tx, { asOf: resolveToday(options) });
  });
}

/**
 * Bank details for everyone employed but Mehedi Hasan, so a run's payout shows a person missing
 * (and HR entering them): the account number is the phone's digits, one bank and branch for all.
 */
async function insertBankAccounts(tx: Tx) {
  await tx.execute(sql`
    insert into bank_accounts (employee_id, bank_name, routing_code, account_name, account_number)
    select e.id, 'City Bank', '225261724', u.name, regexp_replace(e.phone, '[^0-9]', '', 'g')
    from employees e join users u on u.id = e.user_id
    where u.name <> 'Mehedi Hasan'`);
}
