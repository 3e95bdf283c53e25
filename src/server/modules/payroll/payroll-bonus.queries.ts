/**
 * The set-based SQL of festival bonus runs: who is due a festival's bonus, what each is due, and
 * writing a run's rows and payslips — a whole run per statement, as for monthly runs.
 */
import { inArray, sql } from 'drizzle-orm';
import type { BonusRules } from '#shared/schemas/payroll-bonus.js';
import { fromCents, toCents } from '#shared/money.js';
import type { Db, Tx } from '../../db/client.js';
import { payrollBonusRuns } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/sql.js';
import { structureLines } from './payroll-structures.js';

/** A bonus run as its statements need it. */
export interface BonusKey extends BonusRules {
  id: string;
}

/** The same festival however its name is typed: 'Eid-ul-Adha  2026' is 'eid-ul-adha 2026'. */
export const festivalKeyOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The festival and rules of some runs (bonus runs only; a monthly run has none). */
export async function bonusRulesOf(db: Db | Tx, runIds: string[]): Promise<Map<string, BonusRules>> {
  if (!runIds.length) return new Map();
  const rows = await db.select().from(payrollBonusRuns).where(inArray(payrollBonusRuns.runId, runIds));
  return new Map(
    rows.map((row) => [
      row.runId,
      {
        name: row.name,
        festivalDate: row.festivalDate,
        percent: row.percent,
        minMonths: row.minMonths,
        shortService: row.shortService as BonusRules['shortService'],
      },
    ]),
  );
}

interface DuePerson {
  id: string;
  user_id: string;
  salary: string;
  months_served: number;
  paid: boolean;
}

/** One person's bonus as computed now. */
export interface BonusFigure {
  employee_id: string;
  user_id: string;
  monthly_basic: string;
  bonus: string;
  months_served: number;
  paid: boolean;
}

/**
 * The people due a run's festival bonus: employed on the festival date (joined by it, not left
 * before it), in the run's departments (or everyone), with their whole months of service on that
 * day and whether another run already paid them this festival's bonus.
 */
async function duePeople(db: Db | Tx, run: BonusKey): Promise<DuePerson[]> {
  const day = sql`${run.festivalDate}::date`;
  const result = await db.execute(sql`
    select e.id, e.user_id, e.salary,
      (extract(year from age(${day}, e.hire_date)) * 12 + extract(month from age(${day}, e.hire_date)))::int as months_served,
      exists (
        select 1 from payroll_bonus_payments p
        where p.festival_key = ${festivalKeyOf(run.name)} and p.festival_date = ${day} and p.employee_id = e.id
      ) as paid
    from employees e
    where e.hire_date <= ${day}
      and (e.last_working_day is null or e.last_working_day >= ${day})
      and (
        not exists (select 1 from payroll_run_departments d where d.run_id = ${run.id}::uuid)
        or e.department_id in (select d.department_id from payroll_run_departments d where d.run_id = ${run.id}::uuid)
      )`);
  return rowsOf<DuePerson>(result);
}

/**
 * A bonus in cents: `percent` of the monthly basic; below the minimum service, that times months
 * served over the minimum (pro-rated) or nothing. Rounded half up to the cent, in integers.
 */
export function bonusCents(monthlyBasicCents: number, rules: BonusRules, monthsServed: number): number {
  const short = rules.minMonths > 0 && monthsServed < rules.minMonths;
  if (short && rules.shortService === 'none') return 0;
  const num = BigInt(monthlyBasicCents) * BigInt(rules.percent) * BigInt(short ? monthsServed : 1);
  const den = 100n * BigInt(short ? rules.minMonths : 1);
  return Number((2n * num + den) / (2n * den));
}

/** Everyone due the run's bonus with their figures; the monthly basic is their salary structure's basic when one is in force. */
export async function bonusFiguresOf(db: Db | Tx, run: BonusKey): Promise<BonusFigure[]> {
  const people = await duePeople(db, run);
  if (!people.length) return [];
  const linesOf = await structureLines(
    db,
    `${run.festivalDate.slice(0, 7)}-01`,
    people.map((person) => person.id),
  );
  return people.map((person) => {
    const monthly = linesOf(person.id, { num: 1n, den: 1n })?.monthlyBasic ?? toCents(person.salary) ?? 0;
    return {
      employee_id: person.id,
      user_id: person.user_id,
      monthly_basic: fromCents(monthly),
      bonus: fromCents(bonusCents(monthly, run, person.months_served)),
      months_served: person.months_served,
      paid: person.paid,
    };
  });
}

const FIGURE_COLUMNS = sql.raw(
  'employee_id uuid, user_id uuid, monthly_basic numeric, bonus numeric, months_served int, paid boolean',
);

/**
 * Adds a row for everyone due the bonus who has none yet: the bonus as the row's basic; people
 * paid this festival's bonus by another run are marked paid, the maker's own row self, and people
 * due nothing (short service, no pro-rating) left out.
 */
export async function addBonusRows(tx: Tx, run: BonusKey, figures: BonusFigure[], makerUserId: string) {
  const json = JSON.stringify(figures);
  await tx.execute(sql`
    insert into payroll_run_rows (run_id, employee_id, monthly_basic, basic_salary, allowance, deductions, net_salary, skip)
    select ${run.id}::uuid, x.employee_id, x.monthly_basic, x.bonus, 0, 0, x.bonus,
      (case when x.paid then 'paid' when x.user_id = ${makerUserId}::uuid then 'self' when x.bonus = 0 then 'excluded' end)::payroll_run_skip
    from jsonb_to_recordset(${json}::jsonb) as x(${FIGURE_COLUMNS})
    where not exists (select 1 from payroll_run_rows r where r.run_id = ${run.id}::uuid and r.employee_id = x.employee_id)`);
  await tx.execute(sql`
    insert into payroll_bonus_rows (run_id, employee_id, months_served)
    select ${run.id}::uuid, x.employee_id, x.months_served
    from jsonb_to_recordset(${json}::jsonb) as x(${FIGURE_COLUMNS})
    on conflict (run_id, employee_id) do nothing`);
}

/** The rows that no longer match the figures now: gone, a changed basic or service, or paid elsewhere since. */
export async function staleBonusRows(db: Db | Tx, run: BonusKey, figures: BonusFigure[]): Promise<string[]> {
  const result = await db.execute(sql`
    with x as (select * from jsonb_to_recordset(${JSON.stringify(figures)}::jsonb) as x(${FIGURE_COLUMNS})),
    r as (
      select r.employee_id, r.monthly_basic, r.skip, b.months_served
      from payroll_run_rows r
      left join payroll_bonus_rows b on b.run_id = r.run_id and b.employee_id = r.employee_id
      where r.run_id = ${run.id}::uuid
    )
    select coalesce(r.employee_id, x.employee_id) as employee_id
    from r full join x on x.employee_id = r.employee_id
    where r.employee_id is null or x.employee_id is null
      or x.monthly_basic <> r.monthly_basic or x.months_served is distinct from r.months_served
      or x.paid <> (r.skip is not distinct from 'paid')`);
  return rowsOf<{ employee_id: string }>(result).map((row) => row.employee_id);
}

/** Drops some rows of a draft (refresh adds them afresh). */
export async function dropBonusRows(tx: Tx, runId: string, employeeIds: string[]) {
  const ids = JSON.stringify(employeeIds);
  const wanted = sql`(select jsonb_array_elements_text(${ids}::jsonb)::uuid)`;
  await tx.execute(sql`delete from payroll_run_rows where run_id = ${runId}::uuid and employee_id in ${wanted}`);
  await tx.execute(sql`delete from payroll_bonus_rows where run_id = ${runId}::uuid and employee_id in ${wanted}`);
}

export interface PostedBonus {
  salary_id: string;
  employee_id: string;
  user_id: string;
}

/**
 * Writes the bonus payslips of a run's paid rows, links each row to its payslip, and records each
 * payment of the festival: the festival's key refuses a second bonus for anyone, whichever run
 * sends it at the same moment (a unique violation, rolling the posting back).
 */
export async function insertBonusSalaries(
  tx: Tx,
  run: BonusKey & { payDate: string },
  title: string,
  actorUserId: string,
) {
  const result = await tx.execute(sql`
    with made as (
      insert into salaries (employee_id, basic_salary, allowance, deductions, net_salary, pay_date, type, created_by, title)
      select r.employee_id, r.basic_salary, r.allowance, r.deductions, r.net_salary, ${run.payDate}::date, 'bonus', ${actorUserId}::uuid, ${title}
      from payroll_run_rows r
      where r.run_id = ${run.id}::uuid and r.skip is null
      returning id, employee_id
    ),
    linked as (
      update payroll_run_rows r set salary_id = made.id
      from made
      where r.run_id = ${run.id}::uuid and r.employee_id = made.employee_id
      returning r.employee_id
    ),
    recorded as (
      insert into payroll_bonus_payments (festival_key, festival_date, employee_id, salary_id, run_id)
      select ${festivalKeyOf(run.name)}, ${run.festivalDate}::date, made.employee_id, made.id, ${run.id}::uuid
      from made
      returning employee_id
    )
    select made.id as salary_id, made.employee_id, e.user_id
    from made
    join employees e on e.id = made.employee_id`);
  return rowsOf<PostedBonus>(result);
}
