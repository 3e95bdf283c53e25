import { weekdayOf } from '#shared/dates.js';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Friday and Saturday', 'Saturday, Sunday and Monday'. */
function namesOf(days: readonly number[]): string {
  const names = [...days].sort((a, b) => a - b).map((day) => WEEKDAY_NAMES[day]!);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * What the attendance sheet says of a day nobody is expected to work: a weekend day of the
 * organisation's work week, or a public holiday. Null for a working day (or while unknown).
 */
export function nonWorkingDayNote(
  day: string,
  weekendDays: readonly number[] | undefined,
  holiday: string | undefined,
): { title: string; text: string } | null {
  const advice = 'Mark only the people who worked; nobody counts as absent for a day off.';
  if (holiday) return { title: 'A public holiday', text: `This day is a public holiday: ${holiday}. ${advice}` };
  if (!weekendDays?.includes(weekdayOf(day))) return null;
  return {
    title: 'A weekend day',
    text: `${WEEKDAY_NAMES[weekdayOf(day)]} is a weekend day of the organisation’s work week (${namesOf(weekendDays)} off). ${advice}`,
  };
}
