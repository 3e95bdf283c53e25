import { MAX_CENTS } from './money.js';

/**
 * What a currency sign (the CURRENCY setting) is called in words, and how its amounts are grouped:
 * the rupee and the taka in lakhs and crores (1,20,00,000), the others in thousands (12,000,000).
 */
export interface Currency {
  /** The sign as configured: '₹', '$', 'CHF'. */
  symbol: string;
  /** Singular and plural of the main unit ('Rupee', 'Rupees'); null for an unknown sign. */
  major: readonly [string, string] | null;
  /** Singular and plural of the hundredth ('Paisa', 'Paise'); null for an unknown sign. */
  minor: readonly [string, string] | null;
  grouping: 'indian' | 'international';
}

type Known = Omit<Currency, 'symbol'>;

const RUPEE: Known = { major: ['Rupee', 'Rupees'], minor: ['Paisa', 'Paise'], grouping: 'indian' };
const TAKA: Known = { major: ['Taka', 'Taka'], minor: ['Poisha', 'Poisha'], grouping: 'indian' };
const DOLLAR: Known = { major: ['Dollar', 'Dollars'], minor: ['Cent', 'Cents'], grouping: 'international' };
const EURO: Known = { major: ['Euro', 'Euros'], minor: ['Cent', 'Cents'], grouping: 'international' };
const POUND: Known = { major: ['Pound', 'Pounds'], minor: ['Penny', 'Pence'], grouping: 'international' };

/** Signs and ISO codes (upper case) with names of their own. */
const KNOWN: Readonly<Record<string, Known>> = {
  '₹': RUPEE,
  INR: RUPEE,
  RS: RUPEE,
  'RS.': RUPEE,
  '₨': RUPEE,
  '৳': TAKA,
  BDT: TAKA,
  TK: TAKA,
  $: DOLLAR,
  US$: DOLLAR,
  USD: DOLLAR,
  '€': EURO,
  EUR: EURO,
  '£': POUND,
  GBP: POUND,
};

/** The currency of a sign; an unknown sign keeps its symbol and is grouped in thousands. */
export function currencyOf(symbol: string): Currency {
  const sign = symbol.trim();
  const known = KNOWN[sign.toUpperCase()];
  return known ? { symbol: sign, ...known } : { symbol: sign, major: null, minor: null, grouping: 'international' };
}

/** '120000' → '1,20,000' (indian) or '120,000' (international). */
export function groupDigits(digits: string, grouping: Currency['grouping']): string {
  if (grouping === 'international' || digits.length <= 3) return digits.replace(/\B(?=(\d{3})+$)/g, ',');
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** Throws unless `cents` is a whole number of cents from 0 to MAX_CENTS. */
export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CENTS) {
    throw new RangeError(`not an amount in whole cents from 0 to ${MAX_CENTS}: ${cents}`);
  }
}

/**
 * 12000050 cents in ₹ → '₹1,20,000.50'; in $ → '$120,000.50'. A sign that ends in a letter or
 * a full stop is set apart by a space ('CHF 120,000.50', 'Rs. 85,000.00').
 */
export function formatAmount(cents: number, symbol: string): string {
  assertCents(cents);
  const currency = currencyOf(symbol);
  const whole = groupDigits(String(Math.floor(cents / 100)), currency.grouping);
  const hundredths = String(cents % 100).padStart(2, '0');
  const gap = /[\p{L}.]$/u.test(currency.symbol) ? ' ' : '';
  return `${currency.symbol}${gap}${whole}.${hundredths}`;
}
