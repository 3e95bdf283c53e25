/**
 * The set-based SQL of payroll runs: who a run pays, what changed since its draft was made, and
 * its totals. Every statement reads or writes a whole run at once (10,000 people in one go), never
 * a row at a time.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../lib/sql.js';

export interface RunKey {
  id: string;
  /** The first day of the month paid. */
  month: string;
}

/**
 * The people a run pays (id, salary, whether a regular payslip already exists that month): those
 * working here who joined by the month's end, in the run's departments (or everyone).
 */
export function eligibleOf(run: RunKey): SQL {
  return sql`
    select e.id, e.salary, e.user_id,
      exists (
        select 1 from salaries s
        where s.employee_id = e.id and s.type = 'regular'
          and s.pay_date >= ${run.month}::date and s.pay_date < (${run.month}::date + interval '1 month')
      ) as paid
    from employees e
    where e.last_working_day is null
      and e.hire_date < (${run.month}::date + interval '1 month')
      and (
        not exists (select 1 from payroll_run_departments d where d.run_id = ${run.id}::uuid)
        or e.department_id in (select d.department_id from payroll_run_departments d where d.run_id = ${run.id}::uuid)
      )`;
}

/**
 * Adds a row for everyone the run pays who has none yet (everyone, for a new run): the basic is
 * their salary; allowance and deductions start from their last regular payslip before the month
 * (deductions capped so the net is not below zero); people paid already that month are marked,
 * and so is the maker's own row.
 */
export async function addMissingRows(tx: Tx, run: RunKey, makerUserId: string) {
  await tx.execute(sql`
    with fresh as (
      select el.* from (${eligibleOf(run)}) el
      where not exists (select 1 from payroll_run_rows r where r.run_id = ${run.id}::uuid and r.employee_id = el.id)
    )
    insert into payroll_run_rows (run_id, employee_id, basic_salary, allowance, deductions, net_salary, skip)
    select ${run.id}::uuid, fresh.id, fresh.salary, f.allowance, f.deductions, fresh.salary + f.allowance - f.deductions,
      case when fresh.paid then 'paid' when fresh.user_id = ${makerUserId}::uuid then 'self' end::payroll_run_skip
    from fresh
    left join lateral (
      select s.allowance, s.deductions from salaries s
      where s.employee_id = fresh.id and s.type = 'regular' and s.pay_date < ${run.month}::date
      order by s.pay_date desc limit 1
    ) last on true
    cross join lateral (
      select coalesce(last.allowance, 0) as allowance,
        least(coalesce(last.deductions, 0), fresh.salary + coalesce(last.allowance, 0)) as deductions
    ) f`);
}

export const PAYROLL_CHANGES = ['left', 'moved', 'joined', 'salary', 'paid', 'unpaid'] as const;
export type PayrollChangeKind = (typeof PAYROLL_CHANGES)[number];

export interface ChangeRow {
  employee_id: string;
  name: string;
  change: PayrollChangeKind;
}

/**
 * What differs between a run's rows and who it would pay now: people who left or moved out of
 * its departments, people who joined, salaries changed since, and payslips recorded (or deleted)
 * elsewhere for the month. Empty when the draft still holds.
 */
export async function changesOf(db: Db | Tx, run: RunKey): Promise<ChangeRow[]> {
  const result = await db.execute(sql`
    with r as (select * from payroll_run_rows where run_id = ${run.id}::uuid),
    el as (${eligibleOf(run)}),
    diff as (
      select coalesce(r.employee_id, el.id) as employee_id,
        case
          when el.id is null then
            case when e.last_working_day is not null then 'left' else 'moved' end
          when r.employee_id is null then 'joined'
          when el.salary <> r.basic_salary then 'salary'
          when el.paid and r.skip is distinct from 'paid' then 'paid'
          when not el.paid and r.skip = 'paid' then 'unpaid'
        end as change
      from r
      full join el on el.id = r.employee_id
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
 * draft adds them), changed salaries become the basic (deductions capped so the net stays
 * at zero or more), and the 'paid already' mark follows the payslips recorded since.
 */
export async function refreshRun(tx: Tx, run: RunKey, makerUserId: string) {
  await tx.execute(sql`
    delete from payroll_run_rows r
    where r.run_id = ${run.id}::uuid and r.employee_id not in (select el.id from (${eligibleOf(run)}) el)`);
  await tx.execute(sql`
    update payroll_run_rows r
    set basic_salary = el.salary,
      deductions = least(r.deductions, el.salary + r.allowance),
      net_salary = el.salary + r.allowance - least(r.deductions, el.salary + r.allowance),
      skip = case
        when el.paid then 'paid'
        when r.skip = 'paid' then null
        else r.skip
      end::payroll_run_skip
    from (${eligibleOf(run)}) el
    where r.run_id = ${run.id}::uuid and el.id = r.employee_id
      and (el.salary <> r.basic_salary or el.paid <> (r.skip is not distinct from 'paid'))`);
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
}

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
      sum(r.net_salary) filter (where r.skip is null) as net
    from payroll_run_rows r
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
export async function insertSalaries(tx: Tx, run: RunKey & { payDate: string }, actorUserId: string) {
  const result = await tx.execute(sql`
    with made as (
      insert into salaries (employee_id, basic_salary, allowance, deductions, net_salary, pay_date, type, created_by)
      select r.employee_id, r.basic_salary, r.allowance, r.deductions, r.net_salary, ${run.payDate}::date, 'regular', ${actorUserId}::uuid
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
