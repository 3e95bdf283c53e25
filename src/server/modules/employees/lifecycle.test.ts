import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#shared/dates.js';
import { MSG } from '#shared/messages.js';
import { DEPARTMENT_MSG, departmentDeleteBlocker } from '#shared/messages/departments.js';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import { attendance, auditEvents, departments, employees, salaries, users } from '../../db/schema/index.js';
import {
  createDepartment,
  createEmployee,
  createUser,
  loginAs,
  orgToday,
  type TestEmployee,
} from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;
const today = orgToday();
const yesterday = addDays(today, -1);

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin', name: 'Ada Admin' }))).token;
  dept = await createDepartment(server.db, 'Lifecycle');
});
afterAll(async () => {
  await server?.close();
});

const deactivate = (person: { id: string }, body: Record<string, unknown>, token = admin) =>
  server.request<any>('PUT', `/api/employee/deactivate/${person.id}`, { token, body });

async function auditCount(action: string, subjectId: string) {
  const result = await server.db.execute(
    sql`select count(*)::int as n from ${auditEvents} where action = ${action} and subject_id = ${subjectId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const ids = (body: any, key = 'result') => (body[key] as any[]).map((row) => row._id);

describe('Joining Date', () => {
  const form = (overrides: Record<string, string> = {}) => ({
    employeeId: `HD-${Math.random().toString(36).slice(2, 8)}`,
    emp_name: 'Hana Hire',
    emp_email: `hana-${Math.random().toString(36).slice(2, 8)}@example.test`,
    emp_phone: `+88019${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    department: dept.id,
    salary: '1000',
    role: 'employee',
    designation: 'Software Engineer',
    gender: 'female',
    marital_status: 'single',
    dob: '1990-01-01',
    password: 'Strong@2025',
    ...overrides,
  });

  it('is today when left out, the given day otherwise, and a real day at most a year ahead', async () => {
    const plain = await server.request<any>('POST', '/api/employee/addEmployee', { token: admin, body: form() });
    expect(plain.status).toBe(201);
    expect(plain.body.employee.hireDate).toBe(today);
    const dated = await server.request<any>('POST', '/api/employee/addEmployee', {
      token: admin,
      body: form({ hire_date: '2019-04-01' }),
    });
    expect(dated.body.employee.hireDate).toBe('2019-04-01');
    for (const hire_date of ['2019-02-30', addDays(today, 400), 'soon']) {
      const refused = await server.request<any>('POST', '/api/employee/addEmployee', {
        token: admin,
        body: form({ hire_date }),
      });
      expect(refused.status, hire_date).toBe(400);
      expect(refused.body).toMatchObject({ field: 'hire_date', message: EMPLOYEE_MSG.hireDateInvalid });
    }
  });

  it('is changed by an admin (audited) but not by the person themselves', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const own = await loginAs(server, person);
    const mine = await server.request<any>('PUT', `/api/employee/updateEmployee/${person.id}`, {
      token: own.token,
      body: { hire_date: '2018-01-01' },
    });
    expect(mine.status).toBe(403);
    const res = await server.request<any>('PUT', `/api/employee/updateEmployee/${person.id}`, {
      token: admin,
      body: { hire_date: '2018-01-01', role: 'manager' },
    });
    expect(res.body.updateEmployee.hireDate).toBe('2018-01-01');
    const [event] = (
      await server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, person.employeeId))
    ).filter((row) => row.action === 'employee.update');
    expect(event).toMatchObject({
      actorName: 'Ada Admin',
      before: { hireDate: '2020-01-02', role: 'employee' },
      after: { hireDate: '2018-01-01', role: 'manager' },
    });
  });

  it('a password set by an admin is audited without the password', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    await server.request('PUT', `/api/employee/updateEmployee/${person.id}`, {
      token: admin,
      body: { password: 'Another@2025' },
    });
    const [event] = await server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, person.id));
    expect(event).toMatchObject({ action: 'account.password', subject: 'account', before: null, after: null });
  });
});

describe('deactivation', () => {
  it('ends sign-in and sessions, leaves the active lists and counts, and keeps the history', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id, name: 'Lena Leaver' });
    const { token } = await loginAs(server, person);
    await server.db.insert(attendance).values({ employeeId: person.employeeId, date: '2026-01-07', status: 'Present' });
    await server.db
      .insert(salaries)
      .values({ employeeId: person.employeeId, basicSalary: '100', netSalary: '100', payDate: '2026-01-31' });
    const countsBefore = (await server.request<any>('GET', '/api/employee/getEmployeesCount', { token: admin })).body;

    const res = await deactivate(person, { lastWorkingDay: yesterday, reason: 'Resigned' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: EMPLOYEE_MSG.deactivated,
      employee: { lastWorkingDay: yesterday, user: { isActive: false } },
    });

    expect((await server.request('GET', '/api/user/verify', { token })).status).toBe(401);
    const login = await server.request<any>('POST', '/api/user/login', {
      body: { email: person.email, password: person.password },
    });
    expect([login.status, login.body.message]).toEqual([403, MSG.accountDisabled]);

    const counts = (await server.request<any>('GET', '/api/employee/getEmployeesCount', { token: admin })).body;
    expect(counts.totalEmployees).toBe(countsBefore.totalEmployees - 1);
    const search = `?search=${encodeURIComponent('Lena Leaver')}&page=1&limit=10`;
    const active = await server.request<any>('GET', `/api/employee/getEmployees${search}`, { token: admin });
    expect(ids(active.body)).not.toContain(person.employeeId);
    const former = await server.request<any>('GET', `/api/employee/getEmployees${search}&status=former`, {
      token: admin,
    });
    expect(ids(former.body)).toEqual([person.employeeId]);
    const everyone = await server.request<any>('GET', `/api/employee/getEmployees${search}&status=all`, {
      token: admin,
    });
    expect(ids(everyone.body)).toEqual([person.employeeId]);
    const payees = await server.request<any>('GET', '/api/salary/payees?search=Lena%20Leaver', { token: admin });
    expect(payees.body.result).toHaveLength(0);
    const team = await server.request<any>('GET', '/api/employee/manager/active-employees', {
      token: (await loginAs(server, dept.manager)).token,
    });
    expect(ids(team.body)).not.toContain(person.employeeId);
    const sheet = await server.request<any>('GET', `/api/attendance/getAttendances?date=${today}&search=Lena`, {
      token: admin,
    });
    expect(sheet.body.attendance).toHaveLength(0);
    const past = await server.request<any>('GET', `/api/attendance/getAttendances?date=${yesterday}&search=Lena`, {
      token: admin,
    });
    expect(JSON.stringify(past.body)).toContain('Lena Leaver');

    // History stays: payslips, attendance, the record itself.
    const slips = await server.request<any>('GET', `/api/salary/getSalary/${person.id}`, { token: admin });
    expect(JSON.stringify(slips.body)).toContain('2026-01-31');
    const [mark] = await server.db.select().from(attendance).where(eq(attendance.employeeId, person.employeeId));
    expect(mark).toMatchObject({ status: 'Present' });
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, person.employeeId));
    expect(audit).toMatchObject({
      action: 'employee.deactivate',
      reason: 'Resigned',
      before: { status: 'Active' },
      after: { status: 'Left', lastWorkingDay: yesterday },
    });
  });

  it('refuses a future or pre-joining last day, a missing reason, oneself, and someone who already left', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id, hireDate: '2024-03-01' });
    const future = await deactivate(person, { lastWorkingDay: addDays(today, 1), reason: 'x' });
    expect(future).toMatchObject({
      status: 400,
      body: { field: 'lastWorkingDay', message: EMPLOYEE_MSG.lastDayFuture },
    });
    const early = await deactivate(person, { lastWorkingDay: '2024-02-28', reason: 'x' });
    expect(early.body.message).toBe(EMPLOYEE_MSG.lastDayBeforeJoining);
    const noReason = await deactivate(person, { lastWorkingDay: yesterday, reason: ' ' });
    expect(noReason).toMatchObject({ status: 400, body: { message: MSG.reasonRequired } });
    const notADay = await deactivate(person, { lastWorkingDay: '2025-13-01', reason: 'x' });
    expect(notADay.status).toBe(400);
    const self = await createEmployee(server.db, { role: 'admin' });
    const selfToken = (await loginAs(server, self)).token;
    expect((await deactivate(self, { lastWorkingDay: yesterday, reason: 'x' }, selfToken)).body.message).toBe(
      EMPLOYEE_MSG.ownDeactivation,
    );
    expect(await auditCount('employee.deactivate', person.employeeId)).toBe(0);
    expect((await deactivate(person, { lastWorkingDay: yesterday, reason: 'Left' })).status).toBe(200);
    const again = await deactivate(person, { lastWorkingDay: yesterday, reason: 'Left' });
    expect(again).toMatchObject({ status: 409, body: { message: EMPLOYEE_MSG.alreadyFormer } });
  });

  it('20 identical deactivations sent together change the person once and write one audit row', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => deactivate(person, { lastWorkingDay: yesterday, reason: 'End of contract' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await auditCount('employee.deactivate', person.employeeId)).toBe(1);
  });

  it('a manager who runs a department hands it over in the same request; an employee successor becomes its manager', async () => {
    const unit = await createDepartment(server.db, 'Handover');
    const deputy = await createEmployee(server.db, { departmentId: unit.id, name: 'Dana Deputy' });
    const busy = await createDepartment(server.db, 'Busy');
    const path = { id: unit.manager.employeeId };

    const asked = await deactivate(path, { lastWorkingDay: yesterday, reason: 'Retired' });
    expect(asked).toMatchObject({
      status: 409,
      body: { field: 'handover', message: EMPLOYEE_MSG.handoverRequired(unit.manager.name, 'Handover') },
    });
    const toBusy = await deactivate(path, { lastWorkingDay: yesterday, reason: 'Retired', handover: busy.manager.id });
    expect(toBusy).toMatchObject({ status: 409, body: { message: EMPLOYEE_MSG.handoverUnavailable } });
    const toSelf = await deactivate(path, { lastWorkingDay: yesterday, reason: 'Retired', handover: path.id });
    expect(toSelf.body.message).toBe(EMPLOYEE_MSG.handoverSelf);
    // A refused change leaves no trace: still active, no audit row.
    const [still] = await server.db.select().from(employees).where(eq(employees.id, path.id));
    expect(still!.lastWorkingDay).toBeNull();
    expect(await auditCount('employee.deactivate', path.id)).toBe(0);

    const res = await deactivate(path, { lastWorkingDay: yesterday, reason: 'Retired', handover: deputy.id });
    expect(res.status).toBe(200);
    const [department] = await server.db.select().from(departments).where(eq(departments.id, unit.id));
    expect(department!.managerId).toBe(deputy.employeeId);
    const [promoted] = await server.db.select().from(users).where(eq(users.id, deputy.id));
    expect(promoted!.role).toBe('manager');
    const [event] = await server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, path.id));
    expect(event!.after).toMatchObject({ department: 'Handover', newManager: 'Dana Deputy' });
    const deputyToken = (await loginAs(server, deputy)).token;
    const team = await server.request<any>('GET', '/api/employee/manager/active-employees', { token: deputyToken });
    expect(team.status).toBe(200);
  });

  it('reactivation brings the person back with a reason, and they sign in again', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    await deactivate(person, { lastWorkingDay: yesterday, reason: 'Left' });
    const notFormer = await createEmployee(server.db, { departmentId: dept.id });
    const refused = await server.request<any>('PUT', `/api/employee/reactivate/${notFormer.id}`, {
      token: admin,
      body: { reason: 'x' },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: EMPLOYEE_MSG.notFormer } });
    const noReason = await server.request<any>('PUT', `/api/employee/reactivate/${person.id}`, {
      token: admin,
      body: {},
    });
    expect(noReason.status).toBe(400);
    // Wrong passwords tried while they were away do not lock them out once they are back.
    for (let i = 0; i < 10; i += 1) {
      await server.request('POST', '/api/user/login', { body: { email: person.email, password: `Wrong-${i}a` } });
    }
    const res = await server.request<any>('PUT', `/api/employee/reactivate/${person.id}`, {
      token: admin,
      body: { reason: 'Rehired' },
    });
    expect(res.body).toMatchObject({ message: EMPLOYEE_MSG.reactivated, employee: { lastWorkingDay: null } });
    expect((await loginAs(server, person)).token).toBeTruthy();
    expect(await auditCount('employee.reactivate', person.employeeId)).toBe(1);
  });

  it('after one leaver is reactivated, Former still lists the others who left (issue 29)', async () => {
    const back = await createEmployee(server.db, { departmentId: dept.id, name: 'Rea Returner' });
    const gone = await createEmployee(server.db, { departmentId: dept.id, name: 'Rea Gone' });
    await server.request('GET', '/api/employee/getEmployees?status=former&page=1&limit=10', { token: admin });
    expect((await deactivate(back, { lastWorkingDay: yesterday, reason: 'Left' })).status).toBe(200);
    expect((await deactivate(gone, { lastWorkingDay: yesterday, reason: 'Left' })).status).toBe(200);
    const formerOf = async (search = '') =>
      (
        await server.request<any>('GET', `/api/employee/getEmployees?status=former&page=1&limit=100${search}`, {
          token: admin,
        })
      ).body;
    expect(ids(await formerOf('&search=Rea')).sort()).toEqual([back.employeeId, gone.employeeId].sort());
    const res = await server.request<any>('PUT', `/api/employee/reactivate/${back.id}`, {
      token: admin,
      body: { reason: 'Rehired' },
    });
    expect(res.status).toBe(200);
    expect(ids(await formerOf('&search=Rea'))).toEqual([gone.employeeId]);
    const former = await formerOf();
    expect(ids(former)).toContain(gone.employeeId);
    expect(ids(former)).not.toContain(back.employeeId);
    expect(former.total).toBeGreaterThanOrEqual(1);
  });

  it('the leaving summary names the records that keep a person in history and the department they run', async () => {
    const unit = await createDepartment(server.db, 'Summary');
    const res = await server.request<any>('GET', `/api/employee/leaving/${unit.manager.id}`, { token: admin });
    expect(res.body.leaving).toEqual({
      history: { salaries: 0, attendance: 0, leaves: 0, tasks: 0 },
      runs: { _id: unit.id, dep_name: 'Summary' },
    });
    expect((await server.request('GET', `/api/employee/leaving/${crypto.randomUUID()}`, { token: admin })).status).toBe(
      404,
    );
  });
});

describe('departments and people who left', () => {
  it('a department with former employees says so before and when it is deleted', async () => {
    const unit = await createDepartment(server.db, 'Formerly');
    const person: TestEmployee = await createEmployee(server.db, { departmentId: unit.id });
    await deactivate(person, { lastWorkingDay: yesterday, reason: 'Left' });
    const list = await server.request<any>('GET', '/api/department/getAllDep?search=Formerly', { token: admin });
    const [row] = list.body.result;
    expect(row).toMatchObject({ employeeCount: 1, formerCount: 1, projectCount: 0 });
    const blocker = departmentDeleteBlocker(row);
    expect(blocker).toBe('Formerly still has 1 former employee. Move or remove them before deleting the department.');
    const res = await server.request<any>('DELETE', `/api/department/deleteDep/${unit.id}`, { token: admin });
    expect(res).toMatchObject({ status: 409, body: { message: blocker } });
    expect(DEPARTMENT_MSG.deleted).toBeTruthy();
  });
});
