/**
 * Counting the days of a leave against the organisation's calendar: weekends and public holidays
 * are not taken from a balance, and the first and the last day may be half days. The leave engine
 * (issue 14) books what this counts; the request form shows its arithmetic.
 */
import { BOUNDS } from './bounds.js';
import { addDays, daysInclusive, weekdayOf } from './dates.js';

/** The organisation's weekend (JavaScript day numbers, 0 = Sunday) and its public holidays. */
export interface WorkCalendar {
  weekend: readonly number[];
  holidays: ReadonlySet<string>;
}

export interface LeaveSpan {
  start: string;
  end: string;
  /** Only the second half of the first day (the leave starts at midday). */
  startHalf?: boolean | undefined;
  /** Only the first half of the last day (the leave ends at midday). */
  endHalf?: boolean | undefined;
}

export interface LeaveDayCount {
  calendarDays: number;
  /** Days taken from the balance: working days, less half a day per half day. */
  workingDays: number;
  weekendDays: number;
  /** Public holidays on working days (one on a weekend counts as a weekend day). */
  holidays: number;
}

/**
 * The most days counted one by one: the leave window, both ends included (shared/bounds.ts). A
 * request is held to the window before it is counted, so a longer span is a programming error.
 */
export const MAX_COUNTED_DAYS = BOUNDS.leaveDaysBack + BOUNDS.leaveDaysAhead + 1;

/** The days from start to end inclusive; throws on a reversed span or one too long to count day by day. */
function spanDays(span: LeaveSpan): number {
  const days = daysInclusive(span.start, span.end);
  if (days < 1) throw new RangeError('The leave cannot end before it starts.');
  if (days > MAX_COUNTED_DAYS) throw new RangeError(`A span of ${days} days is longer than ${MAX_COUNTED_DAYS} days.`);
  return days;
}

/** What a day of the calendar is. */
export function dayKind(day: string, calendar: WorkCalendar): 'working' | 'weekend' | 'holiday' {
  if (calendar.weekend.includes(weekdayOf(day))) return 'weekend';
  return calendar.holidays.has(day) ? 'holiday' : 'working';
}

/**
 * The days of a leave. A half day counts only where the day is a working day; a one-day leave
 * takes at most one half (`startHalf` and `endHalf` together on one day are refused).
 */
export function countLeaveDays(span: LeaveSpan, calendar: WorkCalendar): LeaveDayCount {
  const calendarDays = spanDays(span);
  if (span.start === span.end && span.startHalf && span.endHalf) {
    throw new RangeError('A one-day leave is a whole day or one half of it.');
  }
  const count: LeaveDayCount = {
    calendarDays,
    workingDays: 0,
    weekendDays: 0,
    holidays: 0,
  };
  // Counted, never `day <= end` on strings: a day past 9999 would sort before the end.
  for (let offset = 0; offset < calendarDays; offset += 1) {
    const kind = dayKind(addDays(span.start, offset), calendar);
    if (kind === 'weekend') count.weekendDays += 1;
    else if (kind === 'holiday') count.holidays += 1;
    else count.workingDays += 1;
  }
  if (span.startHalf && dayKind(span.start, calendar) === 'working') count.workingDays -= 0.5;
  if (span.endHalf && dayKind(span.end, calendar) === 'working') count.workingDays -= 0.5;
  return count;
}

/** Working days of a leave per calendar year (a leave over New Year is taken from two years' balances). */
export function workingDaysByYear(span: LeaveSpan, calendar: WorkCalendar): Map<number, number> {
  spanDays(span);
  const years = new Map<number, number>();
  for (let year = Number(span.start.slice(0, 4)); year <= Number(span.end.slice(0, 4)); year += 1) {
    const part: LeaveSpan = {
      start: span.start > `${year}-01-01` ? span.start : `${year}-01-01`,
      end: span.end < `${year}-12-31` ? span.end : `${year}-12-31`,
      startHalf: span.startHalf && span.start >= `${year}-01-01`,
      endHalf: span.endHalf && span.end <= `${year}-12-31`,
    };
    years.set(year, countLeaveDays(part, calendar).workingDays);
  }
  return years;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The arithmetic as the request form shows it: '5 calendar days = 3 working days + 1 holiday + 1 weekend day'. */
export function describeLeaveDays(count: LeaveDayCount): string {
  const halves = count.calendarDays - count.weekendDays - count.holidays - count.workingDays;
  const parts = [plural(count.workingDays, 'working day', 'working days')];
  if (halves > 0) parts.push(plural(halves * 2, 'half day not taken', 'half days not taken'));
  if (count.holidays) parts.push(plural(count.holidays, 'holiday', 'holidays'));
  if (count.weekendDays) parts.push(plural(count.weekendDays, 'weekend day', 'weekend days'));
  return `${plural(count.calendarDays, 'calendar day', 'calendar days')} = ${parts.join(' + ')}`;
}
