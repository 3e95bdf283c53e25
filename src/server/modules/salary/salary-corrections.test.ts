import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToday } from '#shared/bounds.js';
import { MSG } from '#shared/messages.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import { auditEvents } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let adminUser: { id: string; name: string };
let moderator: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;

beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await loginAs(server, await createUser(server.db, { role: 'admin', name: 'Audrey Admin' }));
  admin = signedIn.token;
  adminUser = signedIn.user;
  moderator = (await loginAs(server, 'moderator')).token;
  dept = await createDepartment(server.db);
});
afterAll(async () => {
  await server?.close();
});

async function paid(person: TestEmployee, payDate = '2026-10-31', basicSalary = 1000, type = 'regular') {
  const res = await server.request<any>('POST', '/api/salary/addSalary', {
    token: admin,
    body: { employeeId: person.id, basicSalary, allowance: 100, deductions: 50, payDate, type },
  });
  expect(res.status).toBe(201);
  return res.body.data._id as string;
}

const correction = { basicSalary: 1200, allowance: 100, deductions: 50, payDate: '2026-10-31', type: 'regular' };
const history = (id: string, token = admin) => server.request<any>('GET', `/api/audit/record/${id}`, { token });

describe('PUT /api/salary/:id', () => {
  it('corrects the figures, recomputes the net and records before → after with the reason', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id, name: 'Corin Correct' });
    const id = await paid(person);
    const res = await server.request<any>('PUT', `/api/salary/${id}`, {
      token: admin,
      body: { ...correction, reason: 'Basic was typed without the raise', netSalary: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: SALARY_MSG.updated,
      data: { _id: id, basicSalary: 1200, netSalary: 1250 },
    });
    const events = (await history(id)).body.result;
    expect(events.map((e: any) => e.action)).toEqual(['salary.create', 'salary.update']);
    expect(events[1]).toMatchObject({
      actor: { _id: adminUser.id, name: 'Audrey Admin' },
      subject: 'salary',
      subjectId: id,
      person: { _id: person.employeeId, name: 'Corin Correct' },
      before: { basicSalary: 1000, netSalary: 1050, payDate: '2026-10-31', type: 'regular' },
      after: { basicSalary: 1200, netSalary: 1250, payDate: '2026-10-31', type: 'regular' },
      reason: 'Basic was typed without the raise',
    });
    expect(events[1].requestId).toBeTruthy();
    expect(events[1].ip).toBeTruthy();
  });

  it('requires a reason (400) and changes nothing without one', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const id = await paid(person);
    for (const reason of [undefined, '', '   ']) {
      const res = await server.request<any>('PUT', `/api/salary/${id}`, {
        token: admin,
        body: { ...correction, ...(reason === undefined ? {} : { reason }) },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.reasonRequired);
    }
    const tooLong = await server.request<any>('PUT', `/api/salary/${id}`, {
      token: admin,
      body: { ...correction, reason: 'x'.repeat(501) },
    });
    expect(tooLong.status).toBe(400);
    expect((await history(id)).body.result).toHaveLength(1);
  });

  it("refuses an HR officer's correction of their own salary (403)", async () => {
    const hr = await createEmployee(server.db, { departmentId: dept.id, role: 'moderator' });
    const id = await paid(hr);
    const { token } = await loginAs(server, hr);
    const res = await server.request<any>('PUT', `/api/salary/${id}`, {
      token,
      body: { ...correction, reason: 'A raise for me' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(SALARY_MSG.selfCorrect);
    const del = await server.request<any>('DELETE', `/api/salary/${id}`, { token, body: { reason: 'Mine' } });
    expect(del.status).toBe(403);
  });

  it('refuses a second regular payslip in the month (409) and a negative net (400), writing no audit row', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    await paid(person, '2026-09-30');
    const october = await paid(person, '2026-10-31');
    const clash = await server.request<any>('PUT', `/api/salary/${october}`, {
      token: moderator,
      body: { ...correction, payDate: '2026-09-15', reason: 'Wrong month' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('already has a regular payslip for September 2026');
    const negative = await server.request<any>('PUT', `/api/salary/${october}`, {
      token: moderator,
      body: { ...correction, deductions: 5000, reason: 'Fine' },
    });
    expect(negative.status).toBe(400);
    expect((await history(october)).body.result).toHaveLength(1);
  });

  it('answers 404 for a salary that does not exist', async () => {
    const res = await server.request<any>('PUT', '/api/salary/00000000-0000-4000-8000-000000000000', {
      token: admin,
      body: { ...correction, reason: 'x' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(SALARY_MSG.notFound);
  });

  it('of 20 identical corrections sent together, makes one change and one audit row', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const id = await paid(person);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.request<any>('PUT', `/api/salary/${id}`, {
          token: admin,
          body: { ...correction, basicSalary: 1500, reason: 'Raise from October' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.message === SALARY_MSG.updated)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === SALARY_MSG.unchanged)).toHaveLength(19);
    const events = (await history(id)).body.result;
    expect(events.filter((e: any) => e.action === 'salary.update')).toHaveLength(1);
  });
});

describe('DELETE /api/salary/:id', () => {
  it('deletes a duplicate with a reason; its figures stay in the audit trail and the totals drop', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const month = utcToday().slice(0, 7);
    const before = (await server.request<any>('GET', '/api/salary/getTotalSalary', { token: admin })).body;
    const id = await paid(person, `${month}-01`, 700, 'bonus');
    const during = (await server.request<any>('GET', '/api/salary/getTotalSalary', { token: admin })).body;
    expect(during.thisMonth).toBeCloseTo(before.thisMonth + 750, 2);
    expect(during.totalSalary[0].totalAmount).toBeCloseTo((before.totalSalary[0]?.totalAmount ?? 0) + 750, 2);

    const noReason = await server.request<any>('DELETE', `/api/salary/${id}`, { token: moderator, body: {} });
    expect(noReason.status).toBe(400);
    const res = await server.request<any>('DELETE', `/api/salary/${id}`, {
      token: moderator,
      body: { reason: 'Entered twice' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SALARY_MSG.deleted);
    expect(
      (await server.request<any>('GET', `/api/salary/getSalary/${person.id}`, { token: admin })).body.result,
    ).toEqual([]);
    const after = (await server.request<any>('GET', '/api/salary/getTotalSalary', { token: admin })).body;
    expect(after.thisMonth).toBeCloseTo(before.thisMonth, 2);
    const events = (await history(id)).body.result;
    expect(events.at(-1)).toMatchObject({
      action: 'salary.delete',
      before: { basicSalary: 700, netSalary: 750, type: 'bonus' },
      after: null,
      reason: 'Entered twice',
    });
  });

  it('of 20 deletes sent together, one deletes (the others 404) and one audit row is written', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const id = await paid(person);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.request<any>('DELETE', `/api/salary/${id}`, { token: admin, body: { reason: 'Made by mistake' } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(19);
    const rows = await server.db.execute(
      sql`select count(*)::int as n from ${auditEvents} where subject_id = ${id} and action = 'salary.delete'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});

describe('GET /api/salary/payees', () => {
  it("gives the employee record's salary, which Add Salary pre-fills as the basic", async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id, name: 'Pria Prefill', salary: '4321.50' });
    const res = await server.request<any>('GET', '/api/salary/payees?search=Pria%20Prefill', { token: moderator });
    expect(res.body.result).toEqual([expect.objectContaining({ _id: person.employeeId, salary: 4321.5 })]);
  });
});
