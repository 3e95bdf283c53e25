import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { midweekDay } from '#shared/dates.js';
import { auditEvents, holidays, leaveLedger, leaveTypes, workSettings } from '#server/db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '#server/test/factories.js';
import { startTestServer, type TestServer } from '#server/test/server.js';

let server: TestServer;
let admin: string;
let moderator: string;

// 2027 in a Saturday–Sunday week: Mon 2027-03-01 … Fri 03-05, a holiday on Wed 03-03.
const YEAR = 2027;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  moderator = (await loginAs(server, 'moderator')).token;
  await server.db.insert(workSettings).values({ weekendDays: [0, 6] });
  await server.db.insert(holidays).values({ day: '2027-03-03', name: 'Test holiday' });
});
afterAll(async () => {
  await server?.close();
});

async function person(overrides: Parameters<typeof createEmployee>[1] = {}) {
  const employee = await createEmployee(server.db, overrides);
  return { employee, token: (await loginAs(server, employee)).token };
}
const ask = (token: string, body: Record<string, unknown>) =>
  server.request<any>('POST', '/api/leave/addLeave', { token, body: { reason: 'Rest', ...body } });
const balanceOf = async (token: string, type: string, year = YEAR) => {
  const res = await server.request<any>('GET', `/api/leave-balance/me?year=${year}`, { token });
  expect(res.status).toBe(200);
  return res.body.result.find((b: any) => b.leaveType === type);
};
const ledgerSum = async (employee: TestEmployee, year = YEAR) => {
  const rows = await server.db
    .select({ days: leaveLedger.days, leaveTypeId: leaveLedger.leaveTypeId })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.employeeId, employee.employeeId), eq(leaveLedger.year, year)));
  return rows.reduce((sum, row) => sum + Number(row.days), 0);
};

describe('booking leave against a balance', () => {
  it('counts working days only: a week with a weekend and a holiday takes 3 of Casual Leave', async () => {
    const { token } = await person();
    const preview = await server.request<any>(
      'GET',
      '/api/leave-balance/preview?leaveType=Casual%20Leave&startDate=2027-03-01&endDate=2027-03-07',
      { token },
    );
    expect(preview.body.result).toMatchObject({
      calendarDays: 7,
      workingDays: 4,
      weekendDays: 2,
      holidays: 1,
      description: '7 calendar days = 4 working days + 1 holiday + 2 weekend days',
      years: [{ year: YEAR, days: 4, available: 10, after: 6 }],
      refusal: null,
    });
    const res = await ask(token, {
      leaveType: 'Casual Leave',
      startDate: '2027-03-01',
      endDate: '2027-03-05',
      endHalf: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.result).toMatchObject({ days: 5, workingDays: 3.5, endHalf: true });
    expect(await balanceOf(token, 'Casual Leave')).toMatchObject({
      accrued: 10,
      pending: 3.5,
      taken: 0,
      available: 6.5,
    });
  });

  it('approval moves the days to taken; rejection, withdrawal and cancellation give them back', async () => {
    const { employee, token } = await person();
    const first = await ask(token, { leaveType: 'Sick Leave', startDate: '2027-04-05', endDate: '2027-04-06' });
    const second = await ask(token, { leaveType: 'Sick Leave', startDate: '2027-04-12', endDate: '2027-04-12' });
    expect(await balanceOf(token, 'Sick Leave')).toMatchObject({ pending: 3, available: 11 });
    expect(
      (await server.request('PUT', `/api/leave/approveLeave/${first.body.result._id}`, { token: admin })).status,
    ).toBe(200);
    expect(await balanceOf(token, 'Sick Leave')).toMatchObject({ taken: 2, pending: 1, available: 11 });
    await server.request('PUT', `/api/leave/withdraw/${second.body.result._id}`, { token });
    expect(await balanceOf(token, 'Sick Leave')).toMatchObject({ taken: 2, pending: 0, available: 12 });
    await server.request('PUT', `/api/leave/revoke/${first.body.result._id}`, {
      token: admin,
      body: { reason: 'Wrong days' },
    });
    expect(await balanceOf(token, 'Sick Leave')).toMatchObject({ taken: 0, pending: 2, available: 12 });
    await server.request('PUT', `/api/leave/rejectLeave/${first.body.result._id}`, {
      token: moderator,
      body: { reason: 'No' },
    });
    expect(await balanceOf(token, 'Sick Leave')).toMatchObject({ taken: 0, pending: 0, available: 14 });
    expect(await ledgerSum(employee)).toBe(14 + 18 + 10);
  });

  it('refuses a request beyond the balance, unless the type allows a negative balance', async () => {
    const { token } = await person();
    const tooLong = await ask(token, { leaveType: 'Casual Leave', startDate: '2027-05-03', endDate: '2027-05-18' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(LEAVE_MSG.overBalance('Casual Leave', YEAR, 10, 12));
    await server.db.update(leaveTypes).set({ allowNegative: true }).where(eq(leaveTypes.name, 'Casual Leave'));
    try {
      expect(
        (await ask(token, { leaveType: 'Casual Leave', startDate: '2027-05-03', endDate: '2027-05-18' })).status,
      ).toBe(201);
      expect(await balanceOf(token, 'Casual Leave')).toMatchObject({ available: -2 });
    } finally {
      await server.db.update(leaveTypes).set({ allowNegative: false }).where(eq(leaveTypes.name, 'Casual Leave'));
    }
  });

  it('refuses a leave of weekend and holiday days only, a half day a type does not allow, and both halves of one day', async () => {
    const { token } = await person();
    const weekend = await ask(token, { leaveType: 'Sick Leave', startDate: '2027-03-06', endDate: '2027-03-07' });
    expect(weekend.body.message).toBe(LEAVE_MSG.noWorkingDays);
    const both = await ask(token, {
      leaveType: 'Sick Leave',
      startDate: '2027-03-08',
      endDate: '2027-03-08',
      startHalf: true,
      endHalf: true,
    });
    expect(both.body.message).toBe(LEAVE_MSG.halfBothOnOneDay);
    await server.db.update(leaveTypes).set({ allowHalfDays: false }).where(eq(leaveTypes.name, 'Sick Leave'));
    try {
      const half = await ask(token, {
        leaveType: 'Sick Leave',
        startDate: '2027-03-08',
        endDate: '2027-03-09',
        startHalf: true,
      });
      expect([half.status, half.body.message]).toEqual([400, LEAVE_MSG.noHalfDays('Sick Leave')]);
    } finally {
      await server.db.update(leaveTypes).set({ allowHalfDays: true }).where(eq(leaveTypes.name, 'Sick Leave'));
    }
  });

  it('of 20 one-day requests sent together against 5 days, exactly 5 succeed', async () => {
    const { employee, token } = await person();
    await server.request('POST', '/api/leave-balance/adjust', {
      token: admin,
      body: {
        employeeId: employee.employeeId,
        leaveTypeId: await typeId('Casual Leave'),
        year: YEAR,
        days: -5,
        reason: 'Used before go-live',
      },
    });
    const days = Array.from({ length: 20 }, (_, i) => midweekDay('2027-05-31', i + 1));
    const answers = await Promise.all(
      days.map((day) => ask(token, { leaveType: 'Casual Leave', startDate: day, endDate: day })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(15);
    expect(await balanceOf(token, 'Casual Leave')).toMatchObject({ pending: 5, available: 0 });
  });
});

async function typeId(name: string) {
  const [row] = await server.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.name, name));
  return row!.id;
}

describe('POST /api/leave-balance/adjust', () => {
  it('adds or takes away days with a reason, audited; never one’s own; reason required', async () => {
    const { employee, token } = await person();
    const body = {
      employeeId: employee.employeeId,
      leaveTypeId: await typeId('Annual Leave'),
      year: YEAR,
      days: 2.5,
      reason: 'Overtime',
    };
    const res = await server.request<any>('POST', '/api/leave-balance/adjust', { token: moderator, body });
    expect(res.status).toBe(201);
    expect(res.body.result.find((b: any) => b.leaveType === 'Annual Leave')).toMatchObject({ adjusted: 2.5 });
    const [event] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, employee.employeeId), eq(auditEvents.action, 'leave_balance.adjust')));
    expect(event).toMatchObject({ reason: 'Overtime', after: { days: 2.5 } });
    expect(
      (
        await server.request<any>('POST', '/api/leave-balance/adjust', {
          token: moderator,
          body: { ...body, reason: '' },
        })
      ).status,
    ).toBe(400);
    expect((await server.request<any>('POST', '/api/leave-balance/adjust', { token, body })).status).toBe(403);
    expect(
      (
        await server.request<any>('POST', '/api/leave-balance/adjust', {
          token: moderator,
          body: { ...body, days: 0.3 },
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /api/leave-balance/adjust: days', () => {
  it('takes plain decimal numbers only: hexadecimal, exponents, lists and booleans are a 400, nothing written', async () => {
    const { employee } = await person();
    const leaveTypeId = await typeId('Annual Leave');
    const adjust = (days: unknown) =>
      server.request<any>('POST', '/api/leave-balance/adjust', {
        token: moderator,
        body: { employeeId: employee.employeeId, leaveTypeId, year: YEAR, days, reason: 'Checking the days' },
      });
    for (const days of ['0x10', '1e2', '1e0', [1], true, '', ' ', '+-1', 'Infinity', null]) {
      const res = await adjust(days);
      expect([JSON.stringify(days), res.status, res.body.message]).toEqual([
        JSON.stringify(days),
        400,
        expect.stringMatching(/^Enter the days to add/),
      ]);
    }
    const adjustments = () =>
      server.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, employee.employeeId), eq(auditEvents.action, 'leave_balance.adjust')));
    expect(await adjustments()).toEqual([]);
    expect((await adjust(' -1.5 ')).status).toBe(201);
    expect((await adjust('2')).status).toBe(201);
    expect((await adjust(0.5)).status).toBe(201);
    expect((await adjustments()).map((event) => (event.after as { days: number }).days).sort((a, b) => a - b)).toEqual([
      -1.5, 0.5, 2,
    ]);
  });
});

describe('balances are visible to the person, their manager and HR only', () => {
  it('a manager sees their department’s people and report, not another’s', async () => {
    const a = await createDepartment(server.db);
    const b = await createDepartment(server.db);
    const mine = await createEmployee(server.db, { departmentId: a.id });
    const theirs = await createEmployee(server.db, { departmentId: b.id });
    const manager = (await loginAs(server, a.manager)).token;
    expect(
      (await server.request('GET', `/api/leave-balance/person/${mine.employeeId}`, { token: manager })).status,
    ).toBe(200);
    expect(
      (await server.request('GET', `/api/leave-balance/person/${theirs.employeeId}`, { token: manager })).status,
    ).toBe(403);
    const report = await server.request<any>('GET', `/api/leave-balance/report?year=${YEAR}&page=1&limit=50`, {
      token: manager,
    });
    const ids = new Set(report.body.result.map((row: any) => row.employee._id));
    expect(ids.has(mine.employeeId)).toBe(true);
    expect(ids.has(theirs.employeeId)).toBe(false);
    expect(report.body.total).toBe(report.body.result.length);
    const csv = await server.request<string>('GET', `/api/leave-balance/report.csv?year=${YEAR}&department=${b.id}`, {
      token: admin,
    });
    expect(csv.body).toContain(theirs.employeeCode);
    expect(csv.body).not.toContain(mine.employeeCode);
    const employee = (await loginAs(server, mine)).token;
    expect(
      (await server.request('GET', `/api/leave-balance/person/${theirs.employeeId}`, { token: employee })).status,
    ).toBe(403);
    expect((await server.request('GET', '/api/leave-balance/report', { token: employee })).status).toBe(403);
  });
});
