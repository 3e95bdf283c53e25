import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveTypes, users } from './db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * An unchanged list answers 304 Not Modified: the employee list's ETag stands for the versions of
 * the areas it reads (people, accounts, departments), who asks, the day and the URL, and moves
 * when any writer — a request, another server process, a statement at the database — changes
 * one of those areas.
 */
let server: TestServer;
let sibling: TestServer;
let admin: string;
let department: Awaited<ReturnType<typeof createDepartment>>;

const LIST = '/api/employee/getEmployees?page=1&limit=10&sort=name';

beforeAll(async () => {
  server = await startTestServer();
  sibling = await server.startSibling();
  admin = (await loginAs(server, 'admin')).token;
  department = await createDepartment(server.db);
  await createEmployee(server.db, { departmentId: department.id, name: 'Etag Person' });
  await server.settleReads();
});
afterAll(async () => {
  await sibling?.close();
  await server?.close();
});

async function list(token: string, etag?: string, on: TestServer = server) {
  return on.request<any>('GET', LIST, { token, headers: etag ? { 'if-none-match': etag } : {} });
}

/** The list's tag now, from a full answer. */
async function tagNow(token: string, on: TestServer = server) {
  const res = await list(token, undefined, on);
  expect(res.status).toBe(200);
  return res.headers.get('etag')!;
}

describe('GET /api/employee/getEmployees with ETags', () => {
  it('answers 200 with a weak ETag and no-store, then 304 with no body to the same request naming it', async () => {
    const first = await list(admin);
    expect(first.status).toBe(200);
    expect(first.body.result.length).toBeGreaterThan(0);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-store');

    const again = await list(admin, etag!);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-store');
    // Among other tags, and as a strong tag, it still matches (weak comparison).
    expect((await list(admin, `"other", ${etag!.slice(2)}`)).status).toBe(304);
  });

  it('gives each URL its own tag', async () => {
    const etag = await tagNow(admin);
    const other = await server.request<any>('GET', LIST.replace('limit=10', 'limit=11'), {
      token: admin,
      headers: { 'if-none-match': etag },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('answers 200 with a new tag after a change to a department the list shows, made through the API', async () => {
    const etag = await tagNow(admin);
    const renamed = `Renamed ${department.id.slice(0, 6)}`;
    const put = await server.request('PUT', `/api/department/updateDep/${department.id}`, {
      token: admin,
      body: { dep_name: renamed, manager: department.manager.employeeId },
    });
    expect(put.status).toBe(200);
    const res = await list(admin, etag);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(etag);
    expect(res.body.result.map((row: any) => row.department?.dep_name)).toContain(renamed);
  });

  it('answers 200 with a new tag after another server process changed an account', async () => {
    const etag = await tagNow(admin);
    const other = await createEmployee(server.db, { departmentId: department.id, name: 'Aaron Sibling' });
    await server.settleReads();
    const mine = await tagNow(admin);
    expect(mine).not.toBe(etag);
    // The sibling deactivates a sign-in; this server hears the database's announcement.
    const res = await sibling.request('PUT', `/api/employee/deactivate/${other.employeeId}`, {
      token: admin,
      body: { lastWorkingDay: '2020-06-30', reason: 'Moved abroad' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await server.settleReads();
    const after = await list(admin, mine);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(mine);
    expect(after.body.result.map((row: any) => row._id)).not.toContain(other.employeeId);
  });

  it('answers 200 with a new tag after a statement at the database', async () => {
    const etag = await tagNow(admin);
    await server.db.update(users).set({ name: 'Aardvark Direct' }).where(eq(users.id, department.manager.id));
    await server.settleReads();
    const res = await list(admin, etag);
    expect(res.status).toBe(200);
    expect(res.body.result[0].emp_name).toBe('Aardvark Direct');
  });

  it('another server process never answers 304 to this one’s tag', async () => {
    const etag = await tagNow(admin);
    expect((await list(admin, etag, sibling)).status).toBe(200);
  });

  it('answers another person 200, not 304, to the same tag', async () => {
    const etag = await tagNow(admin);
    const otherAdmin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
    const res = await list(otherAdmin, etag);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(etag);
    // A manager sees their own department only: the same URL, another answer, another tag.
    const manager = (await loginAs(server, department.manager)).token;
    expect((await list(manager, etag)).status).toBe(200);
  });

  it('refuses a request without a session (401), whatever tag it names', async () => {
    const etag = await tagNow(admin);
    const res = await server.request('GET', LIST, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/leave/getAllleaves with ETags', () => {
  it('answers 200 with a new tag once a scheduled job has changed leave (the leave year’s grants)', async () => {
    await server.db.insert(leaveTypes).values({ name: 'Etag Leave', entitlement: '12' });
    await server.settleReads();
    const path = '/api/leave/getAllleaves?page=1&limit=10';
    const first = await server.request('GET', path, { token: admin });
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await server.request('GET', path, { token: admin, headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(await server.app.scheduler.runNow('leave-year')).toBe(true);
    const after = await server.request('GET', path, { token: admin, headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });
});

describe('answers that carry no ETag', () => {
  it('an endpoint that declares no areas (one employee, the bell)', async () => {
    for (const path of [`/api/employee/getEmployee/${department.manager.employeeId}`, '/api/notifications']) {
      const res = await server.request('GET', path, { token: admin });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('etag'), path).toBeNull();
    }
  });

  it('a refusal of a list that has one (400)', async () => {
    const res = await server.request('GET', '/api/employee/getEmployees?page=0', { token: admin });
    expect(res.status).toBe(400);
    expect(res.headers.get('etag')).toBeNull();
  });
});
