/**
 * Salary structures' arithmetic (issue 29), in whole cents: a structure's monthly amounts (fixed,
 * or a percentage of another component), the lines a month pays (each pro-rated like the basic),
 * and the arrears a back-dated revision owes for a month already paid. The server computes with
 * it; the screens read the same lines back.
 */
import {
  SALARY_COMPONENTS,
  type SalaryComponent,
  type SalaryComponentKind,
  type SalaryComponentMethod,
} from './constants.js';

const DEDUCTIONS: ReadonlySet<SalaryComponent> = new Set(['provident_fund', 'tax', 'loan', 'other_deduction']);

/** Whether a component is paid (earning) or taken (deduction): its key decides. */
export const kindOf = (key: SalaryComponent): SalaryComponentKind => (DEDUCTIONS.has(key) ? 'deduction' : 'earning');

/** One component of a structure: a fixed amount (cents) or basis points (1/100 %) of another component. */
export interface ComponentRule {
  component: SalaryComponent;
  method: SalaryComponentMethod;
  amountCents: number | null;
  percentBp: number | null;
  of: SalaryComponent | null;
}

/**
 * Which total a line counts in: earnings, deductions, or neither — 'employer' is what the employer
 * pays beside the pay (its provident fund share): shown on the payslip, an expense and a liability
 * in the journal, never part of the net.
 */
export type PayLineSide = SalaryComponentKind | 'employer';

/**
 * One line of a month's pay. `key` is a component, or 'adjustment' (HR's edit of the row) or 'cap'
 * (deductions held back so the net is not below zero). `month` (YYYY-MM) marks arrears for that
 * month. `side` says which total the line counts in; cents are at least 0 except for adjustments.
 * `statutory` marks the lines the statutory settings computed (income tax, provident fund).
 */
export interface PayLine {
  key: SalaryComponent | 'adjustment' | 'cap';
  side: PayLineSide;
  cents: number;
  month?: string;
  statutory?: true;
}

/** Why a structure's components cannot be saved, or null when they can. */
export function structureProblem(rules: readonly ComponentRule[]): string | null {
  const byKey = new Map<SalaryComponent, ComponentRule>();
  for (const rule of rules) {
    if (byKey.has(rule.component)) return `Each component can appear once: ${rule.component} appears twice.`;
    byKey.set(rule.component, rule);
  }
  const basic = byKey.get('basic');
  if (!basic) return 'A structure needs a basic salary.';
  if (basic.method !== 'fixed') return 'The basic salary must be a fixed amount.';
  for (const rule of rules) {
    if (rule.method !== 'percent') continue;
    if (!rule.of || !byKey.has(rule.of)) {
      return `${rule.component} is a percentage of a component this structure does not have.`;
    }
    const seen = new Set<SalaryComponent>([rule.component]);
    for (let next = byKey.get(rule.of); next?.method === 'percent'; next = byKey.get(next.of!)) {
      if (seen.has(next.component)) return `${rule.component} is a percentage of itself, through other components.`;
      seen.add(next.component);
    }
  }
  return null;
}

/** (cents × bp) ÷ 10,000, rounded half up. */
const percentOf = (cents: number, bp: number) => Number((2n * BigInt(cents) * BigInt(bp) + 10_000n) / 20_000n);

/** Each component's monthly amount in cents; the rules must have passed structureProblem. */
export function monthlyAmounts(rules: readonly ComponentRule[]): Map<SalaryComponent, number> {
  const byKey = new Map(rules.map((rule) => [rule.component, rule]));
  const amounts = new Map<SalaryComponent, number>();
  const amountOf = (key: SalaryComponent): number => {
    const known = amounts.get(key);
    if (known !== undefined) return known;
    const rule = byKey.get(key)!;
    const value =
      rule.method === 'fixed' ? (rule.amountCents ?? 0) : percentOf(amountOf(rule.of!), rule.percentBp ?? 0);
    amounts.set(key, value);
    return value;
  };
  for (const rule of rules) amountOf(rule.component);
  return amounts;
}

/** The lines of a month paid in full or in part: every component pro-rated by `prorate` (whole cents). */
export function monthLines(
  monthly: ReadonlyMap<SalaryComponent, number>,
  prorate: (cents: number) => number,
): PayLine[] {
  return [...monthly]
    .map(([key, cents]): PayLine => ({ key, side: kindOf(key), cents: prorate(cents) }))
    .filter((line) => line.key === 'basic' || line.cents > 0)
    .sort(byComponent);
}

const ORDER: readonly string[] = [...SALARY_COMPONENTS, 'adjustment', 'cap'];
function byComponent(a: PayLine, b: PayLine) {
  return (a.month ?? '').localeCompare(b.month ?? '') || ORDER.indexOf(a.key) - ORDER.indexOf(b.key);
}

/** What a component was paid (earnings) or took (deductions) through some lines: a line on its other side counts against it. */
function paidOf(lines: readonly PayLine[], key: SalaryComponent): number {
  const kind = kindOf(key);
  return lines
    .filter((line) => line.key === key && line.side !== 'employer')
    .reduce((sum, line) => sum + (line.side === kind ? line.cents : -line.cents), 0);
}

/**
 * Arrears of one month already paid: per component, what the structure in force would have paid
 * (`owed`, pro-rated as that month's payslip was) less what was paid for it (`paid`: the month's
 * own lines and every arrears line for it since). An amount owed is paid on its own side; one paid
 * too much is recovered on the other (a lower earning becomes a deduction).
 */
export function arrearsLines(
  month: string,
  owed: ReadonlyMap<SalaryComponent, number>,
  paid: readonly PayLine[],
): PayLine[] {
  const keys = new Set<SalaryComponent>([...owed.keys()]);
  for (const line of paid) if (line.key !== 'adjustment' && line.key !== 'cap') keys.add(line.key);
  const lines: PayLine[] = [];
  for (const key of keys) {
    const delta = (owed.get(key) ?? 0) - paidOf(paid, key);
    if (delta === 0) continue;
    const kind = kindOf(key);
    lines.push({
      key,
      side: delta > 0 ? kind : kind === 'earning' ? 'deduction' : 'earning',
      cents: Math.abs(delta),
      month,
    });
  }
  return lines.sort(byComponent);
}

/** The totals of some lines, as a row and a payslip keep them: the basic of the month, the other earnings, the deductions. */
export function lineTotals(lines: readonly PayLine[]) {
  let basic = 0;
  let earnings = 0;
  let deductions = 0;
  for (const line of lines) {
    if (line.side === 'employer') continue;
    if (line.side === 'deduction') deductions += line.cents;
    else if (line.key === 'basic' && !line.month) basic += line.cents;
    else earnings += line.cents;
  }
  return { basic, allowance: earnings, deductions };
}

/** Holds back deductions beyond the earnings (a 'cap' line) so the net is not below zero. */
export function capped(lines: readonly PayLine[]): PayLine[] {
  const totals = lineTotals(lines);
  const over = totals.deductions - totals.basic - totals.allowance;
  return over > 0 ? [...lines, { key: 'cap', side: 'deduction', cents: -over }] : [...lines];
}

/** The lines with HR's edit of the allowance and deductions as 'adjustment' lines (replacing any earlier ones). */
export function adjusted(lines: readonly PayLine[], allowanceCents: number, deductionsCents: number): PayLine[] {
  const kept = lines.filter((line) => line.key !== 'adjustment');
  const totals = lineTotals(kept);
  const extra: PayLine[] = [];
  if (allowanceCents !== totals.allowance) {
    extra.push({ key: 'adjustment', side: 'earning', cents: allowanceCents - totals.allowance });
  }
  if (deductionsCents !== totals.deductions) {
    extra.push({ key: 'adjustment', side: 'deduction', cents: deductionsCents - totals.deductions });
  }
  return [...kept, ...extra];
}

/**
 * Lines computed afresh with HR's adjustment lines of the earlier lines put back as they were (a
 * refreshed draft keeps HR's edit); deductions beyond the earnings are then held back ('cap').
 */
export function readjusted(computed: readonly PayLine[], earlier: readonly PayLine[]): PayLine[] {
  const adjustments = earlier.filter((line) => line.key === 'adjustment');
  return adjustments.length ? capped([...computed, ...adjustments]) : [...computed];
}

/** The lines of a payslip paid without a structure (Add Salary, or before structures): basic, allowance, deductions. */
export function plainLines(basicCents: number, allowanceCents: number, deductionsCents: number): PayLine[] {
  return [
    { key: 'basic', side: 'earning', cents: basicCents },
    { key: 'other_earning', side: 'earning', cents: allowanceCents },
    { key: 'other_deduction', side: 'deduction', cents: deductionsCents },
  ];
}
