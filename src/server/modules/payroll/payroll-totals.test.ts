/**
 * A property of every drafted run (issue 29): its totals are the sum of its rows, and each row's
 * net is its earnings less its deductions, to the paisa — whatever the basis, the joining and
 * leaving dates, the carried allowance and deductions, the unpaid leave, and the statutory lines
 * (tax by slabs, the provident fund's shares): a row's lines add up to its figures, and the
 * employer's share stays outside the net.
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

const statutory = fc.record({
  taxEnabled: fc.boolean(),
  pfEnabled: fc.boolean(),
  pfEmployeePercent: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
  pfEmployerPercent: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
  rates: fc.array(
    fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
    { minLength: 3, maxLength: 3 },
  ),
});

const scenario = fc.record({
  month: fc.constantFrom('2026-01', '2026-02', '2026-03', '2026-07', '2026-08'),
  basis: fc.constantFrom(...PAYROLL_BASES),
  people: fc.array(person, { minLength: 1, maxLength: 6 }),
  statutory,
});

/** The scenario's statutory settings: three bands (to 300,000, to 900,000, above) at its rates. */
const statutoryBody = (s: Scenario['statutory']) => ({
  fiscalStartMonth: 7,
  taxEnabled: s.taxEnabled,
  pfEnabled: s.pfEnabled,
  pfEmployeePercent: s.pfEmployeePercent,
  pfEmployerPercent: s.pfEmployerPercent,
  taxYears: [
    {
      fiscalYear: 2025,
      bands: [
        { upTo: 300_000, rate: s.rates[0]! },
        { upTo: 900_000, rate: s.rates[1]! },
        { upTo: null, rate: s.rates[2]! },
      ],
      rebatePercent: 3,
      rebateCap: 50_000,
      minimumTax: 1_000,
    },
  ],
});

/** A row's lines add up to its figures; the employer's lines are in none of them. */
function expectLinesAddUp(row: any) {
  if (!row.lines.length) return;
  const sum = (side: string, basic: boolean) =>
    row.lines
      .filter((l: any) => l.side === side && (l.key === 'basic' && l.month === null) === basic)
      .reduce((total: number, l: any) => total + cents(l.amount), 0);
  expect(sum('earning', true)).toBe(cents(row.basicSalary));
  expect(sum('earning', false)).toBe(cents(row.allowance));
  expect(sum('deduction', false) + sum('deduction', true)).toBe(cents(row.deductions));
  for (const line of row.lines.filter((l: any) => l.side === 'employer')) expect(line.amount).toBeGreaterThan(0);
}

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
        const rules = await server.request('PUT', '/api/payroll/statutory', {
          token: admin,
          body: statutoryBody(s.statutory),
        });
        expect(rules.status).toBe(200);
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
          expectLinesAddUp(row);
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
