import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.js';
import type { Currency } from './currency.js';
import { MAX_CENTS } from './money.js';

const SMALL: Record<string, number> = Object.fromEntries(
  [
    'Zero',
    'One',
    'Two',
    'Three',
    'Four',
    'Five',
    'Six',
    'Seven',
    'Eight',
    'Nine',
    'Ten',
    'Eleven',
    'Twelve',
    'Thirteen',
    'Fourteen',
    'Fifteen',
    'Sixteen',
    'Seventeen',
    'Eighteen',
    'Nineteen',
  ].map((word, index) => [word, index]),
);
const TENS: Record<string, number> = {
  Twenty: 20,
  Thirty: 30,
  Forty: 40,
  Fifty: 50,
  Sixty: 60,
  Seventy: 70,
  Eighty: 80,
  Ninety: 90,
};
const SCALES: Record<Currency['grouping'], Record<string, number>> = {
  indian: { Hundred: 100, Thousand: 1_000, Lakh: 100_000, Crore: 10_000_000 },
  international: { Hundred: 100, Thousand: 1_000, Million: 1_000_000, Billion: 1_000_000_000 },
};

/**
 * Reads words back into the number, independently of how they were written: each scale word
 * multiplies what was said since the last larger scale (so 'Five Hundred Crore' is 5,000,000,000).
 * Refuses words of the other grouping.
 */
function wordsToNumber(text: string, grouping: Currency['grouping']): number {
  const scales = SCALES[grouping];
  // A stack of [value, scale] pairs: a scale word folds every smaller-scaled part before it.
  const stack: { value: number; scale: number }[] = [];
  let current = 0;
  for (const word of text.split(' ')) {
    const tens = word.split('-');
    if (tens.length === 2) {
      if (!(tens[0]! in TENS) || !(tens[1]! in SMALL) || SMALL[tens[1]!]! === 0 || SMALL[tens[1]!]! > 9) {
        throw new Error(`bad word ${word}`);
      }
      current += TENS[tens[0]!]! + SMALL[tens[1]!]!;
    } else if (word in SMALL) current += SMALL[word]!;
    else if (word in TENS) current += TENS[word]!;
    else if (word in scales) {
      const scale = scales[word]!;
      let value = current;
      while (stack.length && stack.at(-1)!.scale < scale) value += stack.pop()!.value;
      stack.push({ value: value * scale, scale });
      current = 0;
    } else throw new Error(`unknown word ${word} in ${text}`);
  }
  return stack.reduce((sum, part) => sum + part.value, current);
}

describe('numberInWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [15, 'Fifteen'],
    [40, 'Forty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [105, 'One Hundred Five'],
    [1_000, 'One Thousand'],
    [85_000, 'Eighty-Five Thousand'],
    [100_000, 'One Lakh'],
    [120_005, 'One Lakh Twenty Thousand Five'],
    [10_000_000, 'One Crore'],
    [25_34_56_789, 'Twenty-Five Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [9_999_999_999, 'Nine Hundred Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
  ])('%d in lakhs and crores is %s', (n, words) => {
    expect(numberInWords(n, 'indian')).toBe(words);
  });

  it.each([
    [100_000, 'One Hundred Thousand'],
    [1_250_000, 'One Million Two Hundred Fifty Thousand'],
    [
      9_999_999_999,
      'Nine Billion Nine Hundred Ninety-Nine Million Nine Hundred Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    ],
  ])('%d in thousands and millions is %s', (n, words) => {
    expect(numberInWords(n, 'international')).toBe(words);
  });

  it('refuses negatives, fractions and unsafe numbers', () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 53]) expect(() => numberInWords(bad, 'indian')).toThrow(RangeError);
  });

  it('reads back as the same number, in either grouping (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Math.floor(MAX_CENTS / 100) }),
        fc.constantFrom('indian', 'international'),
        (n, grouping) => {
          expect(wordsToNumber(numberInWords(n, grouping), grouping)).toBe(n);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('uses only its grouping’s scale words, each once at most below the largest (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (n) => {
        const indian = numberInWords(n, 'indian').split(' ');
        const international = numberInWords(n, 'international').split(' ');
        expect(indian).not.toContain('Million');
        expect(international).not.toContain('Lakh');
        expect(international).not.toContain('Crore');
        for (const scale of ['Lakh', 'Thousand'])
          expect(indian.filter((w) => w === scale).length).toBeLessThanOrEqual(1);
        expect(indian.includes('Lakh')).toBe(n >= 100_000);
      }),
    );
  });
});

describe('amountInWords', () => {
  it.each([
    [8_630_000, '₹', 'Eighty-Six Thousand Three Hundred Rupees Only'],
    [8_630_050, '₹', 'Eighty-Six Thousand Three Hundred Rupees and Fifty Paise Only'],
    [12_000_000, '₹', 'One Lakh Twenty Thousand Rupees Only'],
    [100, '₹', 'One Rupee Only'],
    [101, 'INR', 'One Rupee and One Paisa Only'],
    [50, '₹', 'Fifty Paise Only'],
    [0, '₹', 'Zero Rupees Only'],
    [12_000_000, '৳', 'One Lakh Twenty Thousand Taka Only'],
    [100_025, '৳', 'One Thousand Taka and Twenty-Five Poisha Only'],
    [12_000_000, '$', 'One Hundred Twenty Thousand Dollars Only'],
    [101, '$', 'One Dollar and One Cent Only'],
    [250_099, '€', 'Two Thousand Five Hundred Euros and Ninety-Nine Cents Only'],
    [100, '€', 'One Euro Only'],
    [4_200_001, '£', 'Forty-Two Thousand Pounds and One Penny Only'],
    [4_200_002, 'GBP', 'Forty-Two Thousand Pounds and Two Pence Only'],
    [8_500_050, 'CHF', 'CHF Eighty-Five Thousand and 50/100 Only'],
    [8_500_000, '¥', '¥ Eighty-Five Thousand Only'],
    [100_000_000, 'CHF', 'CHF One Million Only'],
  ])('%d cents in %s is “%s”', (cents, symbol, words) => {
    expect(amountInWords(cents, symbol)).toBe(words);
  });

  it('refuses what is not an amount in whole cents', () => {
    for (const bad of [-1, 0.5, MAX_CENTS + 1]) expect(() => amountInWords(bad, '₹')).toThrow(RangeError);
  });

  it('says the rupees and the paise of any amount, read back exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        const words = amountInWords(cents, '₹');
        expect(words).toMatch(/^[A-Z][A-Za-z -]* Only$/);
        const match = /^(?:(.+) Rupees?)?(?:(?: and )?(.+) Paisa|(?: and )?(.+) Paise)? Only$/.exec(words);
        expect(match, words).not.toBeNull();
        const rupees = match![1] ? wordsToNumber(match![1], 'indian') : 0;
        const paise = wordsToNumber(match![2] ?? match![3] ?? 'Zero', 'international');
        expect(rupees * 100 + paise).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });

  it('names the unit in the singular for exactly one (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (cents) => {
        const words = amountInWords(cents, '$');
        expect(/\bDollar\b/.test(words)).toBe(Math.floor(cents / 100) === 1);
        expect(/\bCent\b/.test(words)).toBe(cents % 100 === 1);
      }),
    );
  });
});
