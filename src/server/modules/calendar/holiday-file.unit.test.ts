import { describe, expect, it } from 'vitest';
import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import { HOLIDAY_IMPORT_LIMITS } from '#shared/schemas/calendar.js';
import { AppError } from '../../lib/errors.js';
import { formatOf, MAX_EVENT_DAYS, readHolidayFile } from './holiday-file.js';

const ics = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//EMS Panel//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, ...lines, 'END:VEVENT'].join('\r\n');

/** The 400 a file is refused with, and its message. */
function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return (error as AppError).message;
  }
  throw new Error('the file was not refused');
}

describe('formatOf', () => {
  it('reads the format from the name, else from the first line, else refuses', () => {
    expect(formatOf('Holidays 2027.CSV', '')).toBe('csv');
    expect(formatOf('bd.ics', '')).toBe('ics');
    expect(formatOf('download', 'BEGIN:VCALENDAR\r\n')).toBe('ics');
    expect(refusal(() => formatOf('holidays.xlsx', 'PK'))).toBe(CALENDAR_MSG.fileType);
  });
});

describe('readHolidayFile: CSV', () => {
  it('gives every line its own error or none', () => {
    const text = [
      'Date,Name',
      '2027-02-21,Language Martyrs’ Day',
      '2027-02-30,Not a day',
      '21/02/2027,Wrong format',
      '2026-12-16,Victory Day',
      '2027-03-26,',
      `2027-04-14,${'x'.repeat(101)}`,
      '2027-05-01,May Day,extra',
      '"2027-12-16","Victory Day, again"',
    ].join('\n');
    expect(readHolidayFile('h.csv', text, 2027)).toEqual({
      format: 'csv',
      outside: 0,
      rows: [
        { source: 'Line 2', day: '2027-02-21', name: 'Language Martyrs’ Day', error: null },
        { source: 'Line 3', day: '2027-02-30', name: 'Not a day', error: CALENDAR_MSG.dayInvalid },
        { source: 'Line 4', day: '21/02/2027', name: 'Wrong format', error: CALENDAR_MSG.dayInvalid },
        { source: 'Line 5', day: '2026-12-16', name: 'Victory Day', error: CALENDAR_MSG.rowOutsideYear(2027) },
        { source: 'Line 6', day: '2027-03-26', name: '', error: CALENDAR_MSG.nameRequired },
        { source: 'Line 7', day: '2027-04-14', name: 'x'.repeat(101), error: CALENDAR_MSG.nameTooLong(100) },
        { source: 'Line 8', day: '2027-05-01', name: 'May Day', error: CALENDAR_MSG.csvColumns },
        { source: 'Line 9', day: '2027-12-16', name: 'Victory Day, again', error: null },
      ],
    });
  });

  it('gives a line every one of its errors, not only the first (issue 29)', () => {
    const text = ['Date,Name', '2027-02-30,', `2026-12-16,${'x'.repeat(101)}`].join('\n');
    expect(readHolidayFile('h.csv', text, 2027).rows.map((row) => row.error)).toEqual([
      [CALENDAR_MSG.dayInvalid, CALENDAR_MSG.nameRequired].join(' '),
      [CALENDAR_MSG.rowOutsideYear(2027), CALENDAR_MSG.nameTooLong(100)].join(' '),
    ]);
  });

  it('refuses a file without the header, an open quote, or too many rows', () => {
    expect(refusal(() => readHolidayFile('h.csv', '2027-01-01,New Year', 2027))).toBe(CALENDAR_MSG.csvHeader);
    expect(refusal(() => readHolidayFile('h.csv', '', 2027))).toBe(CALENDAR_MSG.csvHeader);
    expect(refusal(() => readHolidayFile('h.csv', 'date,name\n2027-01-01,"New', 2027))).toMatch(/line 2/);
    const many = ['date,name', ...Array.from({ length: HOLIDAY_IMPORT_LIMITS.rows + 1 }, () => '2027-01-01,x')];
    expect(refusal(() => readHolidayFile('h.csv', many.join('\n'), 2027))).toBe(
      CALENDAR_MSG.tooManyRows(HOLIDAY_IMPORT_LIMITS.rows),
    );
  });
});

describe('readHolidayFile: iCalendar', () => {
  it('takes all-day events of the year, one row per day of a multi-day event, and counts the days of other years', () => {
    const text = ics(
      event('a', 'DTSTART;VALUE=DATE:20270326', 'DTEND;VALUE=DATE:20270327', 'SUMMARY:Independence Day'),
      event('b', 'DTSTART;VALUE=DATE:20270309', 'DTEND;VALUE=DATE:20270312', 'SUMMARY:Eid ul-Fitr'),
      event('c', 'DTSTART;VALUE=DATE:20261216', 'SUMMARY:Victory Day'),
      event('d', 'DTSTART;VALUE=DATE:20271231', 'DTEND;VALUE=DATE:20280102', 'SUMMARY:Year end'),
    );
    const file = readHolidayFile('bd.ics', text, 2027);
    expect(file.format).toBe('ics');
    expect(file.rows.map((row) => [row.source, row.day, row.name, row.error])).toEqual([
      ['Event 1', '2027-03-26', 'Independence Day', null],
      ['Event 2', '2027-03-09', 'Eid ul-Fitr', null],
      ['Event 2', '2027-03-10', 'Eid ul-Fitr', null],
      ['Event 2', '2027-03-11', 'Eid ul-Fitr', null],
      ['Event 4', '2027-12-31', 'Year end', null],
    ]);
    expect(file.outside).toBe(2); // 2026-12-16 and 2028-01-01
  });

  it('expands a yearly event within the year, without its excluded or moved occurrences', () => {
    const text = ics(
      event('lang', 'DTSTART;VALUE=DATE:20000221', 'RRULE:FREQ=YEARLY', 'SUMMARY:Language Day'),
      event('may', 'DTSTART;VALUE=DATE:20200501', 'RRULE:FREQ=YEARLY', 'EXDATE;VALUE=DATE:20270501', 'SUMMARY:May Day'),
      event('vic', 'DTSTART;VALUE=DATE:20201216', 'RRULE:FREQ=YEARLY', 'SUMMARY:Victory Day'),
      event('vic', 'RECURRENCE-ID;VALUE=DATE:20271216', 'DTSTART;VALUE=DATE:20271217', 'SUMMARY:Victory Day (moved)'),
      event('old', 'DTSTART;VALUE=DATE:20100101', 'RRULE:FREQ=YEARLY;UNTIL=20150101', 'SUMMARY:Gone'),
    );
    const file = readHolidayFile('bd.ics', text, 2027);
    expect(file.rows.map((row) => [row.day, row.name, row.error])).toEqual([
      ['2027-02-21', 'Language Day', null],
      ['2027-12-17', 'Victory Day (moved)', null],
    ]);
  });

  it('gives an event it cannot take its own error: timed, repeating otherwise than yearly, too long, unnamed', () => {
    const text = ics(
      event('t', 'DTSTART:20270505T090000Z', 'SUMMARY:Meeting'),
      event('w', 'DTSTART;VALUE=DATE:20270105', 'RRULE:FREQ=WEEKLY', 'SUMMARY:Every Tuesday'),
      event('l', 'DTSTART;VALUE=DATE:20270601', 'DTEND;VALUE=DATE:20270801', 'SUMMARY:Summer'),
      event('n', 'DTSTART;VALUE=DATE:20270707'),
      event('s', 'SUMMARY:No start'),
    );
    const file = readHolidayFile('bd.ics', text, 2027);
    expect(file.rows.map((row) => [row.source, row.day, row.error])).toEqual([
      ['Event 1', '2027-05-05', CALENDAR_MSG.icsNotAllDay],
      ['Event 2', '2027-01-05', CALENDAR_MSG.icsNotYearly('WEEKLY')],
      ['Event 3', '2027-06-01', CALENDAR_MSG.icsTooLong(MAX_EVENT_DAYS)],
      ['Event 4', '2027-07-07', CALENDAR_MSG.nameRequired],
      ['Event 5', null, CALENDAR_MSG.icsNoStart],
    ]);
  });

  it('refuses what is not iCalendar, with the parser’s reason', () => {
    expect(refusal(() => readHolidayFile('bd.ics', 'garbage', 2027))).toMatch(/^The file is not a valid iCalendar/);
    expect(refusal(() => readHolidayFile('bd.ics', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', 2027))).toMatch(
      /^The file is not a valid iCalendar/,
    );
    expect(refusal(() => readHolidayFile('bd.ics', '', 2027))).toBe(CALENDAR_MSG.icsNoCalendar);
    expect(refusal(() => readHolidayFile('card.ics', 'BEGIN:VCARD\r\nEND:VCARD', 2027))).toBe(
      CALENDAR_MSG.icsNoCalendar,
    );
  });

  it('gives an event whose dates cannot be read an error of its own, not a crash', () => {
    const text = ics(event('x', 'DTSTART;VALUE=DATE:2027XX01', 'SUMMARY:Broken'));
    const [row] = readHolidayFile('bd.ics', text, 2027).rows;
    expect(row!.error).toMatch(/^The file is not a valid iCalendar/);
  });
});
