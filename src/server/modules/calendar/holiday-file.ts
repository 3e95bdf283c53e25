/**
 * Reading a holiday file: a CSV (`date,name`, a header first) or an iCalendar file read with
 * ical.js. Each holiday becomes a row with its own error or none; what needs the database (a day
 * that is already a holiday) is added by the import service. A file that cannot be read at all
 * is refused whole (400).
 */
import ICAL from 'ical.js';
import { addDays, daysInclusive } from '#shared/dates.js';
import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import {
  HOLIDAY_IMPORT_LIMITS,
  holidayDaySchema,
  holidayNameSchema,
  type HolidayImportRow,
} from '#shared/schemas/calendar.js';
import { joinErrors, readCsvFile } from '../../lib/import-table.js';
import { badRequest } from '../../lib/errors.js';

export type HolidayFileFormat = 'csv' | 'ics';

export interface HolidayFile {
  format: HolidayFileFormat;
  rows: HolidayImportRow[];
  /** Days of an .ics file in other years, left out. */
  outside: number;
}

/** The longest event taken as holidays (a festival week, not a season). */
export const MAX_EVENT_DAYS = 31;
/** Occurrences of one repeating event looked at, at most (a yearly rule from 1900 needs ~200). */
const MAX_OCCURRENCES = 1_000;

/** The format a file is read as: by its name, else by its first line. */
export function formatOf(fileName: string, text: string): HolidayFileFormat {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.ics') || name.endsWith('.ical') || name.endsWith('.ifb')) return 'ics';
  if (/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) return 'ics';
  throw badRequest(CALENDAR_MSG.fileType, { field: 'file' });
}

/** The errors of a day and a name, in the order a person reads them; null when both are fine. */
function errorOf(day: string, name: string, year: number): string | null {
  const dayCheck = holidayDaySchema.safeParse(day);
  const nameCheck = holidayNameSchema.safeParse(name);
  return joinErrors([
    dayCheck.success
      ? dayCheck.data.startsWith(`${year}-`)
        ? null
        : CALENDAR_MSG.rowOutsideYear(year)
      : dayCheck.error.issues[0]!.message,
    nameCheck.success ? null : nameCheck.error.issues[0]!.message,
  ]);
}

function readCsv(text: string, year: number): HolidayFile {
  const [header, ...data] = readCsvFile(text);
  const names = header?.fields.map((field) => field.trim().toLowerCase());
  if (!names || names[0] !== 'date' || names[1] !== 'name') throw badRequest(CALENDAR_MSG.csvHeader, { field: 'file' });
  const rows = data.map(({ line, fields }): HolidayImportRow => {
    const [day = '', name = '', ...rest] = fields.map((field) => field.trim());
    const error = rest.some(Boolean) ? CALENDAR_MSG.csvColumns : errorOf(day, name, year);
    return { source: `Line ${line}`, day: day || null, name, error };
  });
  return { format: 'csv', rows, outside: 0 };
}

/** The days an all-day occurrence covers: DTEND is the day after the last (RFC 5545). */
function daysOf(start: ICAL.Time, end: ICAL.Time | null): string[] | string {
  if (!start.isDate) return CALENDAR_MSG.icsNotAllDay;
  const first = start.toString();
  if (end && end.compare(start) < 0) return CALENDAR_MSG.icsEndBeforeStart;
  // Counted, never compared as text: a day past 9999 would sort before the end.
  const count = end && end.compare(start) !== 0 ? daysInclusive(first, end.toString().slice(0, 10)) - 1 : 1;
  if (count > MAX_EVENT_DAYS) return CALENDAR_MSG.icsTooLong(MAX_EVENT_DAYS);
  return Array.from({ length: count }, (_, offset) => addDays(first, offset));
}

interface Occurrence {
  start: ICAL.Time;
  end: ICAL.Time | null;
  /** A changed occurrence may have a name of its own. */
  summary: string | null;
}

/** Each occurrence of an event: a yearly event's in the year, else the event itself. */
function occurrencesOf(event: ICAL.Event, year: number): Occurrence[] | string {
  if (!event.isRecurring()) return [{ start: event.startDate, end: event.endDate ?? null, summary: event.summary }];
  const rules = event.component.getAllProperties('rrule').map((rule) => rule.getFirstValue() as ICAL.Recur);
  const other = rules.find((rule) => rule.freq !== 'YEARLY');
  if (other) return CALENDAR_MSG.icsNotYearly(other.freq);
  const found: Occurrence[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(), seen = 0; next && next.year <= year && seen < MAX_OCCURRENCES; seen += 1) {
    if (next.year === year) {
      const details = event.getOccurrenceDetails(next);
      found.push({ start: details.startDate, end: details.endDate, summary: details.item.summary });
    }
    next = iterator.next();
  }
  return found;
}

/** One event's rows: one per day of the year it covers (or one row with its error), and the days left out. */
function eventRows(
  component: ICAL.Component,
  exceptions: ICAL.Component[],
  source: string,
  year: number,
): { rows: HolidayImportRow[]; outside: number } {
  const name = String(component.getFirstPropertyValue('summary') ?? '').trim();
  const failed = (error: string, day: string | null = null) => ({ rows: [{ source, day, name, error }], outside: 0 });
  try {
    const event = new ICAL.Event(component, { exceptions });
    if (!event.startDate) return failed(CALENDAR_MSG.icsNoStart);
    const occurrences = occurrencesOf(event, year);
    if (typeof occurrences === 'string') return failed(occurrences, event.startDate.toString().slice(0, 10));
    const rows: HolidayImportRow[] = [];
    let outside = 0;
    for (const occurrence of occurrences) {
      const days = daysOf(occurrence.start, occurrence.end);
      if (typeof days === 'string') return failed(days, occurrence.start.toString().slice(0, 10));
      const named = (occurrence.summary ?? '').trim();
      outside += days.filter((day) => !day.startsWith(`${year}-`)).length;
      for (const day of days.filter((day) => day.startsWith(`${year}-`))) {
        rows.push({ source, day, name: named, error: errorOf(day, named, year) });
      }
    }
    return { rows, outside };
  } catch (error) {
    return failed(CALENDAR_MSG.icsInvalid((error as Error).message.slice(0, 200)));
  }
}

/** The calendars of the file (ical.js gives one component, or a list when there are several). */
function calendarsOf(text: string): ICAL.Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw badRequest(CALENDAR_MSG.icsInvalid((error as Error).message.slice(0, 200)), { field: 'file' });
  }
  const list = Array.isArray(parsed) && Array.isArray(parsed[0]) ? (parsed as unknown[][]) : [parsed];
  const calendars = list
    .filter((item): item is unknown[] => Array.isArray(item) && item[0] === 'vcalendar')
    .map((item) => new ICAL.Component(item));
  if (!calendars.length) throw badRequest(CALENDAR_MSG.icsNoCalendar, { field: 'file' });
  return calendars;
}

function readIcs(text: string, year: number): HolidayFile {
  const components = calendarsOf(text).flatMap((calendar) => calendar.getAllSubcomponents('vevent'));
  // A changed occurrence of a repeating event (RECURRENCE-ID) is read through the event of its UID.
  const changed = components.filter((component) => component.hasProperty('recurrence-id'));
  const rows: HolidayImportRow[] = [];
  let outside = 0;
  components.forEach((component, index) => {
    if (component.hasProperty('recurrence-id')) return;
    const uid = component.getFirstPropertyValue('uid');
    const exceptions = uid ? changed.filter((other) => other.getFirstPropertyValue('uid') === uid) : [];
    const found = eventRows(component, exceptions, `Event ${index + 1}`, year);
    rows.push(...found.rows);
    outside += found.outside;
  });
  return { format: 'ics', rows, outside };
}

/** Reads a holiday file for one year; refuses a file that cannot be read or holds too many rows. */
export function readHolidayFile(fileName: string, text: string, year: number): HolidayFile {
  const format = formatOf(fileName, text);
  const file = format === 'csv' ? readCsv(text, year) : readIcs(text, year);
  if (file.rows.length > HOLIDAY_IMPORT_LIMITS.rows) {
    throw badRequest(CALENDAR_MSG.tooManyRows(HOLIDAY_IMPORT_LIMITS.rows), { field: 'file' });
  }
  return file;
}
