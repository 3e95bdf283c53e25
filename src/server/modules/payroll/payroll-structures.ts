/**
 * The pay lines of people with a salary structure (issue 29): the month's components, each
 * pro-rated like the basic, and arrears for months already paid that a revision dated back
 * changed — per component, what the revision in force then would have paid (pro-rated as that
 * month's payslip was) less what was paid for it, that payslip's own lines and every arrears line
 * for it since. Once a run with arrears is posted its lines count as paid, so they are not owed again.
 */
import { sql } from 'drizzle-orm';
import type { SalaryComponent } from '#shared/constants.js';
import { arrearsLines, kindOf, monthLines, monthlyAmounts, plainLines, type PayLine } from '#shared/pay-lines.js';
import { toCents } from '#shared/money.js';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../lib/sql.js';
import { inForce, revisionsOf, type Revision } from '../salary-structures/index.js';
import { paidShare, prorateCents } from './proration.js';

type Share = ReturnType<typeof paidShare>;

interface PaidMonth {
  employee_id: string;
  month: string;
  basic_salary: string;
  allowance: string;
  deductions: string;
  lines: PayLine[] | null;
  paid_days: string | null;
  basis_days: string | null;
  unpaid_days: string | null;
  absent_days: string | null;
}

const cents = (value: string) => toCents(value) ?? 0;
const WHOLE: Share = { num: 1n, den: 1n };

/** The share a payslip paid: its run row's days, or the whole month (Add Salary, or before pro-rating). */
function shareOf(paid: PaidMonth): Share {
  if (paid.paid_days === null || paid.basis_days === null) return WHOLE;
  return paidShare({
    paidDays: Number(paid.paid_days),
    basisDays: Number(paid.basis_days),
    unpaidDays: Number(paid.unpaid_days ?? 0),
    absentDays: Number(paid.absent_days ?? 0),
  });
}

/** Regular payslips before the month of people with a structure, from their first revision's month on. */
async function paidMonthsOf(tx: Db | Tx, month: string, revisions: Map<string, Revision[]>) {
  const people = [...revisions].map(([id, list]) => ({ id, from: `${list[0]!.effectiveFrom}-01` }));
  const byPerson = new Map<string, PaidMonth[]>();
  for (let i = 0; i < people.length; i += 5000) {
    const result = await tx.execute(sql`
      select s.employee_id, to_char(s.pay_date, 'YYYY-MM') as month, s.basic_salary, s.allowance, s.deductions, s.lines,
        r.paid_days, r.basis_days, r.unpaid_days, r.absent_days
      from jsonb_to_recordset(${JSON.stringify(people.slice(i, i + 5000))}::jsonb) as p(id uuid, "from" date)
      join salaries s on s.employee_id = p.id and s.type = 'regular' and s.pay_date >= p."from" and s.pay_date < ${month}::date
      left join payroll_run_rows r on r.salary_id = s.id
      order by s.pay_date`);
    for (const row of rowsOf<PaidMonth>(result)) {
      byPerson.set(row.employee_id, [...(byPerson.get(row.employee_id) ?? []), row]);
    }
  }
  return byPerson;
}

/**
 * Arrears of one person's months already paid, oldest month first. Components the statutory lines
 * replace now, or replaced in that month's payslip, owe no arrears (the statutory lines are
 * computed on their own rules, not the structure's).
 */
function arrearsOf(
  revisions: readonly Revision[],
  paid: readonly PaidMonth[],
  replaced: ReadonlySet<SalaryComponent>,
): PayLine[] {
  const lines: PayLine[] = [];
  for (const payslip of paid) {
    const revision = inForce(revisions, payslip.month);
    if (!revision) continue;
    const share = shareOf(payslip);
    const skipped = new Set<string>([
      ...replaced,
      ...(payslip.lines ?? []).filter((l) => l.statutory).map((l) => l.key),
    ]);
    const owed = new Map(
      [...monthlyAmounts(revision.rules)]
        .filter(([key]) => !skipped.has(key))
        .map(([key, monthly]) => [key, prorateCents(monthly, share)] as const),
    );
    const own = payslip.lines
      ? payslip.lines.filter((line) => !line.month)
      : plainLines(cents(payslip.basic_salary), cents(payslip.allowance), cents(payslip.deductions));
    const later = paid.flatMap((other) => (other.lines ?? []).filter((line) => line.month === payslip.month));
    const counted = [...own, ...later].filter((line) => !skipped.has(line.key));
    lines.push(...arrearsLines(payslip.month, owed, counted));
  }
  return lines;
}

/**
 * What computes a person's lines in a run's month (not yet capped), the structure's monthly basic
 * and a regular month's earnings (the full monthly amounts): null without a structure in force then.
 */
export type LinesOf = (
  employeeId: string,
  share: Share,
) => { lines: PayLine[]; monthlyBasic: number; regularCents: number } | null;

/**
 * Loads the structures and payslips a run's people need (a few queries for everyone) and returns
 * their lines' maker; the `replaced` components (by statutory lines) are left out.
 */
export async function structureLines(
  tx: Db | Tx,
  first: string,
  employeeIds: readonly string[],
  replaced: ReadonlySet<SalaryComponent> = new Set(),
): Promise<LinesOf> {
  const month = first.slice(0, 7);
  const revisions = await revisionsOf(tx, employeeIds);
  if (!revisions.size) return () => null;
  const paid = await paidMonthsOf(tx, first, revisions);
  return (employeeId, share) => {
    const revision = inForce(revisions.get(employeeId), month);
    if (!revision) return null;
    const monthly = new Map([...monthlyAmounts(revision.rules)].filter(([key]) => !replaced.has(key)));
    const own = monthLines(monthly, (amount) => prorateCents(amount, share));
    const lines = [...own, ...arrearsOf(revisions.get(employeeId)!, paid.get(employeeId) ?? [], replaced)];
    const regularCents = [...monthly].reduce((sum, [key, cents]) => sum + (kindOf(key) === 'earning' ? cents : 0), 0);
    return { lines, monthlyBasic: monthly.get('basic') ?? 0, regularCents };
  };
}
