import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CHANNEL, FENCE_HEADER } from './events/cache-sync.js';
import { rowsOf } from './lib/sql.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * Writes on a thread of their own (write-routing.ts, decision 0012): on PostgreSQL the API's writes
 * are answered by a second copy of the app on its own event loop, and nothing a client sees tells
 * the two apart. On the embedded database there is one thread, which answers everything.
 */
let server: TestServer;
let admin: string;
let member: TestEmployee;
let memberToken: string;
let departmentId: string;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  server = await startTestServer({ WRITE_THREAD: 'true', TRUST_PROXY: 'true' });
  const department = await createDepartment(server.db, 'Threaded Writes');
  departmentId = department.id;
  member = await createEmployee(server.db, { departmentId: department.id, name: 'Threaded Member' });
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  memberToken = (await loginAs(server, member)).token;
  await server.settleReads();
});
afterAll(async () => {
  await server?.close();
});

const LIST = '/api/employee/getEmployees?page=1&limit=10&search=Threaded';
const phoneIn = (body: any) =>
  (body.result as { emp_name: string; emp_phone: string }[]).find((row) => row.emp_name === 'Threaded Member')
    ?.emp_phone;

/** Runs `act` and tells how many writes the write thread answered meanwhile. */
async function threaded<T>(act: () => Promise<T>): Promise<{ result: T; byThread: number }> {
  const before = server.writesThreaded();
  const result = await act();
  return { result, byThread: server.writesThreaded() - before };
}

describe('writes answered by the write thread', () => {
  it('signs in through it: the same token, cookie and address as the main thread would give', async () => {
    const user = await createUser(server.db, { role: 'employee', email: 'threaded-login@example.test' });
    const { result: res, byThread } = await threaded(() =>
      server.request<any>('POST', '/api/user/login', {
        body: { email: user.email, password: user.password },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      }),
    );
    expect(res.status).toBe(200);
    expect(byThread).toBe(onPostgres ? 1 : 0);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.headers.get('set-cookie')).toMatch(/^ems_session=/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get(FENCE_HEADER)).toBeNull();
    const [account] = rowsOf<{ ip: string }>(
      await server.db.execute(sql`select last_login_ip as ip from users where email = ${user.email}`),
    );
    expect(account?.ip).toBe('203.0.113.9');
  });

  it('shows a change at once in the main thread’s kept answers', async () => {
    const first = await server.request<any>('GET', LIST, { token: admin });
    expect(first.status).toBe(200);
    for (const phone of ['01911000011', '01911000012', '01911000013']) {
      const { result: edit, byThread } = await threaded(() =>
        server.request('PUT', `/api/employee/updateEmployee/${member.employeeId}`, {
          token: memberToken,
          body: { emp_phone: phone },
        }),
      );
      expect(edit.status).toBe(200);
      expect(byThread).toBe(onPostgres ? 1 : 0);
      expect(edit.headers.get(FENCE_HEADER)).toBeNull();
      expect(phoneIn((await server.request<any>('GET', LIST, { token: admin })).body)).toBe(`+88${phone}`);
    }
  });

  it('waits to hear the fence another copy settled on, or takes one already heard at once', async () => {
    let heard = false;
    const waiting = server.app.heardFence('threaded-test-1').then(() => (heard = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toBe(false);
    await server.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'fence:threaded-test-1')`);
    await waiting;
    expect(heard).toBe(true);
    await server.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'fence:threaded-test-2')`);
    await server.settleReads();
    const started = performance.now();
    await server.app.heardFence('threaded-test-2');
    // Not the 2 s a fence never heard is waited for.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses as the main thread refuses: the same status and message, nothing written', async () => {
    const { result: refused } = await threaded(() =>
      server.request<any>('POST', '/api/department/add', { token: admin, body: { dep_name: '' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toEqual(expect.any(String));
    const forbidden = await server.request<any>('POST', '/api/department/add', {
      token: memberToken,
      body: { dep_name: 'Not Allowed' },
    });
    expect(forbidden.status).toBe(403);
    const unsigned = await server.request<any>('POST', '/api/department/add', { body: { dep_name: 'Nobody' } });
    expect(unsigned.status).toBe(401);
  });

  it('makes one record of concurrent copies of a create with one Idempotency-Key', async () => {
    const key = `threaded-${Date.now()}`;
    const body = {
      title: 'Threaded Project',
      department: departmentId,
      startDate: '2026-01-05',
      endDate: '2026-02-05',
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.request<any>('POST', '/api/projects/create', {
          token: admin,
          body,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 200 || answer.status === 201);
    expect(created).toHaveLength(6);
    expect(new Set(created.map((answer) => answer.body.result?._id ?? answer.body.result?.id)).size).toBe(1);
  });

  it('leaves a write with a file to the main thread, which answers it the same way', async () => {
    const form = new FormData();
    form.append('emp_phone', '01911000099');
    const { result: res, byThread } = await threaded(() =>
      server.request<any>('PUT', `/api/employee/updateEmployee/${member.employeeId}`, { token: memberToken, form }),
    );
    expect(res.status).toBe(200);
    expect(byThread).toBe(0);
    expect(phoneIn((await server.request<any>('GET', LIST, { token: admin })).body)).toBe('+8801911000099');
  });

  it.skipIf(!onPostgres)(
    'answers a crash: the write it held gets a 503 with nothing written, the next ones go on',
    async () => {
      const routing = server.writeRouting!;
      const phone = (value: string) =>
        server.request<any>('PUT', `/api/employee/updateEmployee/${member.employeeId}`, {
          token: memberToken,
          body: { emp_phone: value },
        });
      const stored = async () =>
        rowsOf<{ phone: string }>(
          await server.db.execute(sql`select phone from employees where id = ${member.employeeId}`),
        )[0]!.phone;
      const before = await stored();
      // The write waits for a lock held here, so it is still in the thread when the thread ends.
      const held = await server.db.transaction(async (tx) => {
        await tx.execute(sql`lock table employees in exclusive mode`);
        const pending = phone('01911000077');
        await new Promise((resolve) => setTimeout(resolve, 400));
        await routing.crash();
        return pending;
      });
      expect(held.status).toBe(503);
      expect(held.body.success).toBe(false);
      expect(await stored()).toBe(before);
      // While it is down the main thread answers; once it is back, it does again.
      const { result: meanwhile, byThread: duringRestart } = await threaded(() => phone('01911000078'));
      expect(meanwhile.status).toBe(200);
      expect(duringRestart).toBe(0);
      await routing.ready();
      const { result: after, byThread } = await threaded(() => phone('01911000079'));
      expect(after.status).toBe(200);
      expect(byThread).toBe(1);
      expect(await stored()).toBe('+8801911000079');
    },
  );
});
