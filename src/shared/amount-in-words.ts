import { assertCents, currencyOf, type Currency } from './currency.js';

const ONES = [
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
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** The scales of each grouping, largest first; a count above 999 of the largest is said in words again. */
const SCALES: Record<Currency['grouping'], readonly (readonly [number, string])[]> = {
  indian: [
    [10_000_000, 'Crore'],
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ],
  international: [
    [1_000_000_000, 'Billion'],
    [1_000_000, 'Million'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ],
};

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

/**
 * A whole number in words, title case: 120005 → 'One Lakh Twenty Thousand Five' (indian) or
 * 'One Hundred Twenty Thousand Five' (international); 0 → 'Zero'.
 */
export function numberInWords(n: number, grouping: Currency['grouping']): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number of 0 or more: ${n}`);
  if (n < 100) return belowHundred(n);
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES[grouping]) {
    if (rest < size) continue;
    parts.push(`${numberInWords(Math.floor(rest / size), grouping)} ${name}`);
    rest %= size;
  }
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

const unit = (count: number, [singular, plural]: readonly [string, string]) => (count === 1 ? singular : plural);

/**
 * An amount in whole cents in words, as a payslip or a cheque says it:
 * 8630050 in ₹ → 'Eighty-Six Thousand Three Hundred Rupees and Fifty Paise Only';
 * 12000000 in ₹ → 'One Lakh Twenty Thousand Rupees Only'; 101 in $ → 'One Dollar and One Cent Only'.
 * A sign without names of its own is written before the words, its hundredths as a fraction:
 * 8500050 in CHF → 'CHF Eighty-Five Thousand and 50/100 Only'.
 */
export function amountInWords(cents: number, symbol: string): string {
  assertCents(cents);
  const currency = currencyOf(symbol);
  const whole = Math.floor(cents / 100);
  const hundredths = cents % 100;
  const wholeWords = numberInWords(whole, currency.grouping);
  if (!currency.major || !currency.minor) {
    const fraction = hundredths ? ` and ${String(hundredths).padStart(2, '0')}/100` : '';
    return `${currency.symbol} ${wholeWords}${fraction} Only`;
  }
  const major = `${wholeWords} ${unit(whole, currency.major)}`;
  const minor = `${numberInWords(hundredths, 'international')} ${unit(hundredths, currency.minor)}`;
  if (!hundredths) return `${major} Only`;
  if (!whole) return `${minor} Only`;
  return `${major} and ${minor} Only`;
}
