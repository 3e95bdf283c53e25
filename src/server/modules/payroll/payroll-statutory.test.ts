/**
 * Statutory lines (issue 29, item 4): income tax by the fiscal year's slabs, projected over the
 * year and spread over the months left, and the provident fund's two shares. Every figure is worked
 * by hand below. The fiscal year starts in July, so June 2026 is the last month of 2025–26 and
 * July 2026 the first of 2026–27.
 *
 * Slabs (yearly taxable income):
 *   2025–26: 0 % to 300,000; 10 % to 600,000; 20 % above. No rebate, no minimum.
 *   2026–27: 0 % to 400,000; 10 % to 800,000; 25 % above. Rebate 5 % of taxable income, at most
 *            10,000; minimum tax 2,000.
 * Provident fund: employee 10 % of the month's basic (a deduction), employer 8 % (beside the pay).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, salaries } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { type TestServer } from '../../test/server.js';
import { startPayrollServer } from '../../test/payroll.js';

let server: TestServer;
let admin: string;

const SETTINGS = {
  fiscalStartMonth: 7,
  taxEnabled: true,
  taxYears: [
    {
      fiscalYear: 2025,
      bands: [
        { upTo: 300_000, rate: 0 },
        { upTo: 600_000, rate: 10 },
        { upTo: null, rate: 20 },
      ],
      rebatePercent: 0,
      rebateCap: null,
      minimumTax: 0,
    },
    {
      fiscalYear: 2026,
      bands: [
        { upTo: 400_000, rate: 0 },
        { upTo: 800_000, rate: 10 },
        { upTo: null, rate: 25 },
      ],
      rebatePercent: 5,
      rebateCap: 10_000,
      minimumTax: 2_000,
    },
  ],
  pfEnabled: true,
  pfEmployeePercent: 10,
  pfEmployerPercent: 8,
};

beforeAll(async () => {
  ({ server, admin } = await startPayrollServer('Tax Admin'));
});
afterAll(async () => {
  await server?.close();
});

const saveSettings = (body: unknown, token = admin) =>
  server.request<any>('PUT', '/api/payroll/statutory', { token, body });

/** Drafts a month for some departments; returns the run and its rows by employee id. */
async function draft(month: string, departmentIds: string[]) {
  const made = await server.request<any>('POST', '/api/payroll/runs', { token: admin, body: { month, departmentIds } });
  expect(made.status).toBe(201);
  const rows = await server.request<any>('GET', `/api/payroll/runs/${made.body.result._id}/rows?page=1&limit=50`, {
    token: admin,
  });
  return { run: made.body.result, rows: new Map<string, any>(rows.body.result.map((r: any) => [r.employee._id, r])) };
}

async function post(run: any) {
  const posted = await server.request<any>('POST', `/api/payroll/runs/${run._id}/post`, {
    token: admin,
    body: { version: run.version },
  });
  expect(posted.status).toBe(200);
}

const linesOf = (row: any) => row.lines.map((l: any) => [l.key, l.side, l.amount]);
const figures = (row: any) => [row.basicSalary, row.allowance, row.deductions, row.netSalary];

/** A payslip posted earlier (the fiscal year so far): 50,000 basic, 20,000 house rent, 6,000 tax. */
const earlierPayslip = (employeeId: string, payDate: string) => ({
  employeeId,
  basicSalary: '50000.00',
  allowance: '20000.00',
  deductions: '6000.00',
  netSalary: '64000.00',
  payDate,
  type: 'regular' as const,
  lines: [
    { key: 'basic' as const, side: 'earning' as const, cents: 5_000_000 },
    { key: 'house_rent' as const, side: 'earning' as const, cents: 2_000_000 },
    { key: 'tax' as const, side: 'deduction' as const, cents: 600_000, statutory: true as const },
  ],
});

describe('tax and provident fund lines across a fiscal year’s change', () => {
  let structured: string;
  let leaver: string;
  let small: string;
  let deptA: string;
  let deptB: string;

  beforeAll(async () => {
    expect((await saveSettings(SETTINGS)).status).toBe(200);
    deptA = (await createDepartment(server.db)).id;
    deptB = (await createDepartment(server.db)).id;
    // Paid from a structure: basic 50,000, house rent 40 % of it (20,000), and a fixed tax of 1,000
    // that the statutory tax replaces.
    structured = (
      await createEmployee(server.db, { departmentId: deptA, salary: '50000.00', name: 'Tahmid Structured' })
    ).employeeId;
    const revised = await server.request('POST', `/api/salary-structures/${structured}`, {
      token: admin,
      body: {
        effectiveMonth: '2026-06',
        reason: 'Structure with tax',
        components: [
          { component: 'basic', method: 'fixed', amount: 50_000 },
          { component: 'house_rent', method: 'percent', percent: 40, of: 'basic' },
          { component: 'tax', method: 'fixed', amount: 1_000 },
        ],
      },
    });
    expect(revised.status).toBe(201);
    // The fiscal year 2025–26 so far: July 2025 – May 2026 paid (11 × 70,000 earnings, 11 × 6,000 tax) …
    const months = ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12'];
    months.push('2026-01', '2026-02', '2026-03', '2026-04', '2026-05');
    await server.db.insert(salaries).values(months.map((m) => earlierPayslip(structured, `${m}-25`)));
    // … and a bonus of 50,000 in April 2026 (taxable income already paid). An older year's payslip does not count.
    await server.db.insert(salaries).values([
      {
        employeeId: structured,
        basicSalary: '50000.00',
        allowance: '0',
        deductions: '0',
        netSalary: '50000.00',
        payDate: '2026-04-10',
        type: 'bonus',
      },
      { ...earlierPayslip(structured, '2025-06-25') },
    ]);
    // No structure: 200,000 on the record, leaving on 30 September 2026; and 40,000, staying.
    leaver = (
      await createEmployee(server.db, {
        departmentId: deptB,
        salary: '200000.00',
        lastWorkingDay: '2026-09-30',
        name: 'Lina Leaver',
      })
    ).employeeId;
    small = (await createEmployee(server.db, { departmentId: deptB, salary: '40000.00', name: 'Sami Small' }))
      .employeeId;
  });

  it('June 2026 uses 2025–26’s slabs and the year’s pay so far', async () => {
    // Paid so far 11 × 70,000 + 50,000 bonus = 820,000; June 70,000; no month after → 890,000.
    // Tax: 10 % × 300,000 + 20 % × 290,000 = 30,000 + 58,000 = 88,000; deducted so far 66,000
    // → 22,000 this month. PF 10 % and 8 % of 50,000: 5,000 and 4,000. The structure's fixed tax is replaced.
    const { run, rows } = await draft('2026-06', [deptA]);
    const row = rows.get(structured);
    expect(linesOf(row)).toEqual([
      ['basic', 'earning', 50_000],
      ['house_rent', 'earning', 20_000],
      ['provident_fund', 'deduction', 5_000],
      ['provident_fund', 'employer', 4_000],
      ['tax', 'deduction', 22_000],
    ]);
    expect(figures(row)).toEqual([50_000, 20_000, 27_000, 43_000]);
    await post(run);
  });

  it('July 2026 starts 2026–27 afresh: its slabs, nothing paid yet, spread over 12 months', async () => {
    // Structured: 70,000 + 11 × 70,000 = 840,000. 10 % × 400,000 + 25 % × 40,000 = 50,000; rebate
    // 5 % × 840,000 = 42,000, capped at 10,000 → 40,000 ÷ 12 = 3,333.33.
    // Leaver: 200,000 × (July + August, September) = 600,000. 10 % × 200,000 = 20,000; rebate
    // min(30,000, 10,000) → 10,000 ÷ 3 months = 3,333.33. PF 20,000 and 16,000.
    // Small: 40,000 × 12 = 480,000. 10 % × 80,000 = 8,000; rebate min(24,000, 10,000) takes it all,
    // but the minimum tax is 2,000 → 2,000 ÷ 12 = 166.67. PF 4,000 and 3,200.
    const { run, rows } = await draft('2026-07', [deptA, deptB]);
    expect(linesOf(rows.get(structured))).toEqual([
      ['basic', 'earning', 50_000],
      ['house_rent', 'earning', 20_000],
      ['provident_fund', 'deduction', 5_000],
      ['provident_fund', 'employer', 4_000],
      ['tax', 'deduction', 3_333.33],
    ]);
    expect(figures(rows.get(structured))).toEqual([50_000, 20_000, 8_333.33, 61_666.67]);
    expect(linesOf(rows.get(leaver))).toEqual([
      ['basic', 'earning', 200_000],
      ['provident_fund', 'deduction', 20_000],
      ['provident_fund', 'employer', 16_000],
      ['tax', 'deduction', 3_333.33],
    ]);
    expect(figures(rows.get(leaver))).toEqual([200_000, 0, 23_333.33, 176_666.67]);
    expect(linesOf(rows.get(small))).toEqual([
      ['basic', 'earning', 40_000],
      ['provident_fund', 'deduction', 4_000],
      ['provident_fund', 'employer', 3_200],
      ['tax', 'deduction', 166.67],
    ]);
    // Each department's manager (50,000, no structure): 600,000 a year → 20,000 less the 10,000
    // rebate → 10,000 ÷ 12 = 833.33; PF 5,000 → deductions 5,833.33, net 44,166.67.
    expect(run.totals.deductions).toBe(47_499.99); // 8,333.33 + 23,333.33 + 4,166.67 + 2 × 5,833.33
    expect(run.totals.net).toBe(362_500.01); // 61,666.67 + 176,666.67 + 35,833.33 + 2 × 44,166.67
    await post(run);

    // The journal: the employer's shares (4,000 + 16,000 + 3,200, and the managers') an expense and a liability; it balances.
    const payout = await server.request<any>('GET', `/api/payroll/runs/${run._id}/payout`, { token: admin });
    expect(payout.status).toBe(200);
    const employer = payout.body.result.journal.filter((l: any) => l.component.includes("employer's share"));
    expect(employer.map((l: any) => [l.side, l.account, l.amount])).toEqual([
      ['debit', "Provident fund (employer's share) expense", 31_200], // + 2 × 4,000
      ['credit', 'Provident fund payable', 31_200],
    ]);
    const tax = payout.body.result.journal.find((l: any) => l.component === 'Tax');
    expect([tax.side, tax.account, tax.amount]).toEqual(['credit', 'Tax payable', 8_499.99]); // + 2 × 833.33
    expect(payout.body.result.debits).toBe(payout.body.result.credits);
  });

  it('August projects the year with July paid and a bonus, over the 11 months left', async () => {
    // A bonus of 60,000 on 15 August. Paid so far 70,000 + 60,000 = 130,000; August 70,000; 10 months
    // after × 70,000 = 700,000 → 900,000. 40,000 + 25 % × 100,000 = 65,000, less the 10,000 rebate
    // → 55,000; less 3,333.33 deducted → 51,666.67 ÷ 11 = 4,696.97.
    await server.db.insert(salaries).values({
      employeeId: structured,
      basicSalary: '60000.00',
      allowance: '0',
      deductions: '0',
      netSalary: '60000.00',
      payDate: '2026-08-15',
      type: 'bonus',
    });
    const { rows } = await draft('2026-08', [deptA]);
    expect(linesOf(rows.get(structured)).find((l: any) => l[0] === 'tax')).toEqual(['tax', 'deduction', 4_696.97]);
  });
});

describe('PUT /api/payroll/statutory', () => {
  const bad = async (change: Record<string, unknown>, message: string) => {
    const res = await saveSettings({ ...SETTINGS, ...change });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  };
  const year = (bands: unknown[]) => [{ ...SETTINGS.taxYears[0], bands }];

  it('refuses bands out of order, an open band before the last, a closed last band (400)', async () => {
    await bad(
      {
        taxYears: year([
          { upTo: 500_000, rate: 0 },
          { upTo: 400_000, rate: 10 },
          { upTo: null, rate: 20 },
        ]),
      },
      'each band’s upper amount must be above the one before it'.replace('’', "'"),
    );
    await bad(
      {
        taxYears: year([
          { upTo: null, rate: 0 },
          { upTo: null, rate: 10 },
        ]),
      },
      'only the last band is open-ended',
    );
    await bad({ taxYears: year([{ upTo: 300_000, rate: 0 }]) }, 'leave the last band');
    await bad({ taxYears: year([]) }, 'needs at least one band');
  });

  it('refuses rates and shares outside 0–100 %, a repeated year, a bad first month (400)', async () => {
    await bad({ taxYears: year([{ upTo: null, rate: 120 }]) }, 'percentage from 0 to 100');
    await bad({ pfEmployeePercent: -1 }, 'percentage from 0 to 100');
    await bad({ taxYears: [SETTINGS.taxYears[0], SETTINGS.taxYears[0]] }, 'Fiscal year 2025–26 appears twice');
    await bad({ fiscalStartMonth: 13 }, 'Choose the month the fiscal year starts in');
    await bad({ taxYears: [] }, 'Add the slabs of at least one fiscal year');
  });

  it('is refused to a manager and an employee (403), and audited for HR', async () => {
    for (const role of ['manager', 'employee'] as const) {
      const token = (await loginAs(server, await createUser(server.db, { role }))).token;
      expect((await server.request('GET', '/api/payroll/statutory', { token })).status).toBe(403);
      expect((await saveSettings(SETTINGS, token)).status).toBe(403);
    }
    const hr = (await loginAs(server, await createUser(server.db, { role: 'moderator' }))).token;
    const saved = await saveSettings({ ...SETTINGS, fiscalStartMonth: 4 }, hr);
    expect(saved.status).toBe(200);
    const read = await server.request<any>('GET', '/api/payroll/statutory', { token: hr });
    expect(read.body.result.fiscalStartMonth).toBe(4);
    expect(read.body.result.saved).toBe(true);
    expect(read.body.result.taxYears[1].bands[2]).toEqual({ upTo: null, rate: 25 });
    const trail = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payroll.statutory_settings'));
    expect(trail.at(-1)?.before).toMatchObject({ fiscalStartMonth: 7 });
    expect(trail.at(-1)?.after).toMatchObject({ fiscalStartMonth: 4 });
  });
});

describe('a draft and the statutory settings it was computed with', () => {
  it('keeps and shows them; posting is refused (409) once they change, until a refresh uses the new ones', async () => {
    expect((await saveSettings(SETTINGS)).status).toBe(200);
    const dept = await createDepartment(server.db);
    const person = (await createEmployee(server.db, { departmentId: dept.id, salary: '40000.00' })).employeeId;
    // October 2026 is in 2026–27; PF 10 % of 40,000 = 4,000.
    const { run, rows } = await draft('2026-10', [dept.id]);
    expect(run.statutory).toEqual({
      tax: { fiscalStartMonth: 7, fiscalYear: 2026, year: SETTINGS.taxYears[1] },
      pf: { employeePercent: 10, employerPercent: 8 },
    });
    expect(linesOf(rows.get(person))).toContainEqual(['provident_fund', 'deduction', 4_000]);

    // Another year's slabs are not what October uses: the draft still holds.
    const older = { ...SETTINGS.taxYears[0]!, minimumTax: 1_000 };
    expect((await saveSettings({ ...SETTINGS, taxYears: [older, SETTINGS.taxYears[1]] })).status).toBe(200);
    const held = await server.request<any>('POST', `/api/payroll/runs/${run._id}/refresh`, { token: admin });
    expect(held.body.message).toBe('Draft refreshed: nothing had changed.');

    // HR raises the employee's PF share to 12 %: the draft showed 4,000, so it is not posted.
    expect((await saveSettings({ ...SETTINGS, pfEmployeePercent: 12 })).status).toBe(200);
    const refused = await server.request<any>('POST', `/api/payroll/runs/${run._id}/post`, {
      token: admin,
      body: { version: run.version },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Nothing was posted: the tax or provident fund settings changed since this draft was made. Refresh the draft to compute it with them, review it, then post.',
    );
    expect(await server.db.select().from(salaries).where(eq(salaries.employeeId, person))).toHaveLength(0);

    const refreshed = await server.request<any>('POST', `/api/payroll/runs/${run._id}/refresh`, { token: admin });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.message).toMatch(
      /^Draft refreshed: the tax and provident fund settings in force now are used; /,
    );
    expect(refreshed.body.result.statutory.pf).toEqual({ employeePercent: 12, employerPercent: 8 });
    const again = await server.request<any>('GET', `/api/payroll/runs/${run._id}/rows?page=1&limit=50`, {
      token: admin,
    });
    const row = again.body.result.find((each: any) => each.employee._id === person);
    // 12 % of 40,000 = 4,800.
    expect(linesOf(row)).toContainEqual(['provident_fund', 'deduction', 4_800]);
    await post(refreshed.body.result);
    const [slip] = await server.db.select().from(salaries).where(eq(salaries.employeeId, person));
    expect(slip!.lines).toContainEqual({ key: 'provident_fund', side: 'deduction', cents: 480_000, statutory: true });
    expect((await saveSettings(SETTINGS)).status).toBe(200);
  });
});
