import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outbox } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let hr: string;
let employee: string;
let manager: string;

/** Last month (YYYY-MM): always inside the pay-date window. */
const lastMonth = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
})();

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  hr = (await loginAs(server, 'moderator')).token;
  employee = (await loginAs(server, 'employee')).token;
  manager = (await loginAs(server, 'manager')).token;
});
afterAll(async () => {
  await server?.close();
});

/**
 * A posted run of three people paid a whole month: basics 40,000, 50,000 and 60,000; the first
 * also gets an allowance of 2,500.00 and deductions of 1,200.50. Net 41,299.50 + 50,000 + 60,000.
 */
async function postedRun(names = ['Asha Rahman', 'Bilal Khan', 'Chen Li']) {
  const dept = await createDepartment(server.db);
  const people: TestEmployee[] = [];
  for (const [index, salary] of ['40000.00', '50000.00', '60000.00'].entries()) {
    people.push(
      await createEmployee(server.db, {
        departmentId: dept.id,
        salary,
        name: names[index]!,
        employeeCode: `PO-${dept.id.slice(0, 4)}-${index + 1}`,
      }),
    );
  }
  const made = await server.request<any>('POST', '/api/payroll/runs', {
    token: hr,
    body: { month: lastMonth, departmentIds: [dept.id] },
  });
  expect(made.status).toBe(201);
  const runId = made.body.result._id as string;
  // The department's manager is left out: the run pays the three.
  const out = await server.request<any>('PUT', `/api/payroll/runs/${runId}/rows/${dept.manager.employeeId}`, {
    token: hr,
    body: { allowance: 0, deductions: 0, included: false },
  });
  expect(out.status).toBe(200);
  const saved = await server.request<any>('PUT', `/api/payroll/runs/${runId}/rows/${people[0]!.employeeId}`, {
    token: hr,
    body: { allowance: 2500, deductions: 1200.5, included: true },
  });
  expect(saved.status).toBe(200);
  const version = saved.body.result.run.version as number;
  const posted = await server.request<any>('POST', `/api/payroll/runs/${runId}/post`, { token: hr, body: { version } });
  expect(posted.status).toBe(200);
  return { dept, people, runId, payDate: posted.body.result.payDate as string };
}

const setBank = (token: string, employeeId: string, body: Record<string, unknown>) =>
  server.request<any>('PUT', `/api/employee/${employeeId}/bank-account`, { token, body });
const bankOf = (index: number) => ({
  bankName: 'City Bank',
  routingCode: `22526${index}`,
  accountName: `Holder ${index}`,
  accountNumber: `1234 5678 90${index}`,
});

async function download(path: string, token: string) {
  const response = await fetch(server.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('PUT /api/employee/:id/bank-account', () => {
  it('saves validated details, keeps the number without spaces, audits it masked', async () => {
    const person = await createEmployee(server.db);
    const saved = await setBank(hr, person.employeeId, bankOf(1));
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ accountNumber: '1234567890' + '1', routingCode: '225261' });
    const read = await server.request<any>('GET', `/api/employee/${person.employeeId}/bank-account`, { token: admin });
    expect(read.body.result.accountNumber).toBe('12345678901');
    const [trail] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'employee.bank_account'), eq(auditEvents.subjectId, person.employeeId)));
    expect(trail!.after).toMatchObject({ accountNumber: '••••8901', bankName: 'City Bank' });
    expect(JSON.stringify(trail!.after)).not.toContain('12345678901');
    const again = await setBank(hr, person.employeeId, bankOf(1));
    expect(again.body.message).toBe('Nothing changed: the bank details are as they were.');
  });

  it('refuses bad input (400), other roles (403) and an unknown person (404)', async () => {
    const person = await createEmployee(server.db);
    const bad = await setBank(hr, person.employeeId, { ...bankOf(1), accountNumber: '12/34' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('An account number is 4 to 34 letters or digits (spaces and dashes are left out).');
    expect((await setBank(hr, person.employeeId, { ...bankOf(1), bankName: '  ' })).status).toBe(400);
    expect((await setBank(employee, person.employeeId, bankOf(1))).status).toBe(403);
    expect((await setBank(manager, person.employeeId, bankOf(1))).status).toBe(403);
    expect(
      (await server.request('GET', `/api/employee/${person.employeeId}/bank-account`, { token: employee })).status,
    ).toBe(403);
    expect((await setBank(hr, '00000000-0000-4000-8000-000000000000', bankOf(1))).status).toBe(404);
    expect((await server.request('GET', `/api/employee/${person.employeeId}/bank-account`)).status).toBe(401);
  });
});

describe('GET /api/bank-account/me', () => {
  it("shows each person their own details masked, and nobody else's", async () => {
    const person = await createEmployee(server.db);
    const other = await createEmployee(server.db, { role: 'manager' });
    const token = (await loginAs(server, person)).token;
    expect((await server.request<any>('GET', '/api/bank-account/me', { token })).body.result).toBeNull();
    expect((await setBank(hr, person.employeeId, bankOf(2))).status).toBe(200);
    expect((await setBank(hr, other.employeeId, bankOf(3))).status).toBe(200);
    const own = await server.request<any>('GET', '/api/bank-account/me', { token });
    expect(own.status).toBe(200);
    expect(own.body.result).toMatchObject({ bankName: 'City Bank', routingCode: '225262', accountNumber: '••••8902' });
    expect(JSON.stringify(own.body)).not.toContain('12345678902');
    const theirs = await server.request<any>('GET', '/api/bank-account/me', {
      token: (await loginAs(server, other)).token,
    });
    expect(theirs.body.result.accountNumber).toBe('••••8903');
    // The per-person route stays HR's: the person cannot read another's, nor their own in full.
    for (const id of [other.employeeId, person.employeeId]) {
      expect((await server.request('GET', `/api/employee/${id}/bank-account`, { token })).status).toBe(403);
    }
    expect((await setBank(token, person.employeeId, bankOf(4))).status).toBe(403);
    expect((await server.request('GET', '/api/bank-account/me')).status).toBe(401);
  });
});

describe('the journal of a run with salary structures', () => {
  it('has a line per component, on its account, beside the allowance of people paid without one', async () => {
    const dept = await createDepartment(server.db);
    const structured = await createEmployee(server.db, { departmentId: dept.id, salary: '40000.00' });
    await createEmployee(server.db, { departmentId: dept.id, salary: '30000.00' });
    const revised = await server.request<any>('POST', `/api/salary-structures/${structured.employeeId}`, {
      token: admin,
      body: {
        effectiveMonth: lastMonth,
        reason: 'Structure agreed',
        components: [
          { component: 'basic', method: 'fixed', amount: 40000 },
          { component: 'house_rent', method: 'percent', percent: '50', of: 'basic' },
          { component: 'medical', method: 'fixed', amount: 2000 },
          { component: 'provident_fund', method: 'percent', percent: '10', of: 'basic' },
          { component: 'tax', method: 'fixed', amount: 1500 },
        ],
      },
    });
    expect(revised.status).toBe(201);
    const made = await server.request<any>('POST', '/api/payroll/runs', {
      token: hr,
      body: { month: lastMonth, departmentIds: [dept.id] },
    });
    expect(made.status).toBe(201);
    const runId = made.body.result._id as string;
    const out = await server.request<any>('PUT', `/api/payroll/runs/${runId}/rows/${dept.manager.employeeId}`, {
      token: hr,
      body: { allowance: 0, deductions: 0, included: false },
    });
    expect(out.status).toBe(200);
    const summary = await server.request<any>('GET', `/api/payroll/runs/${runId}/payout`, { token: hr });
    expect(summary.status).toBe(200);
    // Basic 40,000 + 30,000; house rent 50 % and medical 2,000 of the structured person; provident
    // fund 10 % and tax 1,500 taken; the other person has no allowance or deductions. Net 56,500 + 30,000.
    expect(summary.body.result.journal).toEqual([
      { component: 'Basic salary', account: 'Salaries expense', side: 'debit', amount: 70000 },
      { component: 'House rent', account: 'Allowances expense', side: 'debit', amount: 20000 },
      { component: 'Medical', account: 'Allowances expense', side: 'debit', amount: 2000 },
      { component: 'Allowance', account: 'Allowances expense', side: 'debit', amount: 0 },
      { component: 'Provident fund', account: 'Provident fund payable', side: 'credit', amount: 4000 },
      { component: 'Tax', account: 'Tax payable', side: 'credit', amount: 1500 },
      { component: 'Deductions', account: 'Deductions payable', side: 'credit', amount: 0 },
      { component: 'Net pay', account: 'Salaries payable (bank)', side: 'credit', amount: 86500 },
    ]);
    expect(summary.body.result).toMatchObject({ debits: 92000, credits: 92000 });
  });
});

describe('GET /api/payroll/runs/:id/payout and the bank file', () => {
  it('lists people without bank details, refuses the file until they have them, then writes the layout', async () => {
    const { people, runId, payDate } = await postedRun(['=Asha; "A" Rahman', 'Bilal Khan', 'Chen Li']);
    const summary = await server.request<any>('GET', `/api/payroll/runs/${runId}/payout`, { token: hr });
    expect(summary.status).toBe(200);
    expect(summary.body.result).toMatchObject({ posted: true, people: 3, net: 151299.5, mailed: 0 });
    expect(summary.body.result.missingBank).toHaveLength(3);
    // Debits: 150,000 basic + 2,500 allowance; credits: 1,200.50 deductions + 151,299.50 net.
    expect(summary.body.result.journal).toEqual([
      { component: 'Basic salary', account: 'Salaries expense', side: 'debit', amount: 150000 },
      { component: 'Allowance', account: 'Allowances expense', side: 'debit', amount: 2500 },
      { component: 'Deductions', account: 'Deductions payable', side: 'credit', amount: 1200.5 },
      { component: 'Net pay', account: 'Salaries payable (bank)', side: 'credit', amount: 151299.5 },
    ]);
    expect(summary.body.result).toMatchObject({ debits: 152500, credits: 152500 });

    const refused = await server.request<any>('GET', `/api/payroll/runs/${runId}/bank-file`, { token: hr });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('3 people have no bank details');

    for (const [index, person] of people.entries()) {
      expect((await setBank(hr, person.employeeId, bankOf(index + 1))).status).toBe(200);
    }
    const layout = {
      bankLayout: {
        columns: ['employeeCode', 'name', 'accountNumber', 'amount', 'reference'],
        header: true,
        delimiter: ';',
        totalLine: true,
      },
      protectPdfs: false,
    };
    expect(
      (await server.request<any>('PUT', '/api/payroll/payout-settings', { token: admin, body: layout })).status,
    ).toBe(200);
    const file = await server.request<any>('GET', `/api/payroll/runs/${runId}/bank-file`, { token: hr });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Bank_transfer_${lastMonth}.csv"`);
    const code = (index: number) => people[index]!.employeeCode;
    expect(file.body).toBe(
      [
        'Employee ID;Name;Account number;Amount;Reference',
        // The name holds the delimiter and quotes, and starts like a formula: guarded, then quoted.
        `${code(0)};"'=Asha; ""A"" Rahman";12345678901;41299.50;Salary ${lastMonth} ${code(0)}`,
        `${code(1)};Bilal Khan;12345678902;50000.00;Salary ${lastMonth} ${code(1)}`,
        `${code(2)};Chen Li;12345678903;60000.00;Salary ${lastMonth} ${code(2)}`,
        'Total;;;151299.50;',
        '',
      ].join('\r\n'),
    );
    expect(payDate.startsWith(lastMonth)).toBe(true);
    const [trail] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'payroll.bank_file'), eq(auditEvents.subjectId, runId)));
    expect(trail!.after).toMatchObject({ people: 3, netSalary: 151299.5 });
    await server.request('PUT', '/api/payroll/payout-settings', {
      token: admin,
      body: { ...layout, bankLayout: { ...layout.bankLayout, delimiter: ',', totalLine: false } },
    });
  });

  it('refuses a draft (409), a layout without the amount (400), other roles (403), an unknown run (404)', async () => {
    const dept = await createDepartment(server.db);
    await createEmployee(server.db, { departmentId: dept.id });
    const draft = await server.request<any>('POST', '/api/payroll/runs', {
      token: hr,
      body: { month: lastMonth, departmentIds: [dept.id] },
    });
    const draftId = draft.body.result._id as string;
    expect((await server.request('GET', `/api/payroll/runs/${draftId}/bank-file`, { token: hr })).status).toBe(409);
    const mail = await server.request<any>('POST', `/api/payroll/runs/${draftId}/mail-payslips`, {
      token: hr,
      body: {},
    });
    expect(mail.status).toBe(409);
    const noAmount = await server.request<any>('PUT', '/api/payroll/payout-settings', {
      token: hr,
      body: { bankLayout: { columns: ['name'], header: true, delimiter: ',', totalLine: false }, protectPdfs: false },
    });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.message).toBe('The bank file needs the Amount column.');
    for (const token of [employee, manager]) {
      expect((await server.request('GET', `/api/payroll/runs/${draftId}/payout`, { token })).status).toBe(403);
      expect((await server.request('GET', `/api/payroll/runs/${draftId}/register`, { token })).status).toBe(403);
      expect((await server.request('GET', '/api/payroll/payout-settings', { token })).status).toBe(403);
      expect(
        (await server.request('POST', `/api/payroll/runs/${draftId}/mail-payslips`, { token, body: {} })).status,
      ).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await server.request('GET', `/api/payroll/runs/${unknown}/bank-file`, { token: hr })).status).toBe(404);
    expect((await server.request('GET', `/api/payroll/runs/${unknown}/payout`, { token: hr })).status).toBe(404);
  });
});

describe('GET /api/payroll/runs/:id/register', () => {
  it('has one row per person paid with the days, a totals row matching the run, and a balanced journal sheet', async () => {
    const { people, runId } = await postedRun();
    const file = await download(`/api/payroll/runs/${runId}/register`, hr);
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as never);
    const sheet = book.getWorksheet('Register')!;
    expect(sheet.rowCount).toBe(5);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const at = (name: string) => header.indexOf(name) + 1;
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(people[0]!.employeeCode);
    expect(first.getCell(at('Days paid')).value).toBe(first.getCell(at('Days in basis')).value);
    expect(first.getCell(at('Net pay')).value).toBe(41299.5);
    const totals = sheet.getRow(5);
    expect(totals.getCell(1).value).toBe('Total (3 people)');
    expect(totals.getCell(at('Basic paid')).value).toBe(150000);
    expect(totals.getCell(at('Allowance')).value).toBe(2500);
    expect(totals.getCell(at('Deductions')).value).toBe(1200.5);
    expect(totals.getCell(at('Net pay')).value).toBe(151299.5);
    const journal = book.getWorksheet('Journal')!;
    expect((journal.getRow(6).values as unknown[]).slice(1)).toEqual(['Total', undefined, 152500, 152500]);
  });
});

describe('POST /api/payroll/runs/:id/mail-payslips', () => {
  it('queues one mail per person with a payslip reference, once; again on request; protected when set', async () => {
    const { people, runId } = await postedRun();
    const queued = await server.request<any>('POST', `/api/payroll/runs/${runId}/mail-payslips`, {
      token: hr,
      body: {},
    });
    expect(queued.status).toBe(200);
    expect(queued.body.result).toEqual({ queued: 3, noEmail: 0 });
    const rows = await server.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'topic' = 'payslip' and ${outbox.payload}->>'to' = ${people[1]!.email}`);
    expect(rows).toHaveLength(1);
    // A reference, not a PDF: the outbox row stays small.
    expect(JSON.stringify(rows[0]!.payload).length).toBeLessThan(1000);
    const mail = await server.waitForMail(people[1]!.email);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]!.filename).toBe(`Payslip_${lastMonth}_${people[1]!.employeeCode}_Bilal-Khan.pdf`);
    expect(mail.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail.attachments![0]!.content.includes('/Encrypt')).toBe(false);

    const twice = await server.request<any>('POST', `/api/payroll/runs/${runId}/mail-payslips`, {
      token: hr,
      body: {},
    });
    expect(twice.status).toBe(409);
    const summary = await server.request<any>('GET', `/api/payroll/runs/${runId}/payout`, { token: hr });
    expect(summary.body.result.mailed).toBe(3);

    await server.request('PUT', '/api/payroll/payout-settings', {
      token: admin,
      body: {
        bankLayout: (await server.request<any>('GET', '/api/payroll/payout-settings', { token: admin })).body.result
          .bankLayout,
        protectPdfs: true,
      },
    });
    const again = await server.request<any>('POST', `/api/payroll/runs/${runId}/mail-payslips`, {
      token: hr,
      body: { again: true },
    });
    expect(again.body.result.queued).toBe(3);
    const second = await server.waitForMail(people[1]!.email, 1);
    expect(second.attachments![0]!.content.includes('/Encrypt')).toBe(true);
    expect(second.text).toContain('The PDF is protected');

    const listed = await server.request<any>('GET', '/api/mail/outbox?limit=100', { token: admin });
    const entry = listed.body.result.find((row: any) => row.to === people[2]!.email);
    expect(entry.attachment).toBe(`Payslip_${lastMonth}_${people[2]!.employeeCode}_Chen-Li.pdf`);
    await server.request('PUT', '/api/payroll/payout-settings', {
      token: admin,
      body: {
        bankLayout: (await server.request<any>('GET', '/api/payroll/payout-settings', { token: admin })).body.result
          .bankLayout,
        protectPdfs: false,
      },
    });
  });

  it('queues once when HR clicks twice at the same moment', async () => {
    const { runId } = await postedRun();
    const answers = await Promise.all(
      [0, 1].map(() =>
        server.request<any>('POST', `/api/payroll/runs/${runId}/mail-payslips`, { token: hr, body: {} }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});
