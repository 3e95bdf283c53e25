import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastDayOfMonth, monthNameOf } from '#shared/dates.js';
import { PAYROLL_MSG } from '#shared/messages/payroll.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import { auditEvents, employees, notifications, salaries } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let adminUserId: string;
let moderator: string;

/** Last month (YYYY-MM): always inside the pay-date window. */
const lastMonth = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
})();
const monthBefore = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
};

beforeAll(async () => {
  server = await startTestServer();
  const adminUser = await createUser(server.db, { role: 'admin', name: 'Payroll Admin' });
  adminUserId = adminUser.id;
  admin = (await loginAs(server, adminUser)).token;
  moderator = (await loginAs(server, 'moderator')).token;
});
afterAll(async () => {
  await server?.close();
});

const createRun = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  server.request<any>('POST', '/api/payroll/runs', { token, body, ...(headers ? { headers } : {}) });
const rowsOf = async (token: string, runId: string, query = '') =>
  (await server.request<any>('GET', `/api/payroll/runs/${runId}/rows?page=1&limit=100${query}`, { token })).body;
const saveRow = (token: string, runId: string, employeeId: string, body: Record<string, unknown>) =>
  server.request<any>('PUT', `/api/payroll/runs/${runId}/rows/${employeeId}`, { token, body });
const postRun = (token: string, runId: string, version: number) =>
  server.request<any>('POST', `/api/payroll/runs/${runId}/post`, { token, body: { version } });
const addSalary = (token: string, body: Record<string, unknown>) =>
  server.request<any>('POST', '/api/salary/addSalary', { token, body });

/** A department of three working people (salaries 40,000, 50,000, 60,000) and its manager. */
async function team() {
  const dept = await createDepartment(server.db);
  const people = [];
  for (const salary of ['40000.00', '50000.00', '60000.00']) {
    people.push(await createEmployee(server.db, { departmentId: dept.id, salary, name: `Person ${salary}` }));
  }
  return { dept, people };
}

describe('POST /api/payroll/runs', () => {
  it('makes a draft with one row per person working in the department, paid people marked (201)', async () => {
    const { dept, people } = await team();
    await createEmployee(server.db, { departmentId: dept.id, lastWorkingDay: '2024-01-31', hireDate: '2020-01-02' });
    await createEmployee(server.db, { departmentId: dept.id, hireDate: addMonthDay(lastMonth) });
    // Paid already this month, and last month's figures carry over for another.
    expect(
      (await addSalary(admin, { employeeId: people[0]!.employeeId, basicSalary: 40000, payDate: `${lastMonth}-05` }))
        .status,
    ).toBe(201);
    const earlier = `${monthBefore(lastMonth)}-28`;
    expect(
      (
        await addSalary(admin, {
          employeeId: people[1]!.employeeId,
          basicSalary: 50000,
          allowance: 2500,
          deductions: 1200.5,
          payDate: earlier,
        })
      ).status,
    ).toBe(201);

    const res = await createRun(admin, { month: lastMonth, departmentIds: [dept.id] });
    expect(res.status).toBe(201);
    const run = res.body.result;
    expect(res.body.message).toBe(PAYROLL_MSG.created(monthNameOf(lastMonth), 3));
    expect(run).toMatchObject({
      month: lastMonth,
      payDate: lastDayOfMonth(lastMonth),
      status: 'draft',
      version: 1,
      departments: [{ _id: dept.id, dep_name: dept.name }],
      createdBy: { _id: adminUserId, name: 'Payroll Admin' },
      postedAt: null,
    });
    // The manager and two people are paid; the one paid already is marked; the leaver and the joiner are out.
    expect(run.totals).toMatchObject({ people: 4, toPay: 3, paidAlready: 1, excluded: 0, self: 0 });
    expect(run.totals.basic).toBe(50000 + 50000 + 60000);
    expect(run.totals.allowance).toBe(2500);
    expect(run.totals.deductions).toBe(1200.5);
    expect(run.totals.net).toBe(50000 + 50000 + 2500 - 1200.5 + 60000);

    const rows = await rowsOf(admin, run._id);
    expect(rows.total).toBe(4);
    const byId = new Map(rows.result.map((row: any) => [row.employee._id, row]));
    expect(byId.get(people[0]!.employeeId)).toMatchObject({ skip: 'paid', basicSalary: 40000 });
    expect(byId.get(people[1]!.employeeId)).toMatchObject({
      skip: null,
      allowance: 2500,
      deductions: 1200.5,
      netSalary: 51299.5,
    });
    expect(byId.get(dept.manager.employeeId)).toMatchObject({ skip: null, basicSalary: 50000 });
  });

  it.each([
    [{ month: '' }, PAYROLL_MSG.monthRequired],
    [{ month: '2026-13' }, PAYROLL_MSG.monthInvalid],
    [{ month: '1999-01' }, 'The month must be between'],
    [{ month: lastMonth, payDate: `${monthBefore(lastMonth)}-10` }, PAYROLL_MSG.payDateInMonth(lastMonth)],
    [{ month: lastMonth, payDate: `${lastMonth}-32` }, PAYROLL_MSG.payDateInMonth(lastMonth)],
    [{ month: lastMonth, departmentIds: ['not-an-id'] }, PAYROLL_MSG.departmentUnknown],
    [{ month: lastMonth, departmentIds: ['6b7c3c5e-0000-4000-8000-000000000000'] }, PAYROLL_MSG.departmentUnknown],
  ])('refuses %j with a message (400)', async (body, message) => {
    const res = await createRun(admin, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses a month where everyone in the departments is paid already (409), leaving no draft', async () => {
    const dept = await createDepartment(server.db);
    await addSalary(admin, { employeeId: dept.manager.employeeId, basicSalary: 1000, payDate: `${lastMonth}-03` });
    const before = await server.request<any>('GET', '/api/payroll/runs?page=1&limit=100', { token: admin });
    const res = await createRun(admin, { month: lastMonth, departmentIds: [dept.id] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYROLL_MSG.nobody(monthNameOf(lastMonth)));
    const after = await server.request<any>('GET', '/api/payroll/runs?page=1&limit=100', { token: admin });
    expect(after.body.total).toBe(before.body.total);
  });

  it('makes one draft for one Idempotency-Key sent twice', async () => {
    const { dept } = await team();
    const headers = { 'idempotency-key': `payroll-${Date.now()}` };
    const [a, b] = await Promise.all([
      createRun(moderator, { month: lastMonth, departmentIds: [dept.id] }, headers),
      createRun(moderator, { month: lastMonth, departmentIds: [dept.id] }, headers),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.result._id).toBe(b.body.result._id);
  });

  it('refuses employees and managers (403)', async () => {
    const employee = (await loginAs(server, await createEmployee(server.db))).token;
    const { dept } = await team();
    const manager = (await loginAs(server, dept.manager)).token;
    for (const token of [employee, manager]) {
      expect((await createRun(token, { month: lastMonth })).status).toBe(403);
      expect((await server.request('GET', '/api/payroll/runs', { token })).status).toBe(403);
    }
  });
});

describe('PUT /api/payroll/runs/:id/rows/:employeeId', () => {
  it('saves allowance and deductions with the net computed, and moves the version', async () => {
    const { dept, people } = await team();
    const run = (await createRun(admin, { month: lastMonth, departmentIds: [dept.id] })).body.result;
    const res = await saveRow(admin, run._id, people[0]!.employeeId, {
      allowance: '1000.10',
      deductions: 0.2,
      included: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.row).toMatchObject({ allowance: 1000.1, deductions: 0.2, netSalary: 40999.9, skip: null });
    expect(res.body.result.run.version).toBe(2);
    expect(res.body.result.run.totals.net).toBe(40999.9 + 50000 + 60000 + 50000);

    const left = await saveRow(admin, run._id, people[1]!.employeeId, { allowance: 0, deductions: 0, included: false });
    expect(left.body.result.row.skip).toBe('excluded');
    expect(left.body.result.run.totals).toMatchObject({ toPay: 3, excluded: 1 });
    expect(left.body.result.run.version).toBe(3);
  });

  it('refuses a net below zero (400), including someone paid already (409), a row not in the run (404)', async () => {
    const { dept, people } = await team();
    await addSalary(admin, { employeeId: people[2]!.employeeId, basicSalary: 1, payDate: `${lastMonth}-02` });
    const run = (await createRun(admin, { month: lastMonth, departmentIds: [dept.id] })).body.result;
    const negative = await saveRow(admin, run._id, people[0]!.employeeId, {
      allowance: 0,
      deductions: 40000.01,
      included: true,
    });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({ message: SALARY_MSG.negativeNet, field: 'deductions' });
    const paid = await saveRow(admin, run._id, people[2]!.employeeId, { allowance: 0, deductions: 0, included: true });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(PAYROLL_MSG.paidAlready(monthNameOf(lastMonth)));
    const stranger = await createEmployee(server.db);
    expect(
      (await saveRow(admin, run._id, stranger.employeeId, { allowance: 0, deductions: 0, included: true })).status,
    ).toBe(404);
    expect(
      (await saveRow(admin, run._id, people[0]!.employeeId, { allowance: 'x', deductions: 0, included: true })).status,
    ).toBe(400);
    const again = (await server.request<any>('GET', `/api/payroll/runs/${run._id}`, { token: admin })).body.result;
    expect(again.version).toBe(1);
  });
});

describe('POST /api/payroll/runs/:id/post', () => {
  it('posts every paid row as a regular payslip with its audit row and notification, once', async () => {
    const { dept, people } = await team();
    const run = (await createRun(admin, { month: lastMonth, departmentIds: [dept.id] })).body.result;
    await saveRow(admin, run._id, people[0]!.employeeId, { allowance: 500, deductions: 100, included: true });
    await saveRow(admin, run._id, people[1]!.employeeId, { allowance: 0, deductions: 0, included: false });
    const reviewed = (await server.request<any>('GET', `/api/payroll/runs/${run._id}`, { token: admin })).body.result;

    const res = await postRun(admin, run._id, reviewed.version);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PAYROLL_MSG.posted(3, monthNameOf(lastMonth)));
    expect(res.body.result).toMatchObject({ status: 'posted', postedBy: { _id: adminUserId } });

    const paid = await server.db
      .select()
      .from(salaries)
      .innerJoin(employees, eq(employees.id, salaries.employeeId))
      .where(eq(employees.departmentId, dept.id));
    expect(paid).toHaveLength(3);
    const mine = paid.find((row) => row.salaries.employeeId === people[0]!.employeeId)!.salaries;
    expect(mine).toMatchObject({
      basicSalary: '40000.00',
      allowance: '500.00',
      deductions: '100.00',
      netSalary: '40400.00',
      payDate: lastDayOfMonth(lastMonth),
      type: 'regular',
    });
    expect(paid.some((row) => row.salaries.employeeId === people[1]!.employeeId)).toBe(false);

    const audited = await server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, mine.id));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ action: 'salary.create', personId: people[0]!.employeeId });
    const [runAudit] = await server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, run._id));
    expect(runAudit).toMatchObject({ action: 'payroll.post', subject: 'payroll' });
    expect(runAudit!.after).toMatchObject({ people: 3, netSalary: 40400 + 60000 + 50000 });

    const [told] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, people[0]!.id), eq(notifications.kind, 'salary_paid')));
    expect(told).toMatchObject({
      title: PAYROLL_MSG.paidTitle(monthNameOf(lastMonth)),
      targetKind: 'salary',
      targetId: mine.id,
    });

    const rows = await rowsOf(admin, run._id, '&show=pay');
    expect(rows.result.every((row: any) => row.salaryId)).toBe(true);

    // Posting twice, editing or discarding a posted run: refused.
    const again = await postRun(admin, run._id, res.body.result.version);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This payroll run was already posted on/);
    expect(
      (await saveRow(admin, run._id, people[2]!.employeeId, { allowance: 0, deductions: 0, included: false })).status,
    ).toBe(409);
    expect((await server.request('DELETE', `/api/payroll/runs/${run._id}`, { token: admin })).status).toBe(409);
    // The employee reads the payslip as their own.
    const own = await server.request<any>('GET', `/api/salary/getSalary/${people[0]!.id}`, {
      token: (await loginAs(server, people[0]!)).token,
    });
    expect(own.body.result.map((row: any) => row._id)).toContain(mine.id);
  });

  it('of two posts sent together, one posts and the other is refused: nobody is paid twice', async () => {
    const { dept } = await team();
    const run = (await createRun(admin, { month: lastMonth, departmentIds: [dept.id] })).body.result;
    const results = await Promise.all([postRun(admin, run._id, 1), postRun(moderator, run._id, 1)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const counted = await server.db.execute(sql`
      select count(*)::int as n from salaries s join employees e on e.id = s.employee_id
      where e.department_id = ${dept.id}::uuid`);
    const [{ n }] = (counted as unknown as { rows: [{ n: number }] }).rows;
    expect(n).toBe(4);
  });

  it('refuses a version other than the one reviewed (409), writing nothing', async () => {
    const { dept, people } = await team();
    const run = (await createRun(admin, { month: lastMonth, departmentIds: [dept.id] })).body.result;
    await saveRow(moderator, run._id, people[0]!.employeeId, { allowance: 9000, deductions: 0, included: true });
    const res = await postRun(admin, run._id, 1);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYROLL_MSG.stale);
    const paid = await server.db.select().from(salaries).where(eq(salaries.employeeId, people[0]!.employeeId));
    expect(paid).toHaveLength(0);
  });

  it('refuses a draft that changed underneath (409, naming what changed); a refresh brings it up to date', async () => {
    const { dept, people } = await team();
    const run = (await createRun(admin, { month: lastMonth, departmentIds: [dept.id] })).body.result;
    await server.db.update(employees).set({ salary: '45000.00' }).where(eq(employees.id, people[0]!.employeeId));
    await server.db
      .update(employees)
      .set({ lastWorkingDay: '2024-06-30' })
      .where(eq(employees.id, people[1]!.employeeId));
    const joiner = await createEmployee(server.db, { departmentId: dept.id, salary: '30000.00', name: 'Anika Joiner' });
    await addSalary(admin, { employeeId: people[2]!.employeeId, basicSalary: 60000, payDate: `${lastMonth}-15` });

    const res = await postRun(admin, run._id, 1);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Nothing was posted: since this draft was made, /);
    expect(res.body.message).toContain('1 person left');
    expect(res.body.message).toContain('1 person joined');
    expect(res.body.message).toContain("1 person's salary changed");
    expect(res.body.message).toContain('1 person was paid for the month elsewhere');
    expect(res.body.changes).toEqual(
      expect.arrayContaining([
        { employeeId: joiner.employeeId, name: 'Anika Joiner', change: 'Joined' },
        expect.objectContaining({ employeeId: people[1]!.employeeId, change: 'Left' }),
      ]),
    );
    expect(await server.db.select().from(salaries).where(eq(salaries.employeeId, joiner.employeeId))).toHaveLength(0);

    const refreshed = await server.request<any>('POST', `/api/payroll/runs/${run._id}/refresh`, { token: admin });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.message).toMatch(/^Draft refreshed: /);
    expect(refreshed.body.result.version).toBe(2);
    const rows = new Map((await rowsOf(admin, run._id)).result.map((row: any) => [row.employee._id, row]));
    expect(rows.get(people[0]!.employeeId)).toMatchObject({ basicSalary: 45000, skip: null });
    expect(rows.has(people[1]!.employeeId)).toBe(false);
    expect(rows.get(people[2]!.employeeId)).toMatchObject({ skip: 'paid' });
    expect(rows.get(joiner.employeeId)).toMatchObject({ basicSalary: 30000, skip: null });

    const nothing = await server.request<any>('POST', `/api/payroll/runs/${run._id}/refresh`, { token: admin });
    expect(nothing.body).toMatchObject({ message: PAYROLL_MSG.refreshedNothing, changes: [] });
    expect(nothing.body.result.version).toBe(2);
    expect((await postRun(admin, run._id, 2)).status).toBe(200);
  });

  it('refuses to let HR pay themselves: their own row is left out for another to post', async () => {
    const dept = await createDepartment(server.db);
    const officer = await createEmployee(server.db, { role: 'moderator', departmentId: dept.id, salary: '70000.00' });
    const officerToken = (await loginAs(server, officer)).token;
    const run = (await createRun(officerToken, { month: lastMonth, departmentIds: [dept.id] })).body.result;
    expect(run.totals).toMatchObject({ toPay: 1, self: 1 });
    const include = await saveRow(officerToken, run._id, officer.employeeId, {
      allowance: 0,
      deductions: 0,
      included: true,
    });
    expect(include.status).toBe(403);
    expect(include.body.message).toBe(PAYROLL_MSG.selfRow);
    // Another HR user includes the officer; then the officer may not post it, the admin may.
    const included = await saveRow(admin, run._id, officer.employeeId, { allowance: 0, deductions: 0, included: true });
    expect(included.body.result.row.skip).toBe(null);
    const byOfficer = await postRun(officerToken, run._id, included.body.result.run.version);
    expect(byOfficer.status).toBe(403);
    expect(byOfficer.body.message).toBe(PAYROLL_MSG.selfRow);
    expect((await postRun(admin, run._id, included.body.result.run.version)).status).toBe(200);
  });
});

describe('the runs and their rows', () => {
  it('lists runs newest first with totals, pages and filters rows, and discards a draft', async () => {
    const { dept, people } = await team();
    const run = (await createRun(admin, { month: lastMonth, departmentIds: [dept.id] })).body.result;
    await saveRow(admin, run._id, people[0]!.employeeId, { allowance: 0, deductions: 0, included: false });
    const list = await server.request<any>('GET', '/api/payroll/runs?page=1&limit=1', { token: moderator });
    expect(list.status).toBe(200);
    expect(list.body.result[0]).toMatchObject({ _id: run._id, totals: { toPay: 3, excluded: 1 } });

    expect((await rowsOf(admin, run._id, '&show=skipped')).result.map((row: any) => row.employee._id)).toEqual([
      people[0]!.employeeId,
    ]);
    expect((await rowsOf(admin, run._id, '&show=pay')).total).toBe(3);
    const searched = await rowsOf(admin, run._id, `&search=${people[2]!.employeeCode}`);
    expect(searched.result.map((row: any) => row.employee._id)).toEqual([people[2]!.employeeId]);
    const page = await server.request<any>('GET', `/api/payroll/runs/${run._id}/rows?page=2&limit=3`, { token: admin });
    expect(page.body).toMatchObject({ total: 4 });
    expect(page.body.result).toHaveLength(1);
    expect((await server.request('GET', `/api/payroll/runs/${run._id}/rows?show=some`, { token: admin })).status).toBe(
      400,
    );

    const gone = await server.request<any>('DELETE', `/api/payroll/runs/${run._id}`, { token: admin });
    expect(gone.body.message).toBe(PAYROLL_MSG.discarded);
    expect((await server.request('GET', `/api/payroll/runs/${run._id}`, { token: admin })).status).toBe(404);
    expect((await server.request('GET', `/api/payroll/runs/${run._id}/rows`, { token: admin })).status).toBe(404);
  });
});

/** A day in the month after `month` (someone who joins after the month is not paid in it). */
function addMonthDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 3)).toISOString().slice(0, 10);
}
