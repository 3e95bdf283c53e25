import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '#shared/dates.js';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import { eq } from 'drizzle-orm';
import { attendance, employees } from '../../db/schema/index.js';
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
  const rowsOf = (body: any) => Object.values(body.groupData as Record<string, any[]>).flat();

  it('groups marks by date, newest first, in pages (limit/skip)', async () => {
    const team = await createDepartment(server.db);
    const a = await createEmployee(server.db, { departmentId: team.id, employeeCode: 'R-001', name: 'Report A' });
    const b = await createEmployee(server.db, { departmentId: team.id, employeeCode: 'R-002', name: 'Report B' });
    await server.db.insert(attendance).values([
      { employeeId: a.employeeId, date: '2020-01-02', status: 'Present' },
      { employeeId: b.employeeId, date: '2020-01-02', status: 'Absent' },
      { employeeId: a.employeeId, date: '2020-01-01', status: 'Leave' },
    ]);
    const path = `/api/attendance/report?unmarked=include&date=2020-01-02&department=${team.id}`;
    const oneDay = await server.request<any>('GET', path, { token: admin });
    expect(Object.keys(oneDay.body.groupData)).toEqual(['2020-01-02']);
    const day = oneDay.body.groupData['2020-01-02'];
    expect(day).toEqual(
      expect.arrayContaining([
        {
          date: '2020-01-02',
          personId: a.employeeId,
          employeeId: 'R-001',
          name: 'Report A',
          department: team.name,
          status: 'Present',
        },
        {
          date: '2020-01-02',
          personId: b.employeeId,
          employeeId: 'R-002',
          name: 'Report B',
          department: team.name,
          status: 'Absent',
        },
      ]),
    );
    // The department's manager (created with it) was not marked that day.
    expect(day.filter((row: any) => row.status === null).map((row: any) => row.personId)).toEqual([
      team.manager.employeeId,
    ]);
    // Without unmarked=include the report lists marks only, as the original contract did.
    const marksOnly = await server.request<any>('GET', path.replace('unmarked=include&', ''), { token: admin });
    expect(marksOnly.body.groupData['2020-01-02'].map((row: any) => row.status).sort()).toEqual(['Absent', 'Present']);
    const again = await server.request<any>('GET', path, { token: admin });
    expect(again.body.groupData).toEqual(oneDay.body.groupData); // stable order
    const all = await server.request<any>('GET', '/api/attendance/report?limit=1000', { token: admin });
    const dates = Object.keys(all.body.groupData);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = await server.request<any>('GET', '/api/attendance/report?limit=1&skip=0', { token: admin });
    const second = await server.request<any>('GET', '/api/attendance/report?limit=1&skip=1', { token: admin });
    expect(JSON.stringify(first.body.groupData)).not.toBe(JSON.stringify(second.body.groupData));
    expect((await server.request('GET', '/api/attendance/report?date=2020-13-01', { token: admin })).status).toBe(400);
  });

  it("shows past working days nobody marked as 'Not marked' (null), only while the person worked here", async () => {
    const team = await createDepartment(server.db);
    // Monday 2024-03-04 to Tuesday 2024-03-12 (the first mark anywhere is earlier, so every day counts).
    const person = await createEmployee(server.db, {
      departmentId: team.id,
      hireDate: '2024-03-04',
      lastWorkingDay: '2024-03-12',
    });
    await server.db.insert(attendance).values([
      { employeeId: person.employeeId, date: '2024-03-05', status: 'Present' },
      { employeeId: person.employeeId, date: '2024-03-09', status: 'Present' }, // a Saturday someone marked
    ]);
    const res = await server.request<any>(
      'GET',
      `/api/attendance/report?unmarked=include&employee=${person.employeeId}`,
      {
        token: admin,
      },
    );
    expect(res.status).toBe(200);
    const days = rowsOf(res.body).map((row: any) => `${row.date} ${row.status ?? 'Not marked'}`);
    expect(days).toEqual([
      '2024-03-12 Not marked',
      '2024-03-11 Not marked',
      '2024-03-09 Present',
      '2024-03-08 Not marked',
      '2024-03-07 Not marked',
      '2024-03-06 Not marked',
      '2024-03-05 Present',
      '2024-03-04 Not marked',
    ]);
    const unmarked = await server.request<any>(
      'GET',
      `/api/attendance/report?employee=${person.employeeId}&status=Not%20marked`,
      { token: admin },
    );
    expect(rowsOf(unmarked.body)).toHaveLength(6);
    const present = await server.request<any>('GET', `/api/attendance/report?department=${team.id}&status=Present`, {
      token: admin,
    });
    expect(rowsOf(present.body).map((row: any) => row.date)).toEqual(['2024-03-09', '2024-03-05']);
    // Today is still being marked: it is never 'Not marked'.
    const todays = await server.request<any>('GET', `/api/attendance/report?date=${today()}&status=Not%20marked`, {
      token: admin,
    });
    expect(rowsOf(todays.body)).toEqual([]);
    for (const bad of ['employee=nope', 'department=nope', 'status=Late']) {
      const refused = await server.request<any>('GET', `/api/attendance/report?${bad}`, { token: admin });
      expect(refused.status).toBe(400);
    }
  });

  it("follows the organisation's work week and leaves public holidays out of 'Not marked'", async () => {
    const team = await createDepartment(server.db);
    // Monday 2024-04-01 to Sunday 2024-04-07, in a Sunday–Thursday week with a holiday on Wednesday.
    const person = await createEmployee(server.db, {
      departmentId: team.id,
      hireDate: '2024-04-01',
      lastWorkingDay: '2024-04-07',
    });
    await server.db.insert(attendance).values({ employeeId: person.employeeId, date: '2024-04-01', status: 'Present' });
    const notMarked = async () => {
      const res = await server.request<any>(
        'GET',
        `/api/attendance/report?employee=${person.employeeId}&status=Not%20marked`,
        { token: admin },
      );
      const csv = await server.request<string>(
        'GET',
        `/api/attendance/report.csv?employee=${person.employeeId}&status=Not%20marked`,
        { token: admin },
      );
      const days = rowsOf(res.body).map((row: any) => row.date);
      expect(
        csv.body
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) => line.slice(0, 10)),
      ).toEqual(days);
      return days;
    };
    // The zone's default week (Saturday–Sunday for this zone).
    expect(await notMarked()).toEqual(['2024-04-05', '2024-04-04', '2024-04-03', '2024-04-02']);
    const week = { workingDays: [0, 1, 2, 3, 4] };
    expect((await server.request('PUT', '/api/calendar/work-week', { token: admin, body: week })).status).toBe(200);
    const holiday = { day: '2024-04-03', name: 'Report Holiday' };
    expect((await server.request('POST', '/api/calendar/holidays', { token: admin, body: holiday })).status).toBe(201);
    expect(await notMarked()).toEqual(['2024-04-07', '2024-04-04', '2024-04-02']);
    const usual = { workingDays: [1, 2, 3, 4, 5] };
    expect((await server.request('PUT', '/api/calendar/work-week', { token: admin, body: usual })).status).toBe(200);
  });

  it('continues a page after the previous one (keyset `after` = its `next`), the same rows as skip', async () => {
    const team = await createDepartment(server.db);
    const people = await Promise.all(
      [1, 2, 3].map((n) =>
        createEmployee(server.db, {
          departmentId: team.id,
          employeeCode: `K-00${n}`,
          hireDate: '2019-06-03',
          lastWorkingDay: '2019-06-07',
        }),
      ),
    );
    // The manager joins today (no past day of theirs is due); the three worked one week, marked
    // on Monday and Tuesday only.
    await server.db.update(employees).set({ hireDate: today() }).where(eq(employees.id, team.manager.employeeId));
    await server.db.insert(attendance).values(
      people.flatMap((person) =>
        ['2019-06-03', '2019-06-04'].map((date) => ({
          employeeId: person.employeeId,
          date,
          status: 'Present' as const,
        })),
      ),
    );
    // On Wednesday only the middle one (by id) is marked: marked and unmarked interleave in the day.
    const middle = [...people].sort((a, b) => a.employeeId.localeCompare(b.employeeId))[1]!;
    await server.db.insert(attendance).values({ employeeId: middle.employeeId, date: '2019-06-05', status: 'Absent' });
    const filter = `unmarked=include&department=${team.id}`;
    const bySkip: unknown[] = [];
    const byAfter: unknown[] = [];
    for (let skip = 0; ; skip += 4) {
      const page = await server.request<any>('GET', `/api/attendance/report?${filter}&limit=4&skip=${skip}`, {
        token: admin,
      });
      bySkip.push(...rowsOf(page.body));
      if (rowsOf(page.body).length < 4) break;
    }
    let after: string | null = null;
    do {
      const page: any = await server.request<any>(
        'GET',
        `/api/attendance/report?${filter}&limit=4${after ? `&after=${after}` : ''}`,
        { token: admin },
      );
      expect(page.status).toBe(200);
      byAfter.push(...rowsOf(page.body));
      after = page.body.next;
    } while (after);
    expect(byAfter).toHaveLength(15); // 3 people × 5 working days
    expect(byAfter).toEqual(bySkip);
    // One row at a time: still every person on every day, in the report's order.
    const single: any[] = [];
    let next: string | null = null;
    do {
      const page: any = await server.request<any>(
        'GET',
        `/api/attendance/report?${filter}&limit=1${next ? `&after=${next}` : ''}`,
        { token: admin },
      );
      single.push(...rowsOf(page.body));
      next = page.body.next;
    } while (next);
    expect(single).toEqual(byAfter);
    const wednesday = single.filter((row) => row.date === '2019-06-05');
    expect(wednesday.map((row) => row.status ?? 'Not marked').sort()).toEqual(['Absent', 'Not marked', 'Not marked']);
    const oneDay = await server.request<any>('GET', `/api/attendance/report?${filter}&date=2019-06-03&limit=2`, {
      token: admin,
    });
    const rest = await server.request<any>(
      'GET',
      `/api/attendance/report?${filter}&date=2019-06-03&limit=2&after=${oneDay.body.next}`,
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

  it('names each person as the database holds them, from the kept directory or not, and after a rename', async () => {
    const team = await createDepartment(server.db, 'Labels');
    const person = await createEmployee(server.db, {
      departmentId: team.id,
      name: 'Label One',
      hireDate: '2019-06-10',
    });
    await server.db.insert(attendance).values([
      { employeeId: person.employeeId, date: '2019-06-10', status: 'Sick' },
      { employeeId: team.manager.employeeId, date: '2019-06-10', status: 'Present' },
    ]);
    await server.settleReads();
    // The same database through a server that keeps nothing: every name read with the rows.
    const plain = await server.startSibling({ ORG_TIMEZONE: ZONE, CACHE_SECONDS: '0' });
    const report = async (on: TestServer, query: string) => {
      const res = await on.request<any>('GET', `/api/attendance/report?${query}`, { token: admin });
      expect(res.status, query).toBe(200);
      return { rows: rowsOf(res.body), next: res.body.next };
    };
    try {
      for (const query of [
        'limit=40',
        'limit=40&unmarked=include',
        `limit=25&skip=5&unmarked=include&department=${team.id}`,
        `limit=25&department=${dept.id}&status=Present`,
        'limit=30&status=Not%20marked',
        'date=2019-06-10&unmarked=include',
      ]) {
        expect(await report(server, query), query).toEqual(await report(plain, query));
      }
      // Someone the kept directory does not hold yet (written straight to the database) is named too.
      const late = await createEmployee(server.db, { departmentId: team.id, name: 'Label Late' });
      await server.db.insert(attendance).values({ employeeId: late.employeeId, date: '2019-06-10', status: 'Absent' });
      const day = await report(server, `date=2019-06-10&department=${team.id}`);
      expect(day.rows.find((row: any) => row.personId === late.employeeId)).toMatchObject({
        name: 'Label Late',
        employeeId: late.employeeCode,
        department: 'Labels',
        status: 'Absent',
      });
      // A rename through the API shows in the next report.
      const form = new FormData();
      form.append('emp_name', 'Label Renamed');
      const renamed = await server.request('PUT', `/api/employee/updateEmployee/${person.employeeId}`, {
        token: admin,
        form,
      });
      expect(renamed.status).toBe(200);
      const after = await report(server, `date=2019-06-10&department=${team.id}`);
      expect(after.rows.find((row: any) => row.personId === person.employeeId)?.name).toBe('Label Renamed');
      expect(after).toEqual(await report(plain, `date=2019-06-10&department=${team.id}`));
    } finally {
      await plain.close();
    }
  });

  it('streams the report under the same filters as a quoted CSV attachment', async () => {
    const team = await createDepartment(server.db, 'Field, "South"');
    const odd = await createEmployee(server.db, {
      departmentId: team.id,
      employeeCode: 'R-003',
      name: '=cmd|"calc"',
      hireDate: '2019-12-30',
      lastWorkingDay: '2020-01-03',
    });
    await server.db.insert(attendance).values({ employeeId: odd.employeeId, date: '2019-12-31', status: 'Present' });
    const res = await server.request<string>(
      'GET',
      `/api/attendance/report.csv?unmarked=include&employee=${odd.employeeId}`,
      {
        token: admin,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Attendance_report_${today()}.csv"`);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toEqual([
      'date,employeeId,name,department,status',
      `2020-01-03,R-003,"'=cmd|""calc""","Field, ""South""",Not marked`,
      `2020-01-02,R-003,"'=cmd|""calc""","Field, ""South""",Not marked`,
      `2020-01-01,R-003,"'=cmd|""calc""","Field, ""South""",Not marked`,
      `2019-12-31,R-003,"'=cmd|""calc""","Field, ""South""",Present`,
      `2019-12-30,R-003,"'=cmd|""calc""","Field, ""South""",Not marked`,
    ]);
    // The CSV has the rows of the report, each filter applied the same way.
    for (const filter of [
      `employee=${odd.employeeId}&status=Not%20marked`,
      `unmarked=include&department=${team.id}&date=2020-01-02`,
      'unmarked=include&date=2019-12-31',
      'date=2019-12-31',
    ]) {
      const csv = await server.request<string>('GET', `/api/attendance/report.csv?${filter}`, { token: admin });
      const report = await server.request<any>('GET', `/api/attendance/report?${filter}&limit=1000`, { token: admin });
      const rows = rowsOf(report.body).map((row: any) => `${row.date},${row.employeeId},${row.status ?? 'Not marked'}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(
        csv.body
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) => {
            const cells = line.split(',');
            return `${cells[0]},${cells[1]},${cells[cells.length - 1]}`;
          }),
      ).toEqual(rows);
    }
    expect(
      (await server.request('GET', '/api/attendance/report.csv', { token: (await loginAs(server, 'moderator')).token }))
        .status,
    ).toBe(403);
    expect((await server.request('GET', '/api/attendance/report.csv?status=Late', { token: admin })).status).toBe(400);
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
