import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyOf, formatAmount, groupDigits } from './currency.js';
import { fromCents, MAX_CENTS } from './money.js';

describe('currencyOf', () => {
  it('knows the names of the usual signs and codes', () => {
    expect(currencyOf('₹')).toMatchObject({
      major: ['Rupee', 'Rupees'],
      minor: ['Paisa', 'Paise'],
      grouping: 'indian',
    });
    expect(currencyOf(' inr ')).toMatchObject({ symbol: 'inr', major: ['Rupee', 'Rupees'] });
    expect(currencyOf('৳')).toMatchObject({ major: ['Taka', 'Taka'], minor: ['Poisha', 'Poisha'], grouping: 'indian' });
    expect(currencyOf('$')).toMatchObject({ major: ['Dollar', 'Dollars'], grouping: 'international' });
    expect(currencyOf('€')).toMatchObject({ major: ['Euro', 'Euros'], minor: ['Cent', 'Cents'] });
    expect(currencyOf('£')).toMatchObject({ major: ['Pound', 'Pounds'], minor: ['Penny', 'Pence'] });
  });
  it('keeps an unknown sign as it is, grouped in thousands', () => {
    expect(currencyOf('CHF')).toEqual({ symbol: 'CHF', major: null, minor: null, grouping: 'international' });
  });
});

describe('formatAmount', () => {
  it.each([
    [12_000_050, '₹', '₹1,20,000.50'],
    [1_234_567_890, '₹', '₹1,23,45,678.90'],
    [99_999, '₹', '₹999.99'],
    [0, '₹', '₹0.00'],
    [12_000_050, '৳', '৳1,20,000.50'],
    [12_000_050, '$', '$120,000.50'],
    [123_456_789_012, '€', '€1,234,567,890.12'],
    [8_500_000, 'CHF', 'CHF 85,000.00'],
    [8_500_000, 'Rs.', 'Rs. 85,000.00'],
  ])('%d cents in %s is %s', (cents, symbol, text) => {
    expect(formatAmount(cents, symbol)).toBe(text);
  });

  it('is the exact amount once the sign and separators are taken out (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), fc.constantFrom('₹', '$', '৳', '£', 'CHF'), (cents, sign) => {
        const text = formatAmount(cents, sign);
        expect(text.startsWith(sign)).toBe(true);
        expect(text.slice(sign.length).trim().replaceAll(',', '')).toBe(fromCents(cents));
      }),
    );
  });

  it('groups in threes, or in twos above the thousands for lakhs and crores (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (n) => {
        const digits = n.toString();
        const international = groupDigits(digits, 'international').split(',');
        expect(international.slice(1).every((group) => group.length === 3)).toBe(true);
        expect(international[0]!.length).toBeGreaterThanOrEqual(1);
        expect(international[0]!.length).toBeLessThanOrEqual(3);
        const indian = groupDigits(digits, 'indian').split(',');
        if (indian.length > 1) expect(indian.at(-1)!.length).toBe(3);
        expect(indian.slice(1, -1).every((group) => group.length === 2)).toBe(true);
        expect(indian[0]!.length).toBeLessThanOrEqual(indian.length > 1 ? 2 : 3);
        expect(indian.join('')).toBe(digits);
      }),
    );
  });

  it('refuses negatives, fractions of a cent and amounts over the limit', () => {
    for (const bad of [-1, 1.5, MAX_CENTS + 1]) expect(() => formatAmount(bad, '₹')).toThrow(RangeError);
  });
});
