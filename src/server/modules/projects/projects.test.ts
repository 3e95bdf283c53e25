import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import { notifications, projects, tasks, users } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let eng: Awaited<ReturnType<typeof createDepartment>>;
let ops: Awaited<ReturnType<typeof createDepartment>>;
let engManager: string;
let opsManager: string;
let worker: TestEmployee;
let workerToken: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  eng = await createDepartment(server.db, 'Engineering');
  ops = await createDepartment(server.db, 'Operations');
  engManager = (await loginAs(server, eng.manager)).token;
  opsManager = (await loginAs(server, ops.manager)).token;
  worker = await createEmployee(server.db, { departmentId: eng.id, name: 'Wafa Worker' });
  workerToken = (await loginAs(server, worker)).token;
});
afterAll(async () => {
  await server?.close();
});

async function newProject(departmentId = eng.id, overrides: Record<string, unknown> = {}) {
  const res = await server.request<any>('POST', '/api/projects/create', {
    token: admin,
    body: {
      title: 'Payroll revamp',
      department: departmentId,
      startDate: '2026-11-01',
      endDate: '2026-12-15',
      ...overrides,
    },
  });
  expect(res.status).toBe(201);
  return res.body.result;
}

describe('POST /api/projects/create', () => {
  it('creates a pending project with its department and manager (201)', async () => {
    const res = await server.request<any>('POST', '/api/projects/create', {
      token: admin,
      body: { title: 'Website', department: eng.id, startDate: '2026-11-01', endDate: '2026-11-30' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: PROJECT_MSG.added,
      result: {
        title: 'Website',
        status: 'pending',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        department: { _id: eng.id, dep_name: 'Engineering', manager: { _id: eng.manager.employeeId } },
      },
    });
  });

  it.each([
    [{ title: '' }, PROJECT_MSG.required],
    [{ department: undefined }, PROJECT_MSG.required],
    [{ startDate: '' }, PROJECT_MSG.required],
    [{ endDate: undefined }, PROJECT_MSG.required],
    [{ startDate: '2026-12-01', endDate: '2026-11-01' }, PROJECT_MSG.endBeforeStart],
    [{ startDate: '2026-02-30' }, 'Enter a real date (YYYY-MM-DD).'],
  ])('refuses %j (400)', async (overrides, message) => {
    const res = await server.request<any>('POST', '/api/projects/create', {
      token: admin,
      body: { title: 'X', department: eng.id, startDate: '2026-11-01', endDate: '2026-11-30', ...overrides },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses an unknown department (400) and non-admins (403)', async () => {
    const unknown = await server.request<any>('POST', '/api/projects/create', {
      token: admin,
      body: {
        title: 'X',
        department: '00000000-0000-4000-8000-000000000000',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
      },
    });
    expect(unknown.body.message).toBe(PROJECT_MSG.departmentUnknown);
    for (const token of [engManager, workerToken]) {
      expect((await server.request('POST', '/api/projects/create', { token, body: {} })).status).toBe(403);
    }
  });
});

describe('GET /api/projects/getAllProjects', () => {
  it('searches by title or department and filters by status, paged', async () => {
    const special = await newProject(ops.id, { title: 'Zebra Migration' });
    await server.request('PUT', `/api/projects/${special._id}`, { token: admin, body: { status: 'completed' } });
    const bySearch = await server.request<any>('GET', '/api/projects/getAllProjects?search=zebra&page=1&limit=10', {
      token: admin,
    });
    expect(bySearch.body).toMatchObject({ total: 1, result: [{ _id: special._id, status: 'completed' }] });
    const byStatus = await server.request<any>('GET', '/api/projects/getAllProjects?status=completed', {
      token: admin,
    });
    expect(byStatus.body.result.every((p: any) => p.status === 'completed')).toBe(true);
    const byDept = await server.request<any>('GET', '/api/projects/getAllProjects?search=operations', { token: admin });
    expect(byDept.body.result.map((p: any) => p._id)).toContain(special._id);
    expect((await server.request('GET', '/api/projects/getAllProjects?status=done', { token: admin })).status).toBe(
      400,
    );
    expect((await server.request('GET', '/api/projects/getAllProjects', { token: engManager })).status).toBe(403);
  });

  it("finds projects by the name of their department's manager, counting the same rows", async () => {
    await server.db.update(users).set({ name: 'Olga Opsworth' }).where(eq(users.id, ops.manager.id));
    const project = await newProject(ops.id, { title: 'Warehouse Routing' });
    const res = await server.request<any>('GET', '/api/projects/getAllProjects?search=opsworth&page=1&limit=5', {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.map((p: any) => p._id)).toContain(project._id);
    expect(res.body.result.every((p: any) => p.department._id === ops.id)).toBe(true);
    const [all] = await server.db.select({ n: count() }).from(projects).where(eq(projects.departmentId, ops.id));
    expect(res.body.total).toBe(all!.n);
  });
});

describe('PUT /api/projects/{id}', () => {
  it('lets an admin edit every field', async () => {
    const project = await newProject();
    const res = await server.request<any>('PUT', `/api/projects/${project._id}`, {
      token: admin,
      body: { title: 'Payroll v2', department: ops.id, endDate: '2027-01-31', status: 'in progress' },
    });
    expect(res.status).toBe(200);
    expect(res.body.project).toMatchObject({
      title: 'Payroll v2',
      endDate: '2027-01-31',
      status: 'in progress',
      department: { _id: ops.id },
    });
    const bad = await server.request<any>('PUT', `/api/projects/${project._id}`, {
      token: admin,
      body: { endDate: '2020-01-01' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PROJECT_MSG.endBeforeStart);
  });

  it("lets a manager change only the status, and only of their own department's projects", async () => {
    const project = await newProject();
    const ok = await server.request<any>('PUT', `/api/projects/${project._id}`, {
      token: engManager,
      body: { status: 'in progress' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: PROJECT_MSG.statusChanged, project: { status: 'in progress' } });
    expect(
      (await server.request('PUT', `/api/projects/${project._id}`, { token: engManager, body: { title: 'Mine now' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await server.request('PUT', `/api/projects/${project._id}`, {
          token: opsManager,
          body: { status: 'completed' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.request('PUT', `/api/projects/${project._id}`, {
          token: workerToken,
          body: { status: 'completed' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.request('PUT', `/api/projects/${project._id}`, { token: engManager, body: { status: 'archived' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await server.request('PUT', '/api/projects/00000000-0000-4000-8000-000000000000', {
          token: admin,
          body: { status: 'pending' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/projects/{id}', () => {
  it('removes the project with its tasks', async () => {
    const project = await newProject();
    await server.request('POST', `/api/projects/${project._id}/assign-task`, {
      token: engManager,
      body: { employee: worker.employeeId, taskTitle: 'T' },
    });
    const res = await server.request<any>('DELETE', `/api/projects/${project._id}`, { token: admin });
    expect(res.body).toEqual({ success: true, message: PROJECT_MSG.deleted });
    const [left] = await server.db.select({ n: count() }).from(tasks).where(eq(tasks.projectId, project._id));
    expect(left!.n).toBe(0);
    expect((await server.request('DELETE', `/api/projects/${project._id}`, { token: admin })).status).toBe(404);
    expect(
      (await server.request('DELETE', `/api/projects/${(await newProject())._id}`, { token: engManager })).status,
    ).toBe(403);
  });
});

describe('manager views', () => {
  it('running projects and department projects are scoped to the own department', async () => {
    const mine = await newProject(eng.id, { title: 'Mine running', status: 'in progress' });
    const theirs = await newProject(ops.id, { title: 'Theirs running', status: 'in progress' });
    const running = await server.request<any>('GET', '/api/projects/runningProjectsByManager', { token: engManager });
    const ids = running.body.projects.map((p: any) => p._id);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(theirs._id);
    expect(running.body.projectsCount).toBe(ids.length);
    const all = await server.request<any>('GET', '/api/projects/getBydepartment', { token: engManager });
    expect(all.body.result.every((p: any) => p.department._id === eng.id)).toBe(true);
    const adminRunning = await server.request<any>('GET', '/api/projects/getInProgressProjects', { token: admin });
    expect(adminRunning.body.projects.map((p: any) => p._id)).toEqual(expect.arrayContaining([mine._id, theirs._id]));
    expect(adminRunning.body.projects.every((p: any) => p.status === 'in progress')).toBe(true);
    const preview = await server.request<any>('GET', '/api/projects/getInProgressProjects?limit=1', { token: admin });
    expect(preview.body.projects).toHaveLength(1);
    expect(preview.body.projectsCount).toBe(adminRunning.body.projectsCount);
    expect(
      (await server.request<any>('GET', `/api/projects/getProject/${theirs._id}`, { token: engManager })).status,
    ).toBe(403);
    expect(
      (await server.request<any>('GET', `/api/projects/getProject/${mine._id}`, { token: engManager })).status,
    ).toBe(200);
  });
});

describe('tasks', () => {
  it('a manager assigns a task to an employee of the department; the employee is notified', async () => {
    const project = await newProject();
    const res = await server.request<any>('POST', `/api/projects/${project._id}/assign-task`, {
      token: engManager,
      body: {
        project: project._id,
        employee: worker.employeeId,
        taskTitle: 'Write tests',
        taskDescription: 'API first',
        deadline: '2026-12-01',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: PROJECT_MSG.taskCreated,
      task: {
        taskTitle: 'Write tests',
        status: 'pending',
        deadline: '2026-12-01',
        employee: { _id: worker.employeeId, emp_name: 'Wafa Worker' },
      },
    });
    const inbox = await server.db.select().from(notifications).where(eq(notifications.userId, worker.id));
    expect(inbox.map((n) => n.kind)).toContain('task_assigned');
    const list = await server.request<any>('GET', `/api/projects/getAllTasksByDepartment?project=${project._id}`, {
      token: engManager,
    });
    expect(list.body.result.map((t: any) => t.taskTitle)).toEqual(['Write tests']);
    // The legacy client filters with `task.project === projectId`: the id string, the title beside it.
    expect(list.body.result[0]).toMatchObject({ project: project._id, projectTitle: project.title });
  });

  it('refuses an employee of another department, someone not an employee, a missing title, and another department’s project', async () => {
    const project = await newProject();
    const outsider = await createEmployee(server.db, { departmentId: ops.id });
    const outside = await server.request<any>('POST', `/api/projects/${project._id}/assign-task`, {
      token: engManager,
      body: { employee: outsider.employeeId, taskTitle: 'X' },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe(PROJECT_MSG.taskEmployeeOutside);
    // Only employees have a task list: not the manager, nor an HR officer or admin of the department.
    const officer = await createEmployee(server.db, { role: 'moderator', departmentId: eng.id });
    for (const person of [eng.manager.employeeId, officer.employeeId]) {
      const notEmployee = await server.request<any>('POST', `/api/projects/${project._id}/assign-task`, {
        token: engManager,
        body: { employee: person, taskTitle: 'X' },
      });
      expect(notEmployee.status).toBe(400);
      expect(notEmployee.body.message).toBe(PROJECT_MSG.taskNotEmployee);
    }
    const noTitle = await server.request<any>('POST', `/api/projects/${project._id}/assign-task`, {
      token: engManager,
      body: { employee: worker.employeeId, taskTitle: ' ' },
    });
    expect(noTitle.body.message).toBe(PROJECT_MSG.taskTitleRequired);
    const noEmployee = await server.request<any>('POST', `/api/projects/${project._id}/assign-task`, {
      token: engManager,
      body: { taskTitle: 'X' },
    });
    expect(noEmployee.body.message).toBe(PROJECT_MSG.taskEmployeeRequired);
    expect(
      (
        await server.request('POST', `/api/projects/${project._id}/assign-task`, {
          token: opsManager,
          body: { employee: worker.employeeId, taskTitle: 'X' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.request('POST', `/api/projects/${project._id}/assign-task`, {
          token: admin,
          body: { employee: worker.employeeId, taskTitle: 'X' },
        })
      ).status,
    ).toBe(403);
  });

  it('the employee sees and moves their own tasks; the manager sees the change; others cannot', async () => {
    const project = await newProject();
    const assigned = await server.request<any>('POST', `/api/projects/${project._id}/assign-task`, {
      token: engManager,
      body: { employee: worker.employeeId, taskTitle: 'Ship it' },
    });
    const taskId = assigned.body.task._id;
    const mine = await server.request<any>('GET', '/api/tasks/my', { token: workerToken });
    expect(mine.body.result.map((t: any) => t._id)).toContain(taskId);
    const before = (await server.request<any>('GET', `/api/tasks/employee/${worker.id}`, { token: workerToken })).body
      .count;
    const moved = await server.request<any>('PUT', `/api/tasks/${taskId}/status`, {
      token: workerToken,
      body: { status: 'completed' },
    });
    expect(moved.body.task.status).toBe('completed');
    const after = (await server.request<any>('GET', `/api/tasks/employee/${worker.employeeId}`, { token: workerToken }))
      .body.count;
    expect(after).toBe(before - 1);
    const seen = await server.request<any>('GET', `/api/projects/getAllTasksByDepartment?project=${project._id}`, {
      token: engManager,
    });
    expect(seen.body.result[0].status).toBe('completed');
    const other = await createEmployee(server.db, { departmentId: eng.id });
    const otherToken = (await loginAs(server, other)).token;
    expect(
      (await server.request('PUT', `/api/tasks/${taskId}/status`, { token: otherToken, body: { status: 'pending' } }))
        .status,
    ).toBe(403);
    expect((await server.request('GET', `/api/tasks/employee/${worker.id}`, { token: otherToken })).status).toBe(403);
    expect((await server.request('GET', `/api/tasks/employee/${worker.id}`, { token: opsManager })).status).toBe(403);
    expect((await server.request('GET', `/api/tasks/employee/${worker.id}`, { token: engManager })).status).toBe(200);
    expect(
      (await server.request('PUT', `/api/tasks/${taskId}/status`, { token: workerToken, body: { status: 'done' } }))
        .status,
    ).toBe(400);
  });

  it('a manager deletes a task of their department only', async () => {
    const project = await newProject();
    const assigned = await server.request<any>('POST', `/api/projects/${project._id}/assign-task`, {
      token: engManager,
      body: { employee: worker.employeeId, taskTitle: 'Temp' },
    });
    expect(
      (await server.request('DELETE', `/api/projects/deleteTask/${assigned.body.task._id}`, { token: opsManager }))
        .status,
    ).toBe(403);
    expect(
      (await server.request('DELETE', `/api/projects/deleteTask/${assigned.body.task._id}`, { token: engManager }))
        .status,
    ).toBe(200);
    expect(
      (await server.request('DELETE', `/api/projects/deleteTask/${assigned.body.task._id}`, { token: engManager }))
        .status,
    ).toBe(404);
    const [row] = await server.db.select({ n: count() }).from(projects).where(eq(projects.id, project._id));
    expect(row!.n).toBe(1);
  });

  it('a manager edits a task: its employee is told what changed', async () => {
    const project = await newProject();
    const assigned = await server.request<any>('POST', `/api/projects/${project._id}/assign-task`, {
      token: engManager,
      body: { employee: worker.employeeId, taskTitle: 'Draft the plan' },
    });
    const id = assigned.body.task._id;
    const res = await server.request<any>('PUT', `/api/projects/task/${id}`, {
      token: engManager,
      body: { employee: worker.employeeId, taskTitle: 'Draft the full plan', deadline: '2026-12-20' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PROJECT_MSG.taskUpdated);
    expect(res.body.task).toMatchObject({ taskTitle: 'Draft the full plan', deadline: '2026-12-20' });
    const told = await server.db.select().from(notifications).where(eq(notifications.targetId, id));
    expect(told.map((n) => [n.userId, n.kind, n.title])).toEqual([
      [worker.id, 'task_assigned', 'New task: Draft the plan'],
      [worker.id, 'task_changed', 'Task changed: Draft the full plan'],
    ]);
    expect(
      (
        await server.request('PUT', `/api/projects/task/${id}`, {
          token: opsManager,
          body: { employee: worker.employeeId, taskTitle: 'Mine now' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.request('PUT', `/api/projects/task/${id}`, {
          token: engManager,
          body: { employee: worker.employeeId },
        })
      ).status,
    ).toBe(400);
  });

  it('reassigns a task within the department: the one who had it and the one who gets it are told', async () => {
    const project = await newProject();
    const next = await createEmployee(server.db, { departmentId: eng.id, name: 'Nabil Next' });
    const assigned = await server.request<any>('POST', `/api/projects/${project._id}/assign-task`, {
      token: engManager,
      body: { employee: worker.employeeId, taskTitle: 'Hand me over' },
    });
    const id = assigned.body.task._id;
    const res = await server.request<any>('PUT', `/api/projects/task/${id}`, {
      token: engManager,
      body: { employee: next.employeeId, taskTitle: 'Hand me over' },
    });
    expect(res.body.task.employee._id).toBe(next.employeeId);
    const told = await server.db.select().from(notifications).where(eq(notifications.targetId, id));
    expect(told.slice(1).map((n) => [n.userId, n.kind])).toEqual([
      [worker.id, 'task_changed'],
      [next.id, 'task_assigned'],
    ]);
    const mine = await server.request<any>('GET', '/api/tasks/my', { token: (await loginAs(server, next)).token });
    expect(mine.body.result.map((task: any) => task._id)).toContain(id);
    // Never to someone outside the department, or someone who has left.
    const outsider = await createEmployee(server.db, { departmentId: ops.id });
    const outside = await server.request<any>('PUT', `/api/projects/task/${id}`, {
      token: engManager,
      body: { employee: outsider.employeeId, taskTitle: 'Hand me over' },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe(PROJECT_MSG.taskEmployeeOutside);
    const former = await createEmployee(server.db, { departmentId: eng.id, lastWorkingDay: '2024-05-31' });
    const left = await server.request<any>('PUT', `/api/projects/task/${id}`, {
      token: engManager,
      body: { employee: former.employeeId, taskTitle: 'Hand me over' },
    });
    expect(left.status).toBe(400);
  });

  it('deleting a task tells its employee', async () => {
    const project = await newProject();
    const assigned = await server.request<any>('POST', `/api/projects/${project._id}/assign-task`, {
      token: engManager,
      body: { employee: worker.employeeId, taskTitle: 'Short-lived' },
    });
    const id = assigned.body.task._id;
    expect((await server.request('DELETE', `/api/projects/deleteTask/${id}`, { token: engManager })).status).toBe(200);
    const told = await server.db.select().from(notifications).where(eq(notifications.targetId, id));
    expect(told.map((n) => [n.kind, n.title])).toContainEqual(['task_changed', 'Task removed: Short-lived']);
  });
});
