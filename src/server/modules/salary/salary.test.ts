import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALARY_MSG } from '#shared/messages/salary.js';
import { eq } from 'drizzle-orm';
import { salaries } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, orgToday } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let moderator: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  moderator = (await loginAs(server, 'moderator')).token;
  dept = await createDepartment(server.db);
});
afterAll(async () => {
  await server?.close();
});

const add = (token: string, body: Record<string, unknown>) =>
  server.request<any>('POST', '/api/salary/addSalary', { token, body });

describe('POST /api/salary/addSalary', () => {
  it('records a salary with the net computed exactly on the server (201)', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const res = await add(admin, {
      employeeId: person.id,
      basicSalary: '0.1',
      allowance: 0.2,
      deductions: '',
      netSalary: 999,
      payDate: '2026-10-31',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: SALARY_MSG.added,
      data: {
        basicSalary: 0.1,
        allowance: 0.2,
        deductions: 0,
        netSalary: 0.3,
        payDate: '2026-10-31',
        employee: { _id: person.employeeId, userId: person.id },
      },
    });
  });

  it('accepts the pay date as epoch milliseconds and the employee id (moderator)', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const res = await add(moderator, {
      employeeId: person.employeeId,
      basicSalary: 50000,
      allowance: 2500.75,
      deductions: 1200.25,
      payDate: Date.UTC(2026, 8, 30),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ netSalary: 51300.5, payDate: '2026-09-30' });
  });

  it.each([
    [{ employeeId: undefined }, SALARY_MSG.employeeRequired],
    [{ basicSalary: '' }, SALARY_MSG.basicRequired],
    [{ payDate: undefined }, SALARY_MSG.payDateRequired],
    [{ payDate: '2026-02-30' }, SALARY_MSG.payDateInvalid],
    [{ basicSalary: -100 }, SALARY_MSG.amountInvalid],
    [{ allowance: '12.345' }, SALARY_MSG.amountInvalid],
    [{ basicSalary: 100, deductions: 200 }, SALARY_MSG.negativeNet],
  ])('refuses %j (400)', async (overrides, message) => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const res = await add(admin, {
      employeeId: person.id,
      basicSalary: 1000,
      allowance: 0,
      deductions: 0,
      payDate: '2026-10-31',
      ...overrides,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses an unknown employee (400) and managers or employees (403)', async () => {
    expect(
      (await add(admin, { employeeId: '00000000-0000-4000-8000-000000000000', basicSalary: 1, payDate: '2026-01-31' }))
        .body.message,
    ).toBe(SALARY_MSG.employeeUnknown);
    const person = await createEmployee(server.db, { departmentId: dept.id });
    for (const token of [(await loginAs(server, dept.manager)).token, (await loginAs(server, person)).token]) {
      expect((await add(token, { employeeId: person.id, basicSalary: 1, payDate: '2026-01-31' })).status).toBe(403);
    }
  });
});

describe('POST /api/salary/addSalary: an extra payment made twice', () => {
  const paymentsTo = async (employeeId: string) =>
    (await server.db.select({ id: salaries.id }).from(salaries).where(eq(salaries.employeeId, employeeId))).length;

  it('the same bonus again within 10 minutes is a 409 until confirmed; another amount or type is not', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const bonus = { employeeId: person.id, basicSalary: '5000', payDate: orgToday(), type: 'bonus' };
    expect((await add(admin, bonus)).status).toBe(201);
    const again = await add(moderator, bonus);
    expect([again.status, again.body.message, again.body.field]).toEqual([
      409,
      SALARY_MSG.paidAgain(person.name, 'bonus'),
      'confirm',
    ]);
    expect(await paymentsTo(person.employeeId)).toBe(1);
    expect((await add(admin, { ...bonus, basicSalary: '5000.50' })).status).toBe(201);
    expect((await add(admin, { ...bonus, type: 'adjustment' })).status).toBe(201);
    const confirmed = await add(moderator, { ...bonus, confirm: true });
    expect(confirmed.status).toBe(201);
    expect(await paymentsTo(person.employeeId)).toBe(4);
  });

  it('with an Idempotency-Key, the same request is answered again and nothing is paid twice', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const bonus = { employeeId: person.id, basicSalary: '700', payDate: orgToday(), type: 'adjustment' };
    const send = (key: string) =>
      server.request<any>('POST', '/api/salary/addSalary', {
        token: admin,
        body: bonus,
        headers: { 'idempotency-key': key },
      });
    const first = await send('pay-once-1');
    const replayed = await send('pay-once-1');
    expect([first.status, replayed.status, replayed.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
    expect(replayed.body.data._id).toBe(first.body.data._id);
    // A new key is a new request: the same payment still asks to be confirmed.
    expect((await send('pay-once-2')).status).toBe(409);
    expect(await paymentsTo(person.employeeId)).toBe(1);
  });
});

describe('reading salaries', () => {
  it('GET /getAllSalaries searches and pages for admins and moderators', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id, name: 'Paid Person' });
    await add(admin, { employeeId: person.id, basicSalary: 100, payDate: '2026-07-31' });
    const res = await server.request<any>('GET', '/api/salary/getAllSalaries?search=paid%20person&page=1&limit=10', {
      token: moderator,
    });
    expect(res.body).toMatchObject({ total: 1, result: [{ emp_name: 'Paid Person', netSalary: 100 }] });
    expect(
      (await server.request('GET', '/api/salary/getAllSalaries', { token: (await loginAs(server, person)).token }))
        .status,
    ).toBe(403);
  });

  it('GET /getSalary/{userId}: own history for employees, empty list is 200', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const { token } = await loginAs(server, person);
    expect((await server.request<any>('GET', `/api/salary/getSalary/${person.id}`, { token })).body).toEqual({
      success: true,
      result: [],
    });
    await add(admin, { employeeId: person.id, basicSalary: 10, payDate: '2026-05-31' });
    await add(admin, { employeeId: person.id, basicSalary: 20, payDate: '2026-06-30' });
    const own = await server.request<any>('GET', `/api/salary/getSalary/${person.employeeId}`, { token });
    expect(own.body.result.map((s: any) => s.payDate)).toEqual(['2026-06-30', '2026-05-31']);
    const other = await createEmployee(server.db, { departmentId: dept.id });
    expect((await server.request('GET', `/api/salary/getSalary/${other.id}`, { token })).status).toBe(403);
    expect((await server.request('GET', `/api/salary/getSalary/${person.id}`, { token: admin })).status).toBe(200);
  });
});

describe('GET /api/salary/payees', () => {
  it('finds people to pay by name, employee id or department, with nothing else about them but the salary to pre-fill', async () => {
    const payeeDept = await createDepartment(server.db, 'Payroll Picker Dept');
    const person = await createEmployee(server.db, { departmentId: payeeDept.id, name: 'Zara Payee' });
    for (const search of ['zara pay', person.employeeCode, 'payroll picker']) {
      const res = await server.request<any>('GET', `/api/salary/payees?search=${encodeURIComponent(search)}`, {
        token: moderator,
      });
      expect(res.status).toBe(200);
      expect(res.body.result).toContainEqual({
        _id: person.employeeId,
        userId: person.id,
        employeeId: person.employeeCode,
        emp_name: 'Zara Payee',
        department: { dep_name: 'Payroll Picker Dept' },
        salary: 50000,
      });
    }
    const limited = await server.request<any>('GET', '/api/salary/payees?limit=1', { token: admin });
    expect(limited.body.result).toHaveLength(1);
    expect(Object.keys(limited.body.result[0]).sort()).toEqual([
      '_id',
      'department',
      'emp_name',
      'employeeId',
      'salary',
      'userId',
    ]);
  });

  it('refuses a limit over 50 (400), no session (401), managers and employees (403)', async () => {
    expect((await server.request('GET', '/api/salary/payees?limit=51', { token: admin })).status).toBe(400);
    expect((await server.request('GET', '/api/salary/payees')).status).toBe(401);
    const person = await createEmployee(server.db, { departmentId: dept.id });
    for (const token of [(await loginAs(server, dept.manager)).token, (await loginAs(server, person)).token]) {
      expect((await server.request('GET', '/api/salary/payees', { token })).status).toBe(403);
    }
  });
});

describe('salary statistics', () => {
  it('total and monthly summary are computed by the database, and follow each payment at once', async () => {
    const fresh = await startTestServer();
    try {
      const token = (await loginAs(fresh, await createUser(fresh.db, { role: 'admin' }))).token;
      expect((await fresh.request<any>('GET', '/api/salary/getTotalSalary', { token })).body).toEqual({
        success: true,
        totalSalary: [],
        thisMonth: 0,
      });
      expect((await fresh.request<any>('GET', '/api/salary/monthly-summary?year=2025', { token })).body[0]).toEqual({
        name: 'Jan',
        salary: 0,
      });
      const person = await createEmployee(fresh.db);
      for (const [basicSalary, payDate, type] of [
        ['100.10', '2025-01-31', 'regular'],
        ['200.20', '2025-01-15', 'bonus'],
        ['50.00', '2025-03-31', 'regular'],
        ['7.00', '2024-12-31', 'regular'],
      ] as const) {
        const paid = await fresh.request('POST', '/api/salary/addSalary', {
          token,
          body: { employeeId: person.id, basicSalary, payDate, type },
        });
        expect(paid.status).toBe(201);
      }
      expect((await fresh.request<any>('GET', '/api/salary/getTotalSalary', { token })).body.totalSalary).toEqual([
        { totalAmount: 357.3 },
      ]);
      const monthly = await fresh.request<any>('GET', '/api/salary/monthly-summary?year=2025', { token });
      expect(monthly.body).toHaveLength(12);
      expect(monthly.body[0]).toEqual({ name: 'Jan', salary: 300.3 });
      expect(monthly.body[1]).toEqual({ name: 'Feb', salary: 0 });
      expect(monthly.body[2]).toEqual({ name: 'Mar', salary: 50 });
      expect(
        (await fresh.request('GET', '/api/salary/getTotalSalary', { token: (await loginAs(fresh, 'moderator')).token }))
          .status,
      ).toBe(403);
    } finally {
      await fresh.close();
    }
  });
});
