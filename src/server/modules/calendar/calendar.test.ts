import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import { WEEKDAY_NAMES } from '#shared/work-week.js';
import { auditEvents, holidays, workSettings } from '../../db/schema/index.js';
import { createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { loadWorkCalendar, WORK_WEEK_AUDIT_ID, workWeek } from './calendar.service.js';

let server: TestServer;
let admin: string;
let employee: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  employee = (await loginAs(server, 'employee')).token;
});
afterAll(async () => {
  await server?.close();
});

const send = (method: string, path: string, body?: unknown, token = admin) =>
  server.request<any>(method, path, { token, ...(body !== undefined ? { body } : {}) });
const auditOf = (subjectId: string) =>
  server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId)).orderBy(auditEvents.at);
const dayName = (day: number) => WEEKDAY_NAMES[day];
const calendarAudit = () => server.db.select().from(auditEvents).where(eq(auditEvents.subject, 'calendar'));

describe('the work week', () => {
  it('is Friday–Saturday for Asia/Dhaka until an admin sets one, and everyone may read it', async () => {
    const res = await send('GET', '/api/calendar/work-week', undefined, employee);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      workingDays: [0, 1, 2, 3, 4],
      weekendDays: [5, 6],
      isDefault: true,
      timeZone: 'Asia/Dhaka',
    });
    expect(await workWeek(server.db, 'Europe/London')).toEqual([0, 6]);
  });

  it('is changed by the admin (audited before → after); the same week again records nothing', async () => {
    const res = await send('PUT', '/api/calendar/work-week', { workingDays: [1, 2, 3, 4, 5] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CALENDAR_MSG.workWeekSaved);
    expect(res.body.result).toMatchObject({ workingDays: [1, 2, 3, 4, 5], weekendDays: [0, 6], isDefault: false });
    expect(await workWeek(server.db, 'Asia/Dhaka')).toEqual([0, 6]);
    const [event] = await auditOf(WORK_WEEK_AUDIT_ID);
    expect(event).toMatchObject({
      action: 'calendar.work_week',
      subject: 'calendar',
      before: { workingDays: 'Sunday, Monday, Tuesday, Wednesday, Thursday', weekend: 'Friday, Saturday' },
      after: { workingDays: 'Monday, Tuesday, Wednesday, Thursday, Friday', weekend: 'Sunday, Saturday' },
    });
    const same = await send('PUT', '/api/calendar/work-week', { workingDays: [5, 4, 3, 2, 1] });
    expect(same.body.message).toBe(CALENDAR_MSG.workWeekUnchanged);
    expect(await auditOf(WORK_WEEK_AUDIT_ID)).toHaveLength(1);
  });

  it('needs at least one working day, each a day of the week once; nothing changes on a refusal', async () => {
    const before = await server.db.select().from(workSettings);
    for (const [body, message] of [
      [{ workingDays: [] }, CALENDAR_MSG.needWorkingDay],
      [{ workingDays: [1, 1] }, CALENDAR_MSG.weekdayInvalid],
      [{ workingDays: [7] }, CALENDAR_MSG.weekdayInvalid],
      [{}, CALENDAR_MSG.needWorkingDay],
    ] as const) {
      const res = await send('PUT', '/api/calendar/work-week', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await server.db.select().from(workSettings)).toEqual(before);
    expect(await auditOf(WORK_WEEK_AUDIT_ID)).toHaveLength(1);
    expect((await send('PUT', '/api/calendar/work-week', { workingDays: [1] }, employee)).status).toBe(403);
  });

  it('of 10 different weeks saved together, each audit row’s before is the week it replaced', async () => {
    const weeks = Array.from({ length: 10 }, (_, n) => ({
      workingDays: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== n % 7),
    }));
    const answers = await Promise.all(weeks.map((week) => send('PUT', '/api/calendar/work-week', week)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // The saves took turns: their rows chain from the week before them to the week saved last.
    const events = await auditOf(WORK_WEEK_AUDIT_ID);
    let current: unknown = events[0]!.after;
    const rest = events.slice(1);
    while (rest.length) {
      const next = rest.findIndex((event) => JSON.stringify(event.before) === JSON.stringify(current));
      expect(next, 'an audit row whose before is no saved week').toBeGreaterThanOrEqual(0);
      current = rest.splice(next, 1)[0]!.after;
    }
    const saved = await send('GET', '/api/calendar/work-week');
    expect((current as { weekend: string }).weekend).toBe(saved.body.result.weekendDays.map(dayName).join(', '));
    await send('PUT', '/api/calendar/work-week', { workingDays: [0, 1, 2, 3, 4] });
  });
});

describe('holidays', () => {
  it('are added by the admin (audited) and listed by year, sorted by day, for everyone', async () => {
    const later = await send('POST', '/api/calendar/holidays', { day: '2027-12-16', name: ' Victory Day ' });
    expect(later.status).toBe(201);
    expect(later.body.message).toBe(CALENDAR_MSG.added);
    expect(later.body.result).toMatchObject({ day: '2027-12-16', name: 'Victory Day' });
    await send('POST', '/api/calendar/holidays', { day: '2027-02-21', name: 'Language Martyrs’ Day' });
    await send('POST', '/api/calendar/holidays', { day: '2028-02-21', name: 'Language Martyrs’ Day' });
    const list = await send('GET', '/api/calendar/holidays?year=2027', undefined, employee);
    expect(list.status).toBe(200);
    expect(list.body.result.map((holiday: any) => [holiday.day, holiday.name])).toEqual([
      ['2027-02-21', 'Language Martyrs’ Day'],
      ['2027-12-16', 'Victory Day'],
    ]);
    expect(await auditOf(later.body.result._id)).toMatchObject([
      { action: 'calendar.holiday_add', before: null, after: { date: '2027-12-16', name: 'Victory Day' } },
    ]);
    const calendar = await loadWorkCalendar(server.db, 'Asia/Dhaka', '2027-01-01', '2027-06-30');
    expect([...calendar.holidays]).toEqual(['2027-02-21']);
  });

  it('refuses a second holiday on a day (409 on the day), a missing or long name, an unreal or far day', async () => {
    const taken = await send('POST', '/api/calendar/holidays', { day: '2027-12-16', name: 'Another' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: CALENDAR_MSG.dayTaken('2027-12-16', 'Victory Day'), field: 'day' });
    const refusals: [unknown, string, string][] = [
      [{ day: '2027-05-01', name: '  ' }, CALENDAR_MSG.nameRequired, 'name'],
      [{ day: '2027-05-01', name: 'x'.repeat(101) }, CALENDAR_MSG.nameTooLong(100), 'name'],
      [{ day: '2027-02-30', name: 'May Day' }, CALENDAR_MSG.dayInvalid, 'day'],
      [{ day: '1999-05-01', name: 'May Day' }, CALENDAR_MSG.dayOutOfRange(2000, 2100), 'day'],
      [{ name: 'May Day' }, CALENDAR_MSG.dayRequired, 'day'],
    ];
    for (const [body, message, field] of refusals) {
      const res = await send('POST', '/api/calendar/holidays', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message, errors: [{ field, message }] });
    }
    for (const year of ['1999', '2101', 'soon', '']) {
      expect((await send('GET', `/api/calendar/holidays?year=${year}`)).status, year).toBe(400);
    }
    const added = await server.db.select().from(holidays).where(eq(holidays.name, 'May Day'));
    expect(added).toEqual([]);
  });

  it('of 20 identical adds sent together, one is added and audited, the rest are a 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', '/api/calendar/holidays', { day: '2027-05-01', name: 'May Day' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const [row] = await server.db.select().from(holidays).where(eq(holidays.day, '2027-05-01'));
    expect(await auditOf(row!.id)).toHaveLength(1);
  });

  it('are edited (audited before → after) and deleted (audited) by the admin only', async () => {
    const { body } = await send('POST', '/api/calendar/holidays', { day: '2027-03-26', name: 'Independence' });
    const id = body.result._id;
    expect((await send('PUT', `/api/calendar/holidays/${id}`, { day: '2027-03-27', name: 'x' }, employee)).status).toBe(
      403,
    );
    const moved = await send('PUT', `/api/calendar/holidays/${id}`, { day: '2027-03-27', name: 'Independence Day' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ message: CALENDAR_MSG.updated, result: { day: '2027-03-27' } });
    const same = await send('PUT', `/api/calendar/holidays/${id}`, { day: '2027-03-27', name: 'Independence Day' });
    expect(same.body.message).toBe(CALENDAR_MSG.unchanged);
    const clash = await send('PUT', `/api/calendar/holidays/${id}`, { day: '2027-05-01', name: 'Independence Day' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ message: CALENDAR_MSG.dayTaken('2027-05-01', 'May Day'), field: 'day' });
    expect((await send('DELETE', `/api/calendar/holidays/${id}`, undefined, employee)).status).toBe(403);
    const deleted = await send('DELETE', `/api/calendar/holidays/${id}`);
    expect(deleted.body).toEqual({ success: true, message: CALENDAR_MSG.deleted });
    const gone = await send('DELETE', `/api/calendar/holidays/${id}`);
    expect(gone).toMatchObject({ status: 404, body: { message: CALENDAR_MSG.notFound } });
    expect((await send('PUT', `/api/calendar/holidays/${id}`, { day: '2027-03-27', name: 'x' })).status).toBe(404);
    expect((await auditOf(id)).map((event) => [event.action, event.before, event.after])).toEqual([
      ['calendar.holiday_add', null, { date: '2027-03-26', name: 'Independence' }],
      [
        'calendar.holiday_update',
        { date: '2027-03-26', name: 'Independence' },
        { date: '2027-03-27', name: 'Independence Day' },
      ],
      ['calendar.holiday_delete', { date: '2027-03-27', name: 'Independence Day' }, null],
    ]);
  });

  it('writes no audit row for a refused change', async () => {
    const before = (await calendarAudit()).length;
    await send('POST', '/api/calendar/holidays', { day: '2027-05-01', name: 'Again' });
    await send('PUT', `/api/calendar/holidays/00000000-0000-4000-8000-000000000000`, { day: '2027-06-01', name: 'x' });
    await send('PUT', '/api/calendar/work-week', { workingDays: [] });
    expect(await calendarAudit()).toHaveLength(before);
  });
});
