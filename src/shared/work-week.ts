import { weekdayOf } from './dates.js';

/**
 * The organisation's weekend, as JavaScript day numbers (0 = Sunday … 6 = Saturday). One place
 * for the demo data, the attendance report's 'Not marked' days and, later, leave day counting;
 * until the work week is an admin setting, Saturday and Sunday.
 */
export const WEEKEND_DAYS: readonly number[] = [0, 6];

/** Whether a YYYY-MM-DD day is a working day. */
export function isWorkingDay(day: string): boolean {
  return !WEEKEND_DAYS.includes(weekdayOf(day));
}
