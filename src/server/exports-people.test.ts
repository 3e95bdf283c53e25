import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defuseFormula } from './lib/csv.js';
import { announcements, projects, tasks, users } from './db/schema/index.js';
import { createDepartment, createEmployee, loginAs, type TestEmployee } from './test/factories.js';
import { column, download, everyPage, exportBoth } from './test/exports.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * The exports of the people, department, project, task and announcement lists: each holds the
 * rows its list shows for the same filters and sort — for a manager their department's, for an
 * employee their own — in CSV and XLSX alike (lists of exports.test: exports-records.test.ts).
 */
let server: TestServer;
let admin: string;
let moderator: string;
let a: Awaited<ReturnType<typeof createDepartment>>;
let b: Awaited<ReturnType<typeof createDepartment>>;
let managerA: string;
let managerB: string;
let ada: TestEmployee;
let adaToken: string;
const HOSTILE = '=HYPERLINK("https://evil.test","Click me")';

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  moderator = (await loginAs(server, 'moderator')).token;
  a = await createDepartment(server.db, 'Export Alpha');
  b = await createDepartment(server.db, 'Export Beta');
  managerA = (await loginAs(server, a.manager)).token;
  managerB = (await loginAs(server, b.manager)).token;
  ada = await createEmployee(server.db, { departmentId: a.id, name: 'Ada Export', employeeCode: 'X-001' });
  adaToken = (await loginAs(server, ada)).token;
  await createEmployee(server.db, { departmentId: a.id, name: HOSTILE, employeeCode: 'X-002' });
  await createEmployee(server.db, { departmentId: a.id, name: '@SUM(1+1)', employeeCode: 'X-003' });
  await createEmployee(server.db, { departmentId: a.id, name: 'Gone Export', lastWorkingDay: '2024-03-31' });
  const disabled = await createEmployee(server.db, { departmentId: a.id, name: 'Disabled Export' });
  await server.db.update(users).set({ isActive: false }).where(eq(users.id, disabled.id));
  for (let i = 0; i < 130; i += 1) {
    await createEmployee(server.db, {
      departmentId: i % 2 ? a.id : b.id,
      name: `Bulk ${String(i).padStart(3, '0')}`,
      employeeCode: `XB-${String(i).padStart(3, '0')}`,
    });
  }
  await createEmployee(server.db, { role: 'manager', name: 'Spare Manager' });
});
afterAll(async () => {
  await server?.close();
});

const codes = (rows: { employeeId: string }[]) => rows.map((row) => row.employeeId);

describe('GET /api/export/employees', () => {
  it('holds the list’s rows for each filter and sort (admin: everyone), CSV and XLSX alike', async () => {
    for (const query of [
      '',
      'sort=name:desc',
      'sort=department',
      'search=bulk&sort=employeeId:desc',
      `department=${a.id}&role=employee`,
      'status=former',
      'status=all&sort=hireDate',
    ]) {
      const list = await everyPage<any>(server, `/api/employee/getEmployees?${query}`, admin);
      const file = await exportBoth(server, `/api/export/employees?${query}`, admin);
      expect(column(file, 'Employee ID'), query).toEqual(codes(list));
    }
  });

  it('holds for a manager only their own department, as their list does', async () => {
    const file = await exportBoth(server, '/api/export/employees', managerA);
    const list = await everyPage<any>(server, '/api/employee/getEmployees', managerA);
    expect(column(file, 'Employee ID')).toEqual(codes(list));
    expect(new Set(column(file, 'Department'))).toEqual(new Set(['Export Alpha']));
    // Asking for another department finds nobody.
    const other = await exportBoth(server, `/api/export/employees?department=${b.id}`, managerA);
    expect(other.rows).toEqual([]);
  });

  it('writes a formula-looking name as defused text in both formats', async () => {
    const file = await exportBoth(server, '/api/export/employees?search=X-00&sort=employeeId', admin);
    expect(column(file, 'Name')).toEqual(['Ada Export', `'${HOSTILE}`, "'@SUM(1+1)"]);
    expect(file.header).toEqual([
      'Employee ID',
      'Name',
      'Email',
      'Phone',
      'Role',
      'Department',
      'Designation',
      'Joining Date',
      'Last Working Day',
    ]);
    expect(file.rows[0]).toEqual([
      'X-001',
      'Ada Export',
      ada.email,
      ada.phone,
      'employee',
      'Export Alpha',
      'Software Engineer',
      '2020-01-02',
      '',
    ]);
  });

  it('names the file after the list and the day', async () => {
    const res = await download(server, '/api/export/employees?format=xlsx', admin);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Employees_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
  });

  it('refuses an employee and a moderator (403), and bad parameters with a message (400)', async () => {
    expect((await download(server, '/api/export/employees', adaToken)).status).toBe(403);
    expect((await download(server, '/api/export/employees', moderator)).status).toBe(403);
    for (const [query, message] of [
      ['format=pdf', 'Choose a file format: csv or xlsx.'],
      [
        'sort=salary',
        'Sort by one of: name, employeeId, email, phone, role, department, hireDate (add :desc for descending).',
      ],
      ['department=nope', 'Invalid department id.'],
      ['status=gone', 'Status must be active, former or all.'],
    ] as const) {
      const res = await download(server, `/api/export/employees?${query}`, admin);
      expect(res.status, query).toBe(400);
      expect(res.body?.message, query).toBe(message);
    }
  });

  it('reads a control character in the search (a NUL the database could not take) as a space', async () => {
    // A query the database refuses is answered in JSON before any of the file: lib/export.unit.test.ts.
    const file = await exportBoth(server, '/api/export/employees?search=Ada%00Export', admin);
    expect(column(file, 'Name')).toEqual(['Ada Export']);
  });
});

describe('GET /api/export/managers and /api/export/team', () => {
  it('the managers list, searched and sorted (admin)', async () => {
    for (const query of ['', 'sort=name:desc', 'search=Spare']) {
      const list = await everyPage<any>(
        server,
        `/api/employee/managers?${query}`,
        admin,
        (body) => body.managers as unknown[],
      );
      const file = await exportBoth(server, `/api/export/managers?${query}`, admin);
      expect(column(file, 'Employee ID'), query).toEqual(codes(list));
    }
    expect((await download(server, '/api/export/managers', managerA)).status).toBe(403);
  });

  it("a manager's team: the active employees of their department, as their Employees screen lists them", async () => {
    for (const token of [managerA, managerB]) {
      const team = await server.request<any>('GET', '/api/employee/manager/active-employees', { token });
      const file = await exportBoth(server, '/api/export/team', token);
      expect(file.header).toEqual(['Employee ID', 'Name', 'Email', 'Phone', 'Designation']);
      expect(column(file, 'Employee ID')).toEqual(codes(team.body.result));
    }
    const alpha = await exportBoth(server, '/api/export/team', managerA);
    expect(column(alpha, 'Name')).toContain('Ada Export');
    expect(column(alpha, 'Name')).not.toContain('Disabled Export');
    expect(column(alpha, 'Name')).not.toContain('Gone Export');
    expect(column(alpha, 'Name')).not.toContain('Bulk 000');
    expect((await download(server, '/api/export/team', admin)).status).toBe(403);
  });
});

describe('GET /api/export/departments', () => {
  it('the departments list, searched and sorted', async () => {
    for (const query of ['', 'sort=employees:desc', 'search=export&sort=manager']) {
      const list = await everyPage<any>(server, `/api/department/getAllDep?${query}`, admin);
      const file = await exportBoth(server, `/api/export/departments?${query}`, admin);
      expect(column(file, 'Department'), query).toEqual(list.map((d) => d.dep_name));
      expect(column(file, 'Employees'), query).toEqual(list.map((d) => String(d.employeeCount)));
    }
    expect((await download(server, '/api/export/departments', moderator)).status).toBe(403);
  });
});

describe('GET /api/export/projects and /api/export/tasks', () => {
  let alphaProject: string;
  beforeAll(async () => {
    const made = await server.db
      .insert(projects)
      .values([
        { title: 'Alpha One', departmentId: a.id, startDate: '2026-01-01', endDate: '2026-06-30' },
        {
          title: '+Alpha Two',
          departmentId: a.id,
          startDate: '2026-02-01',
          endDate: '2026-03-31',
          status: 'completed',
        },
        { title: 'Beta One', departmentId: b.id, startDate: '2026-01-15', endDate: '2026-09-30' },
      ])
      .returning({ id: projects.id, departmentId: projects.departmentId });
    alphaProject = made[0]!.id;
    await server.db.insert(tasks).values([
      { projectId: alphaProject, employeeId: ada.employeeId, title: 'Write the spec', deadline: '2026-03-01' },
      { projectId: made[1]!.id, employeeId: ada.employeeId, title: 'Ship it', status: 'completed' },
      { projectId: alphaProject, employeeId: a.manager.employeeId, title: 'Review', deadline: '2026-02-01' },
      { projectId: made[2]!.id, employeeId: b.manager.employeeId, title: 'Beta task' },
    ]);
  });

  it('projects: the admin’s list with its filters and sort; a manager’s department only', async () => {
    for (const query of ['', 'status=completed', 'search=alpha&sort=title:desc']) {
      const list = await everyPage<any>(server, `/api/projects/getAllProjects?${query}`, admin);
      const file = await exportBoth(server, `/api/export/projects?${query}`, admin);
      expect(column(file, 'Project'), query).toEqual(list.map((p) => defuseFormula(p.title)));
    }
    const mine = await server.request<any>('GET', '/api/projects/getBydepartment', { token: managerA });
    const file = await exportBoth(server, '/api/export/projects', managerA);
    expect(column(file, 'Project')).toEqual(mine.body.result.map((p: any) => defuseFormula(p.title)));
    expect(column(file, 'Project')).toEqual(["'+Alpha Two", 'Alpha One']);
    expect((await download(server, '/api/export/projects', adaToken)).status).toBe(403);
  });

  it("tasks: a manager's department's (of a project too), an employee's own (in a status too)", async () => {
    for (const query of ['', `project=${alphaProject}`]) {
      const list = await server.request<any>('GET', `/api/projects/getAllTasksByDepartment?${query}`, {
        token: managerA,
      });
      const file = await exportBoth(server, `/api/export/tasks?${query}`, managerA);
      expect(column(file, 'Task'), query).toEqual(list.body.result.map((t: any) => t.taskTitle));
    }
    const betaTasks = await exportBoth(server, '/api/export/tasks', managerB);
    expect(column(betaTasks, 'Task')).toEqual(['Beta task']);
    for (const query of ['', 'status=completed']) {
      const list = await server.request<any>('GET', `/api/tasks/my?${query}`, { token: adaToken });
      const file = await exportBoth(server, `/api/export/tasks?${query}`, adaToken);
      expect(column(file, 'Task'), query).toEqual(list.body.result.map((t: any) => t.taskTitle));
      expect(new Set(column(file, 'Employee')), query).toEqual(new Set(['Ada Export']));
    }
    expect((await download(server, '/api/export/tasks', admin)).status).toBe(403);
    expect((await download(server, '/api/export/tasks?status=later', adaToken)).body?.message).toBe(
      'Status must be one of: pending, in progress, completed.',
    );
  });
});

describe('GET /api/export/announcements', () => {
  beforeAll(async () => {
    await server.db.insert(announcements).values([
      { message: 'To everyone', type: 'all', senderType: 'admin' },
      { message: '=cmd|"/c calc"!A1', type: 'managers', senderType: 'admin' },
      {
        message: 'Alpha people',
        type: 'employees',
        senderType: 'manager',
        senderUserId: a.manager.id,
        departmentId: a.id,
      },
    ]);
  });

  it('each role’s list: every one (admin), those sent (manager), the inbox (anyone)', async () => {
    const cases = [
      [admin, '/api/annoucement/admin', 'feed=all'],
      [admin, '/api/annoucement/admin', ''],
      [managerA, '/api/annoucement/manager', ''],
      [managerA, '/api/annoucement/inbox', 'feed=inbox'],
      [adaToken, '/api/annoucement/inbox', ''],
      [moderator, '/api/annoucement/inbox', ''],
    ] as const;
    for (const [token, listPath, query] of cases) {
      const list = await server.request<any>('GET', `${listPath}?limit=100`, { token });
      const file = await exportBoth(server, `/api/export/announcements?${query}`, token);
      expect(column(file, 'Message'), `${listPath} ${query}`).toEqual(
        list.body.announcements.map((n: any) => defuseFormula(n.message)),
      );
    }
    const inbox = await exportBoth(server, '/api/export/announcements', adaToken);
    expect(column(inbox, 'Message').sort()).toEqual(['Alpha people', 'To everyone']);
  });

  it('refuses a list the role has not (403) and an unknown one (400)', async () => {
    expect((await download(server, '/api/export/announcements?feed=all', managerA)).status).toBe(403);
    expect((await download(server, '/api/export/announcements?feed=sent', adaToken)).status).toBe(403);
    const res = await download(server, '/api/export/announcements?feed=drafts', admin);
    expect(res.status).toBe(400);
    expect(res.body?.message).toBe('feed must be one of: all, sent, inbox.');
  });
});
