/**
 * Festival bonus runs (issue 29, item 4): eligibility on the festival date, pro-rating by months
 * served, posting as 'bonus' payslips beside the month's regular ones, one bonus per festival and
 * person. Every expected figure is worked by hand beside the test.
 *
 * The festival: Eid-ul-Adha 2026 on Wednesday 27 May 2026, paid on Sunday 24 May; 100 % of the
 * monthly basic, 6 months' service for the full bonus.
 */
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, employees, outbox, salaries } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '../../test/factories.js';
import { pdfText, requirePoppler } from '../../test/poppler.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let hr: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin', name: 'Bonus Admin' }))).token;
  hr = (await loginAs(server, await createUser(server.db, { role: 'moderator', name: 'Bonus HR' }))).token;
});
afterAll(async () => {
  await server?.close();
});

const EID = { name: 'Eid-ul-Adha 2026', festivalDate: '2026-05-27', payDate: '2026-05-24' };
const makeBonus = (body: Record<string, unknown>, token = hr) =>
  server.request<any>('POST', '/api/payroll/bonus-runs', { token, body });
const rowsOf = async (runId: string) => {
  const res = await server.request<any>('GET', `/api/payroll/bonus-runs/${runId}/rows?page=1&limit=100`, {
    token: hr,
  });
  expect(res.status).toBe(200);
  return new Map<string, any>(res.body.result.map((row: any) => [row.employee._id, row]));
};
const post = (runId: string, version: number, token = hr) =>
  server.request<any>('POST', `/api/payroll/runs/${runId}/post`, { token, body: { version } });

/** A department of people around the festival date (the manager: 50,000, joined 2020). */
async function festivalDepartment() {
  const dept = await createDepartment(server.db);
  const person = (salary: string, hireDate: string, lastWorkingDay?: string) =>
    createEmployee(server.db, {
      departmentId: dept.id,
      salary,
      hireDate,
      ...(lastWorkingDay ? { lastWorkingDay } : {}),
    });
  return {
    dept,
    // 15 Jan → 27 May: 4 whole months (the 15th of May is the 4th).
    fourMonths: await person('30000.00', '2026-01-15'),
    // 1 Dec → 27 May: 5 whole months (26 days short of the 6th).
    fiveMonths: await person('45000.50', '2025-12-01'),
    // 27 Nov → 27 May: exactly 6 months: the full bonus.
    sixMonths: await person('40000.00', '2025-11-27'),
    // Joins the day after the festival: not in the run.
    joinsAfter: await person('60000.00', '2026-05-28'),
    // Left the day before: not in the run; left on the day itself: in it (employed on the festival date).
    leftBefore: await person('70000.00', '2020-01-02', '2026-05-26'),
    leavesOnTheDay: await person('35000.00', '2020-01-02', '2026-05-27'),
    // 10 May → 27 May: 0 whole months: pro-rated to nothing, so left out.
    newcomer: await person('20000.00', '2026-05-10'),
  };
}

describe('POST /api/payroll/bonus-runs', () => {
  it('pays people employed on the festival date, pro-rated below the minimum service', async () => {
    const people = await festivalDepartment();
    const res = await makeBonus({
      ...EID,
      departmentIds: [people.dept.id],
      percent: 100,
      minMonths: 6,
      shortService: 'prorate',
    });
    expect(res.status).toBe(201);
    const run = res.body.result;
    expect(run).toMatchObject({
      kind: 'bonus',
      month: '2026-05',
      payDate: '2026-05-24',
      bonus: {
        ...{ name: EID.name, festivalDate: EID.festivalDate },
        percent: 100,
        minMonths: 6,
        shortService: 'prorate',
      },
    });
    const rows = await rowsOf(run._id);
    expect(rows.has(people.joinsAfter.employeeId)).toBe(false);
    expect(rows.has(people.leftBefore.employeeId)).toBe(false);
    const figure = (id: string) => {
      const row = rows.get(id);
      return { monthsServed: row.monthsServed, monthlyBasic: row.monthlyBasic, bonus: row.netSalary, skip: row.skip };
    };
    // 50,000 × 100 %, served 6 years and more.
    expect(figure(people.dept.manager.employeeId)).toMatchObject({ monthlyBasic: 50000, bonus: 50000, skip: null });
    // 30,000 × 4 ÷ 6 = 20,000.00
    expect(figure(people.fourMonths.employeeId)).toEqual({
      monthsServed: 4,
      monthlyBasic: 30000,
      bonus: 20000,
      skip: null,
    });
    // 45,000.50 × 5 ÷ 6 = 37,500.4166… → 37,500.42
    expect(figure(people.fiveMonths.employeeId)).toEqual({
      monthsServed: 5,
      monthlyBasic: 45000.5,
      bonus: 37500.42,
      skip: null,
    });
    expect(figure(people.sixMonths.employeeId)).toEqual({
      monthsServed: 6,
      monthlyBasic: 40000,
      bonus: 40000,
      skip: null,
    });
    expect(figure(people.leavesOnTheDay.employeeId)).toMatchObject({ bonus: 35000, skip: null });
    expect(figure(people.newcomer.employeeId)).toEqual({
      monthsServed: 0,
      monthlyBasic: 20000,
      bonus: 0,
      skip: 'excluded',
    });
    // Totals = the sum of the rows paid: 50,000 + 20,000 + 37,500.42 + 40,000 + 35,000.
    expect(run.totals).toMatchObject({
      people: 6,
      toPay: 5,
      excluded: 1,
      basic: 182500.42,
      net: 182500.42,
      changed: 0,
    });
    const paid = [...rows.values()].filter((row) => row.skip === null);
    const cents = paid.reduce((sum, row) => sum + Math.round(row.netSalary * 100), 0);
    expect(cents).toBe(18250042);
    // Never a monthly run's warnings: no previous net, no days.
    expect(paid.every((row) => row.previousNet === null && row.paidDays === null && !row.changed)).toBe(true);
  });

  it('pays nothing below the minimum when the run says so, and a percentage of the basic above it', async () => {
    const dept = await createDepartment(server.db);
    const short = await createEmployee(server.db, {
      departmentId: dept.id,
      salary: '30000.00',
      hireDate: '2026-01-15',
    });
    const long = await createEmployee(server.db, { departmentId: dept.id, salary: '25000.00', hireDate: '2019-03-01' });
    const res = await makeBonus({ ...EID, departmentIds: [dept.id], percent: 80, minMonths: 6, shortService: 'none' });
    expect(res.status).toBe(201);
    const rows = await rowsOf(res.body.result._id);
    expect(rows.get(short.employeeId)).toMatchObject({ monthsServed: 4, netSalary: 0, skip: 'excluded' });
    // 25,000 × 80 % = 20,000; the manager's 50,000 × 80 % = 40,000.
    expect(rows.get(long.employeeId)).toMatchObject({ netSalary: 20000, skip: null });
    expect(rows.get(dept.manager.employeeId)).toMatchObject({ netSalary: 40000, skip: null });
    expect(res.body.result.totals).toMatchObject({ toPay: 2, net: 60000 });
  });

  it('refuses bad rules (400), other roles (403) and a festival nobody is due (409)', async () => {
    const dept = await createDepartment(server.db);
    const good = { ...EID, departmentIds: [dept.id], percent: 100, minMonths: 6, shortService: 'prorate' };
    const bad = async (body: Record<string, unknown>) => {
      const res = await makeBonus(body);
      expect(res.status).toBe(400);
      return res.body.message as string;
    };
    expect(await bad({ ...good, percent: 0 })).toContain('percentage');
    expect(await bad({ ...good, name: '  ' })).toContain('Name the festival');
    expect(await bad({ ...good, minMonths: 61 })).toContain('months of service');
    expect(await bad({ ...good, shortService: 'half' })).toContain('pro-rated');
    expect(await bad({ ...good, festivalDate: '2026-09-01' })).toContain('within 60 days');
    expect(await bad({ ...good, departmentIds: ['00000000-0000-4000-8000-000000000000'] })).toContain('does not exist');
    for (const role of ['employee', 'manager'] as const) {
      const token = (await loginAs(server, role)).token;
      expect((await makeBonus(good, token)).status).toBe(403);
    }
    expect((await server.request('POST', '/api/payroll/bonus-runs', { body: good })).status).toBe(401);
    // A department whose only person joined after the festival.
    const late = await createDepartment(server.db);
    await server.db.update(employees).set({ hireDate: '2026-06-01' }).where(eq(employees.id, late.manager.employeeId));
    const nobody = await makeBonus({ ...good, departmentIds: [late.id] });
    expect(nobody.status).toBe(409);
    expect(nobody.body.message).toBe('Nobody in the chosen departments is due the Eid-ul-Adha 2026 bonus.');
  });
});

/**
 * The bank file, journal and register of the posted Eid-ul-Adha run name the bonus, never salary:
 * paid 50,000 + 20,000 + 37,500.42 + 40,000 + 35,000 = 182,500.42 (none added or taken).
 */
async function expectBonusOutputs(runId: string, paid: TestEmployee[]) {
  const file = await server.request<any>('GET', `/api/payroll/runs/${runId}/bank-file`, { token: hr });
  expect(file.headers.get('content-disposition')).toBe('attachment; filename="Bank_transfer_bonus_2026-05.csv"');
  const lines = (file.body as string).trim().split('\r\n').slice(1);
  expect(lines).toHaveLength(5);
  for (const person of paid) {
    expect(lines.find((line) => line.startsWith(`${person.employeeCode},`))).toMatch(
      new RegExp(`,2026-05-24,Bonus 2026-05 ${person.employeeCode}$`),
    );
  }
  expect(file.body).not.toContain('Salary');

  const summary = await server.request<any>('GET', `/api/payroll/runs/${runId}/payout`, { token: hr });
  expect(summary.body.result.journal).toEqual([
    { component: 'Festival bonus', account: 'Bonus expense', side: 'debit', amount: 182500.42 },
    { component: 'Net pay', account: 'Bonus payable (bank)', side: 'credit', amount: 182500.42 },
  ]);
  expect(summary.body.result).toMatchObject({ debits: 182500.42, credits: 182500.42, net: 182500.42 });

  const register = await fetch(`${server.baseUrl}/api/payroll/runs/${runId}/register`, {
    headers: { authorization: `Bearer ${hr}` },
  });
  expect(register.status).toBe(200);
  expect(register.headers.get('content-type')).toContain('spreadsheetml');
  expect(register.headers.get('content-disposition')).toBe(
    'attachment; filename="Payroll_register_bonus_2026-05.xlsx"',
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await register.arrayBuffer()) as never);
  const sheet = book.getWorksheet('Register')!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Festival bonus — Eid-ul-Adha 2026 · paid 2026-05-24');
  const header = (sheet.getRow(2).values as unknown[]).slice(1);
  expect(header).toEqual(expect.arrayContaining(['Monthly basic', 'Months served', 'Bonus', 'Net pay']));
  expect(header).not.toContain('Basic paid');
  expect(header).not.toContain('Days paid');
  const at = (name: string) => header.indexOf(name) + 1;
  // Rows 3–7 the five people, row 8 the totals.
  const five = [3, 4, 5, 6, 7].map((n) => sheet.getRow(n));
  const fiveMonths = five.find((row) => row.getCell(1).value === paid[2]!.employeeCode)!;
  expect(fiveMonths.getCell(at('Months served')).value).toBe(5);
  expect(fiveMonths.getCell(at('Bonus')).value).toBe(37500.42);
  expect(sheet.getRow(8).getCell(1).value).toBe('Total (5 people)');
  expect(sheet.getRow(8).getCell(at('Bonus')).value).toBe(182500.42);
  const journal = book.getWorksheet('Journal')!;
  expect((journal.getRow(2).values as unknown[]).slice(1)).toEqual(['Festival bonus', 'Bonus expense', 182500.42]);
  expect((journal.getRow(4).values as unknown[]).slice(1)).toEqual(['Total', undefined, 182500.42, 182500.42]);

  // Mailed payslips name the bonus too: the subject, the text and the attachment's name.
  const mailed = await server.request<any>('POST', `/api/payroll/runs/${runId}/mail-payslips`, { token: hr, body: {} });
  expect(mailed.status).toBe(200);
  const [mail] = await server.db
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'topic' = 'payslip' and ${outbox.payload}->>'to' = ${paid[2]!.email}`);
  const payload = mail!.payload as { subject: string; text: string; attachment: { name: string } };
  expect(payload.subject).toMatch(/: your Eid-ul-Adha 2026 bonus payslip$/);
  expect(payload.text).toContain('Your Eid-ul-Adha 2026 bonus payslip is attached.');
  expect(payload.attachment.name).toMatch(new RegExp(`^Payslip_2026-05_${paid[2]!.employeeCode}_.*_bonus\\.pdf$`));
}

describe('POST /api/payroll/runs/:id/post (a bonus run)', () => {
  it('makes bonus payslips once; the month still posts its regular payslips; payout works', async () => {
    await requirePoppler();
    const people = await festivalDepartment();
    const made = await makeBonus({
      ...EID,
      departmentIds: [people.dept.id],
      percent: 100,
      minMonths: 6,
      shortService: 'prorate',
    });
    const run = made.body.result;
    // Concurrent double post: one set of payslips.
    const [first, second] = await Promise.all([post(run._id, run.version), post(run._id, run.version)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const ok = first.status === 200 ? first : second;
    expect(ok.body.message).toBe('Bonus posted: 5 payslips for Eid-ul-Adha 2026.');
    const slips = await server.db
      .select()
      .from(salaries)
      .where(and(eq(salaries.employeeId, people.fiveMonths.employeeId), eq(salaries.type, 'bonus')));
    expect(slips).toHaveLength(1);
    expect(slips[0]).toMatchObject({
      netSalary: '37500.42',
      payDate: '2026-05-24',
      title: 'Festival bonus — Eid-ul-Adha 2026',
    });
    const [trail] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'payroll.post'), eq(auditEvents.subjectId, run._id)));
    expect(trail!.after).toMatchObject({ bonus: EID.name, people: 5, netSalary: 182500.42 });

    // The same festival again (typed differently), now without a minimum: the five paid are marked
    // paid already; only the newcomer (0 months, 20,000 × 100 %) is due.
    const again = await makeBonus({
      ...EID,
      name: ' eid-ul-adha   2026 ',
      departmentIds: [people.dept.id],
      percent: 100,
      minMonths: 0,
      shortService: 'prorate',
    });
    expect(again.status).toBe(201);
    expect(again.body.result.totals).toMatchObject({ paidAlready: 5, toPay: 1, net: 20000 });
    const refused = await server.request<any>(
      'PUT',
      `/api/payroll/runs/${again.body.result._id}/rows/${people.fiveMonths.employeeId}`,
      { token: hr, body: { allowance: 0, deductions: 0, included: true } },
    );
    expect(refused.status).toBe(409);
    expect((await server.request('DELETE', `/api/payroll/runs/${again.body.result._id}`, { token: hr })).status).toBe(
      200,
    );

    // May's monthly run still pays the same people their regular salary.
    const monthly = await server.request<any>('POST', '/api/payroll/runs', {
      token: hr,
      body: { month: '2026-05', departmentIds: [people.dept.id], payDate: '2026-05-31' },
    });
    expect(monthly.status).toBe(201);
    expect(monthly.body.result).toMatchObject({ kind: 'monthly', bonus: null });
    expect(monthly.body.result.totals.paidAlready).toBe(0);
    const monthlyPosted = await post(monthly.body.result._id, monthly.body.result.version);
    expect(monthlyPosted.status).toBe(200);
    const regular = await server.db
      .select()
      .from(salaries)
      .where(and(eq(salaries.employeeId, people.fiveMonths.employeeId), eq(salaries.type, 'regular')));
    expect(regular).toHaveLength(1);

    // The employee's own payslips list and PDF name the festival.
    const own = (await loginAs(server, people.fiveMonths)).token;
    const mine = await server.request<any>('GET', `/api/salary/getSalary/${people.fiveMonths.id}`, { token: own });
    expect(mine.status).toBe(200);
    const titles = (mine.body.result as any[]).map((slip) => [slip.type, slip.title]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['bonus', 'Festival bonus — Eid-ul-Adha 2026'],
        ['regular', null],
      ]),
    );
    const pdf = await fetch(`${server.baseUrl}/api/salary/${slips[0]!.id}/payslip.pdf`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('FESTIVAL BONUS — EID-UL-ADHA 2026');
    expect(text).toContain('37,500.42');

    // The bank file and the register of the bonus run.
    const paid = [people.dept.manager, people.fourMonths, people.fiveMonths, people.sixMonths, people.leavesOnTheDay];
    for (const [index, person] of paid.entries()) {
      const bank = await server.request('PUT', `/api/employee/${person.employeeId}/bank-account`, {
        token: hr,
        body: {
          bankName: 'Sonali Bank',
          routingCode: '200270522',
          accountName: 'Holder',
          accountNumber: `9876543210${index}`,
        },
      });
      expect(bank.status).toBe(200);
    }
    const file = await server.request<any>('GET', `/api/payroll/runs/${run._id}/bank-file`, { token: hr });
    expect(file.status).toBe(200);
    expect(file.body).toContain('37500.42');
    expect(file.body).toContain('20000.00');
    await expectBonusOutputs(run._id, paid);
  });

  it('pays a festival once per person when two runs are posted at the same moment', async () => {
    const dept = await createDepartment(server.db);
    await createEmployee(server.db, { departmentId: dept.id, salary: '25000.00', hireDate: '2019-03-01' });
    const body = { ...EID, name: 'Durga Puja 2026', festivalDate: '2026-10-20', payDate: '2026-10-15' };
    const one = await makeBonus({ ...body, departmentIds: [dept.id], percent: 50, minMonths: 0, shortService: 'none' });
    const two = await makeBonus({ ...body, departmentIds: [dept.id], percent: 50, minMonths: 0, shortService: 'none' });
    expect([one.status, two.status]).toEqual([201, 201]);
    const [a, b] = await Promise.all([
      post(one.body.result._id, one.body.result.version),
      post(two.body.result._id, two.body.result.version),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toMatch(/Nothing was posted/);
    const bonuses = await server.db
      .select()
      .from(salaries)
      .where(and(eq(salaries.employeeId, dept.manager.employeeId), eq(salaries.type, 'bonus')));
    expect(bonuses).toHaveLength(1);
    // 50,000 × 50 % = 25,000.
    expect(bonuses[0]!.netSalary).toBe('25000.00');
  });

  it('refuses posting my own row (403) and a bonus run posted already (409)', async () => {
    const dept = await createDepartment(server.db);
    const me = await createEmployee(server.db, { role: 'moderator', departmentId: dept.id, hireDate: '2019-03-01' });
    const myToken = (await loginAs(server, me)).token;
    const made = await makeBonus(
      {
        ...EID,
        name: 'Eid-ul-Fitr 2026',
        festivalDate: '2026-03-20',
        payDate: '2026-03-15',
        departmentIds: [dept.id],
        percent: 100,
        minMonths: 0,
        shortService: 'none',
      },
      hr,
    );
    expect(made.status).toBe(201);
    const run = made.body.result;
    expect((await post(run._id, run.version, myToken)).status).toBe(403);
    expect((await post(run._id, run.version)).status).toBe(200);
    expect((await post(run._id, run.version + 1)).status).toBe(409);
  });
});
