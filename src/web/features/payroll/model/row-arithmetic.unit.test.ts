import { describe, expect, it } from 'vitest';
import { isWholeMonth, rowArithmetic } from './row-arithmetic.js';

const row = (paidDays: number | null, basisDays: number | null, unpaidDays = 0, absentDays = 0) => ({
  paidDays,
  basisDays,
  unpaidDays,
  absentDays,
});

describe('rowArithmetic', () => {
  it('says the days employed of the basis, then the days taken off', () => {
    expect(rowArithmetic(row(22, 30, 2), 'fixed30')).toBe('22 of 30 days · 2 unpaid days');
    expect(rowArithmetic(row(15, 21, 0.5, 1), 'working')).toBe(
      '15 of 21 working days · 0.5 unpaid days · 1 absent day',
    );
    expect(rowArithmetic(row(31, 31, 1, 2), 'calendar')).toBe('31 of 31 days · 1 unpaid day · 2 absent days');
    expect(rowArithmetic(row(31, 31), 'calendar')).toBe('31 of 31 days');
  });

  it('says nothing for a row drafted before pro-rating', () => {
    expect(rowArithmetic(row(null, null), 'calendar')).toBeNull();
  });

  it('tells a whole month from a part', () => {
    expect(isWholeMonth(row(30, 30))).toBe(true);
    expect(isWholeMonth(row(22, 30))).toBe(false);
    expect(isWholeMonth(row(30, 30, 1))).toBe(false);
  });
});
