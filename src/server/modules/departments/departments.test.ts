import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT_MSG } from '#shared/messages/departments.js';
import { employees, projects } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
});
afterAll(async () => {
  await server?.close();
});

const add = (body: unknown, token = admin) => server.request<any>('POST', '/api/department/add', { token, body });

describe('POST /api/department/add', () => {
  it('creates a department; its manager now belongs to it (201)', async () => {
    const manager = await createEmployee(server.db, { role: 'manager', name: 'Mina Manager' });
    const res = await add({ dep_name: '  Research  ', dep_desc: 'Labs', manager: manager.employeeId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: DEPARTMENT_MSG.added,
      result: {
        dep_name: 'Research',
        dep_desc: 'Labs',
        manager: { _id: manager.employeeId, emp_name: 'Mina Manager' },
        employeeCount: 1,
      },
    });
    const [row] = await server.db.select().from(employees).where(eq(employees.id, manager.employeeId));
    expect(row!.departmentId).toBe(res.body.result._id);
  });

  it('requires a name and a manager with the spec message (400)', async () => {
    const manager = await createEmployee(server.db, { role: 'manager' });
    for (const body of [{ dep_name: '', manager: manager.employeeId }, { dep_name: 'X' }, {}]) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(DEPARTMENT_MSG.required);
    }
  });

  it('refuses a manager who is not a manager (400) or already runs a department (409)', async () => {
    const worker = await createEmployee(server.db);
    expect((await add({ dep_name: 'Ops', manager: worker.employeeId })).body.message).toBe(
      DEPARTMENT_MSG.managerUnknown,
    );
    const busy = await createDepartment(server.db);
    const res = await add({ dep_name: 'Ops 2', manager: busy.manager.employeeId });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(DEPARTMENT_MSG.managerBusy);
  });

  it('refuses a duplicate name, whatever its case (409)', async () => {
    await createDepartment(server.db, 'Legal');
    const manager = await createEmployee(server.db, { role: 'manager' });
    const res = await add({ dep_name: 'LEGAL', manager: manager.employeeId });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(DEPARTMENT_MSG.nameTaken);
  });

  it.each(['manager', 'employee', 'moderator', 'user'] as const)('refuses a %s (403)', async (role) => {
    const { token } = await loginAs(server, role);
    expect((await add({ dep_name: 'Nope', manager: '00000000-0000-4000-8000-000000000000' }, token)).status).toBe(403);
  });
});

describe('GET /api/department/getAllDep', () => {
  it('lists departments with manager, photo and head count; pages and searches', async () => {
    const unit = await createDepartment(server.db, 'Kappa Logistics');
    await createEmployee(server.db, { departmentId: unit.id });
    const res = await server.request<any>('GET', '/api/department/getAllDep?search=kappa&page=1&limit=5', {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.result[0]).toMatchObject({
      dep_name: 'Kappa Logistics',
      employeeCount: 2,
      manager: { emp_name: unit.manager.name },
    });
    const all = await server.request<any>('GET', '/api/department/getAllDep', { token: admin });
    expect(all.body.total).toBeUndefined();
    expect(all.body.result.length).toBeGreaterThan(1);
  });

  it('is readable by managers and employees, not by moderators (403) or anonymous callers (401)', async () => {
    for (const role of ['manager', 'employee'] as const) {
      const { token } = await loginAs(server, role);
      expect((await server.request('GET', '/api/department/getAllDep', { token })).status).toBe(200);
    }
    expect(
      (await server.request('GET', '/api/department/getAllDep', { token: (await loginAs(server, 'moderator')).token }))
        .status,
    ).toBe(403);
    expect((await server.request('GET', '/api/department/getAllDep')).status).toBe(401);
  });
});

describe('single department', () => {
  it('GET /getSingleDep/{id} returns it, 404 when unknown', async () => {
    const unit = await createDepartment(server.db);
    const res = await server.request<any>('GET', `/api/department/getSingleDep/${unit.id}`, { token: admin });
    expect(res.body.result).toMatchObject({
      _id: unit.id,
      dep_name: unit.name,
      manager: { _id: unit.manager.employeeId },
    });
    expect(
      (
        await server.request('GET', '/api/department/getSingleDep/00000000-0000-4000-8000-000000000000', {
          token: admin,
        })
      ).status,
    ).toBe(404);
  });

  it('PUT /updateDep/{id} renames and changes the manager', async () => {
    const unit = await createDepartment(server.db);
    const next = await createEmployee(server.db, { role: 'manager', name: 'Next Boss' });
    const res = await server.request<any>('PUT', `/api/department/updateDep/${unit.id}`, {
      token: admin,
      body: { dep_name: 'Renamed Unit', dep_desc: '', manager: next.employeeId },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: DEPARTMENT_MSG.updated,
      result: { dep_name: 'Renamed Unit', dep_desc: null, manager: { emp_name: 'Next Boss' } },
    });
    expect(
      (
        await server.request('PUT', '/api/department/updateDep/00000000-0000-4000-8000-000000000000', {
          token: admin,
          body: { dep_name: 'X', manager: next.employeeId },
        })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/department/deleteDep/{id}', () => {
  it('refuses while employees or projects belong to it, saying why (409)', async () => {
    const unit = await createDepartment(server.db, 'Busy Unit');
    await createEmployee(server.db, { departmentId: unit.id });
    await server.db
      .insert(projects)
      .values({ title: 'P', departmentId: unit.id, startDate: '2026-01-01', endDate: '2026-02-01' });
    const res = await server.request<any>('DELETE', `/api/department/deleteDep/${unit.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Busy Unit still has 1 employee and 1 project. Move or remove them before deleting the department.',
    );
  });

  it('deletes a department that only its manager belongs to; the manager stays', async () => {
    const unit = await createDepartment(server.db, 'Short Lived');
    const res = await server.request<any>('DELETE', `/api/department/deleteDep/${unit.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: DEPARTMENT_MSG.deleted });
    expect((await server.request('DELETE', `/api/department/deleteDep/${unit.id}`, { token: admin })).status).toBe(404);
    const [manager] = await server.db.select().from(employees).where(eq(employees.id, unit.manager.employeeId));
    expect(manager).toMatchObject({ departmentId: null });
  });

  it('is for admins only (403)', async () => {
    const unit = await createDepartment(server.db);
    const { token } = await loginAs(server, unit.manager);
    expect((await server.request('DELETE', `/api/department/deleteDep/${unit.id}`, { token })).status).toBe(403);
  });
});

describe('department statistics', () => {
  it('GET /getCountDep and /distribution match the database', async () => {
    const unit = await createDepartment(server.db, 'Omega Stats');
    await createEmployee(server.db, { departmentId: unit.id });
    await createEmployee(server.db, { departmentId: unit.id });
    const count = await server.request<any>('GET', '/api/department/getCountDep', { token: admin });
    const all = await server.request<any>('GET', '/api/department/getAllDep', { token: admin });
    expect(count.body).toMatchObject({ success: true, countDep: all.body.result.length });
    const dist = await server.request<any>('GET', '/api/department/distribution', { token: admin });
    expect(dist.body).toHaveLength(all.body.result.length);
    expect(dist.body.find((d: any) => d.name === 'Omega Stats')).toEqual({ name: 'Omega Stats', value: 3 });
    for (const d of all.body.result) {
      expect(dist.body.find((x: any) => x.name === d.dep_name).value).toBe(d.employeeCount);
    }
    const manager = (await loginAs(server, unit.manager)).token;
    expect((await server.request('GET', '/api/department/getCountDep', { token: manager })).status).toBe(403);
    expect((await server.request('GET', '/api/department/distribution', { token: manager })).status).toBe(403);
  });
});
