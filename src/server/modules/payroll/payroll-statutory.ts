/**
 * The statutory lines of a run's rows (issue 29), when the settings turn them on:
 *
 * - Provident fund: the employee's share of the month's own basic line as a deduction, the
 *   employer's share as an 'employer' line (not in the net; an expense and a liability in the journal).
 * - Income tax: the year's taxable income projected — earnings of payslips posted earlier in the
 *   fiscal year (bonuses and adjustments included), this month's earnings, and a regular month's
 *   earnings for each month after this one the person is employed in the fiscal year — taxed by the
 *   fiscal year's slabs less the rebate, less the tax deducted earlier in the year, spread evenly
 *   over this month and those after it. A run in the fiscal year's first month starts afresh.
 *
 * A structure's own fixed 'tax' or 'provident_fund' component is replaced by the statutory line
 * while the setting is on (listed in `replaced`), and arrears leave those keys alone.
 */
import { sql } from 'drizzle-orm';
import type { SalaryComponent } from '#shared/constants.js';
import type { PayLine } from '#shared/pay-lines.js';
import { bpOf, fiscalPlace, monthlyTax, type TaxYear } from '#shared/statutory.js';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../lib/sql.js';
import { statutorySettingsOf, taxYearFor } from './statutory-settings.js';

/** The year so far of one person: taxable income paid and tax deducted, in cents. */
interface YearSoFar {
  paid: number;
  deducted: number;
}

/** What one person's lines get: their own lines, a regular month's taxable earnings, their last working day. */
export interface StatutoryIn {
  id: string;
  lines: readonly PayLine[];
  regularCents: number;
  lastWorkingDay: string | null;
}

export interface Statutory {
  /** The structure components the statutory lines replace. */
  replaced: ReadonlySet<SalaryComponent>;
  /** The person's lines with the statutory lines added (not yet capped). */
  add: (person: StatutoryIn) => PayLine[];
}

/** The statutory lines' maker for a run's month (first day), or null when both lines are off. */
export async function statutoryOf(tx: Db | Tx, first: string, ids: readonly string[]): Promise<Statutory | null> {
  const settings = await statutorySettingsOf(tx);
  if (!settings.taxEnabled && !settings.pfEnabled) return null;
  const month = first.slice(0, 7);
  const place = fiscalPlace(month, settings.fiscalStartMonth);
  const year = settings.taxEnabled ? taxYearFor(settings, place.fiscalYear) : null;
  const soFar = year ? await yearSoFar(tx, place.first, first, ids) : new Map<string, YearSoFar>();
  const pf = settings.pfEnabled
    ? { employee: Math.round(settings.pfEmployeePercent * 100), employer: Math.round(settings.pfEmployerPercent * 100) }
    : null;
  const replaced = new Set<SalaryComponent>([
    ...(settings.taxEnabled ? (['tax'] as const) : []),
    ...(pf ? (['provident_fund'] as const) : []),
  ]);
  return {
    replaced,
    add: (person) => {
      const lines = [...person.lines];
      if (pf) lines.push(...pfLines(person.lines, pf));
      if (year) lines.push(...taxLine(year, month, place.index, person, soFar.get(person.id)));
      return lines;
    },
  };
}

function pfLines(lines: readonly PayLine[], pf: { employee: number; employer: number }): PayLine[] {
  const basic = lines
    .filter((line) => line.key === 'basic' && line.side === 'earning' && !line.month)
    .reduce((sum, line) => sum + line.cents, 0);
  const shares: PayLine[] = [
    { key: 'provident_fund', side: 'deduction', cents: bpOf(basic, pf.employee), statutory: true },
    { key: 'provident_fund', side: 'employer', cents: bpOf(basic, pf.employer), statutory: true },
  ];
  return shares.filter((line) => line.cents > 0);
}

/** Months of the fiscal year after `month` that someone leaving on `lastWorkingDay` (or not) is paid. */
export function monthsAfter(month: string, index: number, lastWorkingDay: string | null): number {
  const left = 12 - index;
  if (!lastWorkingDay) return left;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const [ly, lm] = lastWorkingDay.split('-').map(Number) as [number, number];
  return Math.max(0, Math.min(left, (ly - y) * 12 + (lm - m)));
}

function taxLine(
  year: TaxYear,
  month: string,
  index: number,
  person: StatutoryIn,
  soFar: YearSoFar | undefined,
): PayLine[] {
  const monthCents = person.lines.filter((line) => line.side === 'earning').reduce((sum, line) => sum + line.cents, 0);
  const { cents } = monthlyTax(year, {
    paidCents: soFar?.paid ?? 0,
    deductedCents: soFar?.deducted ?? 0,
    monthCents,
    regularCents: person.regularCents,
    monthsAfter: monthsAfter(month, index, person.lastWorkingDay),
  });
  return cents > 0 ? [{ key: 'tax', side: 'deduction', cents, statutory: true }] : [];
}

/**
 * Per person, the fiscal year so far (from its first day to the run's month): the earnings of every
 * payslip (regular, bonus, adjustment; a bonus paid within the run's month too) and the tax lines'
 * deductions (less refunds). The run's own month's regular payslip is not 'so far'.
 */
async function yearSoFar(tx: Db | Tx, yearFirst: string, monthFirst: string, ids: readonly string[]) {
  const byPerson = new Map<string, YearSoFar>();
  for (let i = 0; i < ids.length; i += 5000) {
    const result = await tx.execute(sql`
      select s.employee_id,
        (sum(s.basic_salary + s.allowance) * 100)::bigint::text as paid,
        coalesce(sum((
          select sum(case when l->>'side' = 'deduction' then (l->>'cents')::bigint else -(l->>'cents')::bigint end)
          from jsonb_array_elements(s.lines) as l
          where l->>'key' = 'tax' and l->>'side' in ('earning', 'deduction')
        )), 0)::text as deducted
      from salaries s
      where s.employee_id in (select jsonb_array_elements_text(${JSON.stringify(ids.slice(i, i + 5000))}::jsonb)::uuid)
        and s.pay_date >= ${yearFirst}::date
        and s.pay_date < (${monthFirst}::date + interval '1 month')
        and not (s.type = 'regular' and s.pay_date >= ${monthFirst}::date)
      group by s.employee_id`);
    for (const row of rowsOf<{ employee_id: string; paid: string; deducted: string }>(result)) {
      byPerson.set(row.employee_id, { paid: Number(row.paid), deducted: Number(row.deducted) });
    }
  }
  return byPerson;
}
