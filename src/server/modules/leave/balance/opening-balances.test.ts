import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '#shared/messages/import.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { OPENING_MSG } from '#shared/messages/opening-balances.js';
import { auditEvents, leaveLedger, leaveTypes } from '#server/db/schema/index.js';
import { createEmployee, loginAs, orgToday, type TestEmployee } from '#server/test/factories.js';
import { startTestServer, type TestServer } from '#server/test/server.js';
import { importForm, xlsxOf } from '#server/test/spreadsheets.js';

let server: TestServer;
let hr: string;
let hrPerson: TestEmployee;
let year: number;

beforeAll(async () => {
  server = await startTestServer();
  hrPerson = await createEmployee(server.db, { role: 'moderator' });
  hr = (await loginAs(server, hrPerson)).token;
  await server.db.insert(leaveTypes).values({ name: 'Old Leave', entitlement: '5', active: false });
  year = Number(orgToday().slice(0, 4));
});
afterAll(async () => {
  await server?.close();
});

const HEADER = 'Employee ID,Leave Type,Available';
const file = (...lines: string[]) => [HEADER, ...lines].join('\n');
const send = (path: 'opening/preview' | 'opening', text: string, token = hr) =>
  server.request<any>('POST', `/api/leave-balance/${path}`, {
    token,
    body: { fileName: 'opening.csv', text, reason: 'Balances from the old system' },
  });
const available = async (person: TestEmployee, type: string) => {
  const res = await server.request<any>('GET', `/api/leave-balance/person/${person.employeeId}?year=${year}`, {
    token: hr,
  });
  expect(res.status).toBe(200);
  return res.body.result.find((row: any) => row.leaveType === type).available as number;
};
const ledgerRows = async () => (await server.db.select({ id: leaveLedger.id }).from(leaveLedger)).length;
const imports = async () =>
  (await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'leave_balance.import'))).length;

describe('POST /api/leave-balance/opening/preview', () => {
  it('checks every row with its own message and writes nothing', async () => {
    const ana = await createEmployee(server.db);
    const gone = await createEmployee(server.db, { hireDate: '2020-01-02', lastWorkingDay: '2021-06-30' });
    const before = await ledgerRows();
    const res = await send(
      'opening/preview',
      file(
        `${ana.employeeCode},Annual Leave,12.5`,
        `${ana.employeeCode},annual leave,3`,
        'NOBODY-1,Annual Leave,3',
        `${gone.employeeCode},Sick Leave,2`,
        `${hrPerson.employeeCode},Sick Leave,2`,
        `${ana.employeeCode},Holiday Fun,2`,
        `${ana.employeeCode},Old Leave,2`,
        `${ana.employeeCode},Sick Leave,2.3`,
        `${ana.employeeCode},Casual Leave,-1`,
        `,Casual Leave,1`,
      ),
    );
    expect(res.status).toBe(200);
    const errors = res.body.result.rows.map((row: any) => [row.source, row.error]);
    expect(errors).toEqual([
      ['Line 2', null],
      ['Line 3', OPENING_MSG.repeated('Line 2')],
      ['Line 4', OPENING_MSG.employeeUnknown('NOBODY-1')],
      ['Line 5', OPENING_MSG.employeeLeft('2021-06-30')],
      ['Line 6', LEAVE_MSG.selfAdjust],
      ['Line 7', OPENING_MSG.typeUnknown('Holiday Fun')],
      ['Line 8', OPENING_MSG.typeRetired('Old Leave')],
      ['Line 9', OPENING_MSG.available],
      ['Line 10', OPENING_MSG.noNegative('Casual Leave')],
      ['Line 11', OPENING_MSG.employeeRequired],
    ]);
    const first = res.body.result.rows[0];
    expect(first).toMatchObject({ name: ana.name, available: 12.5, current: 18, change: -5.5 });
    expect(res.body.result).toMatchObject({ year, errors: 9, changes: 1 });
    expect(await ledgerRows()).toBe(before);
  });

  it('gives a row every one of its errors, not only the first (issue 29)', async () => {
    const ana = await createEmployee(server.db);
    const res = await send(
      'opening/preview',
      file('NOBODY-2,Holiday Fun,lots', `${ana.employeeCode},Casual Leave,2`, `${ana.employeeCode},Casual Leave,x`),
    );
    expect(res.body.result.rows.map((row: any) => row.error)).toEqual([
      [OPENING_MSG.employeeUnknown('NOBODY-2'), OPENING_MSG.typeUnknown('Holiday Fun'), OPENING_MSG.available].join(
        ' ',
      ),
      null,
      [OPENING_MSG.available, OPENING_MSG.repeated('Line 3')].join(' '),
    ]);
  });

  it('takes days written as plain decimals only: 0x10 and 1e1 are the row’s error', async () => {
    const ana = await createEmployee(server.db);
    const res = await send(
      'opening/preview',
      file(
        `${ana.employeeCode},Annual Leave,0x10`,
        `${ana.employeeCode},Sick Leave,1e1`,
        `${ana.employeeCode},Casual Leave,2`,
      ),
    );
    expect(res.body.result.rows.map((row: any) => [row.available, row.error])).toEqual([
      [null, OPENING_MSG.available],
      [null, OPENING_MSG.available],
      [2, null],
    ]);
  });

  it('refuses a file without the columns, or without rows, naming what is missing (400)', async () => {
    const noColumn = await send('opening/preview', 'Employee ID,Type,Days\nX,Annual Leave,1');
    expect(noColumn.status).toBe(400);
    expect(noColumn.body.message).toBe(
      IMPORT_MSG.columns(['Employee ID', 'Leave Type', 'Available'], ['Leave Type', 'Available']),
    );
    const empty = await send('opening/preview', HEADER);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(IMPORT_MSG.noRows);
  });

  it('is for HR only', async () => {
    const employee = (await loginAs(server, await createEmployee(server.db))).token;
    const manager = (await loginAs(server, 'manager')).token;
    expect((await send('opening/preview', file('X,Annual Leave,1'), employee)).status).toBe(403);
    expect((await send('opening', file('X,Annual Leave,1'), manager)).status).toBe(403);
  });
});

describe('POST /api/leave-balance/opening', () => {
  it('a file with one bad row loads nothing; fixed, it sets every balance, and loading it again changes nothing', async () => {
    const [a, b] = [await createEmployee(server.db), await createEmployee(server.db)];
    // The report's own CSV columns, in another order and with more of them, load too.
    const lines = (bad: string) =>
      [
        'Name,Leave Type,Employee ID,Year,Available',
        `A,Annual Leave,${a.employeeCode},${year},20`,
        `B,Sick Leave,${b.employeeCode},${year},${bad}`,
        `A,Casual Leave,${a.employeeCode},${year},10`,
      ].join('\r\n');
    const [rowsBefore, importsBefore] = [await ledgerRows(), await imports()];
    const refused = await send('opening', lines('lots'));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(IMPORT_MSG.fixRows(1));
    expect([await ledgerRows(), await imports()]).toEqual([rowsBefore, importsBefore]);

    const loaded = await send('opening', lines('4.5'));
    expect(loaded.status).toBe(201);
    expect(loaded.body.message).toBe(OPENING_MSG.loaded(2, year));
    expect(loaded.body.result).toEqual({ year, rows: 3, changes: 2 });
    expect(await available(a, 'Annual Leave')).toBe(20);
    expect(await available(a, 'Casual Leave')).toBe(10);
    expect(await available(b, 'Sick Leave')).toBe(4.5);
    expect(await imports()).toBe(importsBefore + 1);

    const again = await send('opening', lines('4.5'));
    expect(again.body.result.changes).toBe(0);
    expect(await available(a, 'Annual Leave')).toBe(20);
  });

  it('two loads of one file at once set each balance once', async () => {
    const c = await createEmployee(server.db);
    const text = file(`${c.employeeCode},Annual Leave,7`, `${c.employeeCode},Sick Leave,1`);
    const answers = await Promise.all([send('opening', text), send('opening', text)]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    expect(answers.map((res) => res.body.result.changes).sort()).toEqual([0, 2]);
    expect(await available(c, 'Annual Leave')).toBe(7);
    expect(await available(c, 'Sick Leave')).toBe(1);
  });

  it('loads an Excel workbook (.xlsx) through the same reader: its first sheet, by header', async () => {
    const d = await createEmployee(server.db);
    const xlsx = await xlsxOf([
      ['Available', 'Employee ID', 'Leave Type'],
      [6.5, d.employeeCode, 'Annual Leave'],
      [2, d.employeeCode, 'annual leave'],
    ]);
    const reason = { reason: 'Balances from the old system' };
    const preview = await server.request<any>('POST', '/api/leave-balance/opening/preview', {
      token: hr,
      form: importForm('opening.xlsx', xlsx, reason),
    });
    expect(preview.status).toBe(200);
    expect(preview.body.result.rows.map((row: any) => [row.source, row.available, row.error])).toEqual([
      ['Row 2', 6.5, null],
      ['Row 3', 2, OPENING_MSG.repeated('Row 2')],
    ]);
    const fixed = await xlsxOf([
      ['Employee ID', 'Leave Type', 'Available'],
      [d.employeeCode, 'Annual Leave', 6.5],
    ]);
    const loaded = await server.request<any>('POST', '/api/leave-balance/opening', {
      token: hr,
      form: importForm('opening.xlsx', fixed, reason),
    });
    expect(loaded.status).toBe(201);
    expect(await available(d, 'Annual Leave')).toBe(6.5);
  });

  it('refuses a file that is not a spreadsheet, one too large, and a load without a reason (400)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notSheet = await server.request<any>('POST', '/api/leave-balance/opening/preview', {
      token: hr,
      form: importForm('photo.png', png),
    });
    expect([notSheet.status, notSheet.body.message]).toEqual([400, IMPORT_MSG.notSpreadsheet]);
    const huge = await server.request<any>('POST', '/api/leave-balance/opening/preview', {
      token: hr,
      form: importForm('huge.csv', `${HEADER}\n${'X,Annual Leave,1\n'.repeat(300_000)}`),
    });
    expect([huge.status, huge.body.message]).toEqual([400, IMPORT_MSG.fileTooLarge(4096)]);
    const noReason = await server.request<any>('POST', '/api/leave-balance/opening', {
      token: hr,
      form: importForm('opening.csv', file('X,Annual Leave,1')),
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.field).toBe('reason');
  });
});
