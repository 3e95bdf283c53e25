import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.js';
import { openDatabase } from './db/client.js';
import { isDatabaseUnavailable } from './lib/errors.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';
import { createUser, loginAs } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.js';

// Losing the database needs one at the other end of a socket: PostgreSQL only (the server talks
// to it through a relay the test can cut).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the database going away', () => {
  let base: TestDatabase;
  let proxy: TcpProxy;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    base = await createTestDatabase();
    proxy = await startTcpProxy(base.url!);
    server = await startTestServer(
      {},
      { ...base, openSecond: () => openDatabase({ url: proxy.url, poolSize: 5, statementTimeoutMs: 1_000 }) },
    );
    token = (await loginAs(server, await createUser(base.database.db, { role: 'admin' }))).token;
  });
  afterEach(async () => {
    await proxy.restore().catch(() => {});
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await base?.dispose();
  });

  it('answers 503 JSON with a clear message while unreachable, and serves again once it is back', async () => {
    await proxy.cut();
    const res = await server.request('GET', '/api/user/verify', { token });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, error: MSG.databaseUnavailable, message: MSG.databaseUnavailable });
    expect(res.headers.get('retry-after')).toBe('5');
    expect((await server.request('GET', '/health')).status).toBe(503);

    await proxy.restore();
    expect((await server.request('GET', '/api/user/verify', { token })).status).toBe(200);
  });

  it('turns a connection lost in the middle of a transaction into an unavailable error, not a crash', async () => {
    const outcome = await server.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.cut();
        // The client hears of the loss while it sits idle in the transaction (nobody is querying).
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(outcome)).toBe(true);

    await proxy.restore();
    expect((await server.request('GET', '/api/user/verify', { token })).status).toBe(200);
  });

  it('answers 503 within seconds when the database accepts connections but never answers', async () => {
    proxy.stall();
    const started = Date.now();
    const res = await server.request('GET', '/api/employee/getEmployees?page=1&limit=5', { token });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, error: MSG.databaseUnavailable });
    expect(Date.now() - started).toBeLessThan(4_000);

    await proxy.restore();
    // Connections that stalled with it (a worker's, another request's) end by their own timeout;
    // until then a request may still find the pool busy, and then it answers again.
    await expect
      .poll(async () => (await server.request('GET', '/api/employee/getEmployees?page=1&limit=5', { token })).status, {
        timeout: 15_000,
      })
      .toBe(200);
  });
});
