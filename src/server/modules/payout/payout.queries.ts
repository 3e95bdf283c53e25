/** The set-based reads of a run's payout: its people paid with their bank details, and its sums. */
import { eq, sql } from 'drizzle-orm';
import { PAYROLL_MSG } from '#shared/messages/payroll.js';
import { PAYOUT_MSG } from '#shared/messages/payout.js';
import type { Db, Tx } from '../../db/client.js';
import { payrollBonusRuns, payrollRuns } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { rowsOf } from '../../lib/sql.js';
import type { RunSums } from './journal.js';

/** A run as payout needs it: with its festival's name when it is a bonus run (null for a monthly run). */
export type RunRow = typeof payrollRuns.$inferSelect & { bonus: string | null };

export async function runOf(db: Db | Tx, id: string): Promise<RunRow> {
  const [found] = await db
    .select({ run: payrollRuns, bonus: payrollBonusRuns.name })
    .from(payrollRuns)
    .leftJoin(payrollBonusRuns, eq(payrollBonusRuns.runId, payrollRuns.id))
    .where(eq(payrollRuns.id, id));
  if (!found) throw notFound(PAYROLL_MSG.notFound);
  return { ...found.run, bonus: found.bonus };
}

/** The run, refused (409) while it is a draft: nothing leaves payroll before it is posted. */
export async function postedRunOf(db: Db | Tx, id: string): Promise<RunRow> {
  const run = await runOf(db, id);
  if (run.status !== 'posted') throw conflict(PAYOUT_MSG.notPosted);
  return run;
}

/** One person paid by a run, with everything the bank file and the register show. */
export interface PaidRow {
  employee_id: string;
  salary_id: string | null;
  code: string;
  name: string;
  email: string;
  department: string | null;
  designation: string;
  paid_from: string | null;
  paid_to: string | null;
  paid_days: string | null;
  basis_days: string | null;
  unpaid_days: string | null;
  absent_days: string | null;
  /** A bonus run's whole months of service on the festival date (null in a monthly run). */
  months_served: number | null;
  monthly_basic: string;
  basic_salary: string;
  allowance: string;
  deductions: string;
  net_salary: string;
  mailed_at: string | null;
  bank_name: string | null;
  routing_code: string | null;
  account_name: string | null;
  account_number: string | null;
}

/** Everyone a run pays (its rows not left out), by employee ID: one statement for the whole run. */
export async function paidRowsOf(db: Db | Tx, runId: string): Promise<PaidRow[]> {
  const result = await db.execute(sql`
    select r.employee_id, r.salary_id, e.employee_code as code, u.name, u.email, d.name as department, e.designation,
      r.paid_from::text, r.paid_to::text, r.paid_days, r.basis_days, r.unpaid_days, r.absent_days,
      br.months_served, r.monthly_basic, r.basic_salary, r.allowance, r.deductions, r.net_salary, r.mailed_at::text,
      b.bank_name, b.routing_code, b.account_name, b.account_number
    from payroll_run_rows r
    join employees e on e.id = r.employee_id
    join users u on u.id = e.user_id
    left join departments d on d.id = e.department_id
    left join bank_accounts b on b.employee_id = r.employee_id
    left join payroll_bonus_rows br on br.run_id = r.run_id and br.employee_id = r.employee_id
    where r.run_id = ${runId}::uuid and r.skip is null
    order by e.employee_code, r.employee_id`);
  return rowsOf<PaidRow>(result);
}

/**
 * What a run's journal sums over the people it pays (the database adds, in numeric): the basic,
 * the net, the allowance and deductions of rows without pay lines, and the lines of the others by
 * component (any month's arrears together) and side. A month's own basic line is the basic column.
 */
export async function componentSums(db: Db | Tx, runId: string): Promise<RunSums> {
  const [columns] = rowsOf<{
    basic: string | null;
    net: string | null;
    plain_allowance: string | null;
    plain_deductions: string | null;
  }>(
    await db.execute(sql`select sum(r.basic_salary)::text as basic, sum(r.net_salary)::text as net,
        (sum(r.allowance) filter (where r.lines is null))::text as plain_allowance,
        (sum(r.deductions) filter (where r.lines is null))::text as plain_deductions
      from payroll_run_rows r where r.run_id = ${runId}::uuid and r.skip is null`),
  );
  const lines = rowsOf<RunSums['lines'][number]>(
    await db.execute(sql`select case when l->>'month' is not null then 'arrears' else l->>'key' end as "group",
        l->>'side' as side, sum((l->>'cents')::bigint)::text as cents
      from payroll_run_rows r cross join lateral jsonb_array_elements(r.lines) as l
      where r.run_id = ${runId}::uuid and r.skip is null and r.lines is not null
        and not (l->>'key' = 'basic' and l->>'month' is null)
      group by 1, 2`),
  );
  return {
    basic: columns?.basic ?? null,
    net: columns?.net ?? null,
    plainAllowance: columns?.plain_allowance ?? null,
    plainDeductions: columns?.plain_deductions ?? null,
    lines,
  };
}

/** The people paid with no bank details (those the bank file cannot hold) and those with no email. */
export async function missingOf(db: Db | Tx, runId: string) {
  const result = await db.execute(sql`
    select r.employee_id as "employeeId", e.employee_code as code, u.name,
      (b.employee_id is null) as no_bank, (trim(u.email) = '') as no_email,
      (r.mailed_at is not null) as mailed
    from payroll_run_rows r
    join employees e on e.id = r.employee_id
    join users u on u.id = e.user_id
    left join bank_accounts b on b.employee_id = r.employee_id
    where r.run_id = ${runId}::uuid and r.skip is null
      and (b.employee_id is null or trim(u.email) = '' or r.mailed_at is not null)
    order by u.name, r.employee_id`);
  const rows = rowsOf<{
    employeeId: string;
    code: string;
    name: string;
    no_bank: boolean;
    no_email: boolean;
    mailed: boolean;
  }>(result);
  const person = ({ employeeId, code, name }: (typeof rows)[number]) => ({ employeeId, code, name });
  return {
    missingBank: rows.filter((row) => row.no_bank).map(person),
    noEmail: rows.filter((row) => row.no_email).map(person),
    mailed: rows.filter((row) => row.mailed).length,
  };
}
