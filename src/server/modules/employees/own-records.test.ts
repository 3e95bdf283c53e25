import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToday } from '#shared/bounds.js';
import { midweekDay } from '#shared/dates.js';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { APPROVAL_MSG } from '#shared/messages/leave-approval.js';
import { screenOf } from '#shared/screens.js';
import { attendance, employees, notifications, salaries } from '../../db/schema/index.js';
import { createDepartment, createEmployee, loginAs, type TestEmployee, type TestUser } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

/**
 * Everyone with an employee record is also an employee: a manager and an admin ask for their own
 * leave and read their own payslips through the employee's endpoints — their own record only, and
 * never deciding their own request.
 */
let server: TestServer;
let hr: string;
let department: Awaited<ReturnType<typeof createDepartment>>;
let manager: TestEmployee & { token: string };
let member: TestEmployee & { token: string };
let otherManager: TestEmployee & { token: string };
/** An admin with an employee record, and one without. */
let adminPerson: TestUser & { employeeId: string; token: string };
let bareAdmin: string;
const payslip: Record<'manager' | 'member' | 'otherManager', string> = {} as never;
let serial = 0;
const nextDay = () => {
  serial += 1;
  return midweekDay(utcToday(), 40 + serial);
};

async function pay(employeeId: string, basic: string) {
  const [row] = await server.db
    .insert(salaries)
    .values({ employeeId, basicSalary: basic, netSalary: basic, payDate: '2026-10-31' })
    .returning({ id: salaries.id });
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  hr = (await loginAs(server, 'moderator')).token;
  bareAdmin = (await loginAs(server, 'admin')).token;
  department = await createDepartment(server.db, 'Own Records');
  const staff = await createEmployee(server.db, { departmentId: department.id });
  manager = { ...department.manager, token: (await loginAs(server, department.manager)).token };
  member = { ...staff, token: (await loginAs(server, staff)).token };
  const other = (await createDepartment(server.db, 'Own Records Elsewhere')).manager;
  otherManager = { ...other, token: (await loginAs(server, other)).token };
  const admin = await createEmployee(server.db, { role: 'admin', departmentId: department.id });
  adminPerson = { ...admin, token: (await loginAs(server, admin)).token };
  // A type the manager decides: the manager's own request must not wait for the manager.
  const type = await server.request('POST', '/api/leave-types', {
    token: bareAdmin,
    body: { name: 'Team Leave', entitlement: 20, approval: 'manager' },
  });
  expect(type.status).toBe(201);
  payslip.manager = await pay(manager.employeeId, '120000.00');
  payslip.member = await pay(member.employeeId, '60000.00');
  payslip.otherManager = await pay(otherManager.employeeId, '110000.00');
});
afterAll(async () => {
  await server?.close();
});

const ask = (token: string, leaveType: string, extra: Record<string, unknown> = {}) => {
  const day = nextDay();
  return server.request<any>('POST', '/api/leave/addLeave', {
    token,
    body: { leaveType, startDate: day, endDate: day, reason: 'My own leave', ...extra },
  });
};
const approve = (token: string, id: string) =>
  server.request<any>('PUT', `/api/leave/approveLeave/${id}`, { token, body: {} });
const toldAbout = async (userId: string, leaveId: string) =>
  server.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.targetId, leaveId)));

describe('a manager’s own leave', () => {
  it('goes to HR, not to the manager; HR decides it and the manager is told where to look', async () => {
    const asked = await ask(manager.token, 'Team Leave');
    expect(asked.status).toBe(201);
    const id = asked.body.result._id as string;
    const steps = await server.request<any>('GET', `/api/leave-approval/steps/${id}`, { token: manager.token });
    expect(steps.body.result).toMatchObject([
      { kind: 'manager', status: 'waiting', approver: null, note: APPROVAL_MSG.ownManager },
    ]);
    // Not in the manager's own queue, and not theirs to decide.
    const queue = await server.request<any>('GET', '/api/leave-approval/requests?mine=true', { token: manager.token });
    expect(queue.body.result.map((leave: any) => leave._id)).not.toContain(id);
    expect(await toldAbout(manager.id, id)).toEqual([]);
    const own = await approve(manager.token, id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(LEAVE_MSG.selfDecide);

    expect((await approve(hr, id)).body.result.status).toBe('Approved');
    const told = await toldAbout(manager.id, id);
    expect(told).toEqual([{ kind: 'leave_decided' }]);
    expect(screenOf('leave_decided', 'leave', 'manager')).toBe('/manager-dashboard/leave-history');
  });

  it('is listed, changed and withdrawn by the manager, with their balances', async () => {
    const asked = await ask(manager.token, 'Annual Leave');
    expect(asked.status).toBe(201);
    const id = asked.body.result._id as string;
    const list = await server.request<any>('GET', `/api/leave/getLeave/${manager.id}`, { token: manager.token });
    expect(list.status).toBe(200);
    expect(list.body.leaves.map((leave: any) => leave._id)).toContain(id);
    const day = nextDay();
    const edited = await server.request<any>('PUT', `/api/leave/editLeave/${id}`, {
      token: manager.token,
      body: { leaveType: 'Annual Leave', startDate: day, endDate: day },
    });
    expect(edited.status).toBe(200);
    const balances = await server.request<any>('GET', `/api/leave-balance/me?year=${day.slice(0, 4)}`, {
      token: manager.token,
    });
    expect(balances.status).toBe(200);
    expect(balances.body.result.find((b: any) => b.leaveType === 'Annual Leave')).toMatchObject({ pending: 1 });
    const withdrawn = await server.request<any>('PUT', `/api/leave/withdraw/${id}`, { token: manager.token });
    expect(withdrawn.body).toMatchObject({ message: LEAVE_MSG.withdrawn, result: { status: 'Withdrawn' } });
  });

  it('is the manager’s only: they cannot ask for, read or change a team member’s through these endpoints', async () => {
    expect((await ask(manager.token, 'Annual Leave', { userId: member.id })).status).toBe(403);
    expect((await ask(manager.token, 'Annual Leave', { approved: true })).status).toBe(403);
    const theirs = await server.request('GET', `/api/leave/getLeave/${member.id}`, { token: manager.token });
    expect(theirs.status).toBe(403);
    const asked = await ask(member.token, 'Annual Leave');
    const day = nextDay();
    const edit = await server.request('PUT', `/api/leave/editLeave/${asked.body.result._id}`, {
      token: manager.token,
      body: { leaveType: 'Annual Leave', startDate: day, endDate: day },
    });
    expect(edit.status).toBe(403);
  });
});

describe('an admin’s own leave (an admin with an employee record)', () => {
  it('waits for HR or another admin, never for the admin who asked', async () => {
    const asked = await ask(adminPerson.token, 'Annual Leave', { userId: adminPerson.id });
    expect(asked.status).toBe(201);
    const id = asked.body.result._id as string;
    expect(asked.body.result.status).toBe('Pending');
    expect(await toldAbout(adminPerson.id, id)).toEqual([]);
    expect((await approve(adminPerson.token, id)).body.message).toBe(LEAVE_MSG.selfDecide);
    const mine = await server.request<any>('GET', `/api/leave/getLeave/${adminPerson.id}`, {
      token: adminPerson.token,
    });
    expect(mine.body.leaves.map((leave: any) => leave._id)).toEqual([id]);
    expect((await approve(bareAdmin, id)).body.result.status).toBe('Approved');
  });

  it('cannot be recorded as already approved by the admin themselves', async () => {
    const own = await ask(adminPerson.token, 'Annual Leave', { userId: adminPerson.id, approved: true });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(LEAVE_MSG.selfDecide);
  });
});

describe('a manager’s own payslips', () => {
  const pdf = (id: string, token: string) =>
    fetch(`${server.baseUrl}/api/salary/${id}/payslip.pdf`, { headers: { authorization: `Bearer ${token}` } });

  it('lists and downloads their own', async () => {
    const list = await server.request<any>('GET', `/api/salary/getSalary/${manager.id}`, { token: manager.token });
    expect(list.status).toBe(200);
    expect(list.body.result.map((s: any) => s._id)).toEqual([payslip.manager]);
    const file = await pdf(payslip.manager, manager.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
  });

  it('cannot read a team member’s or another manager’s, listed or as a PDF (403)', async () => {
    for (const [userId, id] of [
      [member.id, payslip.member],
      [otherManager.id, payslip.otherManager],
    ] as const) {
      const list = await server.request('GET', `/api/salary/getSalary/${userId}`, { token: manager.token });
      expect(list.status).toBe(403);
      const file = await pdf(id, manager.token);
      expect(file.status).toBe(403);
      await file.arrayBuffer();
    }
  });

  it('is refused to an admin without an employee record asking for their own leave (no person)', async () => {
    const res = await ask(bareAdmin, 'Annual Leave');
    expect(res.status).toBe(400);
    const [row] = await server.db.select({ id: employees.id }).from(employees).where(eq(employees.userId, manager.id));
    expect(row).toBeDefined();
  });
});

describe('GET /api/attendance/mine', () => {
  it('gives a manager their own marks of a month, by day, and nobody else’s', async () => {
    await server.db.insert(attendance).values([
      { employeeId: manager.employeeId, date: '2026-10-05', status: 'Present' },
      { employeeId: manager.employeeId, date: '2026-10-01', status: 'Sick' },
      { employeeId: manager.employeeId, date: '2026-09-30', status: 'Present' },
      { employeeId: member.employeeId, date: '2026-10-05', status: 'Absent' },
    ]);
    const october = await server.request<any>('GET', '/api/attendance/mine?month=2026-10', { token: manager.token });
    expect(october.body).toEqual({
      success: true,
      month: '2026-10',
      days: [
        { date: '2026-10-01', status: 'Sick' },
        { date: '2026-10-05', status: 'Present' },
      ],
    });
    const theirs = await server.request<any>('GET', '/api/attendance/mine?month=2026-10', { token: member.token });
    expect(theirs.body.days).toEqual([{ date: '2026-10-05', status: 'Absent' }]);
  });

  it('shows this month unless told, refuses a month that is not one, and answers 404 without a record', async () => {
    const now = await server.request<any>('GET', '/api/attendance/mine', { token: manager.token });
    expect(now.body.month).toMatch(/^\d{4}-\d{2}$/);
    const bad = await server.request<any>('GET', '/api/attendance/mine?month=2026-13', { token: manager.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ATTENDANCE_MSG.monthInvalid);
    const none = await server.request<any>('GET', '/api/attendance/mine', { token: bareAdmin });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(ATTENDANCE_MSG.noRecord);
  });
});
