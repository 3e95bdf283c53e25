/**
 * Money as whole cents (integers), so sums never drift: 0.1 + 0.2 is 30 cents, exactly.
 * Amounts are at most 9,999,999,999.99, far inside the safe integer range.
 */
export const MAX_CENTS = 999_999_999_999;

export function toCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return 0;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Spec §4: net = basic + allowance − deductions, empty values counting as 0. */
export function netSalaryCents(basic: number, allowance: number, deductions: number): number {
  return basic + allowance - deductions;
}
