import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_STATUSES } from '#shared/schemas/attendance.js';
import { attendance, auditEvents, leaves, salaries } from './db/schema/index.js';
import { defuseFormula } from './lib/csv.js';
import { createDepartment, createEmployee, loginAs, orgToday, type TestEmployee } from './test/factories.js';
import { column, download, everyPage, exportBoth } from './test/exports.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * The exports of the attendance report, the leave lists, the balances, the salaries and the audit
 * trail: each holds the rows its list shows for the same filters and sort — for a manager their
 * department's, for an employee their own — in CSV and XLSX alike. The first three lists' exports
 * still answer at their first addresses (`report.csv`, `export.csv`), now in XLSX too.
 */
let server: TestServer;
let admin: string;
let hr: string;
let a: Awaited<ReturnType<typeof createDepartment>>;
let b: Awaited<ReturnType<typeof createDepartment>>;
let managerA: string;
let ada: TestEmployee;
let bob: TestEmployee;
let ben: TestEmployee;
let adaToken: string;
const year = Number(orgToday().slice(0, 4));

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  hr = (await loginAs(server, 'moderator')).token;
  a = await createDepartment(server.db, 'Records Alpha');
  b = await createDepartment(server.db, 'Records Beta');
  managerA = (await loginAs(server, a.manager)).token;
  ada = await createEmployee(server.db, { departmentId: a.id, name: 'Ada Records', employeeCode: 'R-001' });
  bob = await createEmployee(server.db, { departmentId: a.id, name: '-Bob Records', employeeCode: 'R-002' });
  ben = await createEmployee(server.db, { departmentId: b.id, name: 'Ben Records', employeeCode: 'R-003' });
  adaToken = (await loginAs(server, ada)).token;
  const people = [ada, bob, ben];
  await server.db.insert(attendance).values(
    people.flatMap((person, i) => [
      { employeeId: person.employeeId, date: '2024-05-06', status: 'Present' as const },
      { employeeId: person.employeeId, date: '2024-05-07', status: i === 1 ? ('Absent' as const) : ('Leave' as const) },
    ]),
  );
  const types = ['Annual Leave', 'Sick Leave', 'Casual Leave'] as const;
  const statuses = ['Pending', 'Approved', 'Rejected'] as const;
  await server.db.insert(leaves).values(
    people.flatMap((person, p) =>
      Array.from({ length: 7 }, (_, i) => ({
        employeeId: person.employeeId,
        leaveType: types[i % 3]!,
        startDate: `2024-0${1 + (i % 9)}-1${p}`,
        endDate: `2024-0${1 + (i % 9)}-1${p + 1}`,
        reason: i === 0 ? '=1+1' : `Reason ${i}`,
        status: statuses[(i + p) % 3]!,
      })),
    ),
  );
  await server.db.insert(salaries).values(
    people.flatMap((person, p) =>
      Array.from({ length: 4 }, (_, m) => ({
        employeeId: person.employeeId,
        basicSalary: String(40_000 + p * 1000 + m),
        allowance: '1500.50',
        deductions: '200.25',
        netSalary: String(40_000 + p * 1000 + m + 1300.25),
        payDate: `2025-0${m + 1}-28`,
      })),
    ),
  );
  await server.db.insert(auditEvents).values(
    Array.from({ length: 30 }, (_, i) => ({
      actorName: i % 2 ? 'Ada Auditor' : 'Mo Officer',
      action: 'salary.update',
      subject: 'salary' as const,
      subjectId: '00000000-0000-4000-8000-0000000000' + String(10 + i),
      personId: (i % 3 ? ada : ben).employeeId,
      personName: (i % 3 ? ada : ben).name,
      before: { basicSalary: i },
      after: { basicSalary: i + 1 },
      reason: i === 4 ? '@Raise, "agreed"' : `Correction ${i}`,
      // Ten share one moment, as one transaction's rows do.
      at: new Date(Date.UTC(2025, 0, 1 + Math.max(0, i - 10), 12, 0, 0)),
    })),
  );
});
afterAll(async () => {
  await server?.close();
});

const ids = (leavesList: any[]) => leavesList.map((leave) => `${leave.employee.employeeId} ${leave.startDate}`);
const fileIds = (file: { header: string[]; rows: string[][] }) => {
  const from = column(file, 'From');
  return column(file, 'Employee ID').map((id, i) => `${id} ${from[i]}`);
};

describe('GET /api/export/attendance-report (and /api/attendance/report.csv)', () => {
  it('holds the report’s rows for each filter, at both addresses, CSV and XLSX alike', async () => {
    for (const query of [
      'date=2024-05-07',
      `department=${a.id}`,
      'status=Present',
      `employee=${bob.employeeId}&unmarked=include&date=2024-05-06`,
    ]) {
      const report = await server.request<any>('GET', `/api/attendance/report?${query}&limit=1000`, { token: admin });
      const rows = Object.values(report.body.groupData as Record<string, any[]>).flat();
      const expected = rows.map((row) => `${row.date} ${row.employeeId} ${row.status ?? 'Not marked'}`);
      for (const path of ['/api/export/attendance-report', '/api/attendance/report.csv']) {
        const file = await exportBoth(server, `${path}?${query}`, admin);
        expect(file.header).toEqual(['date', 'employeeId', 'name', 'department', 'status']);
        const dates = column(file, 'date');
        const status = column(file, 'status');
        expect(
          column(file, 'employeeId').map((id, i) => `${dates[i]} ${id} ${status[i]}`),
          query,
        ).toEqual(expected);
      }
    }
    expect((await download(server, '/api/export/attendance-report', hr)).status).toBe(403);
    expect((await download(server, '/api/export/attendance-report?status=Late', admin)).body?.message).toBe(
      `Status must be one of: ${REPORT_STATUSES.join(', ')}.`,
    );
  });
});

describe('GET /api/export/leaves, /leave-requests and /leave-history', () => {
  it('HR’s list for each status, search and sort', async () => {
    for (const query of ['', 'status=Approved', 'waiting=true', 'search=records&sort=name:desc', 'sort=days']) {
      const list = await everyPage<any>(server, `/api/leave/getAllleaves?${query}`, hr);
      const file = await exportBoth(server, `/api/export/leaves?${query}`, hr);
      expect(fileIds(file), query).toEqual(ids(list));
    }
    const file = await exportBoth(server, '/api/export/leaves?search=R-001&sort=from', admin);
    expect(column(file, 'Reason')[0]).toBe("'=1+1");
    expect((await download(server, '/api/export/leaves', managerA)).status).toBe(403);
  });

  it("a manager's requests: their department's, or only those waiting for them (mine)", async () => {
    for (const query of ['', 'mine=true', 'status=Pending&sort=from:desc']) {
      const list = await everyPage<any>(server, `/api/leave-approval/requests?${query}`, managerA);
      const file = await exportBoth(server, `/api/export/leave-requests?${query}`, managerA);
      expect(fileIds(file), query).toEqual(ids(list));
    }
    const all = await exportBoth(server, '/api/export/leave-requests', managerA);
    expect(new Set(column(all, 'Department'))).toEqual(new Set(['Records Alpha']));
    expect(all.rows).toHaveLength(14);
  });

  it("one's own history; HR anyone's; nobody else's (403)", async () => {
    const own = await server.request<any>('GET', `/api/leave/getLeave/${ada.id}`, { token: adaToken });
    const file = await exportBoth(server, '/api/export/leave-history', adaToken);
    expect(fileIds(file)).toEqual(ids(own.body.leaves));
    expect(new Set(column(file, 'Name'))).toEqual(new Set(['Ada Records']));
    const forHr = await exportBoth(server, `/api/export/leave-history?employee=${ben.employeeId}`, hr);
    expect(new Set(column(forHr, 'Name'))).toEqual(new Set(['Ben Records']));
    expect(forHr.rows).toHaveLength(7);
    expect((await download(server, `/api/export/leave-history?employee=${ben.id}`, adaToken)).status).toBe(403);
    expect((await download(server, `/api/export/leave-history?employee=${ada.id}`, managerA)).status).toBe(403);
    expect((await download(server, '/api/export/leave-history?employee=x', adaToken)).body?.message).toBe(
      'Invalid employee id.',
    );
  });
});

describe('GET /api/export/leave-balances (and /api/leave-balance/report.csv)', () => {
  it("HR's report and a manager's (their department only), at both addresses", async () => {
    for (const [token, query] of [
      [hr, `year=${year}&sort=available:desc`],
      [hr, `year=${year}&department=${b.id}&sort=name`],
      [managerA, `year=${year}`],
    ] as const) {
      const list = await everyPage<any>(server, `/api/leave-balance/report?${query}`, token);
      const expected = list.map((row) => `${row.employee.employeeId} ${row.leaveType} ${row.available}`);
      for (const path of ['/api/export/leave-balances', '/api/leave-balance/report.csv']) {
        const file = await exportBoth(server, `${path}?${query}`, token);
        const type = column(file, 'Leave Type');
        const available = column(file, 'Available');
        expect(
          column(file, 'Employee ID').map((id, i) => `${id} ${type[i]} ${available[i]}`),
          query,
        ).toEqual(expected);
      }
    }
    const mine = await exportBoth(server, `/api/export/leave-balances?year=${year}`, managerA);
    expect(new Set(column(mine, 'Department'))).toEqual(new Set(['Records Alpha']));
    expect(new Set(column(mine, 'Name'))).toEqual(new Set([a.manager.name, 'Ada Records', "'-Bob Records"]));
    expect((await download(server, '/api/export/leave-balances', adaToken)).status).toBe(403);
  });
});

describe('GET /api/export/salaries and /salary-history', () => {
  it("HR's list, searched and sorted", async () => {
    for (const query of ['', 'sort=net', 'search=R-00&sort=payDate']) {
      const list = await everyPage<any>(server, `/api/salary/getAllSalaries?${query}`, hr);
      const file = await exportBoth(server, `/api/export/salaries?${query}`, hr);
      const net = column(file, 'Net');
      expect(
        column(file, 'Employee ID').map((id, i) => `${id} ${net[i]}`),
        query,
      ).toEqual(list.map((s) => `${s.employee.employeeId} ${s.netSalary}`));
    }
    const file = await exportBoth(server, '/api/export/salaries?search=R-001&sort=payDate', admin);
    expect(file.header).toEqual(['Employee ID', 'Name', 'Pay Date', 'Type', 'Basic', 'Allowance', 'Deductions', 'Net']);
    expect(file.rows[0]).toEqual([
      'R-001',
      'Ada Records',
      '2025-01-28',
      'regular',
      '40000',
      '1500.5',
      '200.25',
      '41300.25',
    ]);
    expect((await download(server, '/api/export/salaries', managerA)).status).toBe(403);
  });

  it("one's own salary history; HR anyone's; nobody else's (403)", async () => {
    const own = await server.request<any>('GET', `/api/salary/getSalary/${ada.id}`, { token: adaToken });
    const file = await exportBoth(server, '/api/export/salary-history', adaToken);
    expect(column(file, 'Net')).toEqual(own.body.result.map((s: any) => String(s.netSalary)));
    expect(new Set(column(file, 'Name'))).toEqual(new Set(['Ada Records']));
    const forHr = await exportBoth(server, `/api/export/salary-history?employee=${bob.id}`, hr);
    expect(column(forHr, 'Name')).toEqual(Array(4).fill("'-Bob Records"));
    expect((await download(server, `/api/export/salary-history?employee=${bob.id}`, adaToken)).status).toBe(403);
    expect((await download(server, `/api/export/salary-history?employee=${ada.id}`, managerA)).status).toBe(403);
  });
});

describe('GET /api/export/audit-trail (and /api/audit/export.csv)', () => {
  it('holds the trail’s rows for each filter and sort, at both addresses — rows of one moment included', async () => {
    for (const query of [
      '',
      `personId=${ben.employeeId}`,
      'sort=actor',
      'sort=at&from=2025-01-02',
      'sort=actor:desc',
    ]) {
      const list = await everyPage<any>(server, `/api/audit?${query}`, admin);
      for (const path of ['/api/export/audit-trail', '/api/audit/export.csv']) {
        const file = await exportBoth(server, `${path}?${query}`, admin);
        expect(column(file, 'record'), `${path}?${query}`).toEqual(list.map((event) => event.subjectId));
      }
    }
    const file = await exportBoth(server, '/api/export/audit-trail?sort=actor', admin);
    expect(column(file, 'reason')).toContain(defuseFormula('@Raise, "agreed"'));
    expect((await download(server, '/api/export/audit-trail', hr)).status).toBe(403);
  });

  it('reads a long trail stretch after stretch, none lost where thousands share one microsecond', async () => {
    await server.db.execute(sql`insert into audit_events (actor_name, action, subject, subject_id, at)
      select 'Bulk ' || (g % 7), 'salary.update', 'salary', gen_random_uuid(), timestamptz '2024-06-01 10:00:00.123456+00'
      from generate_series(1, 4500) g`);
    for (const query of ['to=2024-12-31', 'to=2024-12-31&sort=at', 'to=2024-12-31&sort=actor:desc']) {
      const list = await everyPage<any>(server, `/api/audit?${query}`, admin);
      expect(list).toHaveLength(4500);
      const file = await download(server, `/api/export/audit-trail?${query}`, admin);
      expect(
        file.rows.slice(1).map((row) => row[4]),
        query,
      ).toEqual(list.map((event) => event.subjectId));
    }
  });
});
