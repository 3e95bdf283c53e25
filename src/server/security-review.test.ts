import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, midweekDay } from '#shared/dates.js';
import { utcToday } from '#shared/bounds.js';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import {
  announcements,
  idempotencyKeys,
  leaves,
  passwordResetTokens,
  salaries,
  sessions,
  users,
} from './db/schema/index.js';
import { IDEMPOTENCY_MSG } from './lib/idempotency.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';
import { openEventStream } from './test/sse.js';

/** The findings of the outside security review: each test fails on the code the review probed. */
let server: TestServer;
let admin: string;
let adminUser: TestEmployee;
let dept: Awaited<ReturnType<typeof createDepartment>>;

beforeAll(async () => {
  server = await startTestServer();
  adminUser = await createEmployee(server.db, { role: 'admin' });
  admin = (await loginAs(server, adminUser)).token;
  dept = await createDepartment(server.db);
});
afterAll(async () => {
  await server?.close();
});

function toForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
const updateEmployee = (id: string, fields: Record<string, string>, token: string) =>
  server.request<any>('PUT', `/api/employee/updateEmployee/${id}`, { token, form: toForm(fields) });
/** The last day of last month: always within the pay-date window. */
const lastMonthEnd = () => addDays(`${utcToday().slice(0, 7)}-01`, -1);

describe('credentials change only through the credential flows', () => {
  it('refuses a self-change of password or email from the profile form (403), and changes nothing', async () => {
    const me = await createEmployee(server.db, { role: 'manager', departmentId: dept.id });
    const { token } = await loginAs(server, me);
    const password = await updateEmployee(me.employeeId, { password: 'Hijacked-pass1' }, token);
    expect(password.status).toBe(403);
    expect(password.body.message).toBe(EMPLOYEE_MSG.ownCredentialsInSettings);
    const email = await updateEmployee(me.employeeId, { emp_email: 'elsewhere@example.test' }, token);
    expect(email.status).toBe(403);
    expect(
      (await server.request('POST', '/api/user/login', { body: { email: me.email, password: me.password } })).status,
    ).toBe(200);
    // An unchanged email (old clients send every field) is fine.
    expect(
      (await updateEmployee(me.employeeId, { emp_email: me.email.toUpperCase(), emp_name: 'Same Me' }, token)).status,
    ).toBe(200);
  });

  it('refuses an admin changing their own password or salary from the employee form', async () => {
    expect((await updateEmployee(adminUser.employeeId, { password: 'Other-pass12' }, admin)).status).toBe(403);
    const salary = await updateEmployee(adminUser.employeeId, { salary: '999999' }, admin);
    expect(salary.status).toBe(403);
    expect(salary.body.message).toBe(EMPLOYEE_MSG.ownSalary);
  });

  it('an admin setting someone else’s password ends every session and reset link of that person', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const { token: one } = await loginAs(server, person);
    const { token: two } = await loginAs(server, person);
    await server.request('POST', '/api/user/forgot-password', { body: { email: person.email } });
    const res = await updateEmployee(person.employeeId, { password: 'Set-by-admin1' }, admin);
    expect(res.status).toBe(200);
    for (const token of [one, two])
      expect((await server.request('GET', '/api/user/verify', { token })).status).toBe(401);
    expect(
      await server.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, person.id)),
    ).toHaveLength(0);
    expect(
      (await server.request('POST', '/api/user/login', { body: { email: person.email, password: 'Set-by-admin1' } }))
        .status,
    ).toBe(200);
  });
});

describe('the live stream is tied to its session', () => {
  const open = (token: string) =>
    openEventStream(`${server.baseUrl}/api/notifications/stream`, { authorization: `Bearer ${token}` });
  const within = (promise: Promise<void>, ms: number) =>
    Promise.race([promise.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('still open'), ms))]);

  it('ends within a second of signing out', async () => {
    const user = await createUser(server.db, { role: 'employee' });
    const { token } = await loginAs(server, user);
    const stream = await open(token);
    expect(stream.status).toBe(200);
    await server.request('POST', `/api/user/logout/${user.id}`, { token });
    expect(await within(stream.ended, 1000)).toBe('ended');
  });

  it('ends when a password change revokes its session', async () => {
    const user = await createUser(server.db, { role: 'employee' });
    const { token: streaming } = await loginAs(server, user);
    const { token: other } = await loginAs(server, user);
    const stream = await open(streaming);
    await server.request('POST', '/api/user/change-password', {
      token: other,
      body: { currentPassword: user.password, newPassword: 'Changed-pass9' },
    });
    expect(await within(stream.ended, 1000)).toBe('ended');
  });

  it('ends when its user is deactivated, given another role or deleted', async () => {
    for (const change of [
      (id: string) => server.db.update(users).set({ isActive: false }).where(eq(users.id, id)),
      (id: string) => server.db.update(users).set({ role: 'user' }).where(eq(users.id, id)),
      (id: string) => server.db.delete(users).where(eq(users.id, id)),
    ]) {
      const user = await createUser(server.db, { role: 'employee' });
      const stream = await open((await loginAs(server, user)).token);
      await change(user.id);
      expect(await within(stream.ended, 1000)).toBe('ended');
    }
  });

  it('ends when its session expires, and lives no longer than STREAM_MAX_MINUTES', async () => {
    const user = await createUser(server.db, { role: 'employee' });
    const { token } = await loginAs(server, user);
    server.app.log.level = 'silent';
    // A fresh server process: no cached session, so the new end is read. It starts before the
    // session is shortened, so a slow start on a busy machine cannot outlive the session.
    const sibling = await server.startSibling();
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1500) })
      .where(eq(sessions.userId, user.id));
    try {
      const stream = await openEventStream(`${sibling.baseUrl}/api/notifications/stream`, {
        authorization: `Bearer ${token}`,
      });
      expect(stream.status).toBe(200);
      expect(await within(stream.ended, 3500)).toBe('ended');
    } finally {
      await sibling.close();
    }
    const short = await startTestServer({ STREAM_MAX_MINUTES: '0.01' });
    try {
      const other = await createUser(short.db, { role: 'employee' });
      const stream = await openEventStream(`${short.baseUrl}/api/notifications/stream`, {
        authorization: `Bearer ${(await loginAs(short, other)).token}`,
      });
      expect(await within(stream.ended, 2500)).toBe('ended');
    } finally {
      await short.close();
    }
  });
});

describe('no double pay, no doubled records', () => {
  it('stores one regular payslip per person per month: a second is 409 with a clear message', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id, name: 'Paid Once' });
    const body = { employeeId: person.employeeId, basicSalary: '1000', payDate: lastMonthEnd() };
    expect((await server.request('POST', '/api/salary/addSalary', { token: admin, body })).status).toBe(201);
    const again = await server.request<any>('POST', '/api/salary/addSalary', { token: admin, body });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      /^Paid Once already has a regular payslip for \w+ \d{4}\. Record an extra payment as a bonus or an adjustment\.$/,
    );
    expect(again.body.field).toBe('type');
    const bonus = await server.request<any>('POST', '/api/salary/addSalary', {
      token: admin,
      body: { ...body, type: 'bonus' },
    });
    expect(bonus.status).toBe(201);
    expect(bonus.body.data.type).toBe('bonus');
  });

  it('20 identical concurrent payslips store one', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const body = { employeeId: person.employeeId, basicSalary: '1000', payDate: lastMonthEnd() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.request('POST', '/api/salary/addSalary', { token: admin, body })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const [row] = await server.db
      .select({ n: count() })
      .from(salaries)
      .where(eq(salaries.employeeId, person.employeeId));
    expect(row!.n).toBe(1);
  });

  it('20 parallel requests with one Idempotency-Key create one record and all get the first answer', async () => {
    const message = `Idempotent ${Date.now()}`;
    const headers = { 'idempotency-key': `key-${Date.now()}` };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.request<any>('POST', '/api/annoucement', { token: admin, headers, body: { message, type: 'all' } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((answer) => JSON.stringify(answer.body)));
    expect(ids.size).toBe(1);
    const [row] = await server.db.select({ n: count() }).from(announcements).where(eq(announcements.message, message));
    expect(row!.n).toBe(1);
    // Later, the same key answers the same again, and creates nothing.
    const later = await server.request<any>('POST', '/api/annoucement', {
      token: admin,
      headers,
      body: { message, type: 'all' },
    });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(JSON.stringify(later.body)).toBe([...ids][0]);
  });

  it('the key belongs to its user; reusing it for another request is 422; a refused request frees it', async () => {
    const key = `shared-${Date.now()}`;
    const hr = (await loginAs(server, 'moderator')).token;
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const payDate = lastMonthEnd();
    const first = await server.request('POST', '/api/salary/addSalary', {
      token: admin,
      headers: { 'idempotency-key': key },
      body: { employeeId: person.employeeId, basicSalary: '10', payDate },
    });
    expect(first.status).toBe(201);
    const other = await server.request<any>('POST', '/api/salary/addSalary', {
      token: admin,
      headers: { 'idempotency-key': key },
      body: { employeeId: person.employeeId, basicSalary: '20', payDate },
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(IDEMPOTENCY_MSG.reused);
    // Another user with the same key is another request altogether (here: the month is paid).
    const theirs = await server.request('POST', '/api/salary/addSalary', {
      token: hr,
      headers: { 'idempotency-key': key },
      body: { employeeId: person.employeeId, basicSalary: '10', payDate },
    });
    expect(theirs.status).toBe(409);
    const stored = await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toHaveLength(1); // the refused one kept nothing
    const bad = await server.request('POST', '/api/annoucement', {
      token: admin,
      headers: { 'idempotency-key': 'has space' },
      body: { message: 'X', type: 'all' },
    });
    expect(bad.status).toBe(400);
  });

  it('a key is honoured across server processes', async () => {
    const sibling = await server.startSibling();
    try {
      const message = `Across ${Date.now()}`;
      const headers = { 'idempotency-key': `across-${Date.now()}` };
      const body = { message, type: 'all' };
      const [one, two] = await Promise.all([
        server.request<any>('POST', '/api/annoucement', { token: admin, headers, body }),
        sibling.request<any>('POST', '/api/annoucement', { token: admin, headers, body }),
      ]);
      expect([one.status, two.status]).toEqual([201, 201]);
      expect(one.body).toEqual(two.body);
      const [row] = await server.db
        .select({ n: count() })
        .from(announcements)
        .where(eq(announcements.message, message));
      expect(row!.n).toBe(1);
    } finally {
      await sibling.close();
    }
  });
});

describe('separation of duties', () => {
  it('nobody pays themselves, whatever their role', async () => {
    for (const role of ['admin', 'moderator'] as const) {
      const me = await createEmployee(server.db, { role, departmentId: dept.id });
      const { token } = await loginAs(server, me);
      const res = await server.request('POST', '/api/salary/addSalary', {
        token,
        body: { employeeId: me.employeeId, basicSalary: '100', payDate: lastMonthEnd() },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SALARY_MSG.selfPay);
    }
  });

  it('nobody decides their own leave', async () => {
    const me = await createEmployee(server.db, { role: 'moderator', departmentId: dept.id });
    const { token } = await loginAs(server, me);
    const day = midweekDay(utcToday(), 20);
    const [leave] = await server.db
      .insert(leaves)
      .values({ employeeId: me.employeeId, leaveType: 'Annual Leave', startDate: day, endDate: day })
      .returning({ id: leaves.id });
    for (const action of ['approveLeave', 'rejectLeave']) {
      const res = await server.request('PUT', `/api/leave/${action}/${leave!.id}`, { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(LEAVE_MSG.selfDecide);
    }
    const [row] = await server.db.select({ status: leaves.status }).from(leaves).where(eq(leaves.id, leave!.id));
    expect(row!.status).toBe('Pending');
  });
});

describe('sane bounds with clear messages', () => {
  it('refuses a leave of 3.6 million days and dates far away (400)', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const { token } = await loginAs(server, person);
    for (const [startDate, endDate] of [
      ['0100-01-01', '9999-12-31'],
      [addDays(utcToday(), 10), addDays(utcToday(), 10 + 400)],
      ['2999-01-01', '2999-01-02'],
    ]) {
      const res = await server.request('POST', '/api/leave/addLeave', {
        token,
        body: { leaveType: 'Annual Leave', startDate, endDate },
      });
      expect(res.status, `${startDate}..${endDate}`).toBe(400);
      expect(res.body.message).toBe(LEAVE_MSG.outOfBounds(366));
    }
    const [row] = await server.db.select({ n: count() }).from(leaves).where(eq(leaves.employeeId, person.employeeId));
    expect(row!.n).toBe(0);
  });

  it('refuses a salary of 9,999,999,999.99 and pay dates in 1970 and 2999 (400)', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const huge = await server.request('POST', '/api/salary/addSalary', {
      token: admin,
      body: { employeeId: person.employeeId, basicSalary: '9999999999.99', payDate: lastMonthEnd() },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe(SALARY_MSG.amountTooLarge);
    for (const payDate of ['1970-01-31', '2999-12-31']) {
      const res = await server.request<any>('POST', '/api/salary/addSalary', {
        token: admin,
        body: { employeeId: person.employeeId, basicSalary: '100', payDate },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^The pay date must be between \d{4}-\d\d-\d\d and \d{4}-\d\d-\d\d\.$/);
    }
    const employee = await updateEmployee(person.employeeId, { salary: '9999999999.99' }, admin);
    expect(employee.status).toBe(400);
    expect(employee.body.message).toBe(EMPLOYEE_MSG.salaryTooLarge);
  });
});

describe('smaller findings', () => {
  it('API answers carrying personal data are never cached', async () => {
    const res = await server.request('GET', '/api/employee/getEmployees', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await server.request('GET', '/api/user/verify')).headers.get('cache-control')).toBe('no-store');
  });

  it('a session ends at its absolute lifetime however busy it is', async () => {
    const busy = await startTestServer({ SESSION_HOURS: '1', SESSION_MAX_HOURS: '2' });
    try {
      const user = await createUser(busy.db, { role: 'employee' });
      const { token } = await loginAs(busy, user);
      // Signed in 3 hours ago, used a minute ago: the idle end is ahead, the absolute end passed.
      await busy.db
        .update(sessions)
        .set({
          createdAt: new Date(Date.now() - 3 * 3_600_000),
          lastSeenAt: new Date(Date.now() - 61_000),
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .where(eq(sessions.userId, user.id));
      const res = await busy.request('GET', '/api/user/verify', { token });
      expect(res.status).toBe(401);
      const [row] = await busy.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(row!.createdAt.getTime() + 2 * 3_600_000);
    } finally {
      await busy.close();
    }
  });

  it('the clean-up job deletes ended sessions, spent reset links and old idempotency answers, once across processes', async () => {
    const user = await createUser(server.db);
    await loginAs(server, user);
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    await server.db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: `spent-${Date.now()}`, expiresAt: new Date(Date.now() - 1000) });
    await server.db.insert(idempotencyKeys).values({
      userId: user.id,
      key: 'old',
      fingerprint: 'x',
      statusCode: 201,
      body: '{}',
      createdAt: new Date(Date.now() - 25 * 3_600_000),
    });
    const sibling = await server.startSibling();
    try {
      // Both processes try at once; a transaction-level advisory lock lets one run each job.
      const ran = await Promise.all([
        server.app.scheduler.runNow('delete-ended-sessions'),
        sibling.app.scheduler.runNow('delete-ended-sessions'),
      ]);
      expect(ran.filter(Boolean).length).toBeGreaterThanOrEqual(1);
      expect(await server.app.scheduler.runNow('delete-spent-credentials')).toBe(true);
    } finally {
      await sibling.close();
    }
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(
      await server.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toHaveLength(0);
    expect(
      await server.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, 'old'))),
    ).toHaveLength(0);
  });

  it('the login throttle is shared by every server process and says how long to wait', async () => {
    const strict = await startTestServer({ LOGIN_RATE_LIMIT: '3' });
    const sibling = await strict.startSibling();
    try {
      const user = await createUser(strict.db);
      const wrong = { body: { email: user.email, password: 'Wrong-pass1' } };
      expect((await strict.request('POST', '/api/user/login', wrong)).status).toBe(401);
      expect((await sibling.request('POST', '/api/user/login', wrong)).status).toBe(401);
      expect((await strict.request('POST', '/api/user/login', wrong)).status).toBe(401);
      const blocked = await sibling.request('POST', '/api/user/login', {
        body: { email: user.email, password: user.password },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many failed sign-ins\. Please wait 1[45] minutes and try again\.$/);
    } finally {
      await sibling.close();
      await strict.close();
    }
  });
});
