/**
 * A final settlement's arithmetic (issue 29), in whole cents: the final month's pay for the days
 * not yet paid (pro-rated exactly as the monthly run would, by payroll's own figures), the unused
 * days of each encashable leave type up to its cap at the monthly basic ÷ the basis's days, and
 * HR's recoveries. Every line says how it was reached.
 */
import { and, desc, eq, gte, lt, lte } from 'drizzle-orm';
import { PAYROLL_BASIS_LABELS } from '#shared/messages/payroll.js';
import { lineLabel } from '#shared/messages/salary-structures.js';
import { groupDigits } from '#shared/currency.js';
import { lastDayOfMonth, monthNameOf } from '#shared/dates.js';
import { fromCents, toCents } from '#shared/money.js';
import type { PayLine } from '#shared/pay-lines.js';
import type { SettlementLine, SettlementRecovery, SettlementStatementJson } from '#shared/schemas/settlement.js';
import type { Db, Tx } from '../../db/client.js';
import { salaries } from '../../db/schema/index.js';
import { encashableBalances } from '../leave/index.js';
import { figuresOf, payrollSettings, prorateCents, type PersonIn } from '../payroll/index.js';

/** The leaver as the statement needs them. */
export interface Leaver {
  id: string;
  name: string;
  employeeCode: string;
  designation: string;
  department: string | null;
  hireDate: string;
  lastWorkingDay: string;
  salary: string;
}

const cents = (value: string | null | undefined) => toCents(value ?? '0') ?? 0;
const amount = (value: number) => Number(fromCents(value));
/** 3000000 → '30,000.00' (no currency sign: the screen and the PDF add it to the totals). */
export const plain = (value: number) =>
  `${value < 0 ? '-' : ''}${groupDigits(String(Math.floor(Math.abs(value) / 100)), 'international')}.${String(Math.abs(value) % 100).padStart(2, '0')}`;
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The regular payslip of the final month (a run's or Add Salary's), if any. */
async function paidOn(tx: Db | Tx, leaver: Leaver, month: string) {
  const [row] = await tx
    .select({ payDate: salaries.payDate })
    .from(salaries)
    .where(
      and(
        eq(salaries.employeeId, leaver.id),
        eq(salaries.type, 'regular'),
        gte(salaries.payDate, `${month}-01`),
        lte(salaries.payDate, lastDayOfMonth(month)),
      ),
    )
    .limit(1);
  return row?.payDate ?? null;
}

/** The leaver as payroll's figures take them: their last regular payslip before the month gives the allowance and deductions. */
async function personIn(tx: Db | Tx, leaver: Leaver, month: string): Promise<PersonIn> {
  const [last] = await tx
    .select({
      allowance: salaries.allowance,
      deductions: salaries.deductions,
      net: salaries.netSalary,
      lines: salaries.lines,
    })
    .from(salaries)
    .where(and(eq(salaries.employeeId, leaver.id), eq(salaries.type, 'regular'), lt(salaries.payDate, `${month}-01`)))
    .orderBy(desc(salaries.payDate))
    .limit(1);
  return {
    id: leaver.id,
    salary: leaver.salary,
    hire_date: leaver.hireDate,
    last_working_day: leaver.lastWorkingDay,
    last_allowance: last?.allowance ?? null,
    last_deductions: last?.deductions ?? null,
    last_net: last?.net ?? null,
    last_lines: last?.lines ?? null,
  };
}

type Figures = Awaited<ReturnType<typeof figuresOf>>[number];

/** '12 of 30 days · 2 unpaid days', as the run's rows say it. */
function daysText(figures: Figures) {
  const less = [
    figures.unpaidDays ? `${days(figures.unpaidDays)} unpaid` : '',
    figures.absentDays ? `${days(figures.absentDays)} absent` : '',
  ].filter(Boolean);
  return `${figures.paidDays} of ${figures.basisDays} days${less.length ? ` · less ${less.join(', ')}` : ''}`;
}

function line(
  kind: SettlementLine['kind'],
  label: string,
  detail: string,
  side: SettlementLine['side'],
  value: number,
) {
  return { kind, label, detail, side, amount: amount(value), recoveryId: null } satisfies SettlementLine;
}

/** The final month's pay lines: a structure's components, or the basic with last month's allowance and deductions. */
function payLines(figures: Figures, month: string): SettlementLine[] {
  const period = `${figures.paidFrom.slice(8)}–${figures.paidTo.slice(8)} ${monthNameOf(month)}`;
  if (figures.lines) {
    // The employer's provident fund share is paid to the fund, not to the leaver: not a line here.
    return figures.lines
      .filter(
        (pay: PayLine): pay is PayLine & { side: 'earning' | 'deduction' } =>
          pay.cents !== 0 && pay.side !== 'employer',
      )
      .map((pay) =>
        line(
          pay.side === 'deduction' ? 'deduction' : pay.key === 'basic' && !pay.month ? 'pay' : 'allowance',
          lineLabel(pay),
          pay.month ? `Arrears for ${monthNameOf(pay.month)}` : `${period}: ${daysText(figures)}`,
          pay.side,
          pay.cents,
        ),
      );
  }
  const result = [
    line(
      'pay',
      `Salary for ${period}`,
      `${daysText(figures)} × ${plain(cents(figures.monthlyBasic))} a month`,
      'earning',
      cents(figures.basicSalary),
    ),
  ];
  if (cents(figures.allowance)) {
    result.push(
      line(
        'allowance',
        'Allowance',
        `Last month’s allowance, ${daysText(figures)}`,
        'earning',
        cents(figures.allowance),
      ),
    );
  }
  if (cents(figures.deductions)) {
    result.push(line('deduction', 'Deductions', 'As on last month’s payslip', 'deduction', cents(figures.deductions)));
  }
  return result;
}

/** The statement of a leaver's settlement with some recoveries, as it stands now. */
export async function statementOf(
  tx: Db | Tx,
  leaver: Leaver,
  recoveries: readonly SettlementRecovery[],
  timeZone: string,
): Promise<SettlementStatementJson> {
  const month = leaver.lastWorkingDay.slice(0, 7);
  const settings = await payrollSettings(tx);
  const policy = { month: `${month}-01`, basis: settings.basis, deductAbsence: settings.deductAbsence, timeZone };
  const [figures] = await figuresOf(tx, policy, [await personIn(tx, leaver, month)]);
  const paid = await paidOn(tx, leaver, month);
  const monthly = cents(figures!.monthlyBasic);
  const basisDays = figures!.basisDays;
  const lines = paid ? [] : payLines(figures!, month);
  const basis = PAYROLL_BASIS_LABELS[settings.basis].toLowerCase();
  for (const balance of await encashableBalances(tx, leaver.id, Number(leaver.lastWorkingDay.slice(0, 4)))) {
    const taken = Math.max(0, Math.min(balance.available, balance.cap));
    if (taken <= 0) continue;
    const value = prorateCents(monthly, { num: BigInt(Math.round(taken * 2)), den: BigInt(Math.round(basisDays * 2)) });
    const cap = balance.available > balance.cap ? `, at most ${balance.cap}` : '';
    lines.push(
      line(
        'encashment',
        `${balance.leaveType} encashed`,
        `${days(taken)} (${balance.available} available${cap}) × ${plain(monthly)} ÷ ${basisDays} days (${basis})`,
        'earning',
        value,
      ),
    );
  }
  for (const recovery of recoveries) {
    lines.push({
      ...line('recovery', recovery.reason, 'Recovered by HR from the settlement', 'deduction', recovery.cents),
      recoveryId: recovery.id,
    });
  }
  const sum = (side: SettlementLine['side']) =>
    lines.filter((each) => each.side === side).reduce((total, each) => total + Math.round(each.amount * 100), 0);
  const earnings = sum('earning');
  const deductions = sum('deduction');
  return {
    employee: {
      _id: leaver.id,
      name: leaver.name,
      employeeCode: leaver.employeeCode,
      designation: leaver.designation,
      department: leaver.department,
      hireDate: leaver.hireDate,
      lastWorkingDay: leaver.lastWorkingDay,
    },
    month,
    monthName: monthNameOf(month),
    basis: settings.basis,
    monthlyBasic: amount(monthly),
    basisDays,
    dayRate: amount(prorateCents(monthly, { num: 1n, den: BigInt(Math.max(1, Math.round(basisDays))) })),
    paidOn: paid,
    lines,
    earnings: amount(earnings),
    deductions: amount(deductions),
    net: amount(earnings - deductions),
  };
}

/** A statement's sums in cents, as the payslip keeps them: the basic paid, the other earnings, the deductions. */
export function payslipFigures(statement: SettlementStatementJson) {
  const basic = statement.lines
    .filter((each) => each.kind === 'pay')
    .reduce((total, each) => total + Math.round(each.amount * 100), 0);
  const earnings = Math.round(statement.earnings * 100);
  const deductions = Math.round(statement.deductions * 100);
  return { basic, allowance: earnings - basic, deductions, net: earnings - deductions };
}
