import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayIn } from '#shared/dates.js';
import { utcToday } from '#shared/bounds.js';
import { holidays, leaves, users, workSettings } from '../../db/schema/index.js';
import { createDepartment, createEmployee, loginAs, type TestEmployee } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

// March 2027 in a Saturday–Sunday week: Mon 03-01 … Fri 03-05, a holiday on Wed 03-03.
const MONTH = { from: '2027-03-01', to: '2027-03-31' };
let server: TestServer;
let eng: Awaited<ReturnType<typeof createDepartment>>;
let sales: Awaited<ReturnType<typeof createDepartment>>;
let alice: TestEmployee; // Engineering, approved Casual Leave 03-01 … 03-05
let bob: TestEmployee; // Engineering, pending Sick Leave 03-04
let carol: TestEmployee; // Engineering, left on 03-02 with an approved leave 03-01 … 03-10
let erin: TestEmployee; // Sales, approved 03-01
let frank: TestEmployee; // no department, approved 03-02
let bobLeave: string;
const token: Record<string, string> = {};

async function leave(person: TestEmployee, values: Partial<typeof leaves.$inferInsert>) {
  const [row] = await server.db
    .insert(leaves)
    .values({
      employeeId: person.employeeId,
      leaveType: 'Casual Leave',
      status: 'Approved',
      reason: 'Secret reason',
      ...values,
    } as typeof leaves.$inferInsert)
    .returning({ id: leaves.id });
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer({ ORG_TIMEZONE: 'UTC' });
  await server.db.insert(workSettings).values({ weekendDays: [0, 6] });
  await server.db.insert(holidays).values({ day: '2027-03-03', name: 'Calendar test holiday' });
  // Names chosen so that name order is Engineering, Sales, then 'No department'.
  eng = await createDepartment(server.db, 'Cal Engineering');
  sales = await createDepartment(server.db, 'Cal Sales');
  alice = await createEmployee(server.db, { departmentId: eng.id, name: 'Alice Cal' });
  bob = await createEmployee(server.db, { departmentId: eng.id, name: 'Bob Cal' });
  carol = await createEmployee(server.db, { departmentId: eng.id, name: 'Carol Cal', lastWorkingDay: '2027-03-02' });
  erin = await createEmployee(server.db, { departmentId: sales.id, name: 'Erin Cal' });
  frank = await createEmployee(server.db, { departmentId: null, name: 'Frank Cal' });
  await leave(alice, { startDate: '2027-03-01', endDate: '2027-03-05' });
  bobLeave = await leave(bob, {
    leaveType: 'Sick Leave',
    status: 'Pending',
    startDate: '2027-03-04',
    endDate: '2027-03-04',
  });
  await leave(carol, { startDate: '2027-03-01', endDate: '2027-03-10' });
  await leave(erin, { startDate: '2027-03-01', endDate: '2027-03-01', endHalf: true });
  await leave(frank, { startDate: '2027-03-02', endDate: '2027-03-02' });
  await leave(alice, { status: 'Rejected', startDate: '2027-03-15', endDate: '2027-03-15' });
  token.manager = (await loginAs(server, eng.manager)).token;
  token.salesManager = (await loginAs(server, sales.manager)).token;
  token.employee = (await loginAs(server, alice)).token;
  token.moderator = (await loginAs(server, 'moderator')).token;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const calendar = (who: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(
    Object.entries({ ...MONTH, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return server.request<any>('GET', `/api/team-calendar?${search}`, { token: token[who] });
};
const peopleOf = (body: any) =>
  Object.fromEntries(body.result.departments.flatMap((d: any) => d.people.map((p: any) => [p.emp_name, p.absences])));

describe('GET /api/team-calendar', () => {
  it('says the organisation’s today, in its zone, for the calendar to mark (issue 29)', async () => {
    expect((await calendar('manager')).body.result.today).toBe(todayIn('UTC'));
    // Kiritimati is 14 hours ahead of UTC: its today is tomorrow's UTC date for most of the day.
    const ahead = await server.startSibling({ ORG_TIMEZONE: 'Pacific/Kiritimati' });
    try {
      const res = await ahead.request<any>('GET', `/api/team-calendar?from=${MONTH.from}&to=${MONTH.to}`, {
        token: token.manager,
      });
      expect(res.body.result.today).toBe(todayIn('Pacific/Kiritimati'));
    } finally {
      await ahead.close();
    }
  });

  it("shows a manager their department only, approved and pending told apart, with each leave's type", async () => {
    const res = await calendar('manager');
    expect(res.status).toBe(200);
    expect(res.body.result.detail).toBe(true);
    expect(res.body.result.departments.map((d: any) => d.dep_name)).toEqual(['Cal Engineering']);
    const people = peopleOf(res.body);
    expect(people['Alice Cal']).toEqual([
      expect.objectContaining({
        startDate: '2027-03-01',
        endDate: '2027-03-05',
        status: 'Approved',
        leaveType: 'Casual Leave',
      }),
    ]);
    expect(people['Bob Cal']).toEqual([expect.objectContaining({ status: 'Pending', leaveType: 'Sick Leave' })]);
    expect(people['Erin Cal']).toBeUndefined();
    expect(people['Frank Cal']).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('Secret reason');
  });

  it("shows an employee their department's approved absences as 'Out' only: no type, no pending, no other department", async () => {
    const res = await calendar('employee');
    expect(res.status).toBe(200);
    expect(res.body.result.detail).toBe(false);
    expect(res.body.result.departments.map((d: any) => d.dep_name)).toEqual(['Cal Engineering']);
    const people = peopleOf(res.body);
    expect(people['Alice Cal']).toEqual([expect.objectContaining({ status: 'Out', leaveType: null })]);
    expect(people['Bob Cal']).toEqual([]);
    const text = JSON.stringify(res.body);
    for (const hidden of [
      'Casual Leave',
      'Sick Leave',
      'Pending',
      'Approved',
      'Secret reason',
      'Erin Cal',
      'Frank Cal',
    ]) {
      expect(text).not.toContain(hidden);
    }
  });

  it('shows HR every department in name order, the people without one last, paged and filtered by department', async () => {
    const all = await calendar('moderator');
    const names = all.body.result.departments.map((d: any) => d.dep_name);
    expect(names.indexOf('Cal Engineering')).toBeLessThan(names.indexOf('Cal Sales'));
    expect(names.at(-1)).toBe('No department');
    expect(peopleOf(all.body)['Frank Cal']).toEqual([expect.objectContaining({ status: 'Approved' })]);

    const first = await calendar('moderator', { page: 1, limit: 1 });
    expect(first.body.total).toBe(names.length);
    expect(first.body.result.departments.map((d: any) => d.dep_name)).toEqual([names[0]]);
    const last = await calendar('moderator', { page: names.length, limit: 1 });
    expect(last.body.result.departments.map((d: any) => d.dep_name)).toEqual(['No department']);

    const filtered = await calendar('moderator', { department: sales.id });
    expect(filtered.body.total).toBe(1);
    expect(Object.keys(peopleOf(filtered.body)).sort()).toEqual(['Erin Cal', sales.manager.name].sort());
    expect(peopleOf(filtered.body)['Erin Cal']).toEqual([
      expect.objectContaining({ endHalf: true, status: 'Approved' }),
    ]);
  });

  it("ignores a manager's or an employee's department filter: they see their own", async () => {
    const res = await calendar('manager', { department: sales.id });
    expect(res.body.result.departments.map((d: any) => d._id)).toEqual([eng.id]);
    const employee = await calendar('employee', { department: sales.id });
    expect(employee.body.result.departments.map((d: any) => d._id)).toEqual([eng.id]);
  });

  it('leaves out people after their last working day, and with onlyOut those who are not out', async () => {
    expect(peopleOf((await calendar('manager', { from: '2027-03-01', to: '2027-03-07' })).body)).toHaveProperty(
      'Carol Cal',
    );
    expect(peopleOf((await calendar('manager', { from: '2027-03-08', to: '2027-03-14' })).body)).not.toHaveProperty(
      'Carol Cal',
    );
    const out = peopleOf((await calendar('manager', { from: '2027-03-08', to: '2027-03-14', onlyOut: 'true' })).body);
    expect(out).toEqual({});
    const week = peopleOf((await calendar('manager', { from: '2027-03-01', to: '2027-03-07', onlyOut: 'true' })).body);
    expect(Object.keys(week).sort()).toEqual(['Alice Cal', 'Bob Cal', 'Carol Cal']);
  });

  it('gives each day its weekend flag and its holiday', async () => {
    const res = await calendar('employee', { from: '2027-03-01', to: '2027-03-07' });
    expect(res.body.result.days).toEqual([
      { day: '2027-03-01', weekend: false, holiday: null },
      { day: '2027-03-02', weekend: false, holiday: null },
      { day: '2027-03-03', weekend: false, holiday: 'Calendar test holiday' },
      { day: '2027-03-04', weekend: false, holiday: null },
      { day: '2027-03-05', weekend: false, holiday: null },
      { day: '2027-03-06', weekend: true, holiday: null },
      { day: '2027-03-07', weekend: true, holiday: null },
    ]);
  });

  it('refuses a range that ends before it starts or spans more than 42 days (400)', async () => {
    expect((await calendar('manager', { from: '2027-03-10', to: '2027-03-01' })).status).toBe(400);
    const long = await calendar('manager', { from: '2027-03-01', to: '2027-04-30' });
    expect(long.status).toBe(400);
    expect(long.body.error).toContain('42 days');
  });
});

describe('GET /api/team-calendar/clash/:id', () => {
  const clash = (who: string, id: string) =>
    server.request<any>('GET', `/api/team-calendar/clash/${id}`, { token: token[who] });

  it("counts the others of the leave's department already out on its days, of those working then", async () => {
    // On 03-04 Engineering has its manager, Alice, Bob (Carol left on 03-02): Alice is out.
    const res = await clash('manager', bobLeave);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      department: 'Cal Engineering',
      out: 1,
      pending: 0,
      of: 3,
      message: 'On these days 1 of 3 people in Cal Engineering is already out',
    });
  });

  it('counts a pending request of someone else apart from the approved absences', async () => {
    const dave = await createEmployee(server.db, { departmentId: eng.id, name: 'Dave Cal' });
    const daveLeave = await leave(dave, { status: 'Pending', startDate: '2027-03-04', endDate: '2027-03-08' });
    const res = await clash('moderator', daveLeave);
    expect(res.body.result).toMatchObject({ out: 1, pending: 1, of: 4 });
    expect(res.body.result.message).toBe('On these days 1 of 4 people in Cal Engineering is already out');
  });

  it("is for HR and the department's manager only: another manager 403, an unknown leave 404", async () => {
    expect((await clash('salesManager', bobLeave)).status).toBe(403);
    expect((await clash('employee', bobLeave)).status).toBe(403);
    expect((await clash('moderator', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('answers null for someone without a department', async () => {
    const id = await leave(frank, { status: 'Pending', startDate: '2027-03-09', endDate: '2027-03-09' });
    expect((await clash('moderator', id)).body.result).toBeNull();
  });
});

describe('GET /api/team-calendar/out', () => {
  it("lists who is out today and this week as the caller's calendar shows them", async () => {
    const today = utcToday();
    const team = await createDepartment(server.db, 'Cal Today');
    const gina = await createEmployee(server.db, { departmentId: team.id, name: 'Gina Cal' });
    const hugo = await createEmployee(server.db, { departmentId: team.id, name: 'Hugo Cal' });
    await leave(gina, { startDate: addDays(today, -1), endDate: addDays(today, 1) });
    await leave(hugo, { status: 'Pending', startDate: addDays(today, 3), endDate: addDays(today, 9) });
    const manager = (await loginAs(server, team.manager)).token;
    const res = await server.request<any>('GET', '/api/team-calendar/out', { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ today, weekEnd: addDays(today, 6), outTodayTotal: 1, outThisWeekTotal: 2 });
    expect(res.body.result.outToday).toEqual([expect.objectContaining({ emp_name: 'Gina Cal', status: 'Approved' })]);
    expect(res.body.result.outThisWeek.map((p: any) => [p.emp_name, p.status])).toEqual([
      ['Gina Cal', 'Approved'],
      ['Hugo Cal', 'Pending'],
    ]);
    const colleague = (await loginAs(server, gina)).token;
    const seen = await server.request<any>('GET', '/api/team-calendar/out', { token: colleague });
    expect(seen.body.result.outThisWeek.map((p: any) => [p.emp_name, p.status])).toEqual([['Gina Cal', 'Out']]);
  });

  it('who is out and the calendar are kept per scope; a leave written anywhere shows at once, a rename too', async () => {
    const today = utcToday();
    const team = await createDepartment(server.db, 'Cal Kept');
    const ivy = await createEmployee(server.db, { departmentId: team.id, name: 'Ivy Kept' });
    const manager = (await loginAs(server, team.manager)).token;
    const out = async () =>
      (await server.request<any>('GET', '/api/team-calendar/out', { token: manager })).body.result.outToday.map(
        (p: any) => p.emp_name,
      );
    const absent = async () =>
      (
        await server.request<any>('GET', `/api/team-calendar?from=${today}&to=${today}`, { token: manager })
      ).body.result.departments.flatMap((d: any) =>
        d.people.filter((p: any) => p.absences.length).map((p: any) => p.emp_name),
      );
    expect(await out()).toEqual([]);
    expect(await absent()).toEqual([]);
    // Written at the database, not through the API: the change's announcement is what clears it.
    await leave(ivy, { startDate: today, endDate: today });
    await server.settleReads();
    expect(await out()).toEqual(['Ivy Kept']);
    expect(await absent()).toEqual(['Ivy Kept']);
    await server.db.update(users).set({ name: 'Ivy Renamed' }).where(eq(users.id, ivy.id));
    await server.settleReads();
    expect(await out()).toEqual(['Ivy Renamed']);
  });
});

describe('GET /api/team-calendar/departments', () => {
  it("lists HR's filter choices in name order", async () => {
    const res = await server.request<any>('GET', '/api/team-calendar/departments', { token: token.moderator });
    const names = res.body.result.map((d: any) => d.dep_name);
    expect(names.indexOf('Cal Engineering')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Cal Engineering')).toBeLessThan(names.indexOf('Cal Sales'));
    expect(names).not.toContain('No department');
  });
});
