import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '#shared/dates.js';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import { attendance } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;
const ZONE = 'Pacific/Kiritimati'; // UTC+14: "today" differs from UTC for most of the day
const today = () => todayIn(ZONE);

beforeAll(async () => {
  server = await startTestServer({ ORG_TIMEZONE: ZONE });
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  dept = await createDepartment(server.db, 'Field, "North"');
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/attendance/getAttendances', () => {
  it("lists every employee for the organisation's today, unmarked as null", async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id, name: 'Today Hire' });
    const res = await server.request<any>('GET', '/api/attendance/getAttendances', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.date).toBe(today());
    const row = res.body.attendance.find((r: any) => r.employeeId._id === person.employeeId);
    expect(row).toMatchObject({
      status: null,
      date: today(),
      employeeId: { emp_name: 'Today Hire', employeeId: person.employeeCode, department: { dep_name: dept.name } },
    });
  });

  it('searches by name, employee id or department, paged', async () => {
    const person = await createEmployee(server.db, {
      departmentId: dept.id,
      name: 'Searchable Sumi',
      employeeCode: 'ATT-999',
    });
    for (const search of ['sumi', 'att-999']) {
      const res = await server.request<any>('GET', `/api/attendance/getAttendances?search=${search}&page=1&limit=10`, {
        token: admin,
      });
      expect(
        res.body.attendance.map((r: any) => r.employeeId._id),
        search,
      ).toEqual([person.employeeId]);
      expect(res.body.total).toBe(1);
    }
    const byDept = await server.request<any>('GET', '/api/attendance/getAttendances?search=north', { token: admin });
    expect(byDept.body.attendance.length).toBeGreaterThan(1);
  });

  it('is for admins only', async () => {
    expect((await server.request('GET', '/api/attendance/getAttendances')).status).toBe(401);
    for (const role of ['manager', 'employee', 'moderator', 'user'] as const) {
      expect(
        (await server.request('GET', '/api/attendance/getAttendances', { token: (await loginAs(server, role)).token }))
          .status,
      ).toBe(403);
    }
  });
});

describe('PUT /api/attendance/updateAttendance/{employeeId}', () => {
  it('marks today once; a second mark is refused (409)', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const res = await server.request<any>('PUT', `/api/attendance/updateAttendance/${person.employeeId}`, {
      token: admin,
      body: { status: 'Sick' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: ATTENDANCE_MSG.updated('Sick'),
      attendance: { status: 'Sick', date: today() },
    });
    const again = await server.request<any>('PUT', `/api/attendance/updateAttendance/${person.employeeId}`, {
      token: admin,
      body: { status: 'Present' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ATTENDANCE_MSG.alreadyMarked);
    const list = await server.request<any>('GET', `/api/attendance/getAttendances?search=${person.employeeCode}`, {
      token: admin,
    });
    expect(list.body.attendance[0].status).toBe('Sick');
  });

  it('refuses an unknown status (400), an unknown employee (404) and non-admins (403)', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const bad = await server.request<any>('PUT', `/api/attendance/updateAttendance/${person.employeeId}`, {
      token: admin,
      body: { status: 'Holiday' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ATTENDANCE_MSG.badStatus);
    expect(
      (
        await server.request('PUT', '/api/attendance/updateAttendance/00000000-0000-4000-8000-000000000000', {
          token: admin,
          body: { status: 'Present' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.request('PUT', `/api/attendance/updateAttendance/${person.employeeId}`, {
          token: (await loginAs(server, dept.manager)).token,
          body: { status: 'Present' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('report and CSV', () => {
  it('groups marks by date, newest first, in pages (limit/skip)', async () => {
    const a = await createEmployee(server.db, { departmentId: dept.id, employeeCode: 'R-001', name: 'Report A' });
    const b = await createEmployee(server.db, { departmentId: dept.id, employeeCode: 'R-002', name: 'Report B' });
    await server.db.insert(attendance).values([
      { employeeId: a.employeeId, date: '2020-01-02', status: 'Present' },
      { employeeId: b.employeeId, date: '2020-01-02', status: 'Absent' },
      { employeeId: a.employeeId, date: '2020-01-01', status: 'Leave' },
    ]);
    const oneDay = await server.request<any>('GET', '/api/attendance/report?date=2020-01-02', { token: admin });
    expect(Object.keys(oneDay.body.groupData)).toEqual(['2020-01-02']);
    const day = oneDay.body.groupData['2020-01-02'];
    expect(day).toHaveLength(2);
    expect(day).toEqual(
      expect.arrayContaining([
        { date: '2020-01-02', employeeId: 'R-001', name: 'Report A', department: dept.name, status: 'Present' },
        { date: '2020-01-02', employeeId: 'R-002', name: 'Report B', department: dept.name, status: 'Absent' },
      ]),
    );
    const again = await server.request<any>('GET', '/api/attendance/report?date=2020-01-02', { token: admin });
    expect(again.body.groupData).toEqual(oneDay.body.groupData); // stable order
    const all = await server.request<any>('GET', '/api/attendance/report?limit=1000', { token: admin });
    const dates = Object.keys(all.body.groupData);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = await server.request<any>('GET', '/api/attendance/report?limit=1&skip=0', { token: admin });
    const second = await server.request<any>('GET', '/api/attendance/report?limit=1&skip=1', { token: admin });
    expect(JSON.stringify(first.body.groupData)).not.toBe(JSON.stringify(second.body.groupData));
    expect((await server.request('GET', '/api/attendance/report?date=2020-13-01', { token: admin })).status).toBe(400);
  });

  it('continues a page after the previous one (keyset `after` = its `next`), the same rows as skip', async () => {
    const people = await Promise.all(
      [1, 2, 3].map((n) => createEmployee(server.db, { departmentId: dept.id, employeeCode: `K-00${n}` })),
    );
    await server.db.insert(attendance).values(
      people.flatMap((person) =>
        ['2019-06-03', '2019-06-04'].map((date) => ({
          employeeId: person.employeeId,
          date,
          status: 'Present' as const,
        })),
      ),
    );
    const rowsOf = (body: any) => Object.values(body.groupData as Record<string, unknown[]>).flat();
    const bySkip: unknown[] = [];
    const byAfter: unknown[] = [];
    for (let skip = 0; ; skip += 4) {
      const page = await server.request<any>('GET', `/api/attendance/report?limit=4&skip=${skip}`, { token: admin });
      bySkip.push(...rowsOf(page.body));
      if (rowsOf(page.body).length < 4) break;
    }
    let after: string | null = null;
    do {
      const page: any = await server.request<any>(
        'GET',
        `/api/attendance/report?limit=4${after ? `&after=${after}` : ''}`,
        { token: admin },
      );
      expect(page.status).toBe(200);
      byAfter.push(...rowsOf(page.body));
      after = page.body.next;
    } while (after);
    expect(byAfter.length).toBeGreaterThanOrEqual(6);
    expect(byAfter).toEqual(bySkip);
    const oneDay = await server.request<any>('GET', '/api/attendance/report?date=2019-06-03&limit=2', { token: admin });
    const rest = await server.request<any>(
      'GET',
      `/api/attendance/report?date=2019-06-03&limit=2&after=${oneDay.body.next}`,
      { token: admin },
    );
    expect(rest.body.next).toBeNull();
    expect([...rowsOf(oneDay.body), ...rowsOf(rest.body)].map((row: any) => row.employeeId).sort()).toEqual([
      'K-001',
      'K-002',
      'K-003',
    ]);
    const bad = await server.request<any>('GET', '/api/attendance/report?after=2019-06-03~not-an-id', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/after/);
  });

  it('streams the whole report as a quoted CSV attachment', async () => {
    const odd = await createEmployee(server.db, { departmentId: dept.id, employeeCode: 'R-003', name: '=cmd|"calc"' });
    await server.db.insert(attendance).values({ employeeId: odd.employeeId, date: '2019-12-31', status: 'Present' });
    const res = await server.request<string>('GET', '/api/attendance/report.csv', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Attendance_report.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,employeeId,name,department,status');
    expect(lines).toContain(`2019-12-31,R-003,"'=cmd|""calc""","Field, ""North""",Present`);
    const report = await server.request<any>('GET', '/api/attendance/report?limit=1000', { token: admin });
    const reportRows = Object.values(report.body.groupData).flat().length;
    expect(lines.length - 1).toBe(reportRows);
    const oneDay = await server.request<string>('GET', '/api/attendance/report.csv?date=2019-12-31', { token: admin });
    expect(oneDay.body.trim().split('\r\n')).toHaveLength(2);
    expect(
      (await server.request('GET', '/api/attendance/report.csv', { token: (await loginAs(server, 'moderator')).token }))
        .status,
    ).toBe(403);
  });
});

describe('GET /api/attendance/employee/{userId}', () => {
  it('counts the days marked Present, for the person themselves', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    await server.db.insert(attendance).values([
      { employeeId: person.employeeId, date: '2021-03-01', status: 'Present' },
      { employeeId: person.employeeId, date: '2021-03-02', status: 'Present' },
      { employeeId: person.employeeId, date: '2021-03-03', status: 'Absent' },
    ]);
    const { token } = await loginAs(server, person);
    const res = await server.request<any>('GET', `/api/attendance/employee/${person.id}`, { token });
    expect(res.body).toEqual({ success: true, count: 2 });
    const other = await createEmployee(server.db, { departmentId: dept.id });
    expect((await server.request('GET', `/api/attendance/employee/${other.id}`, { token })).status).toBe(403);
    expect(
      (await server.request('GET', `/api/attendance/employee/${person.employeeId}`, { token: admin })).status,
    ).toBe(200);
  });
});
