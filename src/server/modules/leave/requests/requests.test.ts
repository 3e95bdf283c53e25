import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { notifications } from '#server/db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '#server/test/factories.js';
import { startTestServer, type TestServer } from '#server/test/server.js';

let server: TestServer;
let admin: string;
let moderator: string;
let moderatorId: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  const mod = await loginAs(server, 'moderator');
  moderator = mod.token;
  moderatorId = mod.user.id;
  dept = await createDepartment(server.db);
});
afterAll(async () => {
  await server?.close();
});

async function employeeWithToken(): Promise<{ person: TestEmployee; token: string }> {
  const person = await createEmployee(server.db, { departmentId: dept.id });
  return { person, token: (await loginAs(server, person)).token };
}

const request = (token: string, body: Record<string, unknown>) =>
  server.request<any>('POST', '/api/leave/addLeave', {
    token,
    body: { leaveType: 'Annual Leave', startDate: '2026-12-01', endDate: '2026-12-03', reason: 'Family trip', ...body },
  });

describe('POST /api/leave/addLeave', () => {
  it('an employee requests a leave for themselves; admins and moderators are notified', async () => {
    const { person, token } = await employeeWithToken();
    const res = await request(token, {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: LEAVE_MSG.submitted,
      result: {
        status: 'Pending',
        days: 3,
        leaveType: 'Annual Leave',
        userId: person.id,
        employee: { emp_name: person.name },
      },
    });
    const inbox = await server.db.select().from(notifications).where(eq(notifications.userId, moderatorId));
    expect(inbox.some((n) => n.kind === 'leave_requested' && n.title.includes(person.name))).toBe(true);
  });

  it.each([
    [{ startDate: '2026-12-05', endDate: '2026-12-04' }, LEAVE_MSG.endBeforeStart],
    [{ leaveType: 'Holiday' }, LEAVE_MSG.typeUnknown],
    [{ startDate: '' }, LEAVE_MSG.startRequired],
    [{ endDate: undefined }, LEAVE_MSG.endRequired],
    [{ reason: 'x'.repeat(1001) }, LEAVE_MSG.reasonTooLong],
  ])('refuses %j (400)', async (body, message) => {
    const { token } = await employeeWithToken();
    const res = await request(token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('reports end before start beside another field error, each on its field (400)', async () => {
    const { token } = await employeeWithToken();
    const res = await request(token, { leaveType: '', startDate: '2026-12-05', endDate: '2026-12-04' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'leaveType', message: LEAVE_MSG.typeRequired },
        { field: 'endDate', message: LEAVE_MSG.endBeforeStart },
      ]),
    );
  });

  it('refuses an overlap with an own pending or approved leave, not with a rejected one', async () => {
    const { person, token } = await employeeWithToken();
    const first = await request(token, { startDate: '2027-01-10', endDate: '2027-01-12' });
    const clash = await request(token, { startDate: '2027-01-12', endDate: '2027-01-14' });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe(LEAVE_MSG.overlap);
    await server.request('PUT', `/api/leave/rejectLeave/${first.body.result._id}`, { token: admin });
    expect((await request(token, { startDate: '2027-01-12', endDate: '2027-01-14' })).status).toBe(201);
    const someoneElse = await employeeWithToken();
    expect((await request(someoneElse.token, { startDate: '2027-01-12', endDate: '2027-01-14' })).status).toBe(201);
    const forOther = await request(token, { userId: someoneElse.person.id });
    expect(forOther.status).toBe(403);
    expect(person.id).toBeTruthy();
  });

  it('an admin records a leave for any employee (userId required)', async () => {
    const { person } = await employeeWithToken();
    const res = await request(admin, { userId: person.employeeId });
    expect(res.status).toBe(201);
    expect(res.body.result.userId).toBe(person.id);
    expect((await request(admin, {})).status).toBe(400);
  });

  it('is refused to users (403) and without a session (401); a manager asks for their own', async () => {
    expect((await request((await loginAs(server, 'user')).token, {})).status).toBe(403);
    // A manager is an employee too: they ask for their own leave like anyone.
    const managers = await request((await loginAs(server, dept.manager)).token, {});
    expect(managers.status).toBe(201);
    expect(managers.body.result).toMatchObject({ userId: dept.manager.id, status: 'Pending' });
    // An HR officer requests their own leave; one without an employee record has nobody to request it for.
    const own = await request(moderator, { startDate: '2027-03-01', endDate: '2027-03-01' });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(LEAVE_MSG.employeeUnknown);
    expect((await server.request('POST', '/api/leave/addLeave', { body: {} })).status).toBe(401);
  });
});

describe('PUT /api/leave/editLeave/{id}', () => {
  it('the owner edits a pending leave; not a decided one, not somebody else’s', async () => {
    const { token } = await employeeWithToken();
    const created = await request(token, { startDate: '2027-02-01', endDate: '2027-02-02' });
    const id = created.body.result._id;
    const edited = await server.request<any>('PUT', `/api/leave/editLeave/${id}`, {
      token,
      body: { leaveType: 'Sick Leave', startDate: '2027-02-03', endDate: '2027-02-05', reason: 'Flu' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      message: LEAVE_MSG.updated,
      updateLeave: { leaveType: 'Sick Leave', days: 3, reason: 'Flu' },
    });
    const other = await employeeWithToken();
    expect(
      (
        await server.request('PUT', `/api/leave/editLeave/${id}`, {
          token: other.token,
          body: { leaveType: 'Sick Leave', startDate: '2027-02-03', endDate: '2027-02-05' },
        })
      ).status,
    ).toBe(403);
    await server.request('PUT', `/api/leave/approveLeave/${id}`, { token: moderator });
    const late = await server.request<any>('PUT', `/api/leave/editLeave/${id}`, {
      token,
      body: { leaveType: 'Sick Leave', startDate: '2027-02-03', endDate: '2027-02-04' },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(LEAVE_MSG.notPending);
    expect(
      (
        await server.request('PUT', '/api/leave/editLeave/00000000-0000-4000-8000-000000000000', {
          token,
          body: { leaveType: 'Sick Leave', startDate: '2027-02-03', endDate: '2027-02-04' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('deciding leaves', () => {
  it('approve and reject work once; the employee is notified', async () => {
    const { person, token } = await employeeWithToken();
    const a = await request(token, { startDate: '2027-03-01', endDate: '2027-03-01' });
    const b = await request(token, { startDate: '2027-03-08', endDate: '2027-03-09' });
    const approved = await server.request<any>('PUT', `/api/leave/approveLeave/${a.body.result._id}`, { token: admin });
    expect(approved.body).toMatchObject({ message: LEAVE_MSG.approved, result: { status: 'Approved' } });
    const rejected = await server.request<any>('PUT', `/api/leave/rejectLeave/${b.body.result._id}`, {
      token: moderator,
    });
    expect(rejected.body).toMatchObject({ message: LEAVE_MSG.rejected, result: { status: 'Rejected' } });
    const twice = await server.request<any>('PUT', `/api/leave/rejectLeave/${a.body.result._id}`, { token: admin });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(LEAVE_MSG.alreadyDecided('Approved'));
    const inbox = await server.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(inbox.filter((n) => n.kind === 'leave_decided')).toHaveLength(2);
    expect((await server.request('PUT', `/api/leave/approveLeave/${b.body.result._id}`, { token })).status).toBe(403);
    expect(
      (await server.request('PUT', '/api/leave/approveLeave/00000000-0000-4000-8000-000000000000', { token: admin }))
        .status,
    ).toBe(404);
  });
});

describe('reading leaves', () => {
  it('GET /getAllleaves filters by status on the server and searches, paged; case-insensitive path', async () => {
    const { person, token } = await employeeWithToken();
    const created = await request(token, { startDate: '2027-04-01', endDate: '2027-04-01' });
    const pending = await server.request<any>(
      'GET',
      `/api/leave/getAllLeaves?status=Pending&search=${encodeURIComponent(person.name)}&page=1&limit=50`,
      { token: moderator },
    );
    expect(pending.status).toBe(200);
    expect(pending.body.result.every((l: any) => l.status === 'Pending')).toBe(true);
    expect(pending.body.result.map((l: any) => l._id)).toContain(created.body.result._id);
    const approved = await server.request<any>('GET', '/api/leave/getAllleaves?status=Approved', { token: admin });
    expect(approved.body.result.every((l: any) => l.status === 'Approved')).toBe(true);
    expect((await server.request('GET', '/api/leave/getAllleaves?status=Maybe', { token: admin })).status).toBe(400);
    expect((await server.request('GET', '/api/leave/getAllleaves', { token })).status).toBe(403);
  });

  it("each tab's page and total follow a decision at once, the same as the database's own count", async () => {
    const { token } = await employeeWithToken();
    const created = await request(token, { startDate: '2027-05-03', endDate: '2027-05-03' });
    const tab = async (status: string) => {
      const res = await server.request<any>('GET', `/api/leave/getAllleaves?status=${status}&page=1&limit=100`, {
        token: admin,
      });
      expect(res.status).toBe(200);
      return { total: res.body.total as number, ids: res.body.result.map((l: any) => l._id) as string[] };
    };
    const [pending, approved] = [await tab('Pending'), await tab('Approved')];
    expect(pending.ids).toContain(created.body.result._id);
    expect(await tab('Pending')).toEqual(pending); // asked again: the same, from the kept count
    await server.request('PUT', `/api/leave/approveLeave/${created.body.result._id}`, { token: admin });
    const [pendingAfter, approvedAfter] = [await tab('Pending'), await tab('Approved')];
    expect(pendingAfter.total).toBe(pending.total - 1);
    expect(pendingAfter.ids).not.toContain(created.body.result._id);
    expect(approvedAfter.total).toBe(approved.total + 1);
    expect(approvedAfter.ids).toContain(created.body.result._id);
    const all = await server.request<any>('GET', '/api/leave/getAllleaves', { token: admin });
    expect(all.body.result.filter((l: any) => l.status === 'Approved')).toHaveLength(approvedAfter.total);
  });

  it("GET /getLeave/{userId} and /getLeaveById/{id}: own for employees, anyone's for deciders", async () => {
    const { person, token } = await employeeWithToken();
    const created = await request(token, { startDate: '2027-05-01', endDate: '2027-05-02' });
    const own = await server.request<any>('GET', `/api/leave/getLeave/${person.id}`, { token });
    expect(own.body.leaves.map((l: any) => l._id)).toEqual([created.body.result._id]);
    expect((await server.request('GET', `/api/leave/getLeave/${person.employeeId}`, { token: moderator })).status).toBe(
      200,
    );
    const other = await employeeWithToken();
    expect((await server.request('GET', `/api/leave/getLeave/${person.id}`, { token: other.token })).status).toBe(403);
    expect(
      (await server.request('GET', `/api/leave/getLeaveById/${created.body.result._id}`, { token: other.token }))
        .status,
    ).toBe(403);
    expect((await server.request('GET', `/api/leave/getLeaveById/${created.body.result._id}`, { token })).status).toBe(
      200,
    );
  });

  it('GET /api/leave/stats counts every status, zero-filled', async () => {
    const res = await server.request<any>('GET', '/api/leave/stats', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.statusBreakdown.map((s: any) => s.name)).toEqual(['Approved', 'Pending', 'Rejected']);
    const sum = res.body.statusBreakdown.reduce((n: number, s: any) => n + s.value, 0);
    expect(res.body.totalLeaves).toBe(sum);
    expect((await server.request('GET', '/api/leave/stats', { token: moderator })).status).toBe(403);
  });
});
