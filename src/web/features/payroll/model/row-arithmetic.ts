import type { PayrollBasis } from '#shared/constants.js';
import type { PayrollRowJson } from '#shared/schemas/payroll.js';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A row's arithmetic as the run shows it: '22 of 31 days · 2 unpaid days' — the days employed in
 * the month of the basis's days, then the days taken off (unpaid leave, absences). Null for a row
 * drafted before pro-rating.
 */
export function rowArithmetic(
  row: Pick<PayrollRowJson, 'paidDays' | 'basisDays' | 'unpaidDays' | 'absentDays'>,
  basis: PayrollBasis,
): string | null {
  if (row.paidDays === null || row.basisDays === null) return null;
  const unit = basis === 'working' ? 'working days' : 'days';
  const parts = [`${row.paidDays} of ${row.basisDays} ${unit}`];
  if (row.unpaidDays) parts.push(count(row.unpaidDays, 'unpaid day', 'unpaid days'));
  if (row.absentDays) parts.push(count(row.absentDays, 'absent day', 'absent days'));
  return parts.join(' · ');
}

/** The row pays the whole month: nothing to explain. */
export function isWholeMonth(row: Pick<PayrollRowJson, 'paidDays' | 'basisDays' | 'unpaidDays' | 'absentDays'>) {
  return row.paidDays === row.basisDays && !row.unpaidDays && !row.absentDays;
}

/** What the run's basis means, for its header: 'Pro-rated on calendar days'. */
export const BASIS_TEXT: Record<PayrollBasis, string> = {
  calendar: 'pro-rated on calendar days',
  working: 'pro-rated on working days',
  fixed30: 'pro-rated on a fixed 30 days',
};
