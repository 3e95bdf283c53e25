import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToday } from '#shared/bounds.js';
import { addDays } from '#shared/dates.js';
import { auditEvents } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '../../test/factories.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let testDatabase: TestDatabase;
let server: TestServer;
let admin: string;
let adminId: string;
let moderator: string;
let moderatorId: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;
let alice: TestEmployee;
let bob: TestEmployee;
let aliceSalary: string;
let bobSalary: string;

async function paid(token: string, person: TestEmployee, payDate: string) {
  const res = await server.request<any>('POST', '/api/salary/addSalary', {
    token,
    body: { employeeId: person.id, basicSalary: 900, payDate },
  });
  expect(res.status).toBe(201);
  return res.body.data._id as string;
}

beforeAll(async () => {
  // On a PostgreSQL server, as the runtime role (MIGRATION_DATABASE_URL's set-up).
  testDatabase = await createTestDatabase({ twoRoles: true });
  server = await startTestServer({}, testDatabase);
  ({
    token: admin,
    user: { id: adminId },
  } = await loginAs(server, await createUser(server.db, { role: 'admin', name: 'Ada Auditor' })));
  ({
    token: moderator,
    user: { id: moderatorId },
  } = await loginAs(server, await createUser(server.db, { role: 'moderator', name: 'Mo Officer' })));
  dept = await createDepartment(server.db);
  alice = await createEmployee(server.db, { departmentId: dept.id, name: 'Alice Audited' });
  bob = await createEmployee(server.db, { departmentId: dept.id, name: 'Bob Audited' });
  aliceSalary = await paid(admin, alice, '2026-08-31');
  bobSalary = await paid(moderator, bob, '2026-08-31');
  const res = await server.request<any>('PUT', `/api/salary/${bobSalary}`, {
    token: admin,
    body: { basicSalary: 950, payDate: '2026-08-31', reason: 'Raise, "from August", agreed' },
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await testDatabase?.dispose();
});

const list = (query: string, token = admin) => server.request<any>('GET', `/api/audit?${query}`, { token });

describe('the audit_events table', () => {
  it("refuses UPDATE and DELETE through the application's own database connection", async () => {
    const before = await server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, bobSalary));
    expect(before.length).toBe(2);
    await expect(server.db.update(auditEvents).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(server.db.delete(auditEvents).where(eq(auditEvents.subjectId, bobSalary))).rejects.toThrow();
    await expect(server.db.execute(sql`update audit_events set actor_name = 'Nobody'`)).rejects.toThrow();
    const after = await server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, bobSalary));
    expect(after).toEqual(before);
  });

  it("refuses TRUNCATE, even to the tables' owner", async () => {
    const owner = testDatabase.openOwner();
    try {
      const rows = await owner.db.$count(auditEvents);
      await expect(owner.db.execute(sql`truncate audit_events`)).rejects.toMatchObject({
        cause: { message: 'audit_events is append-only: TRUNCATE is not allowed' },
      });
      expect(await owner.db.$count(auditEvents)).toBe(rows);
    } finally {
      await owner.close();
    }
  });
});

describe('GET /api/audit', () => {
  it('lists changes newest first with who, what, before → after, reason and request id', async () => {
    const res = await list('page=1&limit=10');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    const [newest] = res.body.result;
    expect(newest).toMatchObject({
      action: 'salary.update',
      actor: { _id: adminId, name: 'Ada Auditor' },
      person: { _id: bob.employeeId, name: 'Bob Audited' },
      before: { basicSalary: 900 },
      after: { basicSalary: 950 },
      reason: 'Raise, "from August", agreed',
    });
    expect(newest.requestId).toBeTruthy();
  });

  it('filters by person, actor, kind and dates, and pages with the filtered total', async () => {
    expect((await list(`personId=${alice.employeeId}`)).body).toMatchObject({ total: 1 });
    const byModerator = await list(`actorId=${moderatorId}`);
    expect(byModerator.body.result.map((e: any) => e.action)).toEqual(['salary.create']);
    expect((await list('subject=leave')).body).toMatchObject({ total: 0, result: [] });
    expect((await list(`from=${utcToday()}&to=${utcToday()}`)).body.total).toBeGreaterThanOrEqual(3);
    expect((await list(`from=${addDays(utcToday(), 1)}`)).body.total).toBe(0);
    expect((await list(`to=${addDays(utcToday(), -1)}`)).body.total).toBe(0);
    const page2 = await list('page=2&limit=1');
    expect(page2.body.result).toHaveLength(1);
    expect(page2.body.total).toBe((await list('')).body.total);
  });

  it('shows one row by its number in the trail', async () => {
    const newest = (await list('limit=1')).body.result[0];
    expect(newest.seq).toBe((await list('')).body.total);
    const res = await list(`seq=${newest.seq}`);
    expect(res.body).toMatchObject({ total: 1, result: [{ _id: newest._id, seq: newest.seq }] });
    expect((await list('seq=999999')).body).toMatchObject({ total: 0, result: [] });
    expect((await list('seq=two')).body.message).toBe('A row number is a whole number from 1.');
  });

  it('rejects bad filters with a message (400)', async () => {
    for (const query of ['personId=nope', 'subject=bonuses', 'from=2026-13-01', 'limit=1000', 'seq=0', 'seq=two']) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('is for admins only (403 for HR officers and everyone else)', async () => {
    expect((await list('', moderator)).status).toBe(403);
    expect((await list('', (await loginAs(server, alice)).token)).status).toBe(403);
  });
});

describe('GET /api/audit/export.csv', () => {
  it('exports the filtered trail, fields quoted where needed', async () => {
    const res = await fetch(`${server.baseUrl}/api/audit/export.csv?personId=${bob.employeeId}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('when,actor,action,person,record,before,after,reason,requestId,ip');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Ada Auditor,salary.update,Bob Audited');
    expect(lines[1]).toContain('"Raise, ""from August"", agreed"');
    expect(lines[2]).toContain('Mo Officer,salary.create,Bob Audited');
  });
});

describe('GET /api/audit/record/:id', () => {
  it('shows employees the history of their own salary, and no one else’s', async () => {
    const { token } = await loginAs(server, bob);
    const own = await server.request<any>('GET', `/api/audit/record/${bobSalary}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.result.map((e: any) => e.action)).toEqual(['salary.create', 'salary.update']);
    const manager = await loginAs(server, dept.manager);
    expect((await server.request('GET', `/api/audit/record/${bobSalary}`, { token: moderator })).status).toBe(200);
    // Someone else's record answers as one that does not exist: ids cannot be probed.
    const answer = async (id: string, as: string) => {
      const res = await server.request<any>('GET', `/api/audit/record/${id}`, { token: as });
      return { status: res.status, body: res.body };
    };
    const unknown = await answer(crypto.randomUUID(), token);
    expect(unknown).toEqual({ status: 200, body: { success: true, result: [] } });
    expect(await answer(aliceSalary, token)).toEqual(unknown);
    expect(await answer(bobSalary, manager.token)).toEqual(unknown);
  });
});
