/**
 * Salary structures in payroll runs, and the arrears of a revision dated back (issue 29, item 2).
 * Every figure is worked by hand below, on the calendar basis (a month's calendar days).
 *
 * February 2026 has 28 days; someone who joins on Wednesday 11 February is paid 11–28 = 18 days.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/index.js';
import { createDepartment, createEmployee } from '../../test/factories.js';
import { type TestServer } from '../../test/server.js';
import { fixed, percent, startPayrollServer } from '../../test/payroll.js';
import { eq } from 'drizzle-orm';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  ({ server, admin } = await startPayrollServer('Arrears Admin'));
});
afterAll(async () => {
  await server?.close();
});

type Component = Record<string, unknown>;
const revise = (employeeId: string, effectiveMonth: string, components: Component[], reason = 'Annual review') =>
  server.request<any>('POST', `/api/salary-structures/${employeeId}`, {
    token: admin,
    body: { effectiveMonth, components, reason },
  });

/** Drafts the month for one department and returns the person's row (everyone else is left out). */
async function draftRow(month: string, departmentId: string, employeeId: string) {
  const run = await server.request<any>('POST', '/api/payroll/runs', {
    token: admin,
    body: { month, departmentIds: [departmentId] },
  });
  expect(run.status).toBe(201);
  const rows = await server.request<any>('GET', `/api/payroll/runs/${run.body.result._id}/rows?page=1&limit=10`, {
    token: admin,
  });
  const row = rows.body.result.find((r: any) => r.employee._id === employeeId);
  let version = run.body.result.version;
  for (const other of rows.body.result.filter((r: any) => r.employee._id !== employeeId && r.skip === null)) {
    const left = await server.request<any>(
      'PUT',
      `/api/payroll/runs/${run.body.result._id}/rows/${other.employee._id}`,
      {
        token: admin,
        body: { allowance: other.allowance, deductions: other.deductions, included: false },
      },
    );
    expect(left.status).toBe(200);
    version = left.body.result.run.version;
  }
  return { run: { ...run.body.result, version }, row };
}

async function postMonth(month: string, departmentId: string, employeeId: string) {
  const { run, row } = await draftRow(month, departmentId, employeeId);
  const posted = await server.request<any>('POST', `/api/payroll/runs/${run._id}/post`, {
    token: admin,
    body: { version: run.version },
  });
  expect(posted.status).toBe(200);
  return row;
}

/** A row's lines as 'label-ish' triples: [key, side, amount, month]. */
const linesOf = (row: any) => row.lines.map((l: any) => [l.key, l.side, l.amount, l.month]);
const figures = (row: any) => ({
  basicSalary: row.basicSalary,
  allowance: row.allowance,
  deductions: row.deductions,
  netSalary: row.netSalary,
});

describe('a revision dated back pays arrears in the next run', () => {
  it('pays each month the difference, pro-rated as that month was, once', async () => {
    const dept = await createDepartment(server.db);
    const person = await createEmployee(server.db, { departmentId: dept.id, hireDate: '2026-02-11', salary: '0.00' });

    // Structure A from January: basic 40,000; house rent 50 % of basic = 20,000; medical 2,500;
    // conveyance 1,500; provident fund 10 % of basic = 4,000; tax 3,000; loan 1,000.
    const a = await revise(person.employeeId, '2026-01', [
      fixed('basic', 40000),
      percent('house_rent', 50, 'basic'),
      fixed('medical', 2500),
      fixed('conveyance', 1500),
      percent('provident_fund', 10, 'basic'),
      fixed('tax', 3000),
      fixed('loan', 1000),
    ]);
    expect(a.status).toBe(201);
    expect(a.body.result.current).toMatchObject({
      effectiveFrom: '2026-01',
      earnings: 64000,
      deductions: 8000,
      net: 56000,
    });

    // February, 18 of 28 days: basic 40,000 × 18 ÷ 28 = 25,714.2857 → 25,714.29; house rent
    // 12,857.1428 → 12,857.14; medical 1,607.1428 → 1,607.14; conveyance 964.2857 → 964.29;
    // provident fund 2,571.4285 → 2,571.43; tax 1,928.5714 → 1,928.57; loan 642.8571 → 642.86.
    const feb = await postMonth('2026-02', dept.id, person.employeeId);
    expect(linesOf(feb)).toEqual([
      ['basic', 'earning', 25714.29, null],
      ['house_rent', 'earning', 12857.14, null],
      ['medical', 'earning', 1607.14, null],
      ['conveyance', 'earning', 964.29, null],
      ['provident_fund', 'deduction', 2571.43, null],
      ['tax', 'deduction', 1928.57, null],
      ['loan', 'deduction', 642.86, null],
    ]);
    // 12,857.14 + 1,607.14 + 964.29 = 15,428.57; 2,571.43 + 1,928.57 + 642.86 = 5,142.86;
    // 25,714.29 + 15,428.57 − 5,142.86 = 36,000.00.
    expect(figures(feb)).toEqual({ basicSalary: 25714.29, allowance: 15428.57, deductions: 5142.86, netSalary: 36000 });

    // March, the whole month: 40,000 + 24,000 − 8,000 = 56,000.
    const mar = await postMonth('2026-03', dept.id, person.employeeId);
    expect(figures(mar)).toEqual({ basicSalary: 40000, allowance: 24000, deductions: 8000, netSalary: 56000 });

    // Revision B, dated back to February: basic 45,000 (house rent 22,500, provident fund 4,500).
    const b = await revise(person.employeeId, '2026-02', [
      fixed('basic', 45000),
      percent('house_rent', 50, 'basic'),
      fixed('medical', 2500),
      fixed('conveyance', 1500),
      percent('provident_fund', 10, 'basic'),
      fixed('tax', 3000),
      fixed('loan', 1000),
    ]);
    expect(b.status).toBe(201);
    expect(b.body.result.history.map((s: any) => s.effectiveFrom)).toEqual(['2026-02', '2026-01']);
    // The employee record follows the latest revision.
    const [record] = await server.db.select().from(employees).where(eq(employees.id, person.employeeId));
    expect(record!.salary).toBe('45000.00');

    // April: B's month, 45,000 + 26,500 − 8,500 = 63,000, and the arrears:
    //   February (18/28): basic 45,000 × 18 ÷ 28 = 28,928.57 − 25,714.29 paid = +3,214.28;
    //     house rent 14,464.29 − 12,857.14 = +1,607.15; provident fund 2,892.86 − 2,571.43 = +321.43.
    //   March: basic +5,000; house rent +2,500; provident fund +500.
    // Allowance 26,500 + 3,214.28 + 1,607.15 + 5,000 + 2,500 = 38,821.43;
    // deductions 8,500 + 321.43 + 500 = 9,321.43; net 45,000 + 38,821.43 − 9,321.43 = 74,500.00
    // (63,000 plus arrears 4,500 for February and 7,000 for March).
    const { run: aprRun, row: apr } = await draftRow('2026-04', dept.id, person.employeeId);
    expect(linesOf(apr)).toEqual([
      ['basic', 'earning', 45000, null],
      ['house_rent', 'earning', 22500, null],
      ['medical', 'earning', 2500, null],
      ['conveyance', 'earning', 1500, null],
      ['provident_fund', 'deduction', 4500, null],
      ['tax', 'deduction', 3000, null],
      ['loan', 'deduction', 1000, null],
      ['basic', 'earning', 3214.28, '2026-02'],
      ['house_rent', 'earning', 1607.15, '2026-02'],
      ['provident_fund', 'deduction', 321.43, '2026-02'],
      ['basic', 'earning', 5000, '2026-03'],
      ['house_rent', 'earning', 2500, '2026-03'],
      ['provident_fund', 'deduction', 500, '2026-03'],
    ]);
    expect(figures(apr)).toEqual({ basicSalary: 45000, allowance: 38821.43, deductions: 9321.43, netSalary: 74500 });
    expect(apr.monthlyBasic).toBe(45000);

    // The totals are the lines' sums in SQL too.
    const sums = await server.db.execute(sql`
      select r.allowance::text, r.deductions::text,
        (select sum((l->>'cents')::bigint) from jsonb_array_elements(r.lines) l
          where l->>'side' = 'earning' and not (l->>'key' = 'basic' and l->>'month' is null))::text as earned,
        (select sum((l->>'cents')::bigint) from jsonb_array_elements(r.lines) l where l->>'side' = 'deduction')::text as taken
      from payroll_run_rows r where r.run_id = ${aprRun._id}::uuid and r.employee_id = ${person.employeeId}::uuid`);
    const sum = ((sums as any).rows ?? sums)[0];
    expect(sum).toMatchObject({ allowance: '38821.43', deductions: '9321.43', earned: '3882143', taken: '932143' });

    // Posted, the payslip keeps the lines; May owes no arrears again.
    const posted = await server.request<any>('POST', `/api/payroll/runs/${aprRun._id}/post`, {
      token: admin,
      body: { version: aprRun.version },
    });
    expect(posted.status).toBe(200);
    const slips = await server.request<any>('GET', `/api/salary/getSalary/${person.employeeId}`, { token: admin });
    const aprSlip = slips.body.result.find((s: any) => s.payDate.startsWith('2026-04'));
    expect(aprSlip.lines).toHaveLength(13);
    expect(aprSlip.netSalary).toBe(74500);
    const { row: may } = await draftRow('2026-05', dept.id, person.employeeId);
    expect(may.lines.filter((l: any) => l.month)).toEqual([]);
    expect(figures(may)).toEqual({ basicSalary: 45000, allowance: 26500, deductions: 8500, netSalary: 63000 });
  });

  it('recovers a revision downwards as a deduction line', async () => {
    const dept = await createDepartment(server.db);
    const person = await createEmployee(server.db, { departmentId: dept.id, salary: '0.00' });
    // From May: basic 30,000, other earnings 2,000, tax 1,000 → 31,000 a month.
    expect(
      (
        await revise(person.employeeId, '2026-05', [
          fixed('basic', 30000),
          fixed('other_earning', 2000),
          fixed('tax', 1000),
        ])
      ).status,
    ).toBe(201);
    expect(figures(await postMonth('2026-06', dept.id, person.employeeId))).toEqual({
      basicSalary: 30000,
      allowance: 2000,
      deductions: 1000,
      netSalary: 31000,
    });
    expect(figures(await postMonth('2026-07', dept.id, person.employeeId))).toEqual({
      basicSalary: 30000,
      allowance: 2000,
      deductions: 1000,
      netSalary: 31000,
    });
    // From July the basic is 28,000: July paid 2,000 too much; June (still May's structure) owes nothing.
    expect(
      (
        await revise(person.employeeId, '2026-07', [
          fixed('basic', 28000),
          fixed('other_earning', 2000),
          fixed('tax', 1000),
        ])
      ).status,
    ).toBe(201);
    // August: 28,000 + 2,000 − (1,000 + 2,000 recovered) = 27,000.
    const { row: aug } = await draftRow('2026-08', dept.id, person.employeeId);
    expect(linesOf(aug)).toEqual([
      ['basic', 'earning', 28000, null],
      ['other_earning', 'earning', 2000, null],
      ['tax', 'deduction', 1000, null],
      ['basic', 'deduction', 2000, '2026-07'],
    ]);
    expect(figures(aug)).toEqual({ basicSalary: 28000, allowance: 2000, deductions: 3000, netSalary: 27000 });
  });

  it("keeps HR's edit of a structured row as an adjustment line that adds up", async () => {
    const dept = await createDepartment(server.db);
    const person = await createEmployee(server.db, { departmentId: dept.id, salary: '0.00' });
    expect((await revise(person.employeeId, '2026-05', [fixed('basic', 20000), fixed('medical', 1000)])).status).toBe(
      201,
    );
    const { run, row } = await draftRow('2026-06', dept.id, person.employeeId);
    expect(figures(row)).toEqual({ basicSalary: 20000, allowance: 1000, deductions: 0, netSalary: 21000 });
    // HR raises the allowance to 1,500 and deducts 200: +500 and +200 adjustment lines; net 21,300.
    const saved = await server.request<any>('PUT', `/api/payroll/runs/${run._id}/rows/${person.employeeId}`, {
      token: admin,
      body: { allowance: 1500, deductions: 200, included: true },
    });
    expect(saved.status).toBe(200);
    expect(linesOf(saved.body.result.row)).toEqual([
      ['basic', 'earning', 20000, null],
      ['medical', 'earning', 1000, null],
      ['adjustment', 'earning', 500, null],
      ['adjustment', 'deduction', 200, null],
    ]);
    expect(figures(saved.body.result.row)).toEqual({
      basicSalary: 20000,
      allowance: 1500,
      deductions: 200,
      netSalary: 21300,
    });
    // The draft still holds: an adjustment is not a change underneath.
    const refreshed = await server.request<any>('POST', `/api/payroll/runs/${run._id}/refresh`, { token: admin });
    expect(refreshed.body.changes).toEqual([]);
  });
});
