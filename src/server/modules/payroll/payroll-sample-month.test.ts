/**
 * A sample month an accountant can sign (issue 29, "Done when"): twenty people, every kind of case,
 * each row's figures worked out by hand below — never by the product's own code — and then checked
 * row by row, against the run's totals, and against the rows summed in SQL.
 *
 * The month is July 2026, the first month of the fiscal year 2026–27 (the fiscal year starts in
 * July), so nobody has taxable income "so far" in it. July 2026 has 31 days; 1 July is a Wednesday.
 * The work week is Monday to Friday and Thursday 23 July is a public holiday, so July's working
 * days are 1–3 (3), 6–10 (5), 13–17 (5), 20–24 less the 23rd (4), 27–31 (5) = 22.
 *
 *        Mo Tu We Th Fr Sa Su
 *               1  2  3  4  5
 *         6  7  8  9 10 11 12
 *        13 14 15 16 17 18 19
 *        20 21 22 H  24 25 26
 *        27 28 29 30 31
 *
 * Three departments, one run each (a draft keeps the basis it was made under):
 *   Alpha — calendar days (31), absences deducted by policy: 14 people.
 *   Bravo — working days (22): its manager, a joiner, a leaver.
 *   Charlie — a fixed 30 days: its manager, a joiner, a leaver.
 *
 * Statutory lines are on for July (off in June):
 *   Provident fund: employee 10 % of the month's own basic line (a deduction); employer 8 % (beside the pay).
 *   Income tax 2026–27: 0 % to 600,000; 10 % to 1,200,000; 20 % above; rebate 3 % of the taxable
 *   income, at most 40,000; a minimum tax of 3,000 whenever the slabs tax anything. The year's
 *   income is projected as July's earnings + 11 × a regular month's (a leaver: July's alone), its
 *   tax spread over the 12 months: July's line is a twelfth.
 * Rounding: every pro-rated amount and every percentage to the paisa, half up.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, employees, leaves } from '../../db/schema/index.js';
import { rowsOf as sqlRows } from '../../lib/sql.js';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { fixed, percent } from '../../test/payroll.js';

let server: TestServer;
let admin: string;

/** Line triples as the test writes them: [key, side, amount] (arrears: [key, side, amount, month]). */
type Line = [string, string, number] | [string, string, number, string];

interface Expected {
  /** The row's arithmetic as the run shows it. */
  days: string;
  paidDays: number;
  basisDays: number;
  unpaidDays: number;
  absentDays: number;
  basicSalary: number;
  allowance: number;
  deductions: number;
  netSalary: number;
  previousNet: number | null;
  changed: boolean;
  lines: Line[];
}

const pf = (employee: number, employer: number): Line[] => [
  ['provident_fund', 'deduction', employee],
  ['provident_fund', 'employer', employer],
];
const whole = (days = 31) => ({ paidDays: days, basisDays: days, unpaidDays: 0, absentDays: 0 });

/**
 * Alpha, calendar days: 31 of 31 for everyone employed the whole month.
 */
const ALPHA: Record<string, Expected> = {
  // The manager, 50,000, no structure; paid 50,000 in June. PF 10 % × 50,000 = 5,000 and 8 % = 4,000.
  // Tax: 12 × 50,000 = 600,000, all in the 0 % band → no line. Net 50,000 − 5,000 = 45,000; it moved
  // 10 % from June's 50,000, under the 20 % warning.
  'Anwar Manager': {
    days: '31 of 31 days',
    ...whole(),
    basicSalary: 50000,
    allowance: 0,
    deductions: 5000,
    netSalary: 45000,
    previousNet: 50000,
    changed: false,
    lines: [['basic', 'earning', 50000], ...pf(5000, 4000)],
  },
  // Joins Thursday 16 July, 40,000: 16–31 = 16 days; marked Absent on Monday 20 July (and on
  // Tuesday 14, before she joined: not counted) → 15 days paid. 40,000 × 15 ÷ 31 = 19,354.8387… →
  // 19,354.84. PF 10 % = 1,935.484 → 1,935.48; 8 % = 1,548.3872 → 1,548.39. Tax: 19,354.84 +
  // 11 × 40,000 = 459,354.84 → 0. Net 19,354.84 − 1,935.48 = 17,419.36.
  'Jamila Joiner': {
    days: '16 of 31 days · 1 absent day',
    paidDays: 16,
    basisDays: 31,
    unpaidDays: 0,
    absentDays: 1,
    basicSalary: 19354.84,
    allowance: 0,
    deductions: 1935.48,
    netSalary: 17419.36,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 19354.84], ...pf(1935.48, 1548.39)],
  },
  // Leaves Friday 10 July, 62,000; June's payslip 62,000 + 3,100 − 1,000 = 64,100 carries its
  // allowance (pro-rated) and its deduction (a recovery, whole). 1–10 = 10 days:
  // 62,000 × 10 ÷ 31 = 20,000; 3,100 × 10 ÷ 31 = 1,000. PF 2,000 and 1,600. Tax: a leaver is
  // projected on July alone, 21,000 → 0. Deductions 1,000 + 2,000 = 3,000; net 20,000 + 1,000 −
  // 3,000 = 18,000, down 72 % from 64,100: changed.
  'Lutfor Leaver': {
    days: '10 of 31 days',
    paidDays: 10,
    basisDays: 31,
    unpaidDays: 0,
    absentDays: 0,
    basicSalary: 20000,
    allowance: 1000,
    deductions: 3000,
    netSalary: 18000,
    previousNet: 64100,
    changed: true,
    lines: [
      ['basic', 'earning', 20000],
      ['other_earning', 'earning', 1000],
      ['other_deduction', 'deduction', 1000],
      ...pf(2000, 1600),
    ],
  },
  // 31,000; unpaid leave Wednesday 22 – Friday 24 July, across the holiday on the 23rd = 2 working
  // days: 31,000 × 29 ÷ 31 = 29,000. PF 2,900 and 2,320. Tax: 29,000 + 341,000 → 0. Net 26,100.
  'Umar Unpaid': {
    days: '31 of 31 days · 2 unpaid days',
    paidDays: 31,
    basisDays: 31,
    unpaidDays: 2,
    absentDays: 0,
    basicSalary: 29000,
    allowance: 0,
    deductions: 2900,
    netSalary: 26100,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 29000], ...pf(2900, 2320)],
  },
  // 46,500; unpaid leave Thursday 9 July and the afternoon of Friday 10 July = 1.5 days:
  // 46,500 × 29.5 ÷ 31 = 44,250. PF 4,425 and 3,540. Tax: 44,250 + 511,500 = 555,750 → 0. Net 39,825.
  'Hasina Halfday': {
    days: '31 of 31 days · 1.5 unpaid days',
    paidDays: 31,
    basisDays: 31,
    unpaidDays: 1.5,
    absentDays: 0,
    basicSalary: 44250,
    allowance: 0,
    deductions: 4425,
    netSalary: 39825,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 44250], ...pf(4425, 3540)],
  },
  // 31,000; marked Absent on Monday 13 and Tuesday 14 July (and on Saturday 18, not a working day:
  // not counted), Present on the 15th. 31,000 × 29 ÷ 31 = 29,000. PF 2,900 and 2,320. Net 26,100.
  'Abir Absent': {
    days: '31 of 31 days · 2 absent days',
    paidDays: 31,
    basisDays: 31,
    unpaidDays: 0,
    absentDays: 2,
    basicSalary: 29000,
    allowance: 0,
    deductions: 2900,
    netSalary: 26100,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 29000], ...pf(2900, 2320)],
  },
  // A structure from May: basic 55,000, house rent 50 % of basic (27,500), medical 3,000; June was
  // paid by a run on it: 85,500. A revision dated back to June raises the basic to 60,000 (house
  // rent 30,000). July: 60,000 + 30,000 + 3,000, and June's arrears: basic 60,000 − 55,000 = 5,000,
  // house rent 30,000 − 27,500 = 2,500 (medical unchanged: no line).
  // PF on July's own basic only: 6,000 and 4,800.
  // Tax: July's earnings 93,000 + 7,500 = 100,500; a regular month 93,000; 100,500 + 11 × 93,000 =
  // 1,123,500. Slabs: 10 % × 523,500 = 52,350; rebate 3 % × 1,123,500 = 33,705 (under the 40,000
  // cap) → 18,645 ÷ 12 = 1,553.75.
  // Allowance 30,000 + 3,000 + 5,000 + 2,500 = 40,500; deductions 6,000 + 1,553.75 = 7,553.75;
  // net 60,000 + 40,500 − 7,553.75 = 92,946.25 (June 85,500: +8.7 %, not flagged).
  'Rashed Revised': {
    days: '31 of 31 days',
    ...whole(),
    basicSalary: 60000,
    allowance: 40500,
    deductions: 7553.75,
    netSalary: 92946.25,
    previousNet: 85500,
    changed: false,
    lines: [
      ['basic', 'earning', 60000],
      ['house_rent', 'earning', 30000],
      ['medical', 'earning', 3000],
      ['basic', 'earning', 5000, '2026-06'],
      ['house_rent', 'earning', 2500, '2026-06'],
      ...pf(6000, 4800),
      ['tax', 'deduction', 1553.75],
    ],
  },
  // A structure from July in percentages: basic 80,000; house rent 50 % of basic = 40,000; medical
  // 10 % of basic = 8,000; conveyance 2,500; other earnings 5 % of house rent = 2,000; a loan
  // instalment of 3,000; its own provident fund (5 % of basic) and tax (2,000) are replaced by
  // the statutory lines. Earnings 132,500. PF 8,000 and 6,400.
  // Tax: 12 × 132,500 = 1,590,000. Slabs: 10 % × 600,000 = 60,000 + 20 % × 390,000 = 78,000 →
  // 138,000; rebate 3 % = 47,700, capped at 40,000 → 98,000 ÷ 12 = 8,166.666… → 8,166.67.
  // Allowance 40,000 + 8,000 + 2,500 + 2,000 = 52,500; deductions 3,000 + 8,000 + 8,166.67 =
  // 19,166.67; net 132,500 − 19,166.67 = 113,333.33.
  'Parveen Percent': {
    days: '31 of 31 days',
    ...whole(),
    basicSalary: 80000,
    allowance: 52500,
    deductions: 19166.67,
    netSalary: 113333.33,
    previousNet: null,
    changed: false,
    lines: [
      ['basic', 'earning', 80000],
      ['house_rent', 'earning', 40000],
      ['medical', 'earning', 8000],
      ['conveyance', 'earning', 2500],
      ['other_earning', 'earning', 2000],
      ['loan', 'deduction', 3000],
      ...pf(8000, 6400),
      ['tax', 'deduction', 8166.67],
    ],
  },
  // 53,500: 642,000 a year. Slabs 10 % × 42,000 = 4,200; the rebate (3 % = 19,260) takes it all,
  // but the slabs taxed something → the minimum 3,000 ÷ 12 = 250. PF 5,350 and 4,280.
  // Net 53,500 − 5,350 − 250 = 47,900.
  'Mina Minimum': {
    days: '31 of 31 days',
    ...whole(),
    basicSalary: 53500,
    allowance: 0,
    deductions: 5600,
    netSalary: 47900,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 53500], ...pf(5350, 4280), ['tax', 'deduction', 250]],
  },
  // 150,000: 1,800,000 a year. Slabs 60,000 + 20 % × 600,000 = 120,000 → 180,000; rebate 3 % =
  // 54,000, capped at 40,000 → 140,000 ÷ 12 = 11,666.666… → 11,666.67. PF 15,000 and 12,000.
  // Deductions 26,666.67; net 123,333.33.
  'Hamid Highpaid': {
    days: '31 of 31 days',
    ...whole(),
    basicSalary: 150000,
    allowance: 0,
    deductions: 26666.67,
    netSalary: 123333.33,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 150000], ...pf(15000, 12000), ['tax', 'deduction', 11666.67]],
  },
  // 80,000: 960,000 a year. Slabs 10 % × 360,000 = 36,000; rebate 3 % = 28,800 (under the cap) →
  // 7,200 ÷ 12 = 600. PF 8,000 and 6,400. Net 80,000 − 8,600 = 71,400.
  'Rafiq Rebate': {
    days: '31 of 31 days',
    ...whole(),
    basicSalary: 80000,
    allowance: 0,
    deductions: 8600,
    netSalary: 71400,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 80000], ...pf(8000, 6400), ['tax', 'deduction', 600]],
  },
  // 40,000; PF 4,000 and 3,200; tax 480,000 → 0. HR then pays 1,500 overtime and recovers 300
  // (allowance 0 → 1,500, deductions 4,000 → 4,300): two adjustment lines. Net 40,000 + 1,500 −
  // 4,300 = 37,200.
  'Adnan Adjusted': {
    days: '31 of 31 days',
    ...whole(),
    basicSalary: 40000,
    allowance: 1500,
    deductions: 4300,
    netSalary: 37200,
    previousNet: null,
    changed: false,
    lines: [
      ['basic', 'earning', 40000],
      ...pf(4000, 3200),
      ['adjustment', 'earning', 1500],
      ['adjustment', 'deduction', 300],
    ],
  },
  // An unpaid volunteer: salary 0, no structure, nothing carried. A row of zeros: no PF, no tax.
  'Nadia Nothing': {
    days: '31 of 31 days',
    ...whole(),
    basicSalary: 0,
    allowance: 0,
    deductions: 0,
    netSalary: 0,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 0]],
  },
  // 45,000, paid 30,000 in June (Add Salary). PF 4,500 and 3,600; tax 540,000 → 0. Net 40,500:
  // +35 % on June's 30,000, over the 20 % warning.
  'Kamal Changed': {
    days: '31 of 31 days',
    ...whole(),
    basicSalary: 45000,
    allowance: 0,
    deductions: 4500,
    netSalary: 40500,
    previousNet: 30000,
    changed: true,
    lines: [['basic', 'earning', 45000], ...pf(4500, 3600)],
  },
};

/** Bravo, working days: 22 in July. */
const BRAVO: Record<string, Expected> = {
  // 50,000, the whole month: 22 of 22. PF 5,000 and 4,000; no tax. Net 45,000.
  'Bilkis Manager': {
    days: '22 of 22 working days',
    ...whole(22),
    basicSalary: 50000,
    allowance: 0,
    deductions: 5000,
    netSalary: 45000,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 50000], ...pf(5000, 4000)],
  },
  // Joins Monday 20 July, 45,000: 20–22, 24, 27–31 = 9 working days (the 23rd a holiday); unpaid
  // leave Friday 17 – Monday 20 July, of which only the 20th falls while employed = 1 day → 8.
  // 45,000 × 8 ÷ 22 = 16,363.6363… → 16,363.64. PF 1,636.364 → 1,636.36; 8 % = 1,309.0912 →
  // 1,309.09. Tax: 16,363.64 + 495,000 → 0. Net 16,363.64 − 1,636.36 = 14,727.28.
  'Jahid Joiner': {
    days: '9 of 22 working days · 1 unpaid day',
    paidDays: 9,
    basisDays: 22,
    unpaidDays: 1,
    absentDays: 0,
    basicSalary: 16363.64,
    allowance: 0,
    deductions: 1636.36,
    netSalary: 14727.28,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 16363.64], ...pf(1636.36, 1309.09)],
  },
  // Leaves Friday 17 July, 35,000: 1–3, 6–10, 13–17 = 13 working days. 35,000 × 13 ÷ 22 =
  // 20,681.8181… → 20,681.82. PF 2,068.182 → 2,068.18; 8 % = 1,654.5456 → 1,654.55. Tax 0.
  // Net 20,681.82 − 2,068.18 = 18,613.64.
  'Laila Leaver': {
    days: '13 of 22 working days',
    paidDays: 13,
    basisDays: 22,
    unpaidDays: 0,
    absentDays: 0,
    basicSalary: 20681.82,
    allowance: 0,
    deductions: 2068.18,
    netSalary: 18613.64,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 20681.82], ...pf(2068.18, 1654.55)],
  },
};

/** Charlie, a fixed 30 days: the whole month is 30 of 30, a part counts its calendar days (at most 30). */
const CHARLIE: Record<string, Expected> = {
  'Chandan Manager': {
    days: '30 of 30 days',
    ...whole(30),
    basicSalary: 50000,
    allowance: 0,
    deductions: 5000,
    netSalary: 45000,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 50000], ...pf(5000, 4000)],
  },
  // Joins Thursday 16 July, 45,000: 16–31 = 16 days of 30. 45,000 × 16 ÷ 30 = 24,000. PF 2,400 and
  // 1,920. Tax: 24,000 + 495,000 → 0. Net 21,600.
  'Joya Joiner': {
    days: '16 of 30 days',
    paidDays: 16,
    basisDays: 30,
    unpaidDays: 0,
    absentDays: 0,
    basicSalary: 24000,
    allowance: 0,
    deductions: 2400,
    netSalary: 21600,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 24000], ...pf(2400, 1920)],
  },
  // Leaves Friday 10 July, 37,000: 10 days of 30; unpaid leave Thursday 9 – Monday 13 July, of
  // which the 9th and 10th fall while employed = 2 days → 8. 37,000 × 8 ÷ 30 = 9,866.666… →
  // 9,866.67. PF 986.667 → 986.67; 8 % = 789.3336 → 789.33. Net 9,866.67 − 986.67 = 8,880.
  'Liton Leaver': {
    days: '10 of 30 days · 2 unpaid days',
    paidDays: 10,
    basisDays: 30,
    unpaidDays: 2,
    absentDays: 0,
    basicSalary: 9866.67,
    allowance: 0,
    deductions: 986.67,
    netSalary: 8880,
    previousNet: null,
    changed: false,
    lines: [['basic', 'earning', 9866.67], ...pf(986.67, 789.33)],
  },
};

/**
 * The runs' totals, added up by hand from the tables above (people paid; basic; other earnings;
 * deductions; net).
 *
 * Alpha basic: 50,000 + 19,354.84 + 20,000 + 29,000 + 44,250 + 29,000 + 60,000 + 80,000 + 53,500
 *   + 150,000 + 80,000 + 40,000 + 0 + 45,000 = 700,104.84
 * Alpha other earnings: 1,000 (Lutfor) + 40,500 (Rashed) + 52,500 (Parveen) + 1,500 (Adnan) = 95,500
 * Alpha deductions: 5,000 + 1,935.48 + 3,000 + 2,900 + 4,425 + 2,900 + 7,553.75 + 19,166.67 + 5,600
 *   + 26,666.67 + 8,600 + 4,300 + 0 + 4,500 = 96,547.57
 * Alpha net: 700,104.84 + 95,500 − 96,547.57 = 699,057.27
 *   (row by row: 45,000 + 17,419.36 + 18,000 + 26,100 + 39,825 + 26,100 + 92,946.25 + 113,333.33
 *   + 47,900 + 123,333.33 + 71,400 + 37,200 + 0 + 40,500 = 699,057.27)
 * Bravo: basic 50,000 + 16,363.64 + 20,681.82 = 87,045.46; deductions 5,000 + 1,636.36 + 2,068.18 =
 *   8,704.54; net 78,340.92 (45,000 + 14,727.28 + 18,613.64).
 * Charlie: basic 50,000 + 24,000 + 9,866.67 = 83,866.67; deductions 5,000 + 2,400 + 986.67 =
 *   8,386.67; net 75,480 (45,000 + 21,600 + 8,880).
 */
const TOTALS = {
  alpha: { toPay: 14, basic: 700104.84, allowance: 95500, deductions: 96547.57, net: 699057.27, changed: 2 },
  bravo: { toPay: 3, basic: 87045.46, allowance: 0, deductions: 8704.54, net: 78340.92, changed: 0 },
  charlie: { toPay: 3, basic: 83866.67, allowance: 0, deductions: 8386.67, net: 75480, changed: 0 },
};

const STATUTORY = {
  fiscalStartMonth: 7,
  taxEnabled: true,
  taxYears: [
    {
      fiscalYear: 2026,
      bands: [
        { upTo: 600_000, rate: 0 },
        { upTo: 1_200_000, rate: 10 },
        { upTo: null, rate: 20 },
      ],
      rebatePercent: 3,
      rebateCap: 40_000,
      minimumTax: 3_000,
    },
  ],
  pfEnabled: true,
  pfEmployeePercent: 10,
  pfEmployerPercent: 8,
};

async function ok<T = any>(method: string, path: string, body?: unknown, status = 200) {
  const res = await server.request<T>(method, path, { token: admin, ...(body === undefined ? {} : { body }) });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body as any;
}
const policy = (basis: string) => ok('PUT', '/api/payroll/settings', { basis, deductAbsence: true, changePercent: 20 });
const draft = async (month: string, departmentId: string) =>
  (await ok('POST', '/api/payroll/runs', { month, departmentIds: [departmentId] }, 201)).result;
const rowsOf = async (runId: string) =>
  (await ok('GET', `/api/payroll/runs/${runId}/rows?page=1&limit=100`)).result as any[];
const post = async (runId: string) => {
  const run = (await ok('GET', `/api/payroll/runs/${runId}`)).result;
  return (await ok('POST', `/api/payroll/runs/${runId}/post`, { version: run.version })).result;
};
const revise = (employeeId: string, effectiveMonth: string, components: unknown[]) =>
  ok('POST', `/api/salary-structures/${employeeId}`, { effectiveMonth, components, reason: 'Sample month' }, 201);
const addSalary = (employeeId: string, figures: Record<string, number>, payDate: string) =>
  ok('POST', '/api/salary/addSalary', { employeeId, ...figures, payDate }, 201);

/** The run screen's wording of a row's days (row-arithmetic.ts, checked there by its own unit test). */
function daysText(row: any, basis: string) {
  const n = (value: number, one: string) => `${value} ${one}${value === 1 ? '' : 's'}`;
  const parts = [`${row.paidDays} of ${row.basisDays} ${basis === 'working' ? 'working days' : 'days'}`];
  if (row.unpaidDays) parts.push(n(row.unpaidDays, 'unpaid day'));
  if (row.absentDays) parts.push(n(row.absentDays, 'absent day'));
  return parts.join(' · ');
}

/** The person's name → employee id, for each department. */
const ids = new Map<string, string>();
const runs: Record<'alpha' | 'bravo' | 'charlie', string> = { alpha: '', bravo: '', charlie: '' };
let leftInJune = '';

async function person(name: string, departmentId: string, salary: string, more = {}) {
  const made = await createEmployee(server.db, { name, departmentId, salary, ...more });
  ids.set(name, made.employeeId);
  return made.employeeId;
}
const unpaidLeave = (employeeId: string, startDate: string, endDate: string) =>
  server.db.insert(leaves).values({ employeeId, leaveType: 'Unpaid Leave', startDate, endDate, status: 'Approved' });
async function department(managerName: string) {
  const dept = await createDepartment(server.db);
  await server.db.execute(sql`update users set name = ${managerName} where id = ${dept.manager.id}::uuid`);
  ids.set(managerName, dept.manager.employeeId);
  return dept.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin', name: 'Sample Admin' }))).token;
  await ok('PUT', '/api/calendar/work-week', { workingDays: [1, 2, 3, 4, 5] });
  await ok('POST', '/api/calendar/holidays', { day: '2026-07-23', name: 'Sample Holiday' }, 201);
  await ok('POST', '/api/leave-types', { name: 'Unpaid Leave', paid: false, entitlement: 0, allowNegative: true }, 201);
  await policy('calendar');

  // June, statutory lines off: Alpha's manager and Rashed (a structure from May) paid by a run.
  const alpha = await department('Anwar Manager');
  const rashed = await person('Rashed Revised', alpha, '0.00');
  await revise(rashed, '2026-05', [fixed('basic', 55000), percent('house_rent', 50, 'basic'), fixed('medical', 3000)]);
  const june = await draft('2026-06', alpha);
  expect(june.totals).toMatchObject({ toPay: 2, net: 135500 }); // 50,000 + 85,500
  await post(june._id);
  // Then the revision dated back to June.
  await revise(rashed, '2026-06', [fixed('basic', 60000), percent('house_rent', 50, 'basic'), fixed('medical', 3000)]);
  await ok('PUT', '/api/payroll/statutory', STATUTORY);

  const jamila = await person('Jamila Joiner', alpha, '40000.00', { hireDate: '2026-07-16' });
  await server.db.insert(attendance).values([
    { employeeId: jamila, date: '2026-07-14', status: 'Absent' },
    { employeeId: jamila, date: '2026-07-20', status: 'Absent' },
  ]);
  const lutfor = await person('Lutfor Leaver', alpha, '62000.00', { lastWorkingDay: '2026-07-10' });
  await addSalary(lutfor, { basicSalary: 62000, allowance: 3100, deductions: 1000 }, '2026-06-25');
  const umar = await person('Umar Unpaid', alpha, '31000.00');
  await unpaidLeave(umar, '2026-07-22', '2026-07-24');
  const hasina = await person('Hasina Halfday', alpha, '46500.00');
  await server.db.insert(leaves).values([
    {
      employeeId: hasina,
      leaveType: 'Unpaid Leave',
      startDate: '2026-07-09',
      endDate: '2026-07-09',
      status: 'Approved',
    },
    {
      employeeId: hasina,
      leaveType: 'Unpaid Leave',
      startDate: '2026-07-10',
      endDate: '2026-07-10',
      status: 'Approved',
      startHalf: true,
    },
  ]);
  const abir = await person('Abir Absent', alpha, '31000.00');
  await server.db.insert(attendance).values([
    { employeeId: abir, date: '2026-07-13', status: 'Absent' },
    { employeeId: abir, date: '2026-07-14', status: 'Absent' },
    { employeeId: abir, date: '2026-07-15', status: 'Present' },
    { employeeId: abir, date: '2026-07-18', status: 'Absent' },
  ]);
  const parveen = await person('Parveen Percent', alpha, '0.00');
  await revise(parveen, '2026-07', [
    fixed('basic', 80000),
    percent('house_rent', 50, 'basic'),
    percent('medical', 10, 'basic'),
    fixed('conveyance', 2500),
    percent('other_earning', 5, 'house_rent'),
    percent('provident_fund', 5, 'basic'),
    fixed('tax', 2000),
    fixed('loan', 3000),
  ]);
  await person('Mina Minimum', alpha, '53500.00');
  await person('Hamid Highpaid', alpha, '150000.00');
  await person('Rafiq Rebate', alpha, '80000.00');
  await person('Adnan Adjusted', alpha, '40000.00');
  await person('Nadia Nothing', alpha, '0.00');
  const kamal = await person('Kamal Changed', alpha, '45000.00');
  await addSalary(kamal, { basicSalary: 30000 }, '2026-06-25');
  // Left at the end of June: in no July row.
  leftInJune = await person('Omar Gone', alpha, '40000.00', { lastWorkingDay: '2026-06-30' });

  runs.alpha = (await draft('2026-07', alpha))._id;
  // HR's adjustment: 1,500 overtime, 300 recovered.
  await ok('PUT', `/api/payroll/runs/${runs.alpha}/rows/${ids.get('Adnan Adjusted')}`, {
    allowance: 1500,
    deductions: 4300,
    included: true,
  });

  await policy('working');
  const bravo = await department('Bilkis Manager');
  const jahid = await person('Jahid Joiner', bravo, '45000.00', { hireDate: '2026-07-20' });
  await unpaidLeave(jahid, '2026-07-17', '2026-07-20');
  await person('Laila Leaver', bravo, '35000.00', { lastWorkingDay: '2026-07-17' });
  runs.bravo = (await draft('2026-07', bravo))._id;

  await policy('fixed30');
  const charlie = await department('Chandan Manager');
  await person('Joya Joiner', charlie, '45000.00', { hireDate: '2026-07-16' });
  const liton = await person('Liton Leaver', charlie, '37000.00', { lastWorkingDay: '2026-07-10' });
  await unpaidLeave(liton, '2026-07-09', '2026-07-13');
  runs.charlie = (await draft('2026-07', charlie))._id;
  await policy('calendar');
});
afterAll(async () => {
  await server?.close();
});

const lineTriples = (row: any): Line[] =>
  row.lines.map((l: any): Line => (l.month ? [l.key, l.side, l.amount, l.month] : [l.key, l.side, l.amount]));

describe('July 2026, twenty people, against the hand-computed table', () => {
  it.each([
    ['alpha', 'calendar', ALPHA],
    ['bravo', 'working', BRAVO],
    ['charlie', 'fixed30', CHARLIE],
  ] as const)('%s (%s basis): every row matches its hand-computed figures', async (key, basis, table) => {
    const rows = await rowsOf(runs[key]);
    const byId = new Map(rows.map((row) => [row.employee._id, row]));
    expect(rows).toHaveLength(Object.keys(table).length);
    for (const [name, want] of Object.entries(table)) {
      const row = byId.get(ids.get(name)!);
      expect(row, name).toBeDefined();
      const { days, lines, ...figures } = want;
      expect({ name, ...pick(row, Object.keys(figures)) }).toEqual({ name, ...figures });
      expect({ name, days: daysText(row, basis) }).toEqual({ name, days });
      expect({ name, lines: lineTriples(row) }).toEqual({ name, lines });
      expect(row.skip).toBeNull();
    }
  });

  it('covers twenty people, and nobody who left before the month', async () => {
    expect(Object.keys({ ...ALPHA, ...BRAVO, ...CHARLIE })).toHaveLength(20);
    const alpha = await rowsOf(runs.alpha);
    expect(alpha.map((row) => row.employee._id)).not.toContain(leftInJune);
  });

  it.each(['alpha', 'bravo', 'charlie'] as const)(
    "%s: the run's totals are the hand-computed sums, and the table's",
    async (key) => {
      const run = (await ok('GET', `/api/payroll/runs/${runs[key]}`)).result;
      const want = TOTALS[key];
      expect(run.totals).toMatchObject({ people: want.toPay, excluded: 0, ...want });
      const table = Object.values({ alpha: ALPHA, bravo: BRAVO, charlie: CHARLIE }[key]);
      const sum = (field: 'basicSalary' | 'allowance' | 'deductions' | 'netSalary') =>
        table.reduce((total, row) => total + Math.round(row[field] * 100), 0) / 100;
      expect([sum('basicSalary'), sum('allowance'), sum('deductions'), sum('netSalary')]).toEqual([
        want.basic,
        want.allowance,
        want.deductions,
        want.net,
      ]);
    },
  );

  it("in SQL: each run's totals are its rows summed; each net is earnings less deductions; lines add up", async () => {
    for (const key of ['alpha', 'bravo', 'charlie'] as const) {
      const [sums] = sqlRows<Record<string, string>>(
        await server.db.execute(sql`
          select sum(basic_salary)::text as basic, sum(allowance)::text as allowance,
            sum(deductions)::text as deductions, sum(net_salary)::text as net,
            count(*) filter (where net_salary <> basic_salary + allowance - deductions)::text as unbalanced
          from payroll_run_rows where run_id = ${runs[key]}::uuid and skip is null`),
      );
      const want = TOTALS[key];
      expect(Object.fromEntries(Object.entries(sums!).map(([k, v]) => [k, Number(v)]))).toEqual({
        basic: want.basic,
        allowance: want.allowance,
        deductions: want.deductions,
        net: want.net,
        unbalanced: 0,
      });
    }
    // Every row's lines, summed by side in cents, are its figures (the employer's share in none).
    const mismatched = sqlRows<{ employee_id: string }>(
      await server.db.execute(sql`
        select r.employee_id from payroll_run_rows r
        cross join lateral (
          select
            coalesce(sum((l->>'cents')::bigint) filter (where l->>'side' = 'earning' and l->>'key' = 'basic' and l->>'month' is null), 0) as basic,
            coalesce(sum((l->>'cents')::bigint) filter (where l->>'side' = 'earning' and not (l->>'key' = 'basic' and l->>'month' is null)), 0) as earned,
            coalesce(sum((l->>'cents')::bigint) filter (where l->>'side' = 'deduction'), 0) as taken
          from jsonb_array_elements(r.lines) l
        ) s
        where r.run_id in (${runs.alpha}::uuid, ${runs.bravo}::uuid, ${runs.charlie}::uuid)
          and (r.lines is null or s.basic <> r.basic_salary * 100 or s.earned <> r.allowance * 100
            or s.taken <> r.deductions * 100)`),
    );
    expect(mismatched).toEqual([]);
  });

  it('posted, the payslips are the rows, and July totals 852,878.19 net', async () => {
    for (const key of ['alpha', 'bravo', 'charlie'] as const) expect((await post(runs[key])).status).toBe('posted');
    const everyone = [...ids.entries()].filter(([, id]) => id !== leftInJune).map(([, id]) => id);
    const [sums] = sqlRows<Record<string, string>>(
      await server.db.execute(sql`
        select count(*)::text as slips, sum(basic_salary)::text as basic, sum(allowance)::text as allowance,
          sum(deductions)::text as deductions, sum(net_salary)::text as net
        from salaries
        where type = 'regular' and pay_date between '2026-07-01' and '2026-07-31'
          and employee_id in (select jsonb_array_elements_text(${JSON.stringify(everyone)}::jsonb)::uuid)`),
    );
    // 700,104.84 + 87,045.46 + 83,866.67 = 871,016.97 basic; 95,500 other earnings;
    // 96,547.57 + 8,704.54 + 8,386.67 = 113,638.78 deductions; 699,057.27 + 78,340.92 + 75,480 = 852,878.19 net.
    expect(sums).toEqual({
      slips: '20',
      basic: '871016.97',
      allowance: '95500.00',
      deductions: '113638.78',
      net: '852878.19',
    });
    const [gone] = await server.db.select().from(employees).where(eq(employees.id, leftInJune));
    expect(gone!.lastWorkingDay).toBe('2026-06-30');
  });
});

describe("July's journal for the accountant", () => {
  // Alpha's posted run, line by line from the table (every row has lines: statutory lines are on).
  // Debits: basic 700,104.84; house rent 40,000 (Parveen) + 30,000 (Rashed) = 70,000; medical
  // 8,000 + 3,000 = 11,000; conveyance 2,500; other earnings 2,000 (Parveen) + 1,000 (Lutfor) =
  // 3,000; arrears 5,000 + 2,500 = 7,500; HR's 1,500 — the other earnings, 95,500.
  // Credits: provident fund 5,000 + 1,935.48 + 2,000 + 2,900 + 4,425 + 2,900 + 6,000 + 8,000 + 5,350
  // + 15,000 + 8,000 + 4,000 + 0 + 4,500 = 70,010.48; tax 1,553.75 + 8,166.67 + 250 + 11,666.67 +
  // 600 = 22,237.09; loan 3,000; Lutfor's carried 1,000; HR's 300 — the deductions, 96,547.57.
  // Employer's provident fund, debited and credited: 4,000 + 1,548.39 + 1,600 + 2,320 + 3,540 +
  // 2,320 + 4,800 + 6,400 + 4,280 + 12,000 + 6,400 + 3,200 + 0 + 3,600 = 56,008.39.
  // Debits 700,104.84 + 95,500 + 56,008.39 = 851,613.23 = credits 96,547.57 + 56,008.39 + 699,057.27.
  it('per component, balanced, from the posted Alpha run', async () => {
    const payout = (await ok('GET', `/api/payroll/runs/${runs.alpha}/payout`)).result;
    const line = (component: string, account: string, side: string, amount: number) => ({
      component,
      account,
      side,
      amount,
    });
    const employer = "Provident fund (employer's share)";
    expect(payout.journal).toEqual([
      line('Basic salary', 'Salaries expense', 'debit', 700104.84),
      line('House rent', 'Allowances expense', 'debit', 70000),
      line('Medical', 'Allowances expense', 'debit', 11000),
      line('Conveyance', 'Allowances expense', 'debit', 2500),
      line('Other earnings', 'Allowances expense', 'debit', 3000),
      line('Arrears paid', 'Salaries expense (arrears)', 'debit', 7500),
      line('Adjusted by HR', 'Allowances expense', 'debit', 1500),
      line('Provident fund', 'Provident fund payable', 'credit', 70010.48),
      line('Tax', 'Tax payable', 'credit', 22237.09),
      line('Loan or advance instalment', 'Staff loans and advances', 'credit', 3000),
      line('Other deductions', 'Deductions payable', 'credit', 1000),
      line('Adjusted by HR', 'Deductions payable', 'credit', 300),
      line(employer, `${employer} expense`, 'debit', 56008.39),
      line(employer, 'Provident fund payable', 'credit', 56008.39),
      line('Net pay', 'Salaries payable (bank)', 'credit', 699057.27),
    ]);
    expect(payout).toMatchObject({ people: 14, net: 699057.27, debits: 851613.23, credits: 851613.23 });
  });
});

function pick(row: any, keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, row[key]]));
}
