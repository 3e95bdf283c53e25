import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditEvents, leaves, projects, salaries } from './db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * Every list sorts by its columns on the server (`sort=column` or `column:desc`), whole lists
 * and not only the page shown; an unknown column is refused with a 400.
 */
let server: TestServer;
let admin: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;
const people: Awaited<ReturnType<typeof createEmployee>>[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  dept = await createDepartment(server.db, 'Sorting');
  for (const [name, code] of [
    ['Bashir Sorted', 'S-002'],
    ['Anika Sorted', 'S-003'],
    ['Chandni Sorted', 'S-001'],
  ] as const) {
    people.push(await createEmployee(server.db, { departmentId: dept.id, name, employeeCode: code }));
  }
  const [bashir, anika, chandni] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
  await server.db.insert(salaries).values([
    { employeeId: bashir.employeeId, basicSalary: '300', netSalary: '300', payDate: '2025-01-31' },
    { employeeId: anika.employeeId, basicSalary: '100', netSalary: '100', payDate: '2025-03-31' },
    { employeeId: chandni.employeeId, basicSalary: '200', netSalary: '200', payDate: '2025-02-28' },
  ]);
  await server.db.insert(leaves).values([
    { employeeId: bashir.employeeId, leaveType: 'Sick Leave', startDate: '2025-05-01', endDate: '2025-05-03' },
    { employeeId: anika.employeeId, leaveType: 'Annual Leave', startDate: '2025-04-01', endDate: '2025-04-10' },
    { employeeId: chandni.employeeId, leaveType: 'Casual Leave', startDate: '2025-06-01', endDate: '2025-06-01' },
  ]);
  await server.db.insert(projects).values([
    { title: 'Sorting Beta', departmentId: dept.id, startDate: '2025-02-01', endDate: '2025-09-01' },
    { title: 'Sorting Alpha', departmentId: dept.id, startDate: '2025-03-01', endDate: '2025-08-01' },
  ]);
  await server.db.insert(attendance).values([
    { employeeId: bashir.employeeId, date: '2025-07-01', status: 'Present' },
    { employeeId: anika.employeeId, date: '2025-07-01', status: 'Absent' },
  ]);
  await server.db.insert(auditEvents).values([
    { actorName: 'Zed Actor', action: 'salary.update', subject: 'salary', subjectId: bashir.employeeId },
    { actorName: 'Abe Actor', action: 'salary.update', subject: 'salary', subjectId: anika.employeeId },
  ]);
});
afterAll(async () => {
  await server?.close();
});

const get = async (path: string) => {
  const res = await server.request<any>('GET', path, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('sorting on the server', () => {
  it('salaries by basic salary, name and pay date', async () => {
    const basic = await get('/api/salary/getAllSalaries?search=Sorted&page=1&limit=10&sort=basic:desc');
    expect(basic.result.map((s: any) => s.basicSalary)).toEqual([300, 200, 100]);
    const names = await get('/api/salary/getAllSalaries?search=Sorted&page=1&limit=10&sort=name');
    expect(names.result.map((s: any) => s.emp_name)).toEqual(['Anika Sorted', 'Bashir Sorted', 'Chandni Sorted']);
    const paid = await get('/api/salary/getAllSalaries?search=Sorted&page=1&limit=1&sort=payDate');
    expect(paid.result.map((s: any) => s.payDate)).toEqual(['2025-01-31']);
  });

  it('leaves by employee ID, start, length and type', async () => {
    const codes = await get('/api/leave/getAllleaves?search=Sorted&page=1&limit=10&sort=employeeId');
    expect(codes.result.map((l: any) => l.employee.employeeId)).toEqual(['S-001', 'S-002', 'S-003']);
    const from = await get('/api/leave/getAllleaves?search=Sorted&page=1&limit=10&sort=from:desc');
    expect(from.result.map((l: any) => l.startDate)).toEqual(['2025-06-01', '2025-05-01', '2025-04-01']);
    const days = await get('/api/leave/getAllleaves?search=Sorted&page=1&limit=10&sort=days:desc');
    expect(days.result.map((l: any) => l.days)).toEqual([10, 3, 1]);
  });

  it('projects by title and end date', async () => {
    const titles = await get('/api/projects/getAllProjects?search=Sorting&page=1&limit=10&sort=title');
    expect(titles.result.map((p: any) => p.title)).toEqual(['Sorting Alpha', 'Sorting Beta']);
    const ends = await get('/api/projects/getAllProjects?search=Sorting&page=1&limit=10&sort=end:desc');
    expect(ends.result.map((p: any) => p.title)).toEqual(['Sorting Beta', 'Sorting Alpha']);
  });

  it('the attendance sheet by name and by status (unmarked first)', async () => {
    const names = await get('/api/attendance/getAttendances?date=2025-07-01&search=Sorted&page=1&limit=10&sort=name');
    expect(names.attendance.map((r: any) => r.employeeId.emp_name)).toEqual([
      'Anika Sorted',
      'Bashir Sorted',
      'Chandni Sorted',
    ]);
    const marks = await get('/api/attendance/getAttendances?date=2025-07-01&search=Sorted&page=1&limit=10&sort=status');
    expect(marks.attendance.map((r: any) => r.status)).toEqual([null, 'Absent', 'Present']);
  });

  it('the audit trail by who made the change, and oldest first', async () => {
    const actors = await get('/api/audit?page=1&limit=100&sort=actor');
    const names = actors.result.map((e: any) => e.actor.name);
    expect(names.indexOf('Abe Actor')).toBeLessThan(names.indexOf('Zed Actor'));
    const oldest = await get('/api/audit?page=1&limit=100&sort=at');
    const times = oldest.result.map((e: any) => e.at);
    expect(times).toEqual([...times].sort());
  });

  it('refuses a column a list does not sort by (400)', async () => {
    for (const path of [
      '/api/salary/getAllSalaries?sort=password',
      '/api/leave/getAllleaves?sort=reason',
      '/api/projects/getAllProjects?sort=id',
      '/api/attendance/getAttendances?sort=markedBy',
      '/api/audit?sort=ip',
    ]) {
      const res = await server.request<any>('GET', path, { token: admin });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(/^Sort by one of/);
    }
  });
});
