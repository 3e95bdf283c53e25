/**
 * A leaver's final month is paid once (issue 29): by their final settlement or by the monthly run
 * of that month, whichever comes first — one after the other or at the same moment. The person
 * earns 30,000 a month and leaves on Saturday 12 September 2026: 12 of 30 calendar days = 12,000.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTLEMENT_MSG } from '#shared/messages/settlement.js';
import { salaries } from '../../db/schema/index.js';
import { pgErrorOf } from '../../lib/errors.js';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { type TestServer } from '../../test/server.js';
import { startPayrollServer } from '../../test/payroll.js';

let server: TestServer;
let admin: string;
let hr: string;

beforeAll(async () => {
  ({ server, admin } = await startPayrollServer('Race Admin'));
  hr = (await loginAs(server, await createUser(server.db, { role: 'moderator', name: 'Race HR' }))).token;
});
afterAll(async () => {
  await server?.close();
});

/** A department with a leaver, and a draft September run of it (the leaver's row: 12,000). */
async function leaverAndDraft() {
  const dept = await createDepartment(server.db);
  const person = await createEmployee(server.db, { departmentId: dept.id, salary: '30000.00' });
  const left = await server.request('PUT', `/api/employee/deactivate/${person.employeeId}`, {
    token: admin,
    body: { lastWorkingDay: '2026-09-12', reason: 'Resigned' },
  });
  expect(left.status).toBe(200);
  const made = await server.request<any>('POST', '/api/payroll/runs', {
    token: hr,
    body: { month: '2026-09', departmentIds: [dept.id] },
  });
  expect(made.status).toBe(201);
  const rows = await server.request<any>('GET', `/api/payroll/runs/${made.body.result._id}/rows?page=1&limit=10`, {
    token: hr,
  });
  const row = rows.body.result.find((each: any) => each.employee._id === person.employeeId);
  expect(row).toMatchObject({ paidDays: 12, basisDays: 30, basicSalary: 12000, skip: null });
  const draft = await server.request<any>('GET', `/api/settlements/${person.employeeId}`, { token: admin });
  expect(draft.body.result.statement).toMatchObject({ paidOn: null, net: 12000 });
  return { person, run: made.body.result as { _id: string; version: number } };
}

const post = (run: { _id: string; version: number }) =>
  server.request<any>('POST', `/api/payroll/runs/${run._id}/post`, { token: hr, body: { version: run.version } });
/** Finalises the settlement HR reviewed: the draft's net as read before (12,000: the month's pay). */
const finalise = (employeeId: string, net = 12000) =>
  server.request<any>('POST', `/api/settlements/${employeeId}/finalise`, { token: admin, body: { net } });

/** The payslips that paid September's salary to the person: regular ones, and settlements paying the month. */
async function monthPays(employeeId: string) {
  return server.db
    .select({ type: salaries.type, basic: salaries.basicSalary })
    .from(salaries)
    .where(
      and(
        eq(salaries.employeeId, employeeId),
        sql`${salaries.payDate} between '2026-09-01' and '2026-09-30'`,
        or(eq(salaries.type, 'regular'), eq(salaries.paysMonth, true)),
      ),
    );
}

describe('a final settlement and the monthly run of the same month', () => {
  it('settlement first: the run is refused (409) and the month is paid once, by the settlement', async () => {
    const { person, run } = await leaverAndDraft();
    const settled = await finalise(person.employeeId);
    expect(settled.status).toBe(200);
    expect(settled.body.result.statement.net).toBe(12000);
    const posted = await post(run);
    expect(posted.status).toBe(409);
    expect(posted.body.message).toContain('1 person was paid for the month elsewhere');
    expect(await monthPays(person.employeeId)).toEqual([{ type: 'settlement', basic: '12000.00' }]);
  });

  it('run first: the settlement reviewed before is refused (409); read again, it leaves the month out', async () => {
    const { person, run } = await leaverAndDraft();
    const posted = await post(run);
    expect(posted.status).toBe(200);
    // HR reviewed 12,000 (the month's pay): that is no longer what it pays.
    const refused = await finalise(person.employeeId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SETTLEMENT_MSG.stale);
    const settled = await finalise(person.employeeId, 0);
    expect(settled.status).toBe(200);
    expect(settled.body.result.statement).toMatchObject({ paidOn: posted.body.result.payDate, lines: [], net: 0 });
    expect(await monthPays(person.employeeId)).toEqual([{ type: 'regular', basic: '12000.00' }]);
  });

  it('at the same moment: one of them pays the month, the other is refused (409)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { person, run } = await leaverAndDraft();
      const [posted, settled] = await Promise.all([post(run), finalise(person.employeeId)]);
      expect([200, 409]).toContain(posted.status);
      expect([200, 409]).toContain(settled.status);
      if (posted.status === 409) {
        expect(posted.body.message).toMatch(/paid for the month elsewhere/);
        expect(settled.body.result.statement.net).toBe(12000);
      }
      // Refused by the index, or, the run having gone first, because it no longer pays what HR reviewed.
      if (settled.status === 409) {
        expect([SETTLEMENT_MSG.monthPaidMeanwhile, SETTLEMENT_MSG.stale]).toContain(settled.body.message);
      }
      expect([posted.status, settled.status].sort()).toEqual([200, 409]);
      const pays = await monthPays(person.employeeId);
      expect(pays).toHaveLength(1);
      expect(pays[0]!.basic).toBe('12000.00');
    }
  });

  it('Add Salary of the final month at the same moment: the month is paid once, the other refused (409)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { person } = await leaverAndDraft();
      const [added, settled] = await Promise.all([
        server.request<any>('POST', '/api/salary/addSalary', {
          token: hr,
          body: { employeeId: person.employeeId, basicSalary: 12000, payDate: '2026-09-12' },
        }),
        finalise(person.employeeId),
      ]);
      expect([201, 409]).toContain(added.status);
      expect([200, 409]).toContain(settled.status);
      if (settled.status === 409) {
        expect([SETTLEMENT_MSG.monthPaidMeanwhile, SETTLEMENT_MSG.stale]).toContain(settled.body.message);
      }
      const pays = await monthPays(person.employeeId);
      expect(pays).toHaveLength(1);
      expect(pays[0]!.basic).toBe('12000.00');
    }
  });

  it('the database holds one month’s pay per person: a settlement paying a month already paid is refused', async () => {
    const person = await createEmployee(server.db, { salary: '30000.00' });
    const slip = (type: 'regular' | 'settlement', paysMonth: boolean) => ({
      employeeId: person.employeeId,
      basicSalary: '12000.00',
      netSalary: '12000.00',
      payDate: type === 'regular' ? '2026-09-30' : '2026-09-12',
      type,
      paysMonth,
    });
    await server.db.insert(salaries).values(slip('regular', false));
    // A settlement of leave encashment only, in the same month: allowed.
    await server.db.insert(salaries).values(slip('settlement', false));
    const refused = await server.db
      .insert(salaries)
      .values(slip('settlement', true))
      .then(() => null)
      .catch((error: unknown) => error);
    expect(pgErrorOf(refused)).toMatchObject({ code: '23505', constraint: 'salaries_month_pay_key' });
  });
});
