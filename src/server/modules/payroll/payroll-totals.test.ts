/**
 * A property of every drafted run (issue 29): its totals are the sum of its rows, and each row's
 * net is its earnings less its deductions, to the paisa — whatever the basis, the joining and
 * leaving dates, the carried allowance and deductions, and the unpaid leave.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_BASES } from '#shared/constants.js';
import { addDays, lastDayOfMonth } from '#shared/dates.js';
import { leaves } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  const unpaid = await server.request('POST', '/api/leave-types', {
    token: admin,
    body: { name: 'Unpaid Leave', paid: false, entitlement: 0, allowNegative: true },
  });
  expect(unpaid.status).toBe(201);
});
afterAll(async () => {
  await server?.close();
});

const cents = (amount: number) => Math.round(amount * 100);

const person = fc.record({
  salaryCents: fc.integer({ min: 0, max: 50_000_000 }),
  /** Joins on this day of the month (0: before it). */
  joinDay: fc.integer({ min: 0, max: 28 }),
  /** Leaves on this day of the month (0: stays). */
  leaveDay: fc.integer({ min: 0, max: 28 }),
  last: fc.option(
    fc.record({
      allowanceCents: fc.integer({ min: 0, max: 2_000_000 }),
      deductionCents: fc.integer({ min: 0, max: 9_000_000 }),
    }),
  ),
  unpaid: fc.option(
    fc.record({ from: fc.integer({ min: 1, max: 28 }), days: fc.integer({ min: 0, max: 5 }), half: fc.boolean() }),
  ),
});

const scenario = fc.record({
  month: fc.constantFrom('2026-01', '2026-02', '2026-03', '2026-07', '2026-08'),
  basis: fc.constantFrom(...PAYROLL_BASES),
  people: fc.array(person, { minLength: 1, maxLength: 6 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

async function makePeople(s: Scenario) {
  const dept = await createDepartment(server.db);
  const day = (n: number) => `${s.month}-${String(n).padStart(2, '0')}`;
  for (const p of s.people) {
    const hireDate = p.joinDay ? day(p.joinDay) : '2020-01-02';
    const leaveDay = p.leaveDay && day(p.leaveDay) >= hireDate ? day(p.leaveDay) : null;
    const made = await createEmployee(server.db, {
      departmentId: dept.id,
      salary: (p.salaryCents / 100).toFixed(2),
      hireDate,
      ...(leaveDay ? { lastWorkingDay: leaveDay } : {}),
    });
    if (p.last) {
      const basic = p.salaryCents / 100;
      const deductions = Math.min(p.last.deductionCents, p.salaryCents + p.last.allowanceCents) / 100;
      const payDate = addDays(`${s.month}-01`, -3);
      const res = await server.request('POST', '/api/salary/addSalary', {
        token: admin,
        body: {
          employeeId: made.employeeId,
          basicSalary: basic,
          allowance: p.last.allowanceCents / 100,
          deductions,
          payDate,
        },
      });
      expect(res.status).toBe(201);
    }
    if (p.unpaid) {
      const start = day(p.unpaid.from);
      const end = addDays(start, p.unpaid.days);
      await server.db.insert(leaves).values({
        employeeId: made.employeeId,
        leaveType: 'Unpaid Leave',
        startDate: start,
        endDate: end > lastDayOfMonth(s.month) ? lastDayOfMonth(s.month) : end,
        startHalf: p.unpaid.half,
        status: 'Approved',
      });
    }
  }
  return dept;
}

describe('a drafted run', () => {
  it('has totals that are the sum of its rows, and each net is earnings less deductions', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const saved = await server.request('PUT', '/api/payroll/settings', {
          token: admin,
          body: { basis: s.basis, deductAbsence: false, changePercent: 20 },
        });
        expect(saved.status).toBe(200);
        const dept = await makePeople(s);
        const made = await server.request<any>('POST', '/api/payroll/runs', {
          token: admin,
          body: { month: s.month, departmentIds: [dept.id] },
        });
        expect(made.status).toBe(201);
        const run = made.body.result;
        const rows = (
          await server.request<any>('GET', `/api/payroll/runs/${run._id}/rows?page=1&limit=100`, { token: admin })
        ).body.result as any[];
        const paid = rows.filter((row) => row.skip === null);
        for (const row of rows) {
          expect(cents(row.netSalary)).toBe(cents(row.basicSalary) + cents(row.allowance) - cents(row.deductions));
          expect(cents(row.basicSalary)).toBeLessThanOrEqual(cents(row.monthlyBasic));
          expect(row.paidDays).toBeLessThanOrEqual(row.basisDays);
          expect(row.netSalary).toBeGreaterThanOrEqual(0);
        }
        const sum = (key: string) => paid.reduce((total, row) => total + cents(row[key]), 0);
        expect(cents(run.totals.basic)).toBe(sum('basicSalary'));
        expect(cents(run.totals.allowance)).toBe(sum('allowance'));
        expect(cents(run.totals.deductions)).toBe(sum('deductions'));
        expect(cents(run.totals.net)).toBe(sum('netSalary'));
        expect(cents(run.totals.net)).toBe(sum('basicSalary') + sum('allowance') - sum('deductions'));
        expect(run.totals.toPay).toBe(paid.length);
      }),
      { numRuns: 8, seed: 29 },
    );
  });
});
