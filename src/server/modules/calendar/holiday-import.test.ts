import { between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import { auditEvents, holidays } from '../../db/schema/index.js';
import { createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
});
afterAll(async () => {
  await server?.close();
});

const preview = (body: unknown) =>
  server.request<any>('POST', '/api/calendar/holidays/import/preview', { token: admin, body });
const commit = (body: unknown) => server.request<any>('POST', '/api/calendar/holidays/import', { token: admin, body });
const holidaysOf = (year: number) =>
  server.db
    .select({ day: holidays.day, name: holidays.name })
    .from(holidays)
    .where(between(holidays.day, `${year}-01-01`, `${year}-12-31`))
    .orderBy(holidays.day);
const imports = () => server.db.select().from(auditEvents).where(eq(auditEvents.action, 'calendar.holiday_import'));
const csv = (...lines: string[]) => ['date,name', ...lines].join('\n');
const ics = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//EMS Panel//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');

describe('POST /api/calendar/holidays/import/preview', () => {
  it('shows every row with its error or none: repeats in the file and days already holidays flagged; saves nothing', async () => {
    await server.db.insert(holidays).values({ day: '2029-12-16', name: 'Victory Day' });
    const text = csv('2029-02-21,Language Day', '2029-12-16,Victory Day', '2029-02-21,Language Day again', 'x,y');
    const res = await preview({ year: 2029, fileName: 'bd.csv', text });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      format: 'csv',
      year: 2029,
      errors: 3,
      outside: 0,
      rows: [
        { source: 'Line 2', day: '2029-02-21', name: 'Language Day', error: null },
        { source: 'Line 3', day: '2029-12-16', name: 'Victory Day', error: CALENDAR_MSG.rowExists('Victory Day') },
        {
          source: 'Line 4',
          day: '2029-02-21',
          name: 'Language Day again',
          error: CALENDAR_MSG.rowRepeated('Line 2'),
        },
        { source: 'Line 5', day: 'x', name: 'y', error: CALENDAR_MSG.dayInvalid },
      ],
    });
    expect(await holidaysOf(2029)).toEqual([{ day: '2029-12-16', name: 'Victory Day' }]);
  });

  it('reads an .ics file with the real parser and refuses a malformed one with a 400, never a 500', async () => {
    const text = ics(
      'BEGIN:VEVENT\r\nUID:1\r\nDTSTART;VALUE=DATE:20290309\r\nDTEND;VALUE=DATE:20290311\r\nSUMMARY:Eid\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nUID:2\r\nDTSTART;VALUE=DATE:20200326\r\nRRULE:FREQ=YEARLY\r\nSUMMARY:Independence Day\r\nEND:VEVENT',
    );
    const res = await preview({ year: 2029, fileName: 'bd.ics', text });
    expect(res.body.result.rows.map((row: any) => `${row.day} ${row.name}`)).toEqual([
      '2029-03-09 Eid',
      '2029-03-10 Eid',
      '2029-03-26 Independence Day',
    ]);
    for (const [fileName, bad] of [
      ['bd.ics', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20290101'],
      ['bd.ics', 'not a calendar at all'],
      ['bd.ics', '\u0000\u0001\u0002'],
      ['bd.csv', 'day;title\n2029-01-01;New Year'],
      ['bd.pdf', '%PDF-1.7'],
    ]) {
      const refused = await preview({ year: 2029, fileName, text: bad });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.message).toMatch(/iCalendar|header|Choose a \.csv/);
    }
  });

  it('refuses a file past the size limit, a year out of range, and every role but the admin', async () => {
    const big = await preview({ year: 2029, fileName: 'big.csv', text: 'x'.repeat(256 * 1024 + 1) });
    expect(big).toMatchObject({ status: 400, body: { message: CALENDAR_MSG.fileTooLarge(256) } });
    expect((await preview({ year: 1850, fileName: 'a.csv', text: csv() })).status).toBe(400);
    const hr = (await loginAs(server, 'moderator')).token;
    const refused = await server.request('POST', '/api/calendar/holidays/import/preview', {
      token: hr,
      body: { year: 2029, fileName: 'a.csv', text: csv() },
    });
    expect(refused.status).toBe(403);
  });
});

describe('POST /api/calendar/holidays/import', () => {
  it('imports every row in one go, audited once', async () => {
    const text = csv('2030-02-21,Language Day', '2030-03-26,Independence Day', '2030-12-16,Victory Day');
    const res = await commit({ year: 2030, fileName: 'bd-2030.csv', text });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(CALENDAR_MSG.imported(3, 2030));
    expect(res.body.result.added).toBe(3);
    expect(await holidaysOf(2030)).toEqual([
      { day: '2030-02-21', name: 'Language Day' },
      { day: '2030-03-26', name: 'Independence Day' },
      { day: '2030-12-16', name: 'Victory Day' },
    ]);
    const [event] = await imports();
    expect(event).toMatchObject({
      subject: 'calendar',
      after: { file: 'bd-2030.csv', holidays: 3, firstDay: '2030-02-21', lastDay: '2030-12-16' },
    });
  });

  it('refuses the whole file while a row has an error (400) or a day is already a holiday (409); nothing is saved or audited', async () => {
    const before = (await imports()).length;
    const bad = await commit({ year: 2031, fileName: 'a.csv', text: csv('2031-01-01,New Year', '2031-02-30,Nope') });
    expect(bad).toMatchObject({ status: 400, body: { message: CALENDAR_MSG.fixRows(1) } });
    const taken = await commit({
      year: 2030,
      fileName: 'a.csv',
      text: csv('2030-05-01,May Day', '2030-12-16,Victory'),
    });
    expect(taken).toMatchObject({ status: 409, body: { message: CALENDAR_MSG.importConflict } });
    const empty = await commit({ year: 2031, fileName: 'a.csv', text: csv() });
    expect(empty).toMatchObject({ status: 400, body: { message: CALENDAR_MSG.nothingToImport(2031) } });
    expect(await holidaysOf(2031)).toEqual([]);
    expect((await holidaysOf(2030)).map((row) => row.day)).not.toContain('2030-05-01');
    expect(await imports()).toHaveLength(before);
  });

  it('of 20 identical imports sent together, one adds the rows and the rest are a clear 409, never a 500', async () => {
    const before = (await imports()).length;
    const text = csv('2032-01-01,New Year', '2032-05-01,May Day', '2032-08-15,National Mourning Day');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => commit({ year: 2032, fileName: 'x.csv', text })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toBe(CALENDAR_MSG.importConflict);
    }
    expect(await holidaysOf(2032)).toHaveLength(3);
    expect(await imports()).toHaveLength(before + 1);
  });
});
