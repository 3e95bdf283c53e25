/** Calendar-day helpers. Days are 'YYYY-MM-DD' strings, the shape of the `date` columns. */

const DAY_MS = 86_400_000;

/**
 * One formatter per zone, made once. A new Intl.DateTimeFormat per call cost 39 µs and about 25 kB
 * of ICU's native memory, freed only when the garbage collector gets round to the small wrapper:
 * at 2,000 requests a second the server's resident memory climbed by 200-300 MiB in five seconds
 * (issue 17; docs/performance.md, "Memory"). Zones are few (IANA's list); the map is bounded anyway.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_DAY_FORMATS = 64;

function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size >= MAX_DAY_FORMATS) dayFormats.delete(dayFormats.keys().next().value!);
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's date in the given IANA zone ('en-CA' formats as YYYY-MM-DD). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayFormatIn(timeZone).format(now);
}

const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;
/** The days a YYYY-MM-DD string can name: 0001-01-01 to 9999-12-31. */
const FIRST_DAY_MS = Date.parse('0001-01-01T00:00:00Z');
const LAST_DAY_MS = Date.parse('9999-12-31T00:00:00Z');

/**
 * The YYYY-MM-DD day of a UTC midnight. A day before 0001 or after 9999 has no such form (it would
 * read `+010000-01-01`, which sorts before `9999-12-31`), so asking for one is a programming
 * error: requests are held to the windows of shared/bounds.ts before any day is computed.
 */
function dayAt(ms: number): string {
  if (!(ms >= FIRST_DAY_MS && ms <= LAST_DAY_MS)) {
    throw new RangeError(`No YYYY-MM-DD day at ${ms} ms: days run from 0001-01-01 to 9999-12-31.`);
  }
  return new Date(ms).toISOString().slice(0, 10);
}

/** Midnight UTC of a YYYY-MM-DD day, in epoch milliseconds; throws on anything else. */
export function toMs(date: string): number {
  const ms = YYYY_MM_DD.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`Not a YYYY-MM-DD date: ${String(date).slice(0, 40)}`);
  return ms;
}

/** The day `days` (a whole number) after `date`; throws rather than leave the years 0001–9999. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return dayAt(toMs(date) + days * DAY_MS);
}

/** The day of the week of a YYYY-MM-DD day (0 = Sunday), read in UTC so no host zone shifts it. */
export function weekdayOf(date: string): number {
  return new Date(toMs(date)).getUTCDay();
}

/** Spec §4: days of a leave, end minus start plus one. */
export function daysInclusive(start: string, end: string): number {
  return Math.round((toMs(end) - toMs(start)) / DAY_MS) + 1;
}

/** A pay date sent as epoch milliseconds or as YYYY-MM-DD, as a YYYY-MM-DD day (UTC). */
export function toIsoDay(value: number | string): string | null {
  if (typeof value === 'number' || /^\d{10,14}$/.test(value)) {
    const ms = Number(value);
    // A number that is no instant of the years 0001–9999 is no pay date (not `+033658-…`).
    if (!Number.isFinite(ms) || ms < FIRST_DAY_MS || ms >= LAST_DAY_MS + DAY_MS) return null;
    return new Date(ms).toISOString().slice(0, 10);
  }
  return value;
}

/**
 * The n-th Monday-to-Thursday after `from` (n ≥ 1): a working day in the usual work weeks
 * (Saturday–Sunday and Friday–Saturday weekends), for test and demo leaves that must not fall on a
 * weekend. Distinct n give distinct days.
 */
export function midweekDay(from: string, n: number): string {
  let day = from;
  for (let found = 0; found < n;) {
    day = addDays(day, 1);
    if (weekdayOf(day) >= 1 && weekdayOf(day) <= 4) found += 1;
  }
  return day;
}

const MONTH_NAMES = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A month ('2026-11') or any day of it ('2026-11-30') in words, in English: 'November 2026'. */
export function monthNameOf(monthOrDay: string): string {
  return MONTH_NAMES.format(toMs(`${monthOrDay.slice(0, 7)}-01`));
}

/** The last day of a month ('2026-02' → '2026-02-28'); throws outside the years 0001–9999. */
export function lastDayOfMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  // setUTCFullYear, not Date.UTC: that one reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, m, 0);
  return dayAt(date.getTime());
}
