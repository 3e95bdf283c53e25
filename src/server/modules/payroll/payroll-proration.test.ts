/**
 * Pro-rating and unpaid days (issue 29, item 3): every expected figure below is worked by hand
 * from the month's calendar, written beside the test. The work week is Monday to Friday, with one
 * public holiday on Thursday 26 March 2026.
 *
 * March 2026: 31 calendar days; 1 March is a Sunday; working days 2–6, 9–13, 16–20, 23–27 (less
 * the 26th), 30–31 = 21.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MSG } from '#shared/messages/payroll.js';
import { attendance, auditEvents, employees, leaves } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let moderator: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin', name: 'Proration Admin' }))).token;
  moderator = (await loginAs(server, 'moderator')).token;
  const week = await server.request('PUT', '/api/calendar/work-week', {
    token: admin,
    body: { workingDays: [1, 2, 3, 4, 5] },
  });
  expect(week.status).toBe(200);
  const holiday = await server.request('POST', '/api/calendar/holidays', {
    token: admin,
    body: { day: '2026-03-26', name: 'Independence Day' },
  });
  expect(holiday.status).toBe(201);
  const unpaid = await server.request('POST', '/api/leave-types', {
    token: admin,
    body: { name: 'Unpaid Leave', paid: false, entitlement: 0, allowNegative: true },
  });
  expect(unpaid.status).toBe(201);
  const paid = await server.request('POST', '/api/leave-types', {
    token: admin,
    body: { name: 'Study Leave', paid: true, entitlement: 10 },
  });
  expect(paid.status).toBe(201);
});
afterAll(async () => {
  await server?.close();
});

type Basis = 'calendar' | 'working' | 'fixed30';
const settings = (token: string, body: Record<string, unknown>) =>
  server.request<any>('PUT', '/api/payroll/settings', { token, body });
const setPolicy = async (basis: Basis, deductAbsence = false, changePercent = 20) =>
  expect((await settings(admin, { basis, deductAbsence, changePercent })).status).toBe(200);
const draft = async (month: string, departmentId: string) => {
  const res = await server.request<any>('POST', '/api/payroll/runs', {
    token: admin,
    body: { month, departmentIds: [departmentId] },
  });
  expect(res.status).toBe(201);
  return res.body.result;
};
const rowsOf = async (runId: string, show = 'all') => {
  const res = await server.request<any>('GET', `/api/payroll/runs/${runId}/rows?page=1&limit=100&show=${show}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return new Map<string, any>(res.body.result.map((row: any) => [row.employee._id, row]));
};
const addSalary = async (employeeId: string, figures: Record<string, number>, payDate: string) => {
  const res = await server.request('POST', '/api/salary/addSalary', {
    token: admin,
    body: { employeeId, ...figures, payDate },
  });
  expect(res.status).toBe(201);
};
const leave = (employeeId: string, leaveType: string, startDate: string, endDate: string, more = {}) =>
  server.db.insert(leaves).values({ employeeId, leaveType, startDate, endDate, status: 'Approved', ...more });

/** A department with a joiner (30,000 from Tuesday 10 March) and a leaver (45,000, last day Friday 20 March). */
async function joinerAndLeaver() {
  const dept = await createDepartment(server.db);
  const joiner = await createEmployee(server.db, { departmentId: dept.id, salary: '30000.00', hireDate: '2026-03-10' });
  const leaver = await createEmployee(server.db, {
    departmentId: dept.id,
    salary: '45000.00',
    lastWorkingDay: '2026-03-20',
  });
  // February's payslip: 45,000 + 3,000 − 500 = 47,500; its allowance and deductions carry over.
  await addSalary(leaver.employeeId, { basicSalary: 45000, allowance: 3000, deductions: 500 }, '2026-02-27');
  return { dept, joiner, leaver };
}

describe('a joiner and a leaver in the month', () => {
  // Joiner: 10–31 March = 22 calendar days, 15 working days (10–13: 4, 16–20: 5, 23–27 less
  // the 26th: 4, 30–31: 2). Leaver: 1–20 March = 20 calendar days, 15 working days.
  it.each([
    {
      basis: 'calendar' as Basis,
      // 30,000 × 22 ÷ 31 = 21,290.3225… → 21,290.32
      joiner: { paidDays: 22, basisDays: 31, basicSalary: 21290.32, netSalary: 21290.32 },
      // 45,000 × 20 ÷ 31 = 29,032.2580… → 29,032.26; 3,000 × 20 ÷ 31 = 1,935.4838… → 1,935.48
      leaver: { paidDays: 20, basisDays: 31, basicSalary: 29032.26, allowance: 1935.48, netSalary: 30467.74 },
    },
    {
      basis: 'working' as Basis,
      // 30,000 × 15 ÷ 21 = 21,428.5714… → 21,428.57
      joiner: { paidDays: 15, basisDays: 21, basicSalary: 21428.57, netSalary: 21428.57 },
      // 45,000 × 15 ÷ 21 = 32,142.8571… → 32,142.86; 3,000 × 15 ÷ 21 = 2,142.8571… → 2,142.86
      leaver: { paidDays: 15, basisDays: 21, basicSalary: 32142.86, allowance: 2142.86, netSalary: 33785.72 },
    },
    {
      basis: 'fixed30' as Basis,
      // 30,000 × 22 ÷ 30 = 22,000
      joiner: { paidDays: 22, basisDays: 30, basicSalary: 22000, netSalary: 22000 },
      // 45,000 × 20 ÷ 30 = 30,000; 3,000 × 20 ÷ 30 = 2,000; 30,000 + 2,000 − 500 = 31,500
      leaver: { paidDays: 20, basisDays: 30, basicSalary: 30000, allowance: 2000, netSalary: 31500 },
    },
  ])('pays the days employed on the $basis basis, to the paisa', async ({ basis, joiner, leaver }) => {
    await setPolicy(basis);
    const people = await joinerAndLeaver();
    const run = await draft('2026-03', people.dept.id);
    expect(run).toMatchObject({ basis, deductAbsence: false, changePercent: 20 });
    const rows = await rowsOf(run._id);
    expect(rows.get(people.joiner.employeeId)).toMatchObject({
      ...joiner,
      monthlyBasic: 30000,
      allowance: 0,
      deductions: 0,
      unpaidDays: 0,
      absentDays: 0,
      previousNet: null,
      changed: false,
      skip: null,
    });
    expect(rows.get(people.leaver.employeeId)).toMatchObject({
      ...leaver,
      monthlyBasic: 45000,
      deductions: 500,
      previousNet: 47500,
      changed: true,
    });
    // The manager worked the whole month: paid exactly their salary, as before pro-rating.
    const manager = rows.get(people.dept.manager.employeeId);
    expect(manager).toMatchObject({ basicSalary: 50000, netSalary: 50000, unpaidDays: 0 });
    expect(manager.paidDays).toBe(manager.basisDays);
    expect(run.totals).toMatchObject({
      toPay: 3,
      changed: 1,
      basic: round2(50000 + joiner.basicSalary + leaver.basicSalary),
      net: round2(50000 + joiner.netSalary + leaver.netSalary),
    });
  });

  it('refuses to post a draft whose leaving date changed since, and a refresh pays the new days', async () => {
    await setPolicy('calendar');
    const dept = await createDepartment(server.db);
    const person = await createEmployee(server.db, { departmentId: dept.id, salary: '31000.00' });
    const run = await draft('2026-03', dept.id);
    await server.db.update(employees).set({ lastWorkingDay: '2026-03-10' }).where(eq(employees.id, person.employeeId));
    const posted = await server.request<any>('POST', `/api/payroll/runs/${run._id}/post`, {
      token: admin,
      body: { version: 1 },
    });
    expect(posted.status).toBe(409);
    expect(posted.body.message).toContain("1 person's days employed changed");
    const refreshed = await server.request<any>('POST', `/api/payroll/runs/${run._id}/refresh`, { token: admin });
    expect(refreshed.status).toBe(200);
    // 31,000 × 10 ÷ 31 = 10,000
    expect((await rowsOf(run._id)).get(person.employeeId)).toMatchObject({
      paidDays: 10,
      basisDays: 31,
      basicSalary: 10000,
      netSalary: 10000,
    });
  });
});

describe('unpaid days', () => {
  // April 2026: 30 calendar days; 1 April is a Wednesday.
  it('deducts approved leave of unpaid types (half days, across the month start), not paid or pending leave', async () => {
    await setPolicy('calendar');
    const dept = await createDepartment(server.db);
    const a = await createEmployee(server.db, { departmentId: dept.id, salary: '60000.00' });
    const b = await createEmployee(server.db, { departmentId: dept.id, salary: '30000.00' });
    // a: Monday 6 – Tuesday 7 April (2 days) and the afternoon of Friday 10 April (½ day) = 2.5 days.
    await leave(a.employeeId, 'Unpaid Leave', '2026-04-06', '2026-04-07');
    await leave(a.employeeId, 'Unpaid Leave', '2026-04-10', '2026-04-10', { startHalf: true });
    // Paid leave and a pending request take nothing.
    await leave(a.employeeId, 'Study Leave', '2026-04-14', '2026-04-15');
    await leave(a.employeeId, 'Unpaid Leave', '2026-04-20', '2026-04-21', { status: 'Pending' });
    // b: Monday 30 March – Thursday 2 April: of April, Wednesday 1 and Thursday 2 = 2 days.
    await leave(b.employeeId, 'Unpaid Leave', '2026-03-30', '2026-04-02');

    const run = await draft('2026-04', dept.id);
    const rows = await rowsOf(run._id);
    // 60,000 × (30 − 2.5) ÷ 30 = 55,000
    expect(rows.get(a.employeeId)).toMatchObject({
      paidDays: 30,
      basisDays: 30,
      unpaidDays: 2.5,
      absentDays: 0,
      basicSalary: 55000,
      netSalary: 55000,
    });
    // 30,000 × (30 − 2) ÷ 30 = 28,000
    expect(rows.get(b.employeeId)).toMatchObject({ unpaidDays: 2, basicSalary: 28000 });

    // Unpaid leave approved after the draft stops its posting until it is refreshed.
    await leave(b.employeeId, 'Unpaid Leave', '2026-04-27', '2026-04-27');
    const posted = await server.request<any>('POST', `/api/payroll/runs/${run._id}/post`, {
      token: admin,
      body: { version: 1 },
    });
    expect(posted.status).toBe(409);
    expect(posted.body.message).toContain("1 person's unpaid leave or absences changed");
    await server.request('POST', `/api/payroll/runs/${run._id}/refresh`, { token: admin });
    // 30,000 × (30 − 3) ÷ 30 = 27,000
    expect((await rowsOf(run._id)).get(b.employeeId)).toMatchObject({ unpaidDays: 3, basicSalary: 27000 });
  });

  // May 2026: 31 calendar days; 1 May is a Friday.
  it('deducts days marked Absent only when the policy says so (working days only)', async () => {
    const dept = await createDepartment(server.db);
    const person = await createEmployee(server.db, { departmentId: dept.id, salary: '31000.00' });
    const mark = (date: string, status: 'Absent' | 'Present') =>
      server.db.insert(attendance).values({ employeeId: person.employeeId, date, status });
    // Monday 4 and Tuesday 5 absent; Saturday 9 (a weekend day) marked absent too; Wednesday 6 present.
    for (const day of ['2026-05-04', '2026-05-05', '2026-05-09']) await mark(day, 'Absent');
    await mark('2026-05-06', 'Present');

    await setPolicy('calendar', false);
    const off = await draft('2026-05', dept.id);
    expect(off.deductAbsence).toBe(false);
    expect((await rowsOf(off._id)).get(person.employeeId)).toMatchObject({ absentDays: 0, basicSalary: 31000 });
    expect((await server.request('DELETE', `/api/payroll/runs/${off._id}`, { token: admin })).status).toBe(200);

    await setPolicy('calendar', true);
    const on = await draft('2026-05', dept.id);
    expect(on.deductAbsence).toBe(true);
    // 31,000 × (31 − 2) ÷ 31 = 29,000
    expect((await rowsOf(on._id)).get(person.employeeId)).toMatchObject({
      paidDays: 31,
      basisDays: 31,
      unpaidDays: 0,
      absentDays: 2,
      basicSalary: 29000,
      netSalary: 29000,
    });
    await setPolicy('calendar', false);
  });
});

describe('the change warning', () => {
  // June 2026, everyone employed the whole month; each person's May payslip is the comparison.
  it('counts and marks people whose net moved by more than the percentage; "changed" lists them', async () => {
    const dept = await createDepartment(server.db);
    const same = await createEmployee(server.db, { departmentId: dept.id, salary: '40000.00' });
    const raised = await createEmployee(server.db, { departmentId: dept.id, salary: '40000.00' });
    const slight = await createEmployee(server.db, { departmentId: dept.id, salary: '45000.00' });
    await addSalary(same.employeeId, { basicSalary: 40000 }, '2026-05-28');
    await addSalary(raised.employeeId, { basicSalary: 30000 }, '2026-05-28');
    await addSalary(slight.employeeId, { basicSalary: 40000 }, '2026-05-28');

    // 40,000 vs 40,000: 0 %; 40,000 vs 30,000: 33.3 %; 45,000 vs 40,000: 12.5 %.
    await setPolicy('calendar', false, 20);
    const at20 = await draft('2026-06', dept.id);
    expect(at20.totals.changed).toBe(1);
    const rows = await rowsOf(at20._id);
    expect(rows.get(same.employeeId)).toMatchObject({ previousNet: 40000, changed: false });
    expect(rows.get(raised.employeeId)).toMatchObject({ previousNet: 30000, changed: true });
    expect(rows.get(slight.employeeId)).toMatchObject({ previousNet: 40000, changed: false });
    expect([...(await rowsOf(at20._id, 'changed')).keys()]).toEqual([raised.employeeId]);
    await server.request('DELETE', `/api/payroll/runs/${at20._id}`, { token: admin });

    await setPolicy('calendar', false, 10);
    const at10 = await draft('2026-06', dept.id);
    expect(at10).toMatchObject({ changePercent: 10, totals: { changed: 2 } });
    expect(new Set((await rowsOf(at10._id, 'changed')).keys())).toEqual(
      new Set([raised.employeeId, slight.employeeId]),
    );
    await setPolicy('calendar', false, 20);
  });
});

describe('GET/PUT /api/payroll/settings', () => {
  it('is read and changed by admins and HR, audited once per change', async () => {
    const saved = await settings(moderator, { basis: 'working', deductAbsence: true, changePercent: 25 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: PAYROLL_MSG.settingsSaved,
      result: { basis: 'working', deductAbsence: true, changePercent: 25 },
    });
    const read = await server.request<any>('GET', '/api/payroll/settings', { token: admin });
    expect(read.body.result).toEqual({ basis: 'working', deductAbsence: true, changePercent: 25 });
    const again = await settings(admin, { basis: 'working', deductAbsence: true, changePercent: 25 });
    expect(again.body.message).toBe(PAYROLL_MSG.settingsUnchanged);
    const audit = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'payroll.settings'), eq(auditEvents.subject, 'payroll')));
    const last = audit.at(-1)!;
    expect(last.after).toEqual({ basis: 'working', deductAbsence: true, changePercent: 25 });
    expect(audit.filter((row) => (row.after as any).changePercent === 25)).toHaveLength(1);
    await setPolicy('calendar');
  });

  it('refuses employees and managers (403), changing nothing', async () => {
    const employee = (await loginAs(server, 'employee')).token;
    const manager = (await loginAs(server, 'manager')).token;
    for (const token of [employee, manager]) {
      expect((await settings(token, { basis: 'fixed30', deductAbsence: false, changePercent: 20 })).status).toBe(403);
      expect((await server.request('GET', '/api/payroll/settings', { token })).status).toBe(403);
    }
    expect((await server.request<any>('GET', '/api/payroll/settings', { token: admin })).body.result.basis).toBe(
      'calendar',
    );
  });

  it.each([
    [{ basis: 'weekly', deductAbsence: false, changePercent: 20 }, PAYROLL_MSG.basisInvalid],
    [{ deductAbsence: false, changePercent: 20 }, PAYROLL_MSG.basisInvalid],
    [{ basis: 'calendar', deductAbsence: 'yes', changePercent: 20 }, PAYROLL_MSG.deductAbsenceInvalid],
    [{ basis: 'calendar', deductAbsence: false, changePercent: 0 }, PAYROLL_MSG.changePercentInvalid],
    [{ basis: 'calendar', deductAbsence: false, changePercent: 101 }, PAYROLL_MSG.changePercentInvalid],
    [{ basis: 'calendar', deductAbsence: false, changePercent: 12.5 }, PAYROLL_MSG.changePercentInvalid],
    [{ basis: 'calendar', deductAbsence: false, changePercent: '20' }, PAYROLL_MSG.changePercentInvalid],
  ])('refuses %j with a message (400)', async (body, message) => {
    const res = await settings(admin, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});

const round2 = (n: number) => Math.round(n * 100) / 100;
