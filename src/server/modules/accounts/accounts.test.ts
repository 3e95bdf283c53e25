import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.js';
import { ACCOUNT_MSG } from '#shared/messages/accounts.js';
import { auditEvents, employees, users } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let adminId: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUser(server.db, { role: 'admin' });
  adminId = user.id;
  admin = (await loginAs(server, user)).token;
  dept = await createDepartment(server.db, 'Operations');
});
afterAll(async () => {
  await server?.close();
});

const put = (path: string, body?: unknown, token = admin) =>
  server.request<any>('PUT', path, { token, ...(body !== undefined ? { body } : {}) });
const auditOf = (id: string) =>
  server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id)).orderBy(auditEvents.at);
const login = (email: string, password: string) =>
  server.request<any>('POST', '/api/user/login', { body: { email, password } });
const me = (token: string) => server.request<any>('GET', '/api/user/verify', { token });

describe('GET /api/accounts', () => {
  it('lists every sign-in, sign-up accounts included, with role, status, last sign-in and open sessions', async () => {
    const signup = await createUser(server.db, { role: 'user', name: 'Sign Up Sadia' });
    await loginAs(server, signup);
    const person = await createEmployee(server.db, { departmentId: dept.id, name: 'Staff Sabbir' });
    const res = await server.request<any>('GET', '/api/accounts?search=Sadia&page=1&limit=10', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.result[0]).toMatchObject({
      _id: signup.id,
      role: 'user',
      status: 'active',
      sessions: 1,
      employee: null,
    });
    expect(res.body.result[0].lastLoginAt).not.toBeNull();
    const staff = await server.request<any>('GET', `/api/accounts?search=${person.employeeCode}`, { token: admin });
    expect(staff.body.result[0]).toMatchObject({ _id: person.id, employee: { _id: person.employeeId } });
    const plain = await server.request<any>('GET', '/api/accounts?role=user&sort=lastLogin:desc&page=1&limit=100', {
      token: admin,
    });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.result.every((account: any) => account.role === 'user')).toBe(true);
    expect(plain.body.result[0]._id).toBe(signup.id);
    expect((await server.request('GET', '/api/accounts?status=gone', { token: admin })).status).toBe(400);
    expect((await server.request('GET', '/api/accounts?sort=password', { token: admin })).status).toBe(400);
  });
});

describe('disable, enable and sign out everywhere', () => {
  it('a disabled account cannot sign in and its sessions end; enabling lets it in again; both audited', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const { token } = await loginAs(server, person);
    expect((await put(`/api/accounts/disable/${person.id}`, {})).status).toBe(400); // a reason is required
    const res = await put(`/api/accounts/disable/${person.id}`, { reason: 'Laptop stolen' });
    expect(res.status).toBe(200);
    expect(res.body.result.status).toBe('disabled');
    expect((await me(token)).status).toBe(401);
    // With the right password they are told why; with a wrong one, nothing about the account.
    const refused = await login(person.email, person.password);
    expect([refused.status, refused.body.message]).toEqual([403, MSG.accountDisabled]);
    const wrong = await login(person.email, 'Not-the-pass1');
    expect([wrong.status, wrong.body.message]).toEqual([401, MSG.invalidCredentials]);
    expect((await put(`/api/accounts/disable/${person.id}`, { reason: 'Again' })).status).toBe(409);
    const enabled = await put(`/api/accounts/enable/${person.id}`, { reason: 'Laptop found' });
    expect(enabled.body.result.status).toBe('active');
    expect((await login(person.email, person.password)).status).toBe(200);
    expect((await auditOf(person.id)).map((event) => [event.action, event.reason])).toEqual([
      ['account.disable', 'Laptop stolen'],
      ['account.enable', 'Laptop found'],
    ]);
  });

  it('signs an account out of every session, with a reason', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const first = await loginAs(server, person);
    const second = await loginAs(server, person);
    const res = await put(`/api/accounts/sign-out/${person.id}`, { reason: 'Shared computer' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MSG.signedOut(person.name, 2));
    expect((await me(first.token)).status).toBe(401);
    expect((await me(second.token)).status).toBe(401);
    expect(res.body.result.sessions).toBe(0);
  });

  it('refuses one’s own account (403), someone who has left (409), and everyone but an admin (403)', async () => {
    const own = await put(`/api/accounts/disable/${adminId}`, { reason: 'Me' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(ACCOUNT_MSG.ownAccount);
    const former = await createEmployee(server.db, { departmentId: dept.id, lastWorkingDay: '2024-01-31' });
    const left = await put(`/api/accounts/enable/${former.id}`, { reason: 'Back' });
    expect(left.status).toBe(409);
    expect(left.body.message).toBe(ACCOUNT_MSG.hasLeft(former.name));
    const moderator = (await loginAs(server, 'moderator')).token;
    expect((await put(`/api/accounts/disable/${former.id}`, { reason: 'x' }, moderator)).status).toBe(403);
  });

  it('of 20 identical disables sent together, one changes the account and one audit row is written', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => put(`/api/accounts/disable/${person.id}`, { reason: 'Twenty' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect((await auditOf(person.id)).filter((event) => event.action === 'account.disable')).toHaveLength(1);
  });
});

describe('failed sign-ins while disabled', () => {
  it('do not lock the account once it is enabled again', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    await put(`/api/accounts/disable/${person.id}`, { reason: 'On sabbatical' });
    const limit = 10; // LOGIN_RATE_LIMIT's default
    for (let i = 0; i < limit; i += 1) expect((await login(person.email, `Wrong-guess${i}`)).status).toBe(401);
    expect((await login(person.email, person.password)).status).toBe(429);
    await put(`/api/accounts/enable/${person.id}`, { reason: 'Back' });
    expect((await login(person.email, person.password)).status).toBe(200);
  });
});

describe('PUT /api/accounts/role/:id', () => {
  it('makes an employee an HR officer: audited, sessions end so the role applies at once', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const { token } = await loginAs(server, person);
    const res = await put(`/api/accounts/role/${person.id}`, { role: 'moderator', reason: 'Joins HR' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MSG.roleChanged(person.name, 'moderator'));
    expect((await me(token)).status).toBe(401);
    const again = await login(person.email, person.password);
    expect(again.body.user.role).toBe('moderator');
    expect((await auditOf(person.id)).at(-1)).toMatchObject({
      action: 'account.role',
      before: { role: 'employee' },
      after: { role: 'moderator' },
      reason: 'Joins HR',
    });
    const same = await put(`/api/accounts/role/${person.id}`, { role: 'moderator', reason: 'Again' });
    expect(same.body.message).toBe(ACCOUNT_MSG.roleUnchanged);
    expect(await auditOf(person.id)).toHaveLength(1);
  });

  it('refuses what would break a record: staff without a record, a plain user with one, a manager who runs a department', async () => {
    const signup = await createUser(server.db, { role: 'user' });
    const noRecord = await put(`/api/accounts/role/${signup.id}`, { role: 'employee', reason: 'x' });
    expect(noRecord.status).toBe(400);
    expect(noRecord.body.message).toBe(ACCOUNT_MSG.roleNeedsRecord);
    const person = await createEmployee(server.db, { departmentId: dept.id });
    expect((await put(`/api/accounts/role/${person.id}`, { role: 'user', reason: 'x' })).status).toBe(400);
    const running = await put(`/api/accounts/role/${dept.manager.id}`, { role: 'employee', reason: 'x' });
    expect(running.status).toBe(409);
    expect(running.body.message).toBe(ACCOUNT_MSG.runsDepartment(dept.manager.name, 'Operations'));
    const [row] = await server.db.select({ role: users.role }).from(users).where(eq(users.id, dept.manager.id));
    expect(row!.role).toBe('manager');
    expect(await auditOf(dept.manager.id)).toEqual([]);
  });
});

describe('Make staff: POST /api/employee/addEmployee with account', () => {
  function form(fields: Record<string, string>) {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  }
  const fields = (account: string, employeeId: string) => ({
    account,
    employeeId,
    emp_name: 'Nasrin Sultana',
    emp_email: 'ignored@example.test',
    emp_phone: `0171${employeeId.replace(/\D/g, '').padStart(7, '0')}`,
    department: dept.id,
    salary: '40000',
    role: 'employee',
    designation: 'Data Analyst',
    gender: 'female',
    marital_status: 'single',
    dob: '1994-06-01',
  });

  it('gives a sign-up account an employee record: same email and password, the new role, audited', async () => {
    const signup = await createUser(server.db, { role: 'user', name: 'nasrin' });
    const res = await server.request<any>('POST', '/api/employee/addEmployee', {
      token: admin,
      form: form(fields(signup.id, 'LINK-0001')),
    });
    expect(res.status).toBe(201);
    expect(res.body.employee).toMatchObject({ emp_name: 'Nasrin Sultana', emp_email: signup.email, role: 'employee' });
    const signedIn = await login(signup.email, signup.password);
    expect(signedIn.body.user).toMatchObject({ role: 'employee', employee: { employeeId: 'LINK-0001' } });
    expect((await auditOf(signup.id)).map((event) => event.action)).toEqual(['account.link']);
    const twice = await server.request<any>('POST', '/api/employee/addEmployee', {
      token: admin,
      form: form(fields(signup.id, 'LINK-0002')),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ACCOUNT_MSG.alreadyStaff);
  });

  it('a refused link changes nothing: no record, the role kept, no audit row', async () => {
    const signup = await createUser(server.db, { role: 'user' });
    const taken = await createEmployee(server.db, { departmentId: dept.id, employeeCode: 'LINK-TAKEN' });
    const res = await server.request<any>('POST', '/api/employee/addEmployee', {
      token: admin,
      form: form(fields(signup.id, taken.employeeCode)),
    });
    expect(res.status).toBe(409);
    expect(await server.db.select().from(employees).where(eq(employees.userId, signup.id))).toEqual([]);
    const [row] = await server.db.select({ role: users.role }).from(users).where(eq(users.id, signup.id));
    expect(row!.role).toBe('user');
    expect(await auditOf(signup.id)).toEqual([]);
    const staff = await server.request<any>('POST', '/api/employee/addEmployee', {
      token: admin,
      form: form(fields(taken.id, 'LINK-0003')),
    });
    expect(staff.status).toBe(409);
  });
});
