/**
 * Date arithmetic for the demo data. Every date is a 'YYYY-MM-DD' string (the shape of the
 * `date` columns) and all arithmetic happens in UTC, so the host's own time zone never shifts a
 * day: only "today" depends on the organisation's zone.
 */
import { addDays, todayIn, toMs } from '#shared/dates.js';
import { dayKind } from '#shared/leave-days.js';

export { addDays, todayIn };

/** The organisation's weekend (JavaScript day numbers, 0 = Sunday): its work week's. */
export type Weekend = readonly number[];

const NO_HOLIDAYS: ReadonlySet<string> = new Set();

/** Whether a day is a working day of the work week (the demo has no public holidays). */
export function isWorkingDay(day: string, weekend: Weekend): boolean {
  return dayKind(day, { weekend, holidays: NO_HOLIDAYS }) === 'working';
}

/** The first working day on or after `date`. */
function nextWorkingDay(date: string, weekend: Weekend): string {
  // A week holds a working day (a work week has one): seven days are counted at most.
  for (let offset = 0; offset < 7; offset += 1) {
    if (isWorkingDay(addDays(date, offset), weekend)) return addDays(date, offset);
  }
  throw new RangeError('A work week without a working day.');
}

/** The earlier of two YYYY-MM-DD dates (they sort as strings). */
export function earlier(a: string, b: string): string {
  return a < b ? a : b;
}

export function later(a: string, b: string): string {
  return a > b ? a : b;
}

/** `count` consecutive working days starting on or after `from`: the dates of a leave. */
export function workingDaysFrom(from: string, count: number, weekend: Weekend): string[] {
  const first = nextWorkingDay(from, weekend);
  const days: string[] = [];
  // At most a week per working day, counted.
  for (let offset = 0; days.length < count && offset < count * 7; offset += 1) {
    if (isWorkingDay(addDays(first, offset), weekend)) days.push(addDays(first, offset));
  }
  return days;
}

/** Working days in the `span` calendar days before `today`, oldest first; today excluded. */
export function pastWorkingDays(today: string, span: number, weekend: Weekend): string[] {
  const days: string[] = [];
  for (let back = span; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    if (isWorkingDay(day, weekend)) days.push(day);
  }
  return days;
}

/** The last working day of each of the `count` whole months before today's month, oldest first. */
export function pastPayDays(today: string, count: number, weekend: Weekend): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const days: string[] = [];
  for (let back = count; back >= 1; back -= 1) {
    // Day 0 of month m+1 is the last day of month m; Date.UTC normalises negative months.
    let day = new Date(Date.UTC(year, month - back + 1, 0)).toISOString().slice(0, 10);
    for (let before = 0; before < 7 && !isWorkingDay(day, weekend); before += 1) day = addDays(day, -1);
    days.push(day);
  }
  return days;
}

/** A timestamp on `date` at the given UTC hour, for created/decided columns. */
export function at(date: string, hour = 9): Date {
  return new Date(toMs(date) + hour * 3_600_000);
}

/**
 * mulberry32: a tiny seeded PRNG, so the demo organisation is the same on every run
 * (stable screenshots and tests). Returns numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
