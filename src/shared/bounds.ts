import { addDays } from './dates.js';

/**
 * What an HR department would recognise as a real request; anything beyond is refused with a
 * message (README, "Limits"). Windows count from today (UTC: a day's difference is immaterial).
 */
export const BOUNDS = {
  /** Longest single leave request, in calendar days. */
  maxLeaveDays: 366,
  /** Leave dates from two years back (HR recording past leave) to two years ahead. */
  leaveDaysBack: 730,
  leaveDaysAhead: 730,
  /** Each money component (basic, allowance, deductions, an employee's salary): 10,000,000.00 at most. */
  maxAmountCents: 1_000_000_000,
  /** Pay dates from five years back (corrections) to 62 days ahead (a payroll prepared early). */
  payDaysBack: 1_826,
  payDaysAhead: 62,
} as const;

export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function leaveWindow(today: string = utcToday()) {
  return { earliest: addDays(today, -BOUNDS.leaveDaysBack), latest: addDays(today, BOUNDS.leaveDaysAhead) };
}

export function payDateWindow(today: string = utcToday()) {
  return { earliest: addDays(today, -BOUNDS.payDaysBack), latest: addDays(today, BOUNDS.payDaysAhead) };
}
