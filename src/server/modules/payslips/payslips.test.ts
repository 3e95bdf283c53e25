import { count } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYSLIP_MSG } from '#shared/messages/payslips.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import { auditEvents, salaries } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '../../test/factories.js';
import { pdfText, requirePoppler } from '../../test/poppler.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
const tokens: Record<'admin' | 'moderator' | 'manager' | 'user' | 'zoe' | 'colleague' | 'outsider', string> =
  {} as never;
let engineering: Awaited<ReturnType<typeof createDepartment>>;
let sales: Awaited<ReturnType<typeof createDepartment>>;
let zoe: TestEmployee;
let colleague: TestEmployee;
let outsider: TestEmployee;
/** Salary record ids by name. */
const records: Record<string, string> = {};

async function pay(person: TestEmployee, payDate: string, basic: string, type: 'regular' | 'bonus' = 'regular') {
  const [row] = await server.db
    .insert(salaries)
    .values({ employeeId: person.employeeId, basicSalary: basic, netSalary: basic, payDate, type })
    .returning({ id: salaries.id });
  return row!.id;
}

beforeAll(async () => {
  await requirePoppler();
  server = await startTestServer({ ORG_NAME: 'Acme Payroll Ltd' });
  engineering = await createDepartment(server.db, 'Engineering Payslips');
  sales = await createDepartment(server.db, 'Sales Payslips');
  zoe = await createEmployee(server.db, {
    name: 'Zoë Łukasz-Ferreira',
    departmentId: engineering.id,
    employeeCode: 'ENG-0001',
  });
  colleague = await createEmployee(server.db, {
    name: 'Nadia Islam',
    departmentId: engineering.id,
    employeeCode: 'ENG-0002',
  });
  outsider = await createEmployee(server.db, { name: 'Omar Faruk', departmentId: sales.id, employeeCode: 'SAL-0001' });
  records.zoeNovember = await pay(zoe, '2026-11-30', '85000.00');
  records.zoeBonus = await pay(zoe, '2026-11-15', '10000.00', 'bonus');
  records.zoeOctober = await pay(zoe, '2026-10-31', '85000.00');
  records.colleagueNovember = await pay(colleague, '2026-11-01', '60000.00');
  records.outsiderNovember = await pay(outsider, '2026-11-30', '50000.00');
  records.managerNovember = await pay(engineering.manager, '2026-11-30', '120000.00');
  tokens.admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  tokens.moderator = (await loginAs(server, 'moderator')).token;
  tokens.user = (await loginAs(server, 'user')).token;
  tokens.manager = (await loginAs(server, engineering.manager)).token;
  tokens.zoe = (await loginAs(server, zoe)).token;
  tokens.colleague = (await loginAs(server, colleague)).token;
  tokens.outsider = (await loginAs(server, outsider)).token;
});
afterAll(async () => {
  await server?.close();
});

/** A download as bytes (the test server's `request` reads text). */
async function download(path: string, token?: string) {
  const response = await fetch(server.baseUrl + path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.includes('application/json')
    ? (JSON.parse(new TextDecoder().decode(bytes)) as { message: string })
    : null;
  return { status: response.status, headers: response.headers, bytes, json };
}

const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';
const pdfPath = (id: string) => `/api/salary/${id}/payslip.pdf`;
const auditRows = async () => (await server.db.select({ n: count() }).from(auditEvents))[0]!.n;

describe('GET /api/salary/:id/payslip.pdf', () => {
  it('gives the employee their own payslip as a PDF download, named after the month and the person (200)', async () => {
    const res = await download(pdfPath(records.zoeNovember!), tokens.zoe);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toContain('attachment; filename="Payslip_2026-11_ENG-0001_Zoe-_ukasz-Ferreira.pdf"');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(
      'Payslip_2026-11_ENG-0001_Zoë-Łukasz-Ferreira.pdf',
    );
    expect(isPdf(res.bytes)).toBe(true);
    expect(await pdfText(res.bytes)).toContain('Zoë Łukasz-Ferreira');
  });

  it('gives HR — admin and moderator — anyone’s payslip (200)', async () => {
    for (const token of [tokens.admin, tokens.moderator]) {
      const res = await download(pdfPath(records.outsiderNovember!), token);
      expect(res.status).toBe(200);
      expect(await pdfText(res.bytes)).toContain('Omar Faruk');
    }
  });

  it('gives a manager their own payslip, but not their team’s (200, 403)', async () => {
    expect((await download(pdfPath(records.managerNovember!), tokens.manager)).status).toBe(200);
    const team = await download(pdfPath(records.zoeNovember!), tokens.manager);
    expect(team.status).toBe(403);
    expect(team.json?.message).toBeTruthy();
  });

  it('refuses someone else’s payslip to an employee, in the same department or not (403)', async () => {
    for (const token of [tokens.colleague, tokens.outsider]) {
      const res = await download(pdfPath(records.zoeNovember!), token);
      expect(res.status).toBe(403);
      expect(isPdf(res.bytes)).toBe(false);
    }
  });

  it('refuses people without an employee record and the signed-out (403, 401)', async () => {
    expect((await download(pdfPath(records.zoeNovember!), tokens.user)).status).toBe(403);
    expect((await download(pdfPath(records.zoeNovember!))).status).toBe(401);
  });

  it('answers 404 for a record that does not exist and 400 for an id that is not one', async () => {
    const missing = await download(pdfPath('00000000-0000-4000-8000-000000000000'), tokens.admin);
    expect(missing.status).toBe(404);
    expect(missing.json?.message).toBe(SALARY_MSG.notFound);
    const bad = await download(pdfPath('not-an-id'), tokens.admin);
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe('Invalid id.');
  });

  it('writes no audit row: a download changes nothing', async () => {
    const before = await auditRows();
    await download(pdfPath(records.zoeNovember!), tokens.admin);
    expect(await auditRows()).toBe(before);
  });
});

const batchQuery = (month: string, department: string) =>
  `?month=${encodeURIComponent(month)}&department=${encodeURIComponent(department)}`;

describe('GET /api/salary/payslips/count', () => {
  it('counts a department’s payslips of a month, bonuses included, for HR', async () => {
    const res = await server.request<any>('GET', `/api/salary/payslips/count${batchQuery('2026-11', engineering.id)}`, {
      token: tokens.moderator,
    });
    expect(res.status).toBe(200);
    // Zoë's salary and bonus, Nadia's salary and the manager's: not October, not Sales.
    expect(res.body).toEqual({
      success: true,
      count: 4,
      department: 'Engineering Payslips',
      period: 'November 2026',
      fileName: 'Payslips_2026-11_Engineering-Payslips.zip',
    });
  });

  it('counts 0 for a month without payslips', async () => {
    const res = await server.request<any>('GET', `/api/salary/payslips/count${batchQuery('2026-12', engineering.id)}`, {
      token: tokens.admin,
    });
    expect(res.body).toMatchObject({ count: 0, period: 'December 2026' });
  });
});

describe('GET /api/salary/payslips.zip', () => {
  it('holds exactly the department’s payslips of the month, one PDF each, streamed (200)', async () => {
    const before = await auditRows();
    const res = await download(`/api/salary/payslips.zip${batchQuery('2026-11', engineering.id)}`, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('filename="Payslips_2026-11_Engineering-Payslips.zip"');
    // Streamed: no length known in advance.
    expect(res.headers.get('content-length')).toBeNull();
    const files = unzipSync(res.bytes);
    const managerFile = `${engineering.manager.employeeCode}_Test-manager.pdf`;
    expect(Object.keys(files).sort()).toEqual(
      [
        'ENG-0001_Zoë-Łukasz-Ferreira.pdf',
        'ENG-0001_Zoë-Łukasz-Ferreira_bonus.pdf',
        'ENG-0002_Nadia-Islam.pdf',
        managerFile,
      ].sort(),
    );
    for (const bytes of Object.values(files)) expect(isPdf(bytes)).toBe(true);
    const nadia = await pdfText(files['ENG-0002_Nadia-Islam.pdf']!);
    expect(nadia).toContain('Nadia Islam');
    expect(nadia).toContain('₹60,000.00');
    expect(await pdfText(files['ENG-0001_Zoë-Łukasz-Ferreira_bonus.pdf']!)).toContain('₹10,000.00');
    expect(await auditRows()).toBe(before);
  });

  it('holds everyone’s payslips of the month with department=all, whatever their department (issue 29)', async () => {
    const counted = await server.request<any>('GET', `/api/salary/payslips/count${batchQuery('2026-11', 'all')}`, {
      token: tokens.moderator,
    });
    // Engineering's four and Sales' one, not October's.
    expect(counted.body).toMatchObject({
      count: 5,
      department: 'Everyone',
      period: 'November 2026',
      fileName: 'Payslips_2026-11_Everyone.zip',
    });
    const res = await download(`/api/salary/payslips.zip${batchQuery('2026-11', 'all')}`, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="Payslips_2026-11_Everyone.zip"');
    const files = Object.keys(unzipSync(res.bytes));
    expect(files).toHaveLength(5);
    expect(files).toContain('SAL-0001_Omar-Faruk.pdf');
    expect(files).toContain('ENG-0001_Zoë-Łukasz-Ferreira_bonus.pdf');
    const none = await download(`/api/salary/payslips.zip${batchQuery('2019-02', 'all')}`, tokens.admin);
    expect([none.status, none.json?.message]).toEqual([404, PAYSLIP_MSG.none('Everyone', 'February 2019')]);
  });

  it('answers a month without payslips with 404 and says so', async () => {
    const res = await download(`/api/salary/payslips.zip${batchQuery('2026-12', sales.id)}`, tokens.admin);
    expect(res.status).toBe(404);
    expect(res.json?.message).toBe(PAYSLIP_MSG.none('Sales Payslips', 'December 2026'));
  });

  it.each([
    ['2026-13', PAYSLIP_MSG.monthInvalid],
    ['2026-1', PAYSLIP_MSG.monthInvalid],
    ['November', PAYSLIP_MSG.monthInvalid],
    ['', PAYSLIP_MSG.monthInvalid],
  ])('refuses the month %j (400)', async (month, message) => {
    const res = await download(`/api/salary/payslips.zip${batchQuery(month, engineering.id)}`, tokens.admin);
    expect(res.status).toBe(400);
    expect(res.json?.message).toBe(message);
  });

  it('refuses a missing or malformed department (400) and an unknown one (404)', async () => {
    const missing = await download('/api/salary/payslips.zip?month=2026-11', tokens.admin);
    expect(missing.status).toBe(400);
    expect(missing.json?.message).toBe(PAYSLIP_MSG.departmentRequired);
    const unknown = await download(
      `/api/salary/payslips.zip${batchQuery('2026-11', '00000000-0000-4000-8000-000000000000')}`,
      tokens.admin,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json?.message).toBe(PAYSLIP_MSG.departmentUnknown);
  });

  it('is for HR only: a manager cannot download even their own department (403)', async () => {
    for (const token of [tokens.manager, tokens.zoe, tokens.user]) {
      const res = await download(`/api/salary/payslips.zip${batchQuery('2026-11', engineering.id)}`, token);
      expect(res.status).toBe(403);
    }
  });
});
