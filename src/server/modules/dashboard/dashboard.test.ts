import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToday } from '#shared/bounds.js';
import { attendance, leaves, projects, salaries, tasks } from '../../db/schema/index.js';
import { createDepartment, createEmployee, loginAs, type TestEmployee } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

/*
 * Each dashboard summary must answer, part by part, exactly what the spec's own calls answer the
 * same caller at the same moment: the web app files each part under that call.
 */
let server: TestServer;
let department: Awaited<ReturnType<typeof createDepartment>>;
let alice: TestEmployee;
const token: Record<'admin' | 'manager' | 'employee', string> = { admin: '', manager: '', employee: '' };
const today = utcToday();

const get = async (path: string, who: keyof typeof token) => {
  const res = await server.request<any>('GET', path, { token: token[who] });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

beforeAll(async () => {
  server = await startTestServer({ ORG_TIMEZONE: 'UTC' });
  department = await createDepartment(server.db, 'Dash Engineering');
  alice = await createEmployee(server.db, { departmentId: department.id, name: 'Alice Dash' });
  await createEmployee(server.db, { departmentId: department.id, name: 'Bob Dash' });
  // Seven running projects: the overview shows five and says seven.
  const rows = await server.db
    .insert(projects)
    .values(
      Array.from({ length: 7 }, (_, i) => ({
        title: `Dash project ${i + 1}`,
        departmentId: department.id,
        startDate: '2026-01-01',
        endDate: '2027-12-31',
        status: 'in progress' as const,
      })),
    )
    .returning({ id: projects.id });
  await server.db.insert(tasks).values({ projectId: rows[0]!.id, employeeId: alice.employeeId, title: 'Open task' });
  await server.db.insert(attendance).values({ employeeId: alice.employeeId, date: today, status: 'Present' });
  await server.db.insert(salaries).values({
    employeeId: alice.employeeId,
    basicSalary: '40000',
    netSalary: '40000',
    payDate: today,
  });
  await server.db.insert(leaves).values({
    employeeId: alice.employeeId,
    leaveType: 'Casual Leave',
    status: 'Approved',
    startDate: today,
    endDate: today,
  });
  token.admin = (await loginAs(server, 'admin')).token;
  token.manager = (await loginAs(server, department.manager)).token;
  token.employee = (await loginAs(server, alice)).token;
  // More people signed in than the overview shows.
  for (let i = 0; i < 5; i++) await loginAs(server, 'employee');
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/dashboard/admin', () => {
  it('answers each part as its own call does, with the first five running projects and active users', async () => {
    const summary = await get('/api/dashboard/admin', 'admin');
    expect(summary.success).toBe(true);
    const calls: Record<string, string> = {
      employeeCounts: '/api/employee/getEmployeesCount',
      departmentCount: '/api/department/getCountDep',
      totalSalary: '/api/salary/getTotalSalary',
      monthlySalary: '/api/salary/monthly-summary',
      runningProjects: '/api/projects/getInProgressProjects?limit=5',
      activeUsers: '/api/user/active?limit=5',
      departmentDistribution: '/api/department/distribution',
      leaveStats: '/api/leave/stats',
      whoIsOut: '/api/team-calendar/out',
    };
    for (const [part, path] of Object.entries(calls)) {
      expect(summary[part], part).toEqual(await get(path, 'admin'));
    }
    expect(Object.keys(summary).sort()).toEqual(['success', ...Object.keys(calls)].sort());
    expect(summary.runningProjects.projects).toHaveLength(5);
    expect(summary.runningProjects.projectsCount).toBeGreaterThanOrEqual(7);
    expect(summary.activeUsers.result).toHaveLength(5);
    expect(summary.activeUsers.count).toBeGreaterThanOrEqual(8);
    expect(summary.whoIsOut.result.outToday.map((p: { emp_name: string }) => p.emp_name)).toContain('Alice Dash');
  });

  it('refuses a manager and an employee (403)', async () => {
    for (const who of ['manager', 'employee'] as const) {
      const res = await server.request('GET', '/api/dashboard/admin', { token: token[who] });
      expect(res.status).toBe(403);
    }
  });
});

describe('GET /api/dashboard/manager', () => {
  it("answers each part as its own call does for the manager's department", async () => {
    const summary = await get('/api/dashboard/manager', 'manager');
    expect(summary.runningProjects).toEqual(await get('/api/projects/runningProjectsByManager', 'manager'));
    expect(summary.activeEmployees).toEqual(await get('/api/employee/manager/active-employees', 'manager'));
    expect(summary.whoIsOut).toEqual(await get('/api/team-calendar/out', 'manager'));
    expect(summary.runningProjects.projectsCount).toBe(7);
    expect(summary.activeEmployees.result.map((p: { emp_name: string }) => p.emp_name)).toEqual(
      expect.arrayContaining(['Alice Dash', 'Bob Dash']),
    );
  });

  it('refuses an admin and an employee (403)', async () => {
    for (const who of ['admin', 'employee'] as const) {
      const res = await server.request('GET', '/api/dashboard/manager', { token: token[who] });
      expect(res.status).toBe(403);
    }
  });
});

describe('GET /api/dashboard/employee', () => {
  it("answers each part as its own call does for the caller's own figures", async () => {
    const summary = await get('/api/dashboard/employee', 'employee');
    expect(summary.userId).toBe(alice.id);
    expect(summary.workingTasks).toEqual(await get(`/api/tasks/employee/${alice.id}`, 'employee'));
    expect(summary.presentDays).toEqual(await get(`/api/attendance/employee/${alice.id}`, 'employee'));
    expect(summary.profile).toEqual(await get(`/api/employee/${alice.id}`, 'employee'));
    expect(summary.leaveBalances).toEqual(await get('/api/leave-balance/me', 'employee'));
    expect(summary.whoIsOut).toEqual(await get('/api/team-calendar/out', 'employee'));
    expect(summary.workingTasks.count).toBe(1);
    expect(summary.presentDays.count).toBe(1);
    expect(summary.profile.employee.manager.mang_name).toBe(department.manager.name);
  });

  it('refuses an admin and a manager (403), and anyone signed out (401)', async () => {
    for (const who of ['admin', 'manager'] as const) {
      const res = await server.request('GET', '/api/dashboard/employee', { token: token[who] });
      expect(res.status).toBe(403);
    }
    expect((await server.request('GET', '/api/dashboard/employee')).status).toBe(401);
  });
});
