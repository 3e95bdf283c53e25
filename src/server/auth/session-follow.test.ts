import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#shared/dates.js';
import { createEmployee, createUser, loginAs, orgToday } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/server.js';
import { principalUnaffected, type Principal } from './session-store.js';

// A signed-in person's session is kept in the read cache and follows changes row by row: a
// colleague's account or employee record changing leaves it kept; their own drops it at once.
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
});
afterAll(async () => {
  await server?.close();
});

const principal = (employeeId: string | null): Principal => ({
  userId: 'u-1',
  role: 'employee',
  name: 'Ann',
  email: 'ann@example.test',
  sessionId: 's-1',
  employeeId,
  departmentId: null,
  sessionExpiresAt: new Date(),
});

describe('a kept session', () => {
  it('stays through other people’s rows, not through its own or a new employee record', () => {
    expect(principalUnaffected(principal('e-1'), { table: 'users', ids: ['u-2', 'u-3'] })).toBe(true);
    expect(principalUnaffected(principal('e-1'), { table: 'users', ids: ['u-2', 'u-1'] })).toBe(false);
    expect(principalUnaffected(principal('e-1'), { table: 'employees', ids: ['e-2'] })).toBe(true);
    expect(principalUnaffected(principal('e-1'), { table: 'employees', ids: ['e-1'] })).toBe(false);
    // Without a record of their own, any record may be the one just made for them.
    expect(principalUnaffected(principal(null), { table: 'employees', ids: ['e-2'] })).toBe(false);
    expect(principalUnaffected(principal('e-1'), { table: 'departments', ids: ['d-1'] })).toBe(false);
  });

  it('ends at once for the person who leaves, and goes on for a colleague', async () => {
    const leaver = await createEmployee(server.db);
    const colleague = await createEmployee(server.db);
    const leaverToken = (await loginAs(server, leaver)).token;
    const colleagueToken = (await loginAs(server, colleague)).token;
    const verify = (token: string) => server.request('GET', '/api/user/verify', { token });
    expect((await verify(leaverToken)).status).toBe(200);
    expect((await verify(colleagueToken)).status).toBe(200);
    const res = await server.request<any>('PUT', `/api/employee/deactivate/${leaver.employeeId}`, {
      token: admin,
      body: { lastWorkingDay: addDays(orgToday(), -1), reason: 'Resigned' },
    });
    expect(res.status).toBe(200);
    expect((await verify(leaverToken)).status).toBe(401);
    expect((await verify(colleagueToken)).status).toBe(200);
  });
});
