import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '#shared/dates.js';
import { EMPLOYEE_IMPORT_COLUMNS } from '#shared/schemas/employee-import.js';
import { leaveLedger, leaveTypes, sessions, workSettings } from './db/schema/index.js';
import { CACHE_CHANNEL } from './events/cache-sync.js';
import { createDepartment, createEmployee, loginAs } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';
import { importForm } from './test/spreadsheets.js';

/**
 * Every writer goes through the same invalidation: what a scheduled job or an import writes is
 * shown at once by the cached reads of the process that wrote it and, once it has heard the
 * database's announcement, by every other process (here a second server on the same database).
 */
const ZONE = 'Asia/Dhaka';
const today = todayIn(ZONE);
const year = Number(today.slice(0, 4));

let server: TestServer;
let sibling: TestServer;
let hr: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ ORG_TIMEZONE: ZONE });
  sibling = await server.startSibling();
  hr = (await loginAs(server, 'moderator')).token;
  admin = (await loginAs(server, 'admin')).token;
});
afterAll(async () => {
  await sibling?.close();
  await server?.close();
});

/** The areas the database announces to a listener of the sibling's, while `act` runs. */
async function announcedDuring(act: () => Promise<unknown>): Promise<Set<string>> {
  const heard = new Set<string>();
  const stop = await sibling.database.listen(CACHE_CHANNEL, (payload) => heard.add(payload));
  try {
    await act();
    await sibling.settleReads();
  } finally {
    await stop();
  }
  return heard;
}

/** The balance report's (person, type) pairs of one department, sorted by what is available. */
async function byAvailable(on: TestServer, department: string) {
  const res = await on.request<any>(
    'GET',
    `/api/leave-balance/report?year=${year}&department=${department}&sort=available:desc&page=1&limit=50`,
    { token: hr },
  );
  expect(res.status).toBe(200);
  return (res.body.result as any[]).map((row) => `${row.leaveType} ${row.available}`);
}

describe('scheduled jobs', () => {
  it('the leave-year job’s grants reorder a kept balance report at once, on both servers', async () => {
    // Two types nobody else has: the short one starts ahead by an adjustment, the long one's grant overtakes it.
    const [short, long] = await server.db
      .insert(leaveTypes)
      .values([
        { name: 'Cache Short Leave', entitlement: '10' },
        { name: 'Cache Long Leave', entitlement: '30' },
      ])
      .returning({ id: leaveTypes.id });
    const department = await createDepartment(server.db);
    const person = department.manager;
    await server.db.insert(leaveLedger).values({
      employeeId: person.employeeId,
      leaveTypeId: short!.id,
      year,
      kind: 'adjustment',
      days: '15',
      effectiveDate: today,
    });
    await Promise.all([server.settleReads(), sibling.settleReads()]);
    for (const on of [server, sibling]) {
      const order = await byAvailable(on, department.id);
      expect(order.indexOf('Cache Short Leave 15')).toBeLessThan(order.indexOf('Cache Long Leave 0'));
    }
    expect(long).toBeDefined();

    expect(await server.app.scheduler.runNow('leave-year')).toBe(true);
    // The process that ran it has heard its changes before runNow resolved…
    const here = await byAvailable(server, department.id);
    expect(here.indexOf('Cache Long Leave 30')).toBeLessThan(here.indexOf('Cache Short Leave 25'));
    // …and the other one once the announcement has reached it.
    await sibling.settleReads();
    const there = await byAvailable(sibling, department.id);
    expect(there.indexOf('Cache Long Leave 30')).toBeLessThan(there.indexOf('Cache Short Leave 25'));
  });

  it('the approval job announces the steps it moves', async () => {
    await server.db.delete(workSettings);
    await server.db.insert(workSettings).values({ weekendDays: [0, 6] });
    const typed = await server.request('POST', '/api/leave-types', {
      token: admin,
      body: { name: 'Cache Manager Leave', entitlement: 20, approval: 'manager' },
    });
    expect(typed.status).toBe(201);
    const department = await createDepartment(server.db);
    const member = await createEmployee(server.db, { departmentId: department.id });
    const { token } = await loginAs(server, member);
    const start = new Date(`${today}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() + 7 * 30 - start.getUTCDay() + 2);
    const day = start.toISOString().slice(0, 10);
    const asked = await server.request<any>('POST', '/api/leave/addLeave', {
      token,
      body: { leaveType: 'Cache Manager Leave', reason: 'Cache test', startDate: day, endDate: day },
    });
    expect(asked.status).toBe(201);
    await server.db.execute(
      sql`update leave_approval_steps set waiting_since = now() - interval '10 days' where leave_id = ${asked.body.result._id}`,
    );
    const heard = await announcedDuring(async () =>
      expect(await server.app.scheduler.runNow('leave approval escalation')).toBe(true),
    );
    expect(heard).toContain('Leave');
  });

  it('the housekeeping job announces the sessions it ends', async () => {
    const person = await createEmployee(server.db);
    await loginAs(server, person);
    await server.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, person.id));
    const heard = await announcedDuring(async () =>
      expect(await server.app.scheduler.runNow('delete-ended-sessions')).toBe(true),
    );
    expect(heard).toContain('Session');
  });
});

describe('imports', () => {
  it('people imported on one server are in the other’s kept list and search at once', async () => {
    const department = await createDepartment(server.db);
    const total = async (on: TestServer) =>
      (await on.request<any>('GET', '/api/employee/getEmployees?page=1&limit=10', { token: admin })).body
        .total as number;
    const found = async (on: TestServer, search: string) =>
      (await on.request<any>('GET', `/api/employee/getEmployees?page=1&limit=10&search=${search}`, { token: admin }))
        .body.total as number;
    const before = await total(sibling);
    expect(await found(sibling, 'cachewriter')).toBe(0);
    const row: Record<string, string> = {
      emp_name: 'Cachewriter Person',
      emp_email: `cachewriter.${Date.now()}@example.com`,
      emp_phone: `019${String(Date.now()).slice(-8)}`,
      employeeId: `CW-${Date.now() % 1_000_000}`,
      department: department.name,
      role: 'employee',
      designation: 'Data Analyst',
      salary: '1000',
      gender: 'female',
      marital_status: 'single',
      dob: '1990-02-03',
      hire_date: '',
    };
    const header = EMPLOYEE_IMPORT_COLUMNS.map((column) => column.label).join(',');
    const line = EMPLOYEE_IMPORT_COLUMNS.map((column) => row[column.key] ?? '').join(',');
    const imported = await server.request<any>('POST', '/api/employee/import', {
      token: admin,
      form: importForm('people.csv', `${header}\n${line}`),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    await sibling.settleReads();
    expect(await total(sibling)).toBe(before + 1);
    expect(await found(sibling, 'cachewriter')).toBe(1);
  });

  it('opening balances loaded on one server reorder the other’s kept balance report', async () => {
    const department = await createDepartment(server.db);
    const person = department.manager;
    const [type] = await server.db
      .insert(leaveTypes)
      .values({ name: 'Cache Opening Leave', entitlement: '0' })
      .returning({ id: leaveTypes.id });
    expect(type).toBeDefined();
    const before = await byAvailable(sibling, department.id);
    expect(before).toContain('Cache Opening Leave 0');
    const loaded = await server.request<any>('POST', '/api/leave-balance/opening', {
      token: hr,
      form: importForm(
        'opening.csv',
        `Employee ID,Leave Type,Available\n${person.employeeCode},Cache Opening Leave,300`,
        { reason: 'Balances from the old system' },
      ),
    });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(201);
    await sibling.settleReads();
    expect((await byAvailable(sibling, department.id))[0]).toBe('Cache Opening Leave 300');
  });

  it('holidays imported on one server are announced to the other', async () => {
    const heard = await announcedDuring(async () => {
      const res = await server.request('POST', '/api/calendar/holidays/import', {
        token: admin,
        body: { year: 2031, fileName: 'h.csv', text: 'date,name\n2031-02-21,Cache Day' },
      });
      expect(res.status).toBe(201);
    });
    expect(heard).toContain('Calendar');
  });
});
