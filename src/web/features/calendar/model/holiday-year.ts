import { HOLIDAY_YEARS } from '#shared/schemas/calendar.js';

/** The year the holidays screen shows: `?year=` when it is one a holiday may fall in, else this year. */
export function holidayYearOf(param: string | null, thisYear: number): number {
  const year = Number(param);
  return Number.isInteger(year) && year >= HOLIDAY_YEARS.min && year <= HOLIDAY_YEARS.max ? year : thisYear;
}

/** The years offered: last year to five years ahead, and the one shown if it is elsewhere. */
export function yearChoices(thisYear: number, shown: number): string[] {
  const years = new Set<number>([shown]);
  for (let year = thisYear - 1; year <= thisYear + 5; year += 1) years.add(year);
  return [...years]
    .filter((year) => year >= HOLIDAY_YEARS.min && year <= HOLIDAY_YEARS.max)
    .sort((a, b) => a - b)
    .map(String);
}
