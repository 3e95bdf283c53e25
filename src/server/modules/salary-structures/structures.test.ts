import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.js';
import { createEmployee, createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin', name: 'Structure Admin' }))).token;
});
afterAll(async () => {
  await server?.close();
});

const revise = (token: string, employeeId: string, body: Record<string, unknown>) =>
  server.request<any>('POST', `/api/salary-structures/${employeeId}`, { token, body });
const basic = (amount: number) => ({ component: 'basic', method: 'fixed', amount });
const body = (components: unknown[], effectiveMonth = '2026-09') => ({ effectiveMonth, components, reason: 'Review' });

describe('POST /api/salary-structures/:employeeId', () => {
  it('saves a revision, audits it and shows it to the person (201)', async () => {
    const person = await createEmployee(server.db);
    const res = await revise(
      admin,
      person.employeeId,
      body([basic(30000), { component: 'house_rent', method: 'percent', percent: '12.5', of: 'basic' }]),
    );
    expect(res.status).toBe(201);
    // 12.5 % of 30,000 = 3,750.
    expect(res.body.result.current.components[1]).toMatchObject({
      component: 'house_rent',
      percent: 12.5,
      monthly: 3750,
    });
    const [audit] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'salary.revise'), eq(auditEvents.personId, person.employeeId)));
    expect(audit).toMatchObject({ subject: 'salary', reason: 'Review' });
    const own = await server.request<any>('GET', `/api/salary-structures/${person.id}`, {
      token: (await loginAs(server, person)).token,
    });
    expect(own.status).toBe(200);
    expect(own.body.result.current.net).toBe(33750);
  });

  it.each([
    [[{ component: 'medical', method: 'fixed', amount: 100 }], 'A structure needs a basic salary.'],
    [
      [
        { component: 'basic', method: 'percent', percent: 10, of: 'medical' },
        { component: 'medical', method: 'fixed', amount: 1 },
      ],
      'The basic salary must be a fixed amount.',
    ],
    [
      [basic(100), { component: 'tax', method: 'percent', percent: 5, of: 'medical' }],
      'tax is a percentage of a component this structure does not have.',
    ],
    [
      [
        basic(100),
        { component: 'medical', method: 'percent', percent: 5, of: 'conveyance' },
        { component: 'conveyance', method: 'percent', percent: 5, of: 'medical' },
      ],
      'medical is a percentage of itself, through other components.',
    ],
    [[basic(100), basic(200)], 'Each component can appear once: basic appears twice.'],
    [
      [basic(100), { component: 'tax', method: 'percent', percent: 120, of: 'basic' }],
      'A percentage must be between 0 and 100, with at most 2 decimals.',
    ],
  ])('refuses components that do not hold (400)', async (components, message) => {
    const person = await createEmployee(server.db);
    const res = await revise(admin, person.employeeId, body(components));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('refuses a month after this one, and a second revision for one month (409)', async () => {
    const person = await createEmployee(server.db);
    expect((await revise(admin, person.employeeId, body([basic(1)], '2099-01'))).status).toBe(400);
    expect((await revise(admin, person.employeeId, body([basic(1)], '2026-06'))).status).toBe(201);
    const again = await revise(admin, person.employeeId, body([basic(2)], '2026-06'));
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('effectiveMonth');
  });

  it('lets an HR officer revise anyone else, as an admin does, and refuses managers and employees (403)', async () => {
    const person = await createEmployee(server.db);
    const hr = (await loginAs(server, await createEmployee(server.db, { role: 'moderator' }))).token;
    const revised = await revise(hr, person.employeeId, body([basic(42000)], '2026-08'));
    expect(revised.status).toBe(201);
    expect(revised.body.result.current).toMatchObject({ effectiveFrom: '2026-08', net: 42000 });
    expect((await server.request('GET', `/api/salary-structures/${person.employeeId}`, { token: hr })).status).toBe(
      200,
    );
    for (const role of ['manager', 'employee'] as const) {
      const token = (await loginAs(server, await createEmployee(server.db, { role }))).token;
      const refused = await revise(token, person.employeeId, body([basic(1)], '2026-07'));
      expect(refused.status).toBe(403);
    }
  });

  it('refuses employees and managers (403), and anyone their own', async () => {
    const person = await createEmployee(server.db);
    const other = await createEmployee(server.db);
    const token = (await loginAs(server, person)).token;
    expect((await revise(token, other.employeeId, body([basic(1)]))).status).toBe(403);
    expect((await server.request('GET', `/api/salary-structures/${other.employeeId}`, { token })).status).toBe(403);
    const hr = await createEmployee(server.db, { role: 'moderator' });
    const hrToken = (await loginAs(server, hr)).token;
    const own = await revise(hrToken, hr.employeeId, body([basic(1)]));
    expect(own.status).toBe(403);
  });
});
