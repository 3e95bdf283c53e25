import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salaries } from './db/schema/index.js';
import { ANNOUNCING_TABLES } from './events/change-areas.js';
import { rowsOf } from './lib/sql.js';
import { createDepartment, createEmployee, createUser, loginAs } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * Shared reads (sessions, dashboard figures) are kept in each server's memory under the areas they
 * read, and cleared in every process when the database announces a change to one of those areas —
 * whoever made it: a request to either server, a job, or a statement at the database itself.
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

const total = async (on: TestServer) =>
  ((await on.request<any>('GET', '/api/salary/getTotalSalary', { token: admin })).body.totalSalary[0]?.totalAmount as
    number | undefined) ?? 0;

/** A salary written with the table's announcement switched off: what a kept figure would miss. */
async function paySilently(employeeId: string, amount: string, payDate = '2025-05-31') {
  await server.db.transaction(async (tx) => {
    await tx.execute(sql`alter table salaries disable trigger ems_changed`);
    await tx.insert(salaries).values({ employeeId, basicSalary: amount, netSalary: amount, payDate });
    await tx.execute(sql`alter table salaries enable trigger ems_changed`);
  });
}

describe('read cache', () => {
  it('a change written straight to the database reaches every server’s kept figures', async () => {
    const person = await createEmployee(server.db);
    const before = await total(sibling);
    expect(await total(server)).toBe(before);
    await server.db
      .insert(salaries)
      .values({ employeeId: person.employeeId, basicSalary: '10.00', netSalary: '10.00', payDate: '2025-05-31' });
    await Promise.all([server.settleReads(), sibling.settleReads()]);
    expect(await total(server)).toBe(before + 10);
    expect(await total(sibling)).toBe(before + 10);
  });

  it('a change through the API is read back at once by whoever made it, and by the other server', async () => {
    const person = await createEmployee(server.db);
    await paySilently(person.employeeId, '7.00');
    const before = await total(server);
    expect(await total(sibling)).toBe(before);
    const paid = await sibling.request('POST', '/api/salary/addSalary', {
      token: admin,
      body: { employeeId: person.id, basicSalary: 5, payDate: '2025-06-30' },
    });
    expect(paid.status).toBe(201);
    // The silent 7 shows as well: the figure was read again, not patched.
    expect(await total(sibling)).toBe(before + 12);
    await server.settleReads();
    expect(await total(server)).toBe(before + 12);
  });

  it('a change to one area leaves what was read from others', async () => {
    const person = await createEmployee(server.db);
    const before = await total(server);
    await paySilently(person.employeeId, '3.00');
    // A department is another area: the kept salary total stands…
    await createDepartment(server.db);
    await server.settleReads();
    expect(await total(server)).toBe(before);
    // …until salaries change.
    await server.db
      .insert(salaries)
      .values({ employeeId: person.employeeId, basicSalary: '1.00', netSalary: '1.00', payDate: '2025-04-30' });
    await server.settleReads();
    expect(await total(server)).toBe(before + 4);
  });

  it('a refused request (4xx) writes nothing and clears nothing', async () => {
    const person = await createEmployee(server.db);
    const before = await total(server);
    await paySilently(person.employeeId, '1.00');
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
    await sibling.settleReads();
    expect((await sibling.request('GET', '/api/user/verify', { token })).status).toBe(401);
  });

  it('a person deleted on one server loses their session on the other', async () => {
    const person = await createEmployee(server.db);
    const { token } = await loginAs(server, person);
    expect((await sibling.request('GET', '/api/tasks/my', { token })).status).toBe(200);
    expect(
      (await server.request('DELETE', `/api/employee/deleteEmployee/${person.employeeId}`, { token: admin })).status,
    ).toBe(200);
    await sibling.settleReads();
    expect((await sibling.request('GET', '/api/tasks/my', { token })).status).toBe(401);
  });

  it('every table the cache reads from announces its changes, with its area', async () => {
    // People and accounts announce their rows, with one trigger per kind of change
    // (ems_changed_insert, …); every table announces inserts, updates, deletes and truncation
    // (pg_trigger.tgtype: 4, 16, 8, 32), but sessions, whose use (an update) is not a change.
    const found = rowsOf<{ table: string; area: string; events: number }>(
      await server.db.execute(sql`
        select c.relname as table, encode(t.tgargs, 'escape') as area, bit_or(t.tgtype & 60)::int as events
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname like 'ems\_changed%' and not t.tgisinternal
        group by 1, 2`),
    );
    const announced = Object.fromEntries(found.map((row) => [row.table, row.area.replace(/\\000$/, '')]));
    expect(announced).toEqual(ANNOUNCING_TABLES);
    expect(found.length).toBe(Object.keys(ANNOUNCING_TABLES).length);
    for (const row of found) expect([row.table, row.events]).toEqual([row.table, row.table === 'sessions' ? 44 : 60]);
  });
});
