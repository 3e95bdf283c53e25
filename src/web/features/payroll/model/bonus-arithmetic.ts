import type { BonusRules } from '#shared/schemas/payroll-bonus.js';

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/**
 * A bonus row's arithmetic: '100 % of basic ৳50,000.00 · 4 of 6 months served' (pro-rated),
 * '… · 4 of 6 months served: no bonus' (none below the minimum), '… · 75 months served' (in full).
 */
export function bonusArithmetic(
  row: { monthlyBasic: number; monthsServed?: number | null },
  rules: Pick<BonusRules, 'percent' | 'minMonths' | 'shortService'>,
  money: (amount: number) => string,
): string {
  const base = `${rules.percent} % of basic ${money(row.monthlyBasic)}`;
  if (row.monthsServed === null || row.monthsServed === undefined) return base;
  if (rules.minMonths > 0 && row.monthsServed < rules.minMonths) {
    const served = `${row.monthsServed} of ${months(rules.minMonths)} served`;
    return `${base} · ${served}${rules.shortService === 'none' ? ': no bonus' : ''}`;
  }
  return `${base} · ${months(row.monthsServed)} served`;
}

/** The run's rules in a line: '100 % of the monthly basic · full after 6 months, pro-rated below'. */
export function bonusRulesText(rules: Pick<BonusRules, 'percent' | 'minMonths' | 'shortService'>): string {
  const base = `${rules.percent} % of the monthly basic`;
  if (rules.minMonths === 0) return `${base} · everyone employed on the festival date in full`;
  const below = rules.shortService === 'prorate' ? 'pro-rated by months served below' : 'nothing below';
  return `${base} · in full after ${months(rules.minMonths)} of service, ${below}`;
}
