import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from './test/factories.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * A GET that declares the areas it reads keeps its answer as sent (lib/answer-cache.ts): the same
 * question from the same person reads nothing, a change to one of the areas — through the API,
 * by a job or an import, in this process or another — is shown by the next answer, and the
 * answers of different people never mix.
 */
let database: TestDatabase;
let server: TestServer;
let sibling: TestServer;
/** Statements the database was sent, in order. */
const statements: string[] = [];
let admin: string;
let manager: string;
let member: TestEmployee;
let memberToken: string;

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: (query) => statements.push(query) });
  server = await startTestServer({}, database);
  sibling = await server.startSibling();
  const department = await createDepartment(server.db);
  member = await createEmployee(server.db, { departmentId: department.id, name: 'Kept Answer Member' });
  await createEmployee(server.db, { name: 'Kept Answer Outsider' });
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  manager = (await loginAs(server, department.manager)).token;
  memberToken = (await loginAs(server, member)).token;
  await server.settleReads();
  await sibling.settleReads();
});
afterAll(async () => {
  await sibling?.close();
  await server?.close();
  await database?.dispose();
});

const LIST = '/api/employee/getEmployees?page=1&limit=50&search=Kept%20Answer';

/** The statements that name `table` while `act` runs. */
async function readsOf(table: string, act: () => Promise<unknown>) {
  const from = statements.length;
  await act();
  return statements
    .slice(from)
    .filter((statement) => statement.includes(`"${table}"`) || statement.includes(` ${table} `));
}

const namesIn = (body: any) => (body.result as { emp_name: string }[]).map((row) => row.emp_name).sort();

describe('answers kept by the areas they read', () => {
  it('answers the same question again with the same bytes and no statement', async () => {
    const first = await server.request<any>('GET', LIST, { token: admin });
    expect(first.status).toBe(200);
    let again: Awaited<ReturnType<typeof server.request<any>>> | undefined;
    expect(
      await readsOf('employees', async () => (again = await server.request<any>('GET', LIST, { token: admin }))),
    ).toEqual([]);
    expect(again!.status).toBe(200);
    expect(again!.body).toEqual(first.body);
    expect(again!.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again!.headers.get('cache-control')).toBe('no-store');
  });

  it('reads once for the same question asked many times at once', async () => {
    const edit = await server.request('PUT', `/api/employee/updateEmployee/${member.employeeId}`, {
      token: admin,
      body: { emp_phone: '01911000001' },
    });
    expect(edit.status).toBe(200);
    const reads = await readsOf('employees', () =>
      Promise.all(Array.from({ length: 8 }, () => server.request('GET', LIST, { token: admin }))).then((answers) =>
        answers.forEach((answer) => expect(answer.status).toBe(200)),
      ),
    );
    const listReads = reads.filter((statement) => statement.startsWith('select') && statement.includes('"phone"'));
    expect(listReads.length).toBeGreaterThan(0);
    expect(listReads.length).toBeLessThan(8);
  });

  it('shows a change made through the API at once, in this process and the other', async () => {
    await server.request('GET', LIST, { token: admin });
    await sibling.request('GET', LIST, { token: admin });
    const phone = `01911${String(Date.now()).slice(-6)}`;
    const edit = await sibling.request('PUT', `/api/employee/updateEmployee/${member.employeeId}`, {
      token: admin,
      body: { emp_phone: phone },
    });
    expect(edit.status).toBe(200);
    const here = await sibling.request<any>('GET', LIST, { token: admin });
    expect(here.body.result.find((row: any) => row.emp_name === 'Kept Answer Member').emp_phone).toBe(`+88${phone}`);
    await server.settleReads();
    const there = await server.request<any>('GET', LIST, { token: admin });
    expect(there.body.result.find((row: any) => row.emp_name === 'Kept Answer Member').emp_phone).toBe(`+88${phone}`);
  });

  it('shows a change written to the database by anyone once the process has heard of it', async () => {
    await server.request('GET', LIST, { token: admin });
    const added = await createEmployee(server.db, { name: 'Kept Answer Newcomer' });
    await server.settleReads();
    const answer = await server.request<any>('GET', LIST, { token: admin });
    expect(namesIn(answer.body)).toContain('Kept Answer Newcomer');
    expect(added.employeeId).toBeTruthy();
  });

  it("never hands one person's answer to another", async () => {
    const all = await server.request<any>('GET', LIST, { token: admin });
    const theirs = await server.request<any>('GET', LIST, { token: manager });
    expect(all.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(namesIn(all.body)).toContain('Kept Answer Outsider');
    // A manager's list is their department's.
    expect(namesIn(theirs.body)).toEqual(['Kept Answer Member']);
    const again = await server.request<any>('GET', LIST, { token: manager });
    expect(namesIn(again.body)).toEqual(['Kept Answer Member']);
  });

  it('keeps no refusal: a forbidden question is asked of the handler each time', async () => {
    const refused = await server.request<any>('GET', '/api/dashboard/employee', { token: manager });
    expect(refused.status).toBe(403);
    const own = await server.request<any>('GET', '/api/dashboard/employee', { token: memberToken });
    expect(own.status).toBe(200);
    expect(own.body.userId).toBe(member.id);
    const other = await server.request<any>('GET', '/api/dashboard/employee', { token: memberToken });
    expect(other.body).toEqual(own.body);
  });

  it("shows the employee's own attendance on their dashboard at once", async () => {
    const before = await server.request<any>('GET', '/api/dashboard/employee', { token: memberToken });
    const mark = await server.request('PUT', `/api/attendance/updateAttendance/${member.employeeId}`, {
      token: admin,
      body: { status: 'Present' },
    });
    expect(mark.status).toBe(200);
    const after = await server.request<any>('GET', '/api/dashboard/employee', { token: memberToken });
    expect(after.body.presentDays.count).toBe(before.body.presentDays.count + 1);
  });

  it('answers from the handler every time when the cache is off', async () => {
    const uncached = await startTestServer({ CACHE_SECONDS: '0' }, database);
    try {
      const token = (await loginAs(uncached, 'admin')).token;
      await uncached.request('GET', LIST, { token });
      const reads = await readsOf('employees', () => uncached.request('GET', LIST, { token }));
      expect(reads.length).toBeGreaterThan(0);
    } finally {
      await uncached.close();
    }
  });
});
