/**
 * The set-based SQL of payroll runs: who a run pays, what changed since its draft was made, and
 * its totals. Every statement reads or writes a whole run at once (10,000 people in one go), never
 * a row at a time.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PayLine } from '#shared/pay-lines.js';
import type { Db, Tx } from '../../db/client.js';
import { payrollRunRows } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/sql.js';
import {
  FIGURE_COLUMNS,
  figuresJson,
  figuresOf,
  withAdjustments,
  type PersonIn,
  type RunPolicy,
} from './payroll-figures.js';

/** A run as its statements need it: its id, month and the pro-rating policy it was drafted under. */
export interface RunKey extends RunPolicy {
  id: string;
}

/**
 * The people a run pays (id, salary, employment, whether a regular payslip already exists that
 * month): those who joined by the month's end and had not left before it began, in the run's
 * departments (or everyone).
 */
export function eligibleOf(run: RunKey): SQL {
  return sql`
    select e.id, e.salary, e.user_id, e.hire_date::text as hire_date, e.last_working_day::text as last_working_day,
      exists (
        select 1 from salaries s
        -- A final settlement pays its final month (it is dated the last working day).
        where s.employee_id = e.id and s.type in ('regular', 'settlement')
          and s.pay_date >= ${run.month}::date and s.pay_date < (${run.month}::date + interval '1 month')
      ) as paid
    from employees e
    where (e.last_working_day is null or e.last_working_day >= ${run.month}::date)
      and e.hire_date < (${run.month}::date + interval '1 month')
      and (
        not exists (select 1 from payroll_run_departments d where d.run_id = ${run.id}::uuid)
        or e.department_id in (select d.department_id from payroll_run_departments d where d.run_id = ${run.id}::uuid)
      )`;
}

/**
 * The people of `from` (a select of eligibleOf's columns) with the figures of their last regular
 * payslip before the month, for figuresOf.
 */
async function peopleOf(tx: Db | Tx, run: RunKey, from: SQL) {
  const result = await tx.execute(sql`
    select p.id, p.salary, p.hire_date, p.last_working_day, p.paid, p.user_id,
      last.allowance as last_allowance, last.deductions as last_deductions, last.net_salary as last_net,
      last.lines as last_lines
    from (${from}) p
    left join lateral (
      select s.allowance, s.deductions, s.net_salary, s.lines from salaries s
      where s.employee_id = p.id and s.type = 'regular' and s.pay_date < ${run.month}::date
      order by s.pay_date desc limit 1
    ) last on true`);
  return rowsOf<PersonIn & { paid: boolean; user_id: string }>(result);
}

/**
 * Adds a row for everyone the run pays who has none yet (everyone, for a new run): the basic is
 * their salary pro-rated for the days paid; allowance and deductions start from their last
 * regular payslip before the month (the allowance pro-rated alike, deductions capped so the net
 * is not below zero); people paid already that month are marked, and so is the maker's own row.
 */
export async function addMissingRows(tx: Tx, run: RunKey, makerUserId: string) {
  const fresh = await peopleOf(
    tx,
    run,
    sql`select el.* from (${eligibleOf(run)}) el
      where not exists (select 1 from payroll_run_rows r where r.run_id = ${run.id}::uuid and r.employee_id = el.id)`,
  );
  if (!fresh.length) return;
  const figures = await figuresOf(tx, run, fresh);
  const skips = JSON.stringify(
    fresh.map((person) => ({
      employee_id: person.id,
      skip: person.paid ? 'paid' : person.user_id === makerUserId ? 'self' : null,
    })),
  );
  await tx.execute(sql`
    insert into payroll_run_rows (run_id, employee_id, monthly_basic, basic_salary, allowance, deductions, net_salary,
      previous_net, paid_from, paid_to, paid_days, basis_days, unpaid_days, absent_days, lines, skip)
    select ${run.id}::uuid, x.employee_id, x.monthly_basic, x.basic_salary, x.allowance, x.deductions, x.net_salary,
      x.previous_net, x.paid_from, x.paid_to, x.paid_days, x.basis_days, x.unpaid_days, x.absent_days, x.lines,
      k.skip::payroll_run_skip
    from jsonb_to_recordset(${figuresJson(figures)}::jsonb) as x(${sql.raw(FIGURE_COLUMNS)})
    join jsonb_to_recordset(${skips}::jsonb) as k(employee_id uuid, skip text) on k.employee_id = x.employee_id`);
}

/**
 * The figures of everyone a run pays who has a row, as a JSON parameter: what changesOf and
 * refreshRun compare with; with `earlier` (rows' lines by person), HR's adjustments put back.
 */
async function currentFigures(tx: Db | Tx, run: RunKey, earlier?: Map<string, PayLine[]>) {
  const people = await peopleOf(
    tx,
    run,
    sql`select el.* from (${eligibleOf(run)}) el
      where exists (select 1 from payroll_run_rows r where r.run_id = ${run.id}::uuid and r.employee_id = el.id)`,
  );
  const figures = await figuresOf(tx, run, people);
  return figuresJson(earlier ? figures.map((row) => withAdjustments(row, earlier.get(row.employeeId))) : figures);
}

/** The lines of a run's rows that HR adjusted (few: the rows edited by hand), by person. */
async function adjustedLinesOf(tx: Tx, runId: string) {
  const rows = await tx
    .select({ employeeId: payrollRunRows.employeeId, lines: payrollRunRows.lines })
    .from(payrollRunRows)
    .where(and(eq(payrollRunRows.runId, runId), sql`${payrollRunRows.lines} @> '[{"key":"adjustment"}]'::jsonb`));
  return new Map(rows.map((row) => [row.employeeId, row.lines ?? []]));
}

export const PAYROLL_CHANGES = [
  'left',
  'moved',
  'joined',
  'salary',
  'paid',
  'unpaid',
  'days',
  'leave',
  'structure',
] as const;

/**
 * A row's lines as the structure computed them: those before HR's first adjustment (adjustments,
 * and what they held back, come last; null without lines).
 */
const COMPUTED_LINES = sql.raw(`(select jsonb_agg(l order by o)
  from jsonb_array_elements(r.lines) with ordinality as t(l, o)
  where o < coalesce((select min(p) from jsonb_array_elements(r.lines) with ordinality as u(a, p)
    where a->>'key' = 'adjustment'), o + 1))`);
export type PayrollChangeKind = (typeof PAYROLL_CHANGES)[number];

export interface ChangeRow {
  employee_id: string;
  name: string;
  change: PayrollChangeKind;
}

/**
 * What differs between a run's rows and who it would pay now: people who left or moved out of
 * its departments, people who joined, salaries changed since, payslips recorded (or deleted)
 * elsewhere for the month, days employed changed (a joining or leaving date), and unpaid leave
 * or absences changed. Empty when the draft still holds.
 */
export async function changesOf(db: Db | Tx, run: RunKey): Promise<ChangeRow[]> {
  const figures = await currentFigures(db, run);
  const result = await db.execute(sql`
    with r as (select * from payroll_run_rows where run_id = ${run.id}::uuid),
    el as (${eligibleOf(run)}),
    fig as (select * from jsonb_to_recordset(${figures}::jsonb) as x(${sql.raw(FIGURE_COLUMNS)})),
    diff as (
      select coalesce(r.employee_id, el.id) as employee_id,
        case
          when el.id is null then
            case when e.last_working_day is not null then 'left' else 'moved' end
          when r.employee_id is null then 'joined'
          when fig.monthly_basic <> r.monthly_basic then 'salary'
          when el.paid and r.skip is distinct from 'paid' then 'paid'
          when not el.paid and r.skip = 'paid' then 'unpaid'
          when fig.paid_from is distinct from r.paid_from or fig.paid_to is distinct from r.paid_to then 'days'
          when fig.unpaid_days is distinct from r.unpaid_days or fig.absent_days is distinct from r.absent_days then 'leave'
          when fig.lines is distinct from ${COMPUTED_LINES} then 'structure'
        end as change
      from r
      full join el on el.id = r.employee_id
      left join fig on fig.employee_id = r.employee_id
      left join employees e on e.id = r.employee_id
    )
    select diff.employee_id, u.name, diff.change
    from diff
    join employees e on e.id = diff.employee_id
    join users u on u.id = e.user_id
    where diff.change is not null
    order by u.name, diff.employee_id`);
  return rowsOf<ChangeRow>(result);
}

/**
 * Brings a draft up to date: people gone are removed, people who joined are added (as a new
 * draft adds them), rows whose salary or days changed get the basic and days computed afresh
 * (the allowance as HR left it, deductions capped so the net stays at zero or more; a row paid
 * from a salary structure gets its lines afresh, HR's adjustment lines put back after them), and
 * the 'paid already' mark follows the payslips recorded since.
 */
export async function refreshRun(tx: Tx, run: RunKey, makerUserId: string) {
  await tx.execute(sql`
    delete from payroll_run_rows r
    where r.run_id = ${run.id}::uuid and r.employee_id not in (select el.id from (${eligibleOf(run)}) el)`);
  const figures = await currentFigures(tx, run, await adjustedLinesOf(tx, run.id));
  await tx.execute(sql`
    update payroll_run_rows r
    set monthly_basic = x.monthly_basic, basic_salary = x.basic_salary,
      paid_from = x.paid_from, paid_to = x.paid_to, paid_days = x.paid_days, basis_days = x.basis_days,
      unpaid_days = x.unpaid_days, absent_days = x.absent_days, lines = x.lines,
      allowance = case when x.lines is null and r.lines is null then r.allowance else x.allowance end,
      deductions = case when x.lines is null and r.lines is null
        then least(r.deductions, x.basic_salary + r.allowance) else x.deductions end,
      net_salary = case when x.lines is null and r.lines is null
        then x.basic_salary + r.allowance - least(r.deductions, x.basic_salary + r.allowance)
        else x.net_salary end
    from jsonb_to_recordset(${figures}::jsonb) as x(${sql.raw(FIGURE_COLUMNS)})
    where r.run_id = ${run.id}::uuid and x.employee_id = r.employee_id
      and (x.monthly_basic <> r.monthly_basic or x.paid_from is distinct from r.paid_from
        or x.paid_to is distinct from r.paid_to or x.unpaid_days is distinct from r.unpaid_days
        or x.absent_days is distinct from r.absent_days or x.lines is distinct from r.lines)`);
  await tx.execute(sql`
    update payroll_run_rows r
    set skip = case
        when el.paid then 'paid'
        when r.skip = 'paid' then null
        else r.skip
      end::payroll_run_skip
    from (${eligibleOf(run)}) el
    where r.run_id = ${run.id}::uuid and el.id = r.employee_id
      and el.paid <> (r.skip is not distinct from 'paid')`);
  await addMissingRows(tx, run, makerUserId);
}

export interface TotalsRow {
  run_id: string;
  people: number;
  to_pay: number;
  paid_already: number;
  excluded: number;
  self: number;
  basic: string | null;
  allowance: string | null;
  deductions: string | null;
  net: string | null;
  changed: number;
}

/**
 * Whether a row's net moved by more than its run's percentage since the person's last payslip
 * (`r` a payroll_run_rows row, `pr` its payroll_runs row).
 */
export const CHANGED_ROW = sql.raw(
  `(r.previous_net is not null and abs(r.net_salary - r.previous_net) * 100 > r.previous_net * pr.change_percent)`,
);

/** The totals of some runs (each run's rows summed by the database; only the rows paid count in the money). */
export async function totalsOf(db: Db | Tx, runIds: string[]): Promise<Map<string, TotalsRow>> {
  if (!runIds.length) return new Map();
  const result = await db.execute(sql`
    select r.run_id,
      count(*)::int as people,
      (count(*) filter (where r.skip is null))::int as to_pay,
      (count(*) filter (where r.skip = 'paid'))::int as paid_already,
      (count(*) filter (where r.skip = 'excluded'))::int as excluded,
      (count(*) filter (where r.skip = 'self'))::int as self,
      sum(r.basic_salary) filter (where r.skip is null) as basic,
      sum(r.allowance) filter (where r.skip is null) as allowance,
      sum(r.deductions) filter (where r.skip is null) as deductions,
      sum(r.net_salary) filter (where r.skip is null) as net,
      (count(*) filter (where r.skip is null and ${CHANGED_ROW}))::int as changed
    from payroll_run_rows r
    join payroll_runs pr on pr.id = r.run_id
    where r.run_id in (select jsonb_array_elements_text(${JSON.stringify(runIds)}::jsonb)::uuid)
    group by r.run_id`);
  return new Map(rowsOf<TotalsRow>(result).map((row) => [row.run_id, row]));
}

export interface PostedSalary {
  salary_id: string;
  employee_id: string;
  user_id: string;
  name: string;
}

/**
 * Writes the salary records of a run's paid rows (one INSERT … SELECT), links each row to its
 * record and returns them. The unique month index refuses a second regular payslip, so a run can
 * never pay anyone twice, whatever else is sent at the same moment.
 */
export async function insertSalaries(tx: Tx, run: { id: string; payDate: string }, actorUserId: string) {
  const result = await tx.execute(sql`
    with made as (
      insert into salaries (employee_id, basic_salary, allowance, deductions, net_salary, pay_date, type, created_by, lines)
      select r.employee_id, r.basic_salary, r.allowance, r.deductions, r.net_salary, ${run.payDate}::date, 'regular', ${actorUserId}::uuid, r.lines
      from payroll_run_rows r
      where r.run_id = ${run.id}::uuid and r.skip is null
      returning id, employee_id
    ),
    linked as (
      update payroll_run_rows r set salary_id = made.id
      from made
      where r.run_id = ${run.id}::uuid and r.employee_id = made.employee_id
      returning r.employee_id
    )
    select made.id as salary_id, made.employee_id, e.user_id, u.name
    from made
    join employees e on e.id = made.employee_id
    join users u on u.id = e.user_id`);
  return rowsOf<PostedSalary>(result);
}
