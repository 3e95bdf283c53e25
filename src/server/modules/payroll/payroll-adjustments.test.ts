/**
 * HR's adjustment of a row paid from a salary structure survives a refresh of the draft (issue 29).
 * Calendar basis: June 2026 has 30 days; someone whose last working day is 15 June is paid half.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/index.js';
import { createDepartment, createEmployee } from '../../test/factories.js';
import { type TestServer } from '../../test/server.js';
import { fixed, startPayrollServer } from '../../test/payroll.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  ({ server, admin } = await startPayrollServer('Adjusting Admin'));
});
afterAll(async () => {
  await server?.close();
});

const linesOf = (row: any) => row.lines.map((l: any) => [l.key, l.side, l.amount]);
const figures = (row: any) => ({
  basicSalary: row.basicSalary,
  allowance: row.allowance,
  deductions: row.deductions,
  netSalary: row.netSalary,
});

async function rowOf(runId: string, employeeId: string) {
  const rows = await server.request<any>('GET', `/api/payroll/runs/${runId}/rows?page=1&limit=10`, { token: admin });
  return rows.body.result.find((r: any) => r.employee._id === employeeId);
}

describe('POST /api/payroll/runs/:id/refresh', () => {
  it("keeps HR's adjustment lines on a structured row whose lines are computed afresh", async () => {
    const dept = await createDepartment(server.db);
    const person = await createEmployee(server.db, { departmentId: dept.id, salary: '0.00' });
    const revised = await server.request('POST', `/api/salary-structures/${person.employeeId}`, {
      token: admin,
      body: {
        effectiveMonth: '2026-01',
        components: [fixed('basic', 30000), fixed('medical', 2000), fixed('tax', 1000)],
        reason: 'Joining structure',
      },
    });
    expect(revised.status).toBe(201);
    const run = await server.request<any>('POST', '/api/payroll/runs', {
      token: admin,
      body: { month: '2026-06', departmentIds: [dept.id] },
    });
    expect(run.status).toBe(201);
    const runId = run.body.result._id;

    // HR pays 500 more (allowance 2,000 → 2,500) and takes 200 more (deductions 1,000 → 1,200).
    const edited = await server.request<any>('PUT', `/api/payroll/runs/${runId}/rows/${person.employeeId}`, {
      token: admin,
      body: { allowance: 2500, deductions: 1200, included: true },
    });
    expect(edited.status).toBe(200);
    expect(figures(edited.body.result.row)).toEqual({
      basicSalary: 30000,
      allowance: 2500,
      deductions: 1200,
      netSalary: 31300,
    });

    // They leave on 15 June: 15 of 30 days, so the structure's lines halve on refresh.
    await server.db.update(employees).set({ lastWorkingDay: '2026-06-15' }).where(eq(employees.id, person.employeeId));
    const refreshed = await server.request<any>('POST', `/api/payroll/runs/${runId}/refresh`, { token: admin });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.changes).toHaveLength(1);

    // Basic 15,000, medical 1,000, tax 500, and HR's +500 and +200 as before:
    // allowance 1,000 + 500 = 1,500; deductions 500 + 200 = 700; net 15,000 + 1,500 − 700 = 15,800.
    const row = await rowOf(runId, person.employeeId);
    expect(linesOf(row)).toEqual([
      ['basic', 'earning', 15000],
      ['medical', 'earning', 1000],
      ['tax', 'deduction', 500],
      ['adjustment', 'earning', 500],
      ['adjustment', 'deduction', 200],
    ]);
    expect(figures(row)).toEqual({ basicSalary: 15000, allowance: 1500, deductions: 700, netSalary: 15800 });

    // The draft now holds: a second refresh finds nothing to change.
    const again = await server.request<any>('POST', `/api/payroll/runs/${runId}/refresh`, { token: admin });
    expect(again.body.changes).toEqual([]);
  });

  it('holds back deductions when a re-applied adjustment would take the net below zero', async () => {
    const dept = await createDepartment(server.db);
    const person = await createEmployee(server.db, { departmentId: dept.id, salary: '0.00' });
    await server.request('POST', `/api/salary-structures/${person.employeeId}`, {
      token: admin,
      body: { effectiveMonth: '2026-01', components: [fixed('basic', 3000)], reason: 'Joining structure' },
    });
    const run = await server.request<any>('POST', '/api/payroll/runs', {
      token: admin,
      body: { month: '2026-06', departmentIds: [dept.id] },
    });
    const runId = run.body.result._id;
    // A loan recovery of 2,000 typed by HR: net 1,000.
    const edited = await server.request<any>('PUT', `/api/payroll/runs/${runId}/rows/${person.employeeId}`, {
      token: admin,
      body: { allowance: 0, deductions: 2000, included: true },
    });
    expect(edited.status).toBe(200);
    // Leaving on 3 June: basic 3,000 × 3 ÷ 30 = 300; 2,000 cannot be taken from 300, so 1,700 is held back.
    await server.db.update(employees).set({ lastWorkingDay: '2026-06-03' }).where(eq(employees.id, person.employeeId));
    expect((await server.request('POST', `/api/payroll/runs/${runId}/refresh`, { token: admin })).status).toBe(200);
    const row = await rowOf(runId, person.employeeId);
    expect(linesOf(row)).toEqual([
      ['basic', 'earning', 300],
      ['adjustment', 'deduction', 2000],
      ['cap', 'deduction', -1700],
    ]);
    expect(figures(row)).toEqual({ basicSalary: 300, allowance: 0, deductions: 300, netSalary: 0 });
    const again = await server.request<any>('POST', `/api/payroll/runs/${runId}/refresh`, { token: admin });
    expect(again.body.changes).toEqual([]);
  });
});
