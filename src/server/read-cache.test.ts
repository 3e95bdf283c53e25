import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salaries } from './db/schema/index.js';
import { createEmployee, createUser, loginAs } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * Shared reads (sessions, dashboard figures) are kept in each server's memory and cleared on
 * every change made through the API, in the process that made it at once and in the others
 * through PostgreSQL NOTIFY (PGlite's in-process equivalent here when embedded).
 */
let server: TestServer;
let sibling: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  sibling = await server.startSibling();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
});

afterAll(async () => {
  await sibling?.close();
  await server?.close();
});

/** Polls until `check` holds; the time it took. */
async function within(ms: number, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

const total = async (on: TestServer) =>
  ((await on.request<any>('GET', '/api/salary/getTotalSalary', { token: admin })).body.totalSalary[0]?.totalAmount as
    number | undefined) ?? 0;

describe('read cache', () => {
  it('keeps a figure until a change comes through the API, then every server recomputes it', async () => {
    const person = await createEmployee(server.db);
    const before = await total(sibling);
    expect(await total(server)).toBe(before);
    // Written behind the API's back: the kept figure stands (this is what is cached)…
    await server.db
      .insert(salaries)
      .values({ employeeId: person.employeeId, basicSalary: '10.00', netSalary: '10.00', payDate: '2025-05-31' });
    expect(await total(server)).toBe(before);
    // …until a change through the API, on either server, clears it on both.
    const paid = await sibling.request('POST', '/api/salary/addSalary', {
      token: admin,
      body: { employeeId: person.id, basicSalary: 5, payDate: '2025-06-30' },
    });
    expect(paid.status).toBe(201);
    expect(await total(sibling)).toBe(before + 15);
    await within(2000, async () => (await total(server)) === before + 15);
  });

  it('a refused request (4xx) clears nothing', async () => {
    const person = await createEmployee(server.db);
    const before = await total(server);
    await server.db
      .insert(salaries)
      .values({ employeeId: person.employeeId, basicSalary: '1.00', netSalary: '1.00', payDate: '2025-05-31' });
    const refused = await server.request('POST', '/api/salary/addSalary', {
      token: admin,
      body: { employeeId: person.id, basicSalary: -1 },
    });
    expect(refused.status).toBe(400);
    expect(await total(server)).toBe(before);
  });

  it('a session signed out on one server is refused by the other', async () => {
    const person = await createEmployee(server.db);
    const { token } = await loginAs(server, person);
    expect((await sibling.request('GET', '/api/user/verify', { token })).status).toBe(200);
    expect((await sibling.request('GET', '/api/user/verify', { token })).status).toBe(200);
    expect((await server.request('POST', `/api/user/logout/${person.id}`, { token })).status).toBe(200);
    expect((await server.request('GET', '/api/user/verify', { token })).status).toBe(401);
    await within(2000, async () => (await sibling.request('GET', '/api/user/verify', { token })).status === 401);
  });

  it('a person deleted on one server loses their session on the other', async () => {
    const person = await createEmployee(server.db);
    const { token } = await loginAs(server, person);
    expect((await sibling.request('GET', '/api/tasks/my', { token })).status).toBe(200);
    expect(
      (await server.request('DELETE', `/api/employee/deleteEmployee/${person.employeeId}`, { token: admin })).status,
    ).toBe(200);
    await within(2000, async () => (await sibling.request('GET', '/api/tasks/my', { token })).status === 401);
  });
});
