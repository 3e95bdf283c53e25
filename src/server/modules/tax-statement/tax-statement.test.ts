/**
 * The yearly tax statement (issue 29, item 5), every figure worked by hand below. The fiscal year
 * starts in July. Currency ₹ (Indian grouping: 1,75,000.00).
 *
 * Slabs (yearly taxable income):
 *   2025–26: 0 % to 300,000; 10 % to 600,000; 20 % above. No rebate, no minimum.
 *   2026–27: 0 % to 400,000; 10 % to 800,000; 25 % above. Rebate 5 %, at most 10,000; minimum 2,000.
 * Provident fund: employee 10 % of the month's basic, employer 8 %.
 *
 * Rina is paid from a structure: basic 50,000, house rent 40 % of it (20,000) = 70,000 a month.
 *   July 2026 run: nothing paid yet; 70,000 + 11 × 70,000 = 840,000 → slabs 40,000 + 25 % × 40,000
 *     = 50,000, rebate 10,000 (capped) → 40,000 ÷ 12 = 3,333.33 tax; PF 5,000.
 *   10 August 2026: 'Festival bonus — Eid 2026' of 35,000, no tax, no PF.
 *   August run: paid 70,000 + 35,000 = 105,000; 70,000 + 10 × 70,000 → 875,000 → slabs 40,000 +
 *     25 % × 75,000 = 58,750, rebate 10,000 → 48,750 − 3,333.33 = 45,416.67 ÷ 11 = 4,128.79; PF 5,000.
 *   Statement 2026–27: gross 70,000 + 35,000 + 70,000 = 1,75,000.00; PF 10,000.00; tax deducted
 *     3,333.33 + 4,128.79 = 7,462.12. By component: basic 1,00,000.00, house rent 40,000.00, bonus
 *     35,000.00. The year's tax on 1,75,000: the slabs tax nothing → 0 (no minimum either), so the
 *     balance is 7,462.12 refundable.
 *   Statement 2025–26 (two payslips recorded earlier): May 2026 with lines — basic 300,000, house
 *     rent 200,000, tax 25,000, PF 30,000; June 2026 without lines — basic 250,000, deductions
 *     10,000 (not tax). Gross 7,50,000.00, PF 30,000.00, tax 25,000.00. Tax: 10 % × 300,000 +
 *     20 % × 150,000 = 60,000.00; rebate 0 → 60,000.00; balance 35,000.00 payable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salaries } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '../../test/factories.js';
import { pdfText, requirePoppler } from '../../test/poppler.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;
let rina: TestEmployee;
const tokens: Record<string, string> = {};

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

async function ok(method: string, path: string, body: unknown) {
  const res = await server.request<any>(method, path, { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
}

/** Drafts and posts a month for the department. */
async function runMonth(month: string) {
  const made = await ok('POST', '/api/payroll/runs', { month, departmentIds: [dept.id] });
  await ok('POST', `/api/payroll/runs/${made.result._id}/post`, { version: made.result.version });
}

/** A download as bytes, with the JSON message of a refusal. */
async function download(path: string, token?: string) {
  const response = await fetch(server.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.includes('application/json')
    ? (JSON.parse(new TextDecoder().decode(bytes)) as { message: string })
    : null;
  return { status: response.status, headers: response.headers, bytes, json };
}

/** A line of the PDF's text holding these parts in order, with any spacing between them. */
const row = (...parts: string[]) =>
  new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'));

const statementPath = (query: string) => `/api/salary/tax-statement.pdf?${query}`;

beforeAll(async () => {
  await requirePoppler();
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin', name: 'Tax Admin' }))).token;
  await ok('PUT', '/api/payroll/settings', { basis: 'calendar', deductAbsence: false, changePercent: 20 });
  await ok('PUT', '/api/payroll/statutory', SETTINGS);
  dept = await createDepartment(server.db, 'Statement Dept');
  rina = await createEmployee(server.db, {
    departmentId: dept.id,
    name: 'Rina Statement',
    employeeCode: 'TS-0001',
    salary: '50000.00',
  });
  await ok('POST', `/api/salary-structures/${rina.employeeId}`, {
    effectiveMonth: '2026-07',
    reason: 'Structure for the statement',
    components: [
      { component: 'basic', method: 'fixed', amount: 50_000 },
      { component: 'house_rent', method: 'percent', percent: 40, of: 'basic' },
    ],
  });
  await server.db.insert(salaries).values([
    {
      employeeId: rina.employeeId,
      basicSalary: '300000.00',
      allowance: '200000.00',
      deductions: '55000.00',
      netSalary: '445000.00',
      payDate: '2026-05-31',
      type: 'regular',
      lines: [
        { key: 'basic', side: 'earning', cents: 30_000_000 },
        { key: 'house_rent', side: 'earning', cents: 20_000_000 },
        { key: 'provident_fund', side: 'deduction', cents: 3_000_000, statutory: true },
        { key: 'tax', side: 'deduction', cents: 2_500_000, statutory: true },
      ],
    },
    {
      employeeId: rina.employeeId,
      basicSalary: '250000.00',
      allowance: '0',
      deductions: '10000.00',
      netSalary: '240000.00',
      payDate: '2026-06-30',
      type: 'regular',
    },
  ]);
  await runMonth('2026-07');
  await server.db.insert(salaries).values({
    employeeId: rina.employeeId,
    basicSalary: '35000.00',
    allowance: '0',
    deductions: '0',
    netSalary: '35000.00',
    payDate: '2026-08-10',
    type: 'bonus',
    title: 'Festival bonus — Eid 2026',
  });
  await runMonth('2026-08');
  tokens.rina = (await loginAs(server, rina)).token;
  tokens.manager = (await loginAs(server, dept.manager)).token;
  tokens.moderator = (await loginAs(server, 'moderator')).token;
  tokens.user = (await loginAs(server, 'user')).token;
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/salary/tax-statement.pdf', () => {
  it('gives the employee their own statement of 2026–27 with the hand-computed figures (200)', async () => {
    const res = await download(statementPath('year=2026-27'), tokens.rina);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toContain(
      'attachment; filename="Tax-statement_2026-27_TS-0001_Rina-Statement.pdf"',
    );
    const text = await pdfText(res.bytes);
    for (const part of ['TAX STATEMENT', 'Fiscal year 2026–27', 'EMS Panel', 'Rina Statement', 'TS-0001']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Statement Dept');
    expect(text).toContain('Software Engineer');
    expect(text).toContain('July 2026 – June 2027');
    expect(text).toMatch(row('July 2026', 'Monthly payslip', '₹70,000.00', '₹5,000.00', '₹3,333.33'));
    expect(text).toMatch(row('Basic ₹50,000.00 · House rent ₹20,000.00'));
    expect(text).toMatch(row('August 2026', 'Festival bonus — Eid 2026', '₹35,000.00', '₹0.00', '₹0.00'));
    expect(text).toMatch(row('Bonus ₹35,000.00'));
    expect(text).toMatch(row('August 2026', 'Monthly payslip', '₹70,000.00', '₹5,000.00', '₹4,128.79'));
    expect(text).toMatch(row('Total for the year', '₹1,75,000.00', '₹10,000.00', '₹7,462.12'));
    // Earnings of the year beside the income tax, line by line.
    expect(text).toMatch(row('Basic', '₹1,00,000.00', 'Taxable income', '₹1,75,000.00'));
    expect(text).toMatch(row('House rent', '₹40,000.00', 'Tax by the slabs', '₹0.00'));
    expect(text).toMatch(row('Bonus', '₹35,000.00', 'Less rebate', '₹0.00'));
    expect(text).toMatch(row('Minimum tax', '₹2,000.00'));
    expect(text).toMatch(row('Tax for the year', '₹0.00'));
    expect(text).toMatch(row('Less tax deducted', '−₹7,462.12'));
    expect(text).toMatch(row('Gross earnings', '₹1,75,000.00', 'Balance refundable', '₹7,462.12'));
    expect(text).toContain('configured settings for the fiscal year 2026–27');
    // The payslips of other fiscal years are not in it.
    expect(text).not.toContain('June 2026');
  });

  it('gives HR — admin and moderator — anyone’s statement; 2025–26 has tax payable (200)', async () => {
    for (const token of [admin, tokens.moderator!]) {
      const res = await download(statementPath(`employee=${rina.employeeId}&year=2025`), token);
      expect(res.status).toBe(200);
      const text = await pdfText(res.bytes);
      expect(text).toContain('Fiscal year 2025–26');
      expect(text).toMatch(row('May 2026', 'Monthly payslip', '₹5,00,000.00', '₹30,000.00', '₹25,000.00'));
      expect(text).toMatch(row('Basic ₹3,00,000.00 · House rent ₹2,00,000.00'));
      expect(text).toMatch(row('June 2026', 'Monthly payslip', '₹2,50,000.00', '₹0.00', '₹0.00'));
      expect(text).toMatch(row('Total for the year', '₹7,50,000.00', '₹30,000.00', '₹25,000.00'));
      expect(text).toMatch(row('Basic', '₹5,50,000.00', 'Taxable income', '₹7,50,000.00'));
      expect(text).toMatch(row('Tax by the slabs', '₹60,000.00'));
      expect(text).toMatch(row('Tax for the year', '₹60,000.00'));
      expect(text).toMatch(row('Balance payable', '₹35,000.00'));
      expect(text).not.toContain('July 2026');
    }
  });

  it('shows a payslip and a final settlement paid without lines under their own names; nothing due (200)', async () => {
    // Lea, paid by Add Salary in July 2026 (40,000 + 5,000 allowance) and settled in August (final
    // month 20,000, leave encashed 12,000, a recovery of 2,000). Gross 45,000 + 32,000 = 77,000.00,
    // no PF or tax lines. The 2026–27 slabs tax 77,000 at nothing: tax 0, balance 0.
    const lea = await createEmployee(server.db, { name: 'Lea Leaver', employeeCode: 'TS-0002' });
    await server.db.insert(salaries).values([
      {
        employeeId: lea.employeeId,
        basicSalary: '40000.00',
        allowance: '5000.00',
        deductions: '0',
        netSalary: '45000.00',
        payDate: '2026-07-31',
        type: 'regular',
      },
      {
        employeeId: lea.employeeId,
        basicSalary: '20000.00',
        allowance: '12000.00',
        deductions: '2000.00',
        netSalary: '30000.00',
        payDate: '2026-08-15',
        type: 'settlement',
      },
    ]);
    const res = await download(statementPath(`employee=${lea.employeeId}&year=2026`), tokens.moderator);
    expect(res.status).toBe(200);
    const text = await pdfText(res.bytes);
    expect(text).toMatch(row('July 2026', 'Monthly payslip', '₹45,000.00', '₹0.00', '₹0.00'));
    expect(text).toMatch(row('Basic ₹40,000.00 · Allowance ₹5,000.00'));
    expect(text).toMatch(row('August 2026', 'Final settlement', '₹32,000.00', '₹0.00', '₹0.00'));
    expect(text).toMatch(row('Final month’s salary ₹20,000.00 · Leave encashed and other ₹12,000.00'));
    expect(text).toMatch(row('Total for the year', '₹77,000.00', '₹0.00', '₹0.00'));
    expect(text).toMatch(row('Tax for the year', '₹0.00'));
    expect(text).toMatch(row('Gross earnings', '₹77,000.00', 'Balance', '₹0.00'));
  });

  it('finds the person by their user id as well', async () => {
    const res = await download(statementPath(`employee=${rina.id}&year=2026`), admin);
    expect(res.status).toBe(200);
    expect(await pdfText(res.bytes)).toContain('Rina Statement');
  });

  it('gives a manager their own statement, not their employee’s (200, 403)', async () => {
    const own = await download(statementPath('year=2026'), tokens.manager);
    expect(own.status).toBe(200);
    // The manager is paid 50,000 a month from the record (no structure): PF 5,000 on the basic.
    expect(await pdfText(own.bytes)).toMatch(row('July 2026', 'Monthly payslip', '₹50,000.00', '₹5,000.00'));
    const other = await download(statementPath(`employee=${rina.employeeId}&year=2026`), tokens.manager);
    expect(other.status).toBe(403);
  });

  it('refuses an employee someone else’s statement (403), and a user without an employee record (403)', async () => {
    const res = await download(statementPath(`employee=${dept.manager.employeeId}&year=2026`), tokens.rina);
    expect(res.status).toBe(403);
    expect((await download(statementPath('year=2026'), tokens.user)).status).toBe(403);
    expect((await download(statementPath('year=2026'))).status).toBe(401);
  });

  it('says clearly when nothing was posted in the fiscal year (404)', async () => {
    const res = await download(statementPath('year=2024-25'), tokens.rina);
    expect(res.status).toBe(404);
    expect(res.json?.message).toBe(
      'No payslips were posted to Rina Statement in the fiscal year 2024–25 (July 2024 – June 2025), so there is no tax statement for it.',
    );
  });

  it('refuses a fiscal year it cannot read (400) and an unknown person (404)', async () => {
    for (const year of ['', 'abc', '2026-28', '26', '2026/27', '1800']) {
      const res = await download(statementPath(`year=${encodeURIComponent(year)}`), tokens.rina);
      expect(res.status, year).toBe(400);
      expect(res.json?.message).toBe('Enter the fiscal year as YYYY or YYYY–YY (for example 2026–27).');
    }
    expect((await download('/api/salary/tax-statement.pdf', tokens.rina)).status).toBe(400);
    const unknown = await download(statementPath('employee=00000000-0000-4000-8000-000000000000&year=2026'), admin);
    expect(unknown.status).toBe(404);
    expect(unknown.json?.message).toBe('Employee not found.');
  });
});

describe('GET /api/salary/tax-statement/years', () => {
  it('lists one’s fiscal years with posted payslips, newest first', async () => {
    const res = await server.request<any>('GET', '/api/salary/tax-statement/years', { token: tokens.rina });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      fiscalStartMonth: 7,
      result: [
        {
          fiscalYear: 2026,
          label: '2026–27',
          period: 'July 2026 – June 2027',
          payslips: 3,
          fileName: 'Tax-statement_2026-27_TS-0001_Rina-Statement.pdf',
        },
        {
          fiscalYear: 2025,
          label: '2025–26',
          period: 'July 2025 – June 2026',
          payslips: 2,
          fileName: 'Tax-statement_2025-26_TS-0001_Rina-Statement.pdf',
        },
      ],
    });
  });

  it('lists anyone’s for HR; refuses a manager another’s (403)', async () => {
    const hr = await server.request<any>('GET', `/api/salary/tax-statement/years?employee=${rina.employeeId}`, {
      token: tokens.moderator,
    });
    expect(hr.body.result.map((y: any) => y.label)).toEqual(['2026–27', '2025–26']);
    const manager = await server.request<any>('GET', `/api/salary/tax-statement/years?employee=${rina.employeeId}`, {
      token: tokens.manager,
    });
    expect(manager.status).toBe(403);
  });
});
