/**
 * Final settlements (issue 29, item 5). Every expected figure is worked by hand beside the test:
 * payroll on the calendar basis; September 2026 has 30 days; 'Earned Leave' is encashable, at
 * most 5 days; a day is the monthly basic ÷ 30.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTLEMENT_MSG } from '#shared/messages/settlement.js';
import { auditEvents, salaries } from '../../db/schema/index.js';
import { createEmployee, loginAs } from '../../test/factories.js';
import { type TestServer } from '../../test/server.js';
import { startPayrollServer } from '../../test/payroll.js';

let server: TestServer;
let admin: string;
let moderator: string;
let earnedLeaveId: string;

beforeAll(async () => {
  ({ server, admin } = await startPayrollServer('Settlement Admin'));
  moderator = (await loginAs(server, 'moderator')).token;
  const earned = await server.request<any>('POST', '/api/leave-types', {
    token: admin,
    body: { name: 'Earned Leave', paid: true, entitlement: 0, encashable: true, encashCap: 5 },
  });
  expect(earned.status).toBe(201);
  earnedLeaveId = earned.body.result._id;
  // Not encashable: its days are never paid out.
  const casual = await server.request<any>('POST', '/api/leave-types', {
    token: admin,
    body: { name: 'Sabbatical', paid: true, entitlement: 0 },
  });
  expect(casual.status).toBe(201);
  expect(casual.body.result).toMatchObject({ encashable: false, encashCap: 0 });
});
afterAll(async () => {
  await server?.close();
});

const path = (id: string, rest = '') => `/api/settlements/${id}${rest}`;

/** Someone on 30,000 a month with `earned` days of Earned Leave, who left on 12 September 2026. */
async function leaver(earned = 7.5, salary = '30000.00') {
  const person = await createEmployee(server.db, { salary });
  if (earned) {
    const adjust = await server.request('POST', '/api/leave-balance/adjust', {
      token: admin,
      body: { employeeId: person.employeeId, leaveTypeId: earnedLeaveId, year: 2026, days: earned, reason: 'Opening' },
    });
    expect(adjust.status).toBe(201);
  }
  const left = await server.request('PUT', `/api/employee/deactivate/${person.employeeId}`, {
    token: admin,
    body: { lastWorkingDay: '2026-09-12', reason: 'Resigned' },
  });
  expect(left.status).toBe(200);
  return person;
}

const settlementOf = async (id: string, token = admin) => server.request<any>('GET', path(id), { token });
const recover = (id: string, reason: string, amount: number | string, token = admin) =>
  server.request<any>('POST', path(id, '/recoveries'), { token, body: { reason, amount } });
/** Finalises the draft as it stands now (the net the server is told was reviewed: the draft's, read first). */
async function finalise(id: string, token = admin) {
  const draft = await server.request<any>('GET', path(id), { token: admin });
  const net = draft.status === 200 ? draft.body.result.statement.net : 0;
  return server.request<any>('POST', path(id, '/finalise'), { token, body: { net } });
}

describe('GET /api/settlements/:id', () => {
  it("shows the final month's days, leave encashed up to the cap, and each line's arithmetic", async () => {
    const person = await leaver();
    const res = await settlementOf(person.employeeId);
    expect(res.status).toBe(200);
    const { status, statement } = res.body.result;
    expect(status).toBe('draft');
    expect(statement).toMatchObject({ month: '2026-09', basis: 'calendar', basisDays: 30, monthlyBasic: 30000 });
    expect(statement.dayRate).toBe(1000);
    // 1–12 September: 30,000 × 12 ÷ 30 = 12,000.00.
    // Earned Leave: 7.5 available, at most 5: 5 × 30,000 ÷ 30 = 5,000.00. Sabbatical: not encashable.
    expect(statement.lines).toEqual([
      expect.objectContaining({
        kind: 'pay',
        label: 'Salary for 01–12 September 2026',
        detail: '12 of 30 days × 30,000.00 a month',
        amount: 12000,
      }),
      expect.objectContaining({
        kind: 'encashment',
        label: 'Earned Leave encashed',
        detail: '5 days (7.5 available, at most 5) × 30,000.00 ÷ 30 days (calendar days)',
        amount: 5000,
      }),
    ]);
    expect(statement).toMatchObject({ earnings: 17000, deductions: 0, net: 17000, paidOn: null });
  });

  it('pays no final month already paid by a payslip, and encashes a balance under the cap in full', async () => {
    const person = await createEmployee(server.db, { salary: '45000.00' });
    const pay = await server.request('POST', '/api/salary/addSalary', {
      token: admin,
      body: { employeeId: person.employeeId, basicSalary: 45000, payDate: '2026-09-10' },
    });
    expect(pay.status).toBe(201);
    const adjust = await server.request('POST', '/api/leave-balance/adjust', {
      token: admin,
      body: { employeeId: person.employeeId, leaveTypeId: earnedLeaveId, year: 2026, days: 2.5, reason: 'Opening' },
    });
    expect(adjust.status).toBe(201);
    const left = await server.request('PUT', `/api/employee/deactivate/${person.employeeId}`, {
      token: admin,
      body: { lastWorkingDay: '2026-09-12', reason: 'Resigned' },
    });
    expect(left.status).toBe(200);
    const read = await settlementOf(person.id, moderator);
    expect(read.status).toBe(200);
    const { statement } = read.body.result;
    expect(statement.paidOn).toBe('2026-09-10');
    // 2.5 × 45,000 ÷ 30 = 3,750.00.
    expect(statement.lines).toEqual([expect.objectContaining({ kind: 'encashment', amount: 3750 })]);
    expect(statement.net).toBe(3750);
  });

  it('refuses a manager and an employee (403), an unknown person (404), someone still working here (409)', async () => {
    const person = await leaver();
    for (const role of ['manager', 'employee'] as const) {
      const token = (await loginAs(server, role)).token;
      expect((await settlementOf(person.employeeId, token)).status).toBe(403);
      expect((await finalise(person.employeeId, token)).status).toBe(403);
      expect((await recover(person.employeeId, 'Advance', 10, token)).status).toBe(403);
    }
    expect((await settlementOf('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const working = await createEmployee(server.db);
    const res = await settlementOf(working.employeeId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SETTLEMENT_MSG.notLeaving);
    expect((await finalise(working.employeeId)).status).toBe(409);
    expect((await server.request('GET', path(person.employeeId, '/statement.pdf'), { token: admin })).status).toBe(409);
  });
});

describe('POST /api/settlements/:id/recoveries and /finalise', () => {
  it('takes a recovery off, finalises into one settlement payslip and an audit row, then is read-only', async () => {
    const person = await leaver();
    expect((await recover(person.employeeId, '', 100)).status).toBe(400);
    expect((await recover(person.employeeId, 'Advance', 0)).status).toBe(400);
    const mistake = await recover(person.employeeId, 'Typo', 99);
    const mistakeId = mistake.body.result.statement.lines.at(-1).recoveryId;
    expect(mistakeId).toEqual(expect.any(String));
    const removed = await server.request<any>('DELETE', path(person.employeeId, `/recoveries/${mistakeId}`), {
      token: admin,
    });
    expect(removed.status).toBe(200);
    const added = await recover(person.employeeId, 'Laptop not returned', 1500);
    expect(added.status).toBe(200);
    // 12,000 + 5,000 − 1,500 = 15,500.00.
    expect(added.body.result.statement).toMatchObject({ earnings: 17000, deductions: 1500, net: 15500 });
    expect(added.body.result.statement.lines.at(-1)).toMatchObject({
      kind: 'recovery',
      label: 'Laptop not returned',
      amount: 1500,
      side: 'deduction',
    });

    const done = await finalise(person.employeeId);
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({ status: 'finalised', finalisedBy: 'Settlement Admin' });
    const slips = await server.db.select().from(salaries).where(eq(salaries.employeeId, person.employeeId));
    expect(slips).toHaveLength(1);
    expect(slips[0]).toMatchObject({
      type: 'settlement',
      payDate: '2026-09-12',
      basicSalary: '12000.00',
      allowance: '5000.00',
      deductions: '1500.00',
      netSalary: '15500.00',
    });
    expect(done.body.result.salaryId).toBe(slips[0]!.id);
    const audit = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'salary.settle'), eq(auditEvents.subjectId, slips[0]!.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ netSalary: 15500, type: 'settlement' });

    // Read-only now: a recovery, a removal or a second finalisation is refused.
    expect((await recover(person.employeeId, 'More', 5)).status).toBe(409);
    expect((await finalise(person.employeeId)).status).toBe(409);
    const read = await settlementOf(person.employeeId);
    expect(read.body.result.status).toBe('finalised');
    expect(read.body.result.statement.net).toBe(15500);

    const pdf = await server.request('GET', path(person.employeeId, '/statement.pdf'), { token: admin });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
  });

  it('writes one record when finalised several times at once', async () => {
    const person = await leaver();
    const answers = await Promise.all([1, 2, 3].map(() => finalise(person.employeeId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const slips = await server.db.select().from(salaries).where(eq(salaries.employeeId, person.employeeId));
    expect(slips).toHaveLength(1);
    const audit = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'salary.settle'), eq(auditEvents.personId, person.employeeId)));
    expect(audit).toHaveLength(1);
  });

  it('refuses recoveries worth more than what is owed (400), writing nothing', async () => {
    const person = await leaver(0);
    // Owed: 12,000; recovered: 12,000.01.
    expect((await recover(person.employeeId, 'Advance outstanding', '12000.01')).status).toBe(200);
    const res = await finalise(person.employeeId);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SETTLEMENT_MSG.negative);
    expect(await server.db.select().from(salaries).where(eq(salaries.employeeId, person.employeeId))).toHaveLength(0);
  });

  it("marks the leaver paid in a later run of the final month, and refuses correcting the settlement's payslip", async () => {
    const person = await leaver();
    expect((await finalise(person.employeeId)).status).toBe(200);
    await createEmployee(server.db);
    const run = await server.request<any>('POST', '/api/payroll/runs', {
      token: admin,
      body: { month: '2026-09', departmentIds: [] },
    });
    expect(run.status).toBe(201);
    const rows = await server.request<any>(
      'GET',
      `/api/payroll/runs/${run.body.result._id}/rows?page=1&limit=100&show=skipped`,
      {
        token: admin,
      },
    );
    const row = rows.body.result.find((each: any) => each.employee._id === person.employeeId);
    expect(row?.skip).toBe('paid');
    const [slip] = await server.db.select().from(salaries).where(eq(salaries.employeeId, person.employeeId));
    const correct = await server.request<any>('PUT', `/api/salary/${slip!.id}`, {
      token: admin,
      body: { basicSalary: 1, payDate: '2026-09-12', reason: 'Try' },
    });
    expect(correct.status).toBe(409);
  });
});
