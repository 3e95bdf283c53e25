/**
 * A run's rows computed: each person's days of the month under the run's policy (loaded for the
 * whole run at once — the month's calendar, its unpaid leave, its absences) and their pay
 * pro-rated in whole cents, then written in one statement.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { PayrollBasis } from '#shared/constants.js';
import { lastDayOfMonth } from '#shared/dates.js';
import { fromCents, toCents } from '#shared/money.js';
import type { Db, Tx } from '../../db/client.js';
import { attendance } from '../../db/schema/index.js';
import { unpaidLeavesIn, workCalendarOf } from '../leave/index.js';
import { capped, lineTotals, readjusted, type PayLine } from '#shared/pay-lines.js';
import { monthDays, paidShare, prorateCents, type MonthDays } from './proration.js';
import { statutoryOf, type Statutory } from './payroll-statutory.js';
import { structureLines } from './payroll-structures.js';

/** The policy a run was drafted under (the payroll settings then). */
export interface RunPolicy {
  /** The first day of the month paid. */
  month: string;
  basis: PayrollBasis;
  deductAbsence: boolean;
  timeZone: string;
}

/** One person to compute: their salary and employment, and the figures of their last payslip. */
export interface PersonIn {
  id: string;
  salary: string;
  hire_date: string;
  last_working_day: string | null;
  /** The last regular payslip before the month (null: none). */
  last_allowance: string | null;
  last_deductions: string | null;
  last_net: string | null;
  /** That payslip's lines (null: none, or no payslip). */
  last_lines: PayLine[] | null;
}

export interface PersonOut extends MonthDays {
  employeeId: string;
  monthlyBasic: string;
  basicSalary: string;
  allowance: string;
  deductions: string;
  netSalary: string;
  previousNet: string | null;
  /** The pay lines of someone with a salary structure in force (their sums are the figures); null otherwise. */
  lines: PayLine[] | null;
}

const cents = (value: string | null) => toCents(value) ?? 0;

/** The days and pay of some people in a run's month. */
export async function figuresOf(tx: Db | Tx, policy: RunPolicy, people: readonly PersonIn[]): Promise<PersonOut[]> {
  if (!people.length) return [];
  const month = policy.month.slice(0, 7);
  const first = policy.month;
  const last = lastDayOfMonth(month);
  const ids = people.map((person) => person.id);
  const calendar = await workCalendarOf(tx, policy.timeZone, first, last);
  const unpaid = await unpaidLeavesIn(tx, first, last);
  const absences = policy.deductAbsence ? await absencesIn(tx, first, last, people) : new Map<string, string[]>();
  const statutory = await statutoryOf(tx, first, ids);
  const linesOf = await structureLines(tx, first, ids, statutory?.replaced);
  return people.map((person): PersonOut => {
    const days = monthDays(policy.basis, month, calendar, {
      hireDate: person.hire_date,
      lastWorkingDay: person.last_working_day,
      unpaidLeaves: unpaid.get(person.id) ?? [],
      absences: absences.get(person.id) ?? [],
    });
    const share = paidShare(days);
    const fromStructure = linesOf(person.id, share);
    if (fromStructure) {
      const { lines, monthlyBasic, regularCents } = fromStructure;
      const all = statutory
        ? statutory.add({ id: person.id, lines, regularCents, lastWorkingDay: person.last_working_day })
        : lines;
      return structured(person, days, capped(all), monthlyBasic);
    }
    const basic = prorateCents(cents(person.salary), share);
    const allowance = prorateCents(cents(person.last_allowance), share);
    if (statutory)
      return structured(person, days, plainStatutory(statutory, person, basic, allowance), cents(person.salary));
    const deductions = Math.min(cents(person.last_deductions), basic + allowance);
    return {
      ...days,
      employeeId: person.id,
      monthlyBasic: person.salary,
      basicSalary: fromCents(basic),
      allowance: fromCents(allowance),
      deductions: fromCents(deductions),
      netSalary: fromCents(basic + allowance - deductions),
      previousNet: person.last_net,
      lines: null,
    };
  });
}

/**
 * The lines of someone without a structure while a statutory line is on: the basic, the allowance
 * and the deductions carried from their last payslip (less that payslip's statutory lines, which
 * are computed afresh), then the statutory lines; capped.
 */
function plainStatutory(statutory: Statutory, person: PersonIn, basic: number, allowance: number): PayLine[] {
  const statutoryBefore = (person.last_lines ?? [])
    .filter((line) => line.statutory && line.side === 'deduction')
    .reduce((sum, line) => sum + line.cents, 0);
  const carried = Math.max(0, cents(person.last_deductions) - statutoryBefore);
  const lines: PayLine[] = [{ key: 'basic', side: 'earning', cents: basic }];
  if (allowance > 0) lines.push({ key: 'other_earning', side: 'earning', cents: allowance });
  if (carried > 0) lines.push({ key: 'other_deduction', side: 'deduction', cents: carried });
  const regularCents = cents(person.salary) + cents(person.last_allowance);
  return capped(statutory.add({ id: person.id, lines, regularCents, lastWorkingDay: person.last_working_day }));
}

/** A person paid by lines: the figures are the lines' sums, the monthly basic the structure's (or the salary). */
function structured(person: PersonIn, days: MonthDays, lines: PayLine[], monthlyBasic: number): PersonOut {
  const totals = lineTotals(lines);
  return {
    ...days,
    employeeId: person.id,
    monthlyBasic: fromCents(monthlyBasic),
    basicSalary: fromCents(totals.basic),
    allowance: fromCents(totals.allowance),
    deductions: fromCents(totals.deductions),
    netSalary: fromCents(totals.basic + totals.allowance - totals.deductions),
    previousNet: person.last_net,
    lines,
  };
}

/** A structured person's figures with HR's adjustment lines of their row (`earlier`) put back: what a refresh keeps. */
export function withAdjustments(figure: PersonOut, earlier: readonly PayLine[] | undefined): PersonOut {
  if (!figure.lines || !earlier) return figure;
  const lines = readjusted(figure.lines, earlier);
  const totals = lineTotals(lines);
  return {
    ...figure,
    allowance: fromCents(totals.allowance),
    deductions: fromCents(totals.deductions),
    netSalary: fromCents(totals.basic + totals.allowance - totals.deductions),
    lines,
  };
}

/** The days marked Absent in the month, by person. */
async function absencesIn(tx: Db | Tx, first: string, last: string, people: readonly PersonIn[]) {
  const byPerson = new Map<string, string[]>();
  const ids = people.map((person) => person.id);
  // In slices: one statement's parameters are limited.
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await tx
      .select({ employeeId: attendance.employeeId, date: attendance.date })
      .from(attendance)
      .where(
        and(
          eq(attendance.status, 'Absent'),
          gte(attendance.date, first),
          lte(attendance.date, last),
          inArray(attendance.employeeId, ids.slice(i, i + 5000)),
        ),
      );
    for (const row of rows) byPerson.set(row.employeeId, [...(byPerson.get(row.employeeId) ?? []), row.date]);
  }
  return byPerson;
}

/** The figures as one JSON parameter for jsonb_to_recordset. */
export function figuresJson(rows: readonly PersonOut[]): string {
  return JSON.stringify(
    rows.map((row) => ({
      employee_id: row.employeeId,
      monthly_basic: row.monthlyBasic,
      basic_salary: row.basicSalary,
      allowance: row.allowance,
      deductions: row.deductions,
      net_salary: row.netSalary,
      previous_net: row.previousNet,
      paid_from: row.paidFrom,
      paid_to: row.paidTo,
      paid_days: row.paidDays,
      basis_days: row.basisDays,
      unpaid_days: row.unpaidDays,
      absent_days: row.absentDays,
      lines: row.lines ?? undefined,
    })),
  );
}

/** The columns of figuresJson's records. */
export const FIGURE_COLUMNS = `employee_id uuid, monthly_basic numeric, basic_salary numeric, allowance numeric,
  deductions numeric, net_salary numeric, previous_net numeric, paid_from date, paid_to date,
  paid_days numeric, basis_days numeric, unpaid_days numeric, absent_days numeric, lines jsonb`;
