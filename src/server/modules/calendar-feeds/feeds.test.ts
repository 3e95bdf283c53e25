import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { midweekDay, todayIn } from '#shared/dates.js';
import { FEED_MSG } from '#shared/messages/calendar-feeds.js';
import { holidays, leaveTypes, users, workSettings } from '../../db/schema/index.js';
import { createDepartment, createEmployee, loginAs, type TestEmployee } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { FEED_GUESSES } from './feeds.routes.js';

let server: TestServer;
let hr: string;
const today = todayIn('Asia/Dhaka');
let offset = 0;
const nextDay = () => midweekDay(today, 20 + 7 * ++offset);

beforeAll(async () => {
  // Client addresses from X-Forwarded-For, as behind a reverse proxy.
  server = await startTestServer({ TRUST_PROXY: 'true' });
  hr = (await loginAs(server, 'moderator')).token;
  await server.db.insert(workSettings).values({ weekendDays: [0, 6] });
});
afterAll(async () => {
  await server?.close();
});

async function person(departmentId: string) {
  const employee = await createEmployee(server.db, { departmentId });
  return { ...employee, token: (await loginAs(server, employee)).token };
}
async function ask(token: string, day = nextDay()) {
  const res = await server.request<any>('POST', '/api/leave/addLeave', {
    token,
    body: { leaveType: 'Casual Leave', startDate: day, endDate: day, reason: 'Feed test' },
  });
  expect(res.status).toBe(201);
  return res.body.result._id as string;
}
async function feedOf(token: string, kind: 'mine' | 'team' | 'holidays') {
  const res = await server.request<any>('POST', '/api/calendar-feeds', { token, body: { kind } });
  expect(res.status).toBe(201);
  const url = new URL(res.body.result.url);
  return { id: res.body.result._id as string, path: url.pathname };
}
/** The feed read as a calendar app would (no session), parsed with ical.js. */
async function read(path: string) {
  const res = await server.request<string>('GET', path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      status: String(vevent.getFirstPropertyValue('status')),
      sequence: event.sequence,
    };
  });
  return { text: res.body, events };
}

/** What a feed's content lines may start with: its properties, and a space for a folded line. */
const PROPERTIES = new Set(
  'BEGIN END PRODID VERSION CALSCALE METHOD X-WR-CALNAME UID DTSTAMP DTSTART DTEND SUMMARY STATUS SEQUENCE TRANSP DESCRIPTION'.split(
    ' ',
  ),
);

/** Read the way a lenient client does: every CR, LF or CRLF ends a line, and each line must be one the feed writes. */
function splitNaively(text: string) {
  const lines = text.split(/\r\n|\r|\n/);
  expect(lines.pop()).toBe('');
  for (const line of lines) {
    const name = /^([A-Z-]+)[:;]/.exec(line)?.[1];
    expect([line, line.startsWith(' ') || PROPERTIES.has(name ?? '')]).toEqual([line, true]);
  }
  return lines;
}

describe('GET /api/calendar-feeds/:token/calendar.ics', () => {
  it('my leave: all-day events with stable UIDs; a change moves the event, a withdrawal cancels it', async () => {
    const department = await createDepartment(server.db);
    const me = await person(department.id);
    const id = await ask(me.token);
    const feed = await feedOf(me.token, 'mine');
    const first = (await read(feed.path)).events.find((event) => event.uid === `leave-${id}@ems-panel`)!;
    expect(first).toMatchObject({ summary: 'Casual Leave (pending)', status: 'TENTATIVE', allDay: true });

    const moved = nextDay();
    const edit = await server.request('PUT', `/api/leave/editLeave/${id}`, {
      token: me.token,
      body: { leaveType: 'Casual Leave', startDate: moved, endDate: moved, reason: 'Moved' },
    });
    expect(edit.status).toBe(200);
    const second = (await read(feed.path)).events.filter((event) => event.uid === `leave-${id}@ems-panel`);
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ start: moved, status: 'TENTATIVE' });
    expect(second[0]!.end > moved).toBe(true);
    expect(second[0]!.sequence).toBeGreaterThanOrEqual(first.sequence);

    await server.request('PUT', `/api/leave/withdraw/${id}`, { token: me.token });
    const third = (await read(feed.path)).events.find((event) => event.uid === `leave-${id}@ems-panel`)!;
    expect(third.status).toBe('CANCELLED');
  });

  it('the team as the app shows it: an employee’s has no leave type and no other department; a manager’s has both states and types', async () => {
    const engineering = await createDepartment(server.db);
    const sales = await createDepartment(server.db);
    const viewer = await person(engineering.id);
    const colleague = await person(engineering.id);
    const outsider = await person(sales.id);
    const pending = await ask(colleague.token);
    const approved = await ask(colleague.token);
    await server.request('PUT', `/api/leave/approveLeave/${approved}`, { token: hr, body: {} });
    const elsewhere = await ask(outsider.token);
    await server.request('PUT', `/api/leave/approveLeave/${elsewhere}`, { token: hr, body: {} });

    const mine = await read((await feedOf(viewer.token, 'team')).path);
    expect(mine.events.map((event) => event.uid)).toEqual([`leave-${approved}@ems-panel`]);
    expect(mine.events[0]).toMatchObject({ summary: `${colleague.name}: Out`, status: 'CONFIRMED' });
    expect(mine.text).not.toContain('Casual');
    expect(mine.text).not.toContain(elsewhere);

    const manager = (await loginAs(server, engineering.manager)).token;
    const theirs = await read((await feedOf(manager, 'team')).path);
    const uids = theirs.events.map((event) => event.uid);
    expect(uids).toEqual(expect.arrayContaining([`leave-${approved}@ems-panel`, `leave-${pending}@ems-panel`]));
    expect(uids).not.toContain(`leave-${elsewhere}@ems-panel`);
    expect(theirs.events.find((event) => event.uid === `leave-${pending}@ems-panel`)).toMatchObject({
      summary: `${colleague.name}: Casual Leave (pending)`,
      status: 'TENTATIVE',
    });
  });

  it('the holidays, each a day with its own UID', async () => {
    const day = midweekDay(today, 45);
    await server.db.insert(holidays).values({ day, name: 'Feed holiday' }).onConflictDoNothing();
    const department = await createDepartment(server.db);
    const me = await person(department.id);
    const feed = await read((await feedOf(me.token, 'holidays')).path);
    expect(feed.events.find((event) => event.uid === `holiday-${day}@ems-panel`)).toMatchObject({ start: day });
  });

  it('a revoked, guessed or disabled owner’s feed answers 404', async () => {
    const department = await createDepartment(server.db);
    const me: TestEmployee & { token: string } = await person(department.id);
    const stranger = await person(department.id);
    const feed = await feedOf(me.token, 'mine');
    await read(feed.path);
    expect((await server.request('GET', '/api/calendar-feeds/not-a-real-token/calendar.ics')).status).toBe(404);
    expect((await server.request('DELETE', `/api/calendar-feeds/${feed.id}`, { token: stranger.token })).status).toBe(
      404,
    );
    const listed = await server.request<any>('GET', '/api/calendar-feeds', { token: me.token });
    expect(listed.body.result).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(feed.path.split('/')[3]);
    const revoked = await server.request<any>('DELETE', `/api/calendar-feeds/${feed.id}`, { token: me.token });
    expect(revoked.body.message).toBe(FEED_MSG.revoked);
    expect((await server.request('GET', feed.path)).status).toBe(404);

    const other = await feedOf(stranger.token, 'holidays');
    await server.db.update(users).set({ isActive: false }).where(eq(users.id, stranger.id));
    expect((await server.request('GET', other.path)).status).toBe(404);
  });

  it('refuses a team feed to someone who sees no team, and a tenth-plus-one feed', async () => {
    const loner = await createEmployee(server.db);
    const token = (await loginAs(server, loner)).token;
    const team = await server.request<any>('POST', '/api/calendar-feeds', { token, body: { kind: 'team' } });
    expect(team.body).toMatchObject({ message: FEED_MSG.teamNone });
    for (let i = 0; i < 10; i += 1) await feedOf(token, 'holidays');
    const more = await server.request<any>('POST', '/api/calendar-feeds', { token, body: { kind: 'holidays' } });
    expect(more.status).toBe(400);
  });

  it('text with line breaks in old rows stays inside its event, for a strict parser and a line-splitting one', async () => {
    const INJECTED = 'END:VEVENT\rBEGIN:VEVENT\rUID:evil@x\rSUMMARY:Injected\rDTSTART;VALUE=DATE:20300101';
    const department = await createDepartment(server.db);
    const colleague = await person(department.id);
    const viewer = await person(department.id);
    // Written straight to the database, as rows from before the text rules may hold them.
    const type = `Feed Rest ${offset}`;
    await server.db.insert(leaveTypes).values({ name: type, entitlement: '20' });
    const leave = await ask(colleague.token);
    await server.request('PUT', `/api/leave/editLeave/${leave}`, {
      token: colleague.token,
      body: { leaveType: type, startDate: nextDay(), endDate: nextDay(), reason: 'Feed test' },
    });
    const weird = `Rest\r\n${INJECTED}\u2028and more`;
    await server.db.update(leaveTypes).set({ name: weird }).where(eq(leaveTypes.name, type));
    const name = `Eve\n${INJECTED}`;
    await server.db.update(users).set({ name }).where(eq(users.id, colleague.id));
    const day = midweekDay(today, 60);
    await server.db.insert(holidays).values({ day, name: `Holiday\r${INJECTED}\u2029${'ü'.repeat(60)}` });
    await server.settleReads();
    const lines = (text: string) => text.replace(/\r\n|\r|\u2028|\u2029/g, '\n');

    const manager = (await loginAs(server, department.manager)).token;
    for (const [kind, token, summary] of [
      ['mine', colleague.token, `${lines(weird)} (pending)`],
      ['team', manager, `${lines(name)}: ${lines(weird)} (pending)`],
      ['team', viewer.token, null],
      ['holidays', viewer.token, lines(`Holiday\r${INJECTED}\u2029${'ü'.repeat(60)}`)],
    ] as const) {
      const feed = await read((await feedOf(token, kind)).path);
      // The strict reading: no event but those written, the text as it was (line breaks as line feeds).
      expect(feed.events.map((event) => event.uid)).not.toContain('evil@x');
      if (summary !== null) {
        const uid = kind === 'holidays' ? `holiday-${day}@ems-panel` : `leave-${leave}@ems-panel`;
        expect(feed.events.find((event) => event.uid === uid)?.summary).toBe(summary);
      }
      // The naive reading: every line one the feed writes, no line over 75 octets.
      const naive = splitNaively(feed.text);
      expect(naive.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(feed.events.length);
      expect(naive.filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
    }
  });

  it('is kept a minute at most, by the subscriber only; a revoked one answers 404 at once, kept by nobody', async () => {
    const department = await createDepartment(server.db);
    const me = await person(department.id);
    const feed = await feedOf(me.token, 'holidays');
    const res = await server.request('GET', feed.path);
    const cache = res.headers.get('cache-control') ?? '';
    expect(cache).toContain('private');
    expect(cache).not.toContain('immutable');
    expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeLessThanOrEqual(60);
    await server.request('DELETE', `/api/calendar-feeds/${feed.id}`, { token: me.token });
    const revoked = await server.request('GET', feed.path);
    expect([revoked.status, revoked.headers.get('cache-control')]).toEqual([404, 'no-store']);
  });

  it('guesses from one address hold up that address only; valid feeds and revoked ones polled count as none', async () => {
    const department = await createDepartment(server.db);
    const me = await person(department.id);
    const feed = await feedOf(me.token, 'holidays');
    const revoked = await feedOf(me.token, 'holidays');
    await server.request('DELETE', `/api/calendar-feeds/${revoked.id}`, { token: me.token });
    const from = (address: string, path: string) =>
      server.request('GET', path, { headers: { 'x-forwarded-for': address } });
    // A subscriber's app polls its feed, and a revoked one, far more often than guesses are allowed.
    for (let i = 0; i < FEED_GUESSES.max + 5; i += 1) {
      expect((await from('198.51.100.7', feed.path)).status).toBe(200);
      expect((await from('198.51.100.7', revoked.path)).status).toBe(404);
    }
    const guess = (n: number) => `/api/calendar-feeds/guess-${n}-${'x'.repeat(30)}/calendar.ics`;
    for (let i = 0; i < FEED_GUESSES.max; i += 1) expect((await from('203.0.113.9', guess(i))).status).toBe(404);
    const held = await from('203.0.113.9', guess(FEED_GUESSES.max));
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    // The guesser waits for every address it asks for; nobody else waits.
    expect((await from('203.0.113.9', feed.path)).status).toBe(429);
    expect((await from('198.51.100.7', feed.path)).status).toBe(200);
    expect((await from('198.51.100.7', guess(999))).status).toBe(404);
  });
});
