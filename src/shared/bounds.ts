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
  /**
   * Every other date a request carries — a report's or a list's filter, a history, a project's
   * or a task's dates, a leave or pay year, a month — falls in these years: from 1950 (the
   * earliest Joining Date, so the oldest record there can be) to 2100.
   */
  firstRecordYear: 1950,
  lastRecordYear: 2100,
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

/** The days a record, a report or a filter may name (README, "Limits"): 1950-01-01 to 2100-12-31. */
export function recordWindow() {
  return { earliest: `${BOUNDS.firstRecordYear}-01-01`, latest: `${BOUNDS.lastRecordYear}-12-31` };
}

/** True for a YYYY-MM-DD day, or a YYYY-MM month, of the records' years (compared as text: both are 4-digit years). */
export function isRecordDay(dayOrMonth: string): boolean {
  const { earliest, latest } = recordWindow();
  return dayOrMonth >= earliest.slice(0, dayOrMonth.length) && dayOrMonth <= latest.slice(0, dayOrMonth.length);
}

export function isRecordYear(year: number): boolean {
  return Number.isInteger(year) && year >= BOUNDS.firstRecordYear && year <= BOUNDS.lastRecordYear;
}
