/**
 * A person's fiscal year as the database has it: every posted payslip (a salary record: monthly,
 * festival bonus, adjustment, final settlement) with its gross earnings by component, provident
 * fund and tax, and the year's sums — all added up here, in SQL, from the stored figures and lines.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { SalaryType } from '#shared/constants.js';
import type { Db } from '../../db/client.js';
import { joinPerson, personColumns } from '../../db/person.js';
import { employees } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/sql.js';

/**
 * An earning's group on the statement: a component key ('basic', 'house_rent' …), or 'arrears'
 * (a line for an earlier month), 'adjustment' (HR's edit), and for payslips paid without lines
 * 'allowance', 'bonus', 'final_month', 'settlement_other'.
 */
export type EarningGroup = string;

/** One posted payslip of the year, in cents. */
export interface StatementSlip {
  id: string;
  payDate: string;
  type: SalaryType;
  title: string | null;
  grossCents: number;
  pfCents: number;
  taxCents: number;
  /** Its gross earnings by group. */
  earnings: [EarningGroup, number][];
}

export interface StatementFigures {
  slips: StatementSlip[];
  totals: { grossCents: number; pfCents: number; taxCents: number };
  /** The year's gross earnings by group. */
  earnings: [EarningGroup, number][];
}

/** A deduction key's cents in a payslip's lines: taken (deduction side) less given back (earning side). */
const taken = (key: 'tax' | 'provident_fund') => sql`coalesce((
  select sum(case when l->>'side' = 'deduction' then (l->>'cents')::bigint else -(l->>'cents')::bigint end)
  from jsonb_array_elements(s.lines) as l
  where l->>'key' = ${key} and l->>'side' in ('earning', 'deduction')), 0)`;

/**
 * Each payslip's earnings by group: its earning lines when it has lines (an arrears line under
 * 'arrears'); otherwise its two stored figures under the names its type gives them.
 */
const earningsOf = sql`case when s.lines is not null and jsonb_array_length(s.lines) > 0 then (
    select coalesce(jsonb_agg(jsonb_build_array(g.name, g.cents) order by g.first), '[]'::jsonb)
    from (
      select case when l.line ? 'month' then 'arrears' else l.line->>'key' end as name,
        sum((l.line->>'cents')::bigint) as cents, min(l.n) as first
      from jsonb_array_elements(s.lines) with ordinality as l(line, n)
      where l.line->>'side' = 'earning'
      group by 1
    ) as g)
  else (
    select coalesce(jsonb_agg(jsonb_build_array(p.name, p.cents) order by p.n), '[]'::jsonb)
    from (values
      (1, case s.type when 'bonus' then 'bonus' when 'adjustment' then 'adjustment'
        when 'settlement' then 'final_month' else 'basic' end, (s.basic_salary * 100)::bigint),
      (2, case s.type when 'bonus' then 'bonus' when 'adjustment' then 'adjustment'
        when 'settlement' then 'settlement_other' else 'allowance' end, (s.allowance * 100)::bigint)
    ) as p(n, name, cents)
    where p.cents <> 0)
  end`;

/** The payslips with a pay date in [first, next) of one employee, and the year's sums, in one statement. */
export async function statementFigures(db: Db, employeeId: string, first: string, next: string) {
  const result = await db.execute(sql`
    with slips as (
      select s.id, s.pay_date::text as pay_date, s.type::text as type, s.title,
        ((s.basic_salary + s.allowance) * 100)::bigint as gross,
        ${taken('provident_fund')} as pf,
        ${taken('tax')} as tax,
        ${earningsOf} as earnings
      from salaries s
      where s.employee_id = ${employeeId}::uuid and s.pay_date >= ${first}::date and s.pay_date < ${next}::date
    ),
    groups as (
      select e.value->>0 as name, sum((e.value->>1)::bigint) as cents
      from slips s, jsonb_array_elements(s.earnings) as e(value)
      group by 1
    )
    select
      coalesce((select jsonb_agg(jsonb_build_object('id', id, 'payDate', pay_date, 'type', type, 'title', title,
        'gross', gross, 'pf', pf, 'tax', tax, 'earnings', earnings) order by pay_date, type, id) from slips), '[]'::jsonb) as slips,
      (select coalesce(sum(gross), 0)::text from slips) as gross,
      (select coalesce(sum(pf), 0)::text from slips) as pf,
      (select coalesce(sum(tax), 0)::text from slips) as tax,
      coalesce((select jsonb_agg(jsonb_build_array(name, cents) order by name) from groups), '[]'::jsonb) as earnings`);
  const [row] = rowsOf<{
    slips: (Omit<StatementSlip, 'grossCents' | 'pfCents' | 'taxCents'> & { gross: number; pf: number; tax: number })[];
    gross: string;
    pf: string;
    tax: string;
    earnings: [string, number][];
  }>(result);
  return {
    slips: row!.slips.map((slip) => ({
      id: slip.id,
      payDate: slip.payDate,
      type: slip.type,
      title: slip.title,
      grossCents: Number(slip.gross),
      pfCents: Number(slip.pf),
      taxCents: Number(slip.tax),
      earnings: slip.earnings.map(([name, cents]) => [name, Number(cents)] as [string, number]),
    })),
    totals: { grossCents: Number(row!.gross), pfCents: Number(row!.pf), taxCents: Number(row!.tax) },
    earnings: row!.earnings.map(([name, cents]) => [name, Number(cents)] as [string, number]),
  } satisfies StatementFigures;
}

/**
 * The fiscal years (by the calendar year each starts in) in which an employee has posted payslips,
 * newest first, with how many: a pay date moved back by the months before the fiscal year's first
 * month falls in its fiscal year's starting calendar year.
 */
export async function fiscalYearsOf(db: Db, employeeId: string, firstMonth: number) {
  const result = await db.execute(sql`
    select extract(year from s.pay_date - make_interval(months => ${firstMonth - 1}::int))::int as fiscal_year,
      count(*)::int as payslips
    from salaries s
    where s.employee_id = ${employeeId}::uuid
    group by 1
    order by 1 desc`);
  return rowsOf<{ fiscal_year: number; payslips: number }>(result).map((row) => ({
    fiscalYear: Number(row.fiscal_year),
    payslips: Number(row.payslips),
  }));
}

/** The person a statement is for, named by employee or user id; null when neither. */
export async function statementPerson(db: Db, idOrUserId: string) {
  const [person] = await joinPerson(
    db
      .select({ ...personColumns, designation: employees.designation })
      .from(employees)
      .$dynamic(),
  )
    .where(or(eq(employees.id, idOrUserId), eq(employees.userId, idOrUserId)))
    .limit(1);
  return person ?? null;
}
