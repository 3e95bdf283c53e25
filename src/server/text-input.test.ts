import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { midweekDay } from '#shared/dates.js';
import { EMPLOYEE_IMPORT_COLUMNS } from '#shared/schemas/employee-import.js';
import { TEXT_MSG } from '#shared/messages/text.js';
import { hashPassword } from './auth/passwords.js';
import { departments, leaves, users } from './db/schema/index.js';
import { createDepartment, createEmployee, createUser, employeeForm, loginAs, orgToday } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';
import { importForm } from './test/spreadsheets.js';

/**
 * Text that could break the formats it is written into (a feed, a CSV line, a mail) is refused
 * where it comes in — the API's bodies, the employee form, the import files — with a message
 * naming the field, and nothing is written; text of several lines keeps its line breaks as line
 * feeds. (Every contract's fields: server/contract-text-fields.unit.test.ts.)
 */
let server: TestServer;
let admin: string;
let department: Awaited<ReturnType<typeof createDepartment>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  department = await createDepartment(server.db, 'Text Department');
});
afterAll(async () => {
  await server?.close();
});

describe('one-line text', () => {
  it('a department name with a carriage return is a 400 naming the field, and nothing is written', async () => {
    const before = (await server.db.select({ n: count() }).from(departments))[0]!.n;
    const res = await server.request<any>('POST', '/api/department/add', {
      token: admin,
      body: { dep_name: 'Ops\rBEGIN:VEVENT', manager: department.manager.employeeId },
    });
    expect([res.status, res.body.message, res.body.errors?.[0]?.field]).toEqual([
      400,
      TEXT_MSG.oneLine('Department names'),
      'dep_name',
    ]);
    expect((await server.db.select({ n: count() }).from(departments))[0]!.n).toBe(before);
  });

  it('the employee form refuses a name or an ID with a line break (400)', async () => {
    const form = employeeForm(department.id, { emp_name: 'Eve\u2028Mallory', emp_email: 'eve.text@example.test' });
    const res = await server.request<any>('POST', '/api/employee/addEmployee', { token: admin, form });
    expect([res.status, res.body.message]).toEqual([400, TEXT_MSG.oneLine('Names')]);
    expect(await server.db.select().from(users).where(eq(users.email, 'eve.text@example.test'))).toEqual([]);
  });

  it('an imported employee’s name with a line break is the row’s error', async () => {
    const header = EMPLOYEE_IMPORT_COLUMNS.map((column) => column.label).join(',');
    const row = [
      'TXT-002',
      '"Line\rBreak"',
      'line.break@example.test',
      '01710000992',
      department.name,
      'employee',
      'Data Analyst',
      '1000',
      '',
      '1990-01-01',
      'male',
      'single',
    ].join(',');
    const res = await server.request<any>('POST', '/api/employee/import/preview', {
      token: admin,
      form: importForm('people.csv', `${header}\n${row}\n`),
    });
    expect(res.status).toBe(200);
    expect(res.body.result.rows[0].error).toBe(TEXT_MSG.oneLine('Names'));
  });

  it('a holiday file’s name with a line break — CSV or iCalendar — is the row’s error', async () => {
    for (const [fileName, text] of [
      ['days.csv', 'date,name\n2029-02-21,"Language\rDay"\n'],
      [
        'days.ics',
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//T//EN\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART;VALUE=DATE:20290221\r\nSUMMARY:Language\\nDay\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
      ],
    ]) {
      const res = await server.request<any>('POST', '/api/calendar/holidays/import/preview', {
        token: admin,
        body: { year: 2029, fileName, text },
      });
      expect([fileName, res.status, res.body.result?.rows[0]?.error]).toEqual([
        fileName,
        200,
        TEXT_MSG.oneLine('Holiday names'),
      ]);
    }
  });
});

describe('text in lines', () => {
  it('keeps a leave’s description in lines, CRLF and CR stored as line feeds; a tab is refused', async () => {
    const person = await createEmployee(server.db, { departmentId: department.id });
    const token = (await loginAs(server, person)).token;
    const day = midweekDay(orgToday(), 30);
    const body = {
      leaveType: 'Casual Leave',
      startDate: day,
      endDate: day,
      reason: 'Doctor\r\nThen rest\rBack Thursday',
    };
    const tab = await server.request<any>('POST', '/api/leave/addLeave', {
      token,
      body: { ...body, reason: 'Doctor\tvisit' },
    });
    expect([tab.status, tab.body.message]).toEqual([400, TEXT_MSG.plain('Descriptions')]);
    const res = await server.request<any>('POST', '/api/leave/addLeave', { token, body });
    expect(res.status).toBe(201);
    const [row] = await server.db
      .select({ reason: leaves.reason })
      .from(leaves)
      .where(eq(leaves.id, res.body.result._id));
    expect(row!.reason).toBe('Doctor\nThen rest\nBack Thursday');
  });
});

describe('passwords', () => {
  it('a new password with a control character is refused; an existing one still signs in', async () => {
    const user = await createUser(server.db, { role: 'user' });
    const res = await server.request<any>('POST', '/api/user/change-password', {
      token: (await loginAs(server, user)).token,
      body: { currentPassword: user.password, newPassword: 'Secret-pass1\u0007' },
    });
    expect([res.status, res.body.message]).toEqual([400, TEXT_MSG.oneLine('Passwords')]);
    const old = 'Old\tpass-1';
    await server.db
      .update(users)
      .set({ passwordHash: await hashPassword(old) })
      .where(eq(users.id, user.id));
    const signIn = await server.request('POST', '/api/user/login', { body: { email: user.email, password: old } });
    expect(signIn.status).toBe(200);
  });
});
