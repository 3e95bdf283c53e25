import { randomInt } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_MSG } from '#shared/messages/employee-import.js';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import { IMPORT_MSG } from '#shared/messages/import.js';
import { EMPLOYEE_IMPORT_COLUMNS, type EmployeeImportKey } from '#shared/schemas/employee-import.js';
import { auditEvents, employees, users } from '../../db/schema/index.js';
import { csvRecords } from '../../lib/csv.js';
import { readImportTable } from '../../lib/import-table.js';
import { createDepartment, createEmployee, loginAs, orgToday } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { importForm, xlsxOf } from '../../test/spreadsheets.js';

let server: TestServer;
let admin: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;
const year = Number(orgToday().slice(0, 4));

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  dept = await createDepartment(server.db, `Imports ${randomInt(1e6)}`);
});
afterAll(async () => {
  await server?.close();
});

type Person = Record<EmployeeImportKey, string>;
const HEADER = EMPLOYEE_IMPORT_COLUMNS.map((column) => column.label);
const phoneBase = 10_000_000 + randomInt(80_000_000);
let seq = 0;

/** A person Add Employee would take, as a file's row. */
function person(overrides: Partial<Person> = {}): Person {
  seq += 1;
  const tag = `${phoneBase}${seq}`;
  return {
    employeeId: `IMP-${tag}`,
    emp_name: `Imported Person ${seq}`,
    emp_email: `imported.${tag}@example.test`,
    emp_phone: `019${String(phoneBase + seq).padStart(8, '0')}`,
    department: dept.name,
    role: 'employee',
    designation: 'Data Analyst',
    salary: '42000',
    hire_date: '',
    dob: `${year - 30}-02-03`,
    gender: 'female',
    marital_status: 'single',
    ...overrides,
  };
}
const cellsOf = (row: Person) => EMPLOYEE_IMPORT_COLUMNS.map((column) => row[column.key]);
const csvOf = (people: Person[]) => [HEADER, ...people.map(cellsOf)].map((cells) => cells.join(',')).join('\n');

const send = (path: '/preview' | '' | '/report', file: string | Buffer, name = 'people.csv', token = admin) =>
  server.request<any>('POST', `/api/employee/import${path}`, { token, form: importForm(name, file) });

const usersNamed = async (people: Person[]) =>
  server.db
    .select({ id: users.id, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        people.map((row) => row.emp_email.toLowerCase()),
      ),
    );
const imports = async () =>
  (await server.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, 'employee.import')))[0]!.n;

describe('POST /api/employee/import/preview', () => {
  it("checks every row with Add Employee's rules and messages, as it would save it, and writes nothing", async () => {
    const ok = person({
      emp_phone: '(019) 1234-5670',
      role: 'Employee',
      gender: 'FEMALE',
      department: dept.name.toUpperCase(),
    });
    const young = person({ dob: `${year - 17}-06-01` });
    const res = await send('/preview', csvOf([ok, young]));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ errors: 1, invitations: 'links' });
    const [first, second] = res.body.result.rows;
    expect(first).toMatchObject({
      source: 'Line 2',
      emp_phone: '+8801912345670',
      role: 'employee',
      gender: 'female',
      department: dept.name,
      hire_date: orgToday(),
      error: null,
    });
    expect(second).toMatchObject({ source: 'Line 3', error: EMPLOYEE_MSG.invalidDob });
    expect(await usersNamed([ok, young])).toEqual([]);
  });

  it('gives each row all its problems, a department named that nobody has, and one required for an employee', async () => {
    const res = await send(
      '/preview',
      csvOf([
        person({ emp_email: 'not-an-email', emp_phone: '12', salary: '-3' }),
        person({ department: 'Nowhere' }),
        person({ department: '' }),
        person({ department: '', role: 'admin' }),
        person({ designation: 'Astronaut', marital_status: 'complicated' }),
      ]),
    );
    expect(res.body.result.rows.map((row: any) => row.error)).toEqual([
      [EMPLOYEE_MSG.invalidEmail, EMPLOYEE_MSG.phoneInvalid, EMPLOYEE_MSG.salaryInvalid].join(' '),
      EMPLOYEE_MSG.departmentUnknown,
      EMPLOYEE_MSG.departmentRequired,
      null,
      [EMPLOYEE_MSG.designationInvalid, EMPLOYEE_MSG.maritalInvalid].join(' '),
    ]);
  });

  it('reports people twice in the file and people the organisation already has', async () => {
    const existing = await createEmployee(server.db, { departmentId: dept.id });
    const first = person();
    const res = await send(
      '/preview',
      csvOf([
        first,
        person({ emp_email: first.emp_email.toUpperCase() }),
        person({ employeeId: first.employeeId }),
        person({ emp_phone: `+88${first.emp_phone}` }),
        person({ emp_email: existing.email }),
        person({ employeeId: existing.employeeCode }),
        person({ emp_phone: existing.phone }),
      ]),
    );
    expect(res.body.result.rows.map((row: any) => row.error)).toEqual([
      null,
      EMPLOYEE_IMPORT_MSG.repeatedEmail('Line 2'),
      EMPLOYEE_IMPORT_MSG.repeatedId('Line 2'),
      EMPLOYEE_IMPORT_MSG.repeatedPhone('Line 2'),
      EMPLOYEE_MSG.emailTaken,
      EMPLOYEE_MSG.idTaken,
      EMPLOYEE_MSG.phoneTaken,
    ]);
  });

  it('adds a repeat to a row’s other errors, and names every key it repeats (issue 29)', async () => {
    const first = person();
    const res = await send(
      '/preview',
      csvOf([
        first,
        person({ employeeId: first.employeeId, salary: '-3' }),
        person({ emp_email: first.emp_email, emp_phone: first.emp_phone }),
        person({ emp_email: '', emp_phone: '' }),
        person({ emp_email: '', emp_phone: '' }),
      ]),
    );
    expect(res.body.result.rows.map((row: any) => row.error)).toEqual([
      null,
      [EMPLOYEE_MSG.salaryInvalid, EMPLOYEE_IMPORT_MSG.repeatedId('Line 2')].join(' '),
      [EMPLOYEE_IMPORT_MSG.repeatedEmail('Line 2'), EMPLOYEE_IMPORT_MSG.repeatedPhone('Line 2')].join(' '),
      // Empty cells are their own error, not a repeat of each other.
      [EMPLOYEE_MSG.invalidEmail, EMPLOYEE_MSG.phoneRequired].join(' '),
      [EMPLOYEE_MSG.invalidEmail, EMPLOYEE_MSG.phoneRequired].join(' '),
    ]);
  });
});

describe('POST /api/employee/import', () => {
  it('a file with one bad row imports nothing; fixed, it imports every row in one go, linked to their departments', async () => {
    const other = await createDepartment(server.db, `Imports B ${randomInt(1e6)}`);
    const people = [person(), person({ department: other.name, role: 'manager', hire_date: '2024-03-01' }), person()];
    const bad = people.map((row, index) => (index === 1 ? { ...row, dob: 'soon' } : row));
    const importsBefore = await imports();
    const refused = await send('', csvOf(bad));
    expect([refused.status, refused.body.message]).toEqual([400, IMPORT_MSG.fixRows(1)]);
    expect(await usersNamed(people)).toEqual([]);
    expect(await imports()).toBe(importsBefore);

    const done = await send('', await xlsxOf([HEADER, ...people.map(cellsOf)]), 'people.xlsx');
    expect(done.status).toBe(201);
    expect(done.body.message).toBe(EMPLOYEE_IMPORT_MSG.imported(3));
    expect(done.body.result).toMatchObject({ imported: 3, invitations: 'links' });
    const saved = await server.db
      .select({ code: employees.employeeCode, departmentId: employees.departmentId, hireDate: employees.hireDate })
      .from(employees)
      .where(
        inArray(
          employees.employeeCode,
          people.map((row) => row.employeeId),
        ),
      );
    expect(saved.sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      [
        { code: people[0]!.employeeId, departmentId: dept.id, hireDate: orgToday() },
        { code: people[1]!.employeeId, departmentId: other.id, hireDate: '2024-03-01' },
        { code: people[2]!.employeeId, departmentId: dept.id, hireDate: orgToday() },
      ].sort((a, b) => a.code.localeCompare(b.code)),
    );
    const accounts = await usersNamed(people);
    expect(accounts.map((row) => [row.role, row.passwordHash]).sort()).toEqual([
      ['employee', null],
      ['employee', null],
      ['manager', null],
    ]);
    expect(await imports()).toBe(importsBefore + 1);
    const [audit] = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'employee.import'))
      .orderBy(auditEvents.at)
      .limit(1)
      .offset(importsBefore);
    expect(audit!.after).toEqual({ file: 'people.xlsx', employees: 3, invitations: 'links' });

    // The same file again: everyone is there already.
    const again = await send('', csvOf(people));
    expect([again.status, again.body.message]).toEqual([400, IMPORT_MSG.fixRows(3)]);
  });

  it('answers each set-password link once; the link sets the password, once, and then the person signs in', async () => {
    const newcomer = person();
    const done = await send('', csvOf([newcomer]));
    expect(done.status).toBe(201);
    const [invitation] = done.body.result.links;
    expect(invitation).toMatchObject({
      employeeId: newcomer.employeeId,
      name: newcomer.emp_name,
      email: newcomer.emp_email,
    });
    expect(invitation.link).toMatch(/^http:\/\/localhost:3000\/set-password\?token=[\w-]{43}$/);
    const token = new URL(invitation.link).searchParams.get('token')!;

    const signIn = (password: string) =>
      server.request<any>('POST', '/api/user/login', { body: { email: newcomer.emp_email, password } });
    expect((await signIn('Anything-1')).status).toBe(401);
    const set = await server.request<any>('POST', '/api/user/reset-password', {
      body: { token, password: 'Welcome-aboard1' },
    });
    expect(set.status).toBe(200);
    expect((await signIn('Welcome-aboard1')).status).toBe(200);
    const reused = await server.request<any>('POST', '/api/user/reset-password', {
      body: { token, password: 'Another-pass1' },
    });
    expect(reused.status).toBe(400);
  });

  it('two imports of one file at once add each person once; the second is told the rows are taken', async () => {
    // Enough rows for the two transactions to overlap.
    const people = Array.from({ length: 400 }, () => person());
    const file = csvOf(people);
    const answers = await Promise.all([send('', file), send('', file)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(answers.find((res) => res.status === 400)!.body.message).toBe(IMPORT_MSG.fixRows(400));
    expect(await usersNamed(people)).toHaveLength(400);
    const codes = await server.db
      .select({ n: count() })
      .from(employees)
      .where(
        inArray(
          employees.employeeCode,
          people.map((row) => row.employeeId),
        ),
      );
    expect(codes[0]!.n).toBe(400);
  });

  it('refuses what is not a spreadsheet, a file too large, a formula and a missing file, writing nothing (400)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await send('', png, 'photo.png')).body.message).toBe(IMPORT_MSG.notSpreadsheet);
    const huge = `${HEADER.join(',')}\n${'x,'.repeat(3 * 1024 * 1024)}`;
    const tooLarge = await send('/preview', huge);
    expect([tooLarge.status, tooLarge.body.message]).toEqual([400, IMPORT_MSG.fileTooLarge(5120)]);
    const formula = await xlsxOf([HEADER, [...cellsOf(person()).slice(0, 1), { formula: '"A"&"B"', result: 'AB' }]]);
    const refused = await send('', formula, 'people.xlsx');
    expect([refused.status, refused.body.message]).toEqual([400, IMPORT_MSG.formula('B2')]);
    const empty = await server.request<any>('POST', '/api/employee/import', { token: admin, form: new FormData() });
    expect([empty.status, empty.body.message]).toEqual([400, IMPORT_MSG.fileRequired]);
    const tooMany = csvOf(Array.from({ length: 10_001 }, () => person()));
    expect((await send('/preview', tooMany)).body.message).toBe(IMPORT_MSG.tooManyRows(10_000));
  });

  it('takes the file as JSON text too (API clients)', async () => {
    const res = await server.request<any>('POST', '/api/employee/import/preview', {
      token: admin,
      body: { fileName: 'people.csv', text: csvOf([person()]) },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.errors).toBe(0);
  });

  it('is for the admin only, as Add Employee is', async () => {
    for (const role of ['moderator', 'manager', 'employee'] as const) {
      const token = (await loginAs(server, role)).token;
      expect((await send('', csvOf([person()]), 'people.csv', token)).status).toBe(403);
    }
  });
});

describe('POST /api/employee/import/report', () => {
  it("gives the file's rows with an Error column, defusing formulas", async () => {
    const rows = [person({ emp_name: '=1+2' }), person({ salary: 'lots' })];
    const res = await send('/report', csvOf(rows));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const [header, ...lines] = csvRecords((res.body as string).replace('\uFEFF', '')).map((record) => record.fields);
    const at = (label: string) => header!.indexOf(label);
    expect(lines.map((line) => [line[at('Name')], line[at('Salary')], line[at('Error')]])).toEqual([
      ["'=1+2", '42000', ''],
      [rows[1]!.emp_name, 'lots', EMPLOYEE_MSG.salaryInvalid],
    ]);
  });

  it('fixed and imported as it is, saves the text the formula guard protected, without the guard', async () => {
    const rows = [person({ emp_name: '=1+2' }), person({ emp_name: '@Home Office' }), person({ salary: 'lots' })];
    const report = (await send('/report', csvOf(rows))).body as string;
    const table = await readImportTable(Buffer.from(report), EMPLOYEE_IMPORT_COLUMNS, 10);
    expect(table.rows.map((row) => row.cells.emp_name)).toEqual(['=1+2', '@Home Office', rows[2]!.emp_name]);
    const done = await send('', report.replace(',lots,', ',42000,'));
    expect(done.status).toBe(201);
    const saved = await server.db
      .select({ name: users.name })
      .from(users)
      .where(
        inArray(
          users.email,
          rows.map((row) => row.emp_email),
        ),
      )
      .orderBy(users.name);
    expect(saved.map((row) => row.name)).toEqual(['=1+2', '@Home Office', rows[2]!.emp_name].sort());
  });
});

describe('GET /api/employee/import/template', () => {
  it('gives the columns an import reads, as CSV and as a workbook whose first sheet holds them', async () => {
    const csv = await server.request<string>('GET', '/api/employee/import/template?format=csv', { token: admin });
    expect(csv.status).toBe(200);
    expect((csv.body as string).replace('\uFEFF', '').trim()).toBe(HEADER.join(','));
    const xlsx = await fetch(`${server.baseUrl}/api/employee/import/template?format=xlsx`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(xlsx.headers.get('content-disposition')).toContain('Employees_import.xlsx');
    const bytes = Buffer.from(await xlsx.arrayBuffer());
    // Empty as it comes: its header is read, and it has no rows yet.
    const refused = await send('/preview', bytes, 'Employees_import.xlsx');
    expect(refused.body.message).toBe(IMPORT_MSG.noRows);
  });
});

describe('invitations by mail', () => {
  let sink: SmtpSink;
  let mailing: TestServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    mailing = await startTestServer({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await mailing?.close();
    await sink?.stop();
  });

  it('mails each imported person a working set-password link, and answers no link', async () => {
    const token = (await loginAs(mailing, 'admin')).token;
    const group = await createDepartment(mailing.db, 'Mailroom');
    const people = [person({ department: group.name }), person({ department: group.name })];
    const res = await mailing.request<any>('POST', '/api/employee/import', {
      token,
      form: importForm('people.csv', csvOf(people)),
    });
    expect(res.status).toBe(201);
    expect(res.body.result).toEqual({ imported: 2, invitations: 'mail', links: [] });
    const [mail] = await sink.waitFor(1, { to: people[0]!.emp_email });
    expect(mail!.subject).toBe(EMPLOYEE_IMPORT_MSG.invitationSubject);
    const link = /http:\/\/localhost:3000\/set-password\?token=([\w-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    const set = await mailing.request<any>('POST', '/api/user/reset-password', {
      body: { token: link![1], password: 'Mailed-in1' },
    });
    expect(set.status).toBe(200);
    const signIn = await mailing.request<any>('POST', '/api/user/login', {
      body: { email: people[0]!.emp_email, password: 'Mailed-in1' },
    });
    expect(signIn.status).toBe(200);
    await sink.waitFor(1, { to: people[1]!.emp_email });
  });
});
