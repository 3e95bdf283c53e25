import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { midweekDay } from '#shared/dates.js';
import { utcToday } from '#shared/bounds.js';
import { MSG } from '#shared/messages.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { auditEvents, notifications } from '#server/db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '#server/test/factories.js';
import { startTestServer, type TestServer } from '#server/test/server.js';

let server: TestServer;
let admin: string;
let moderator: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  moderator = (await loginAs(server, 'moderator')).token;
  dept = await createDepartment(server.db);
});
afterAll(async () => {
  await server?.close();
});

async function pendingLeave(): Promise<{ person: TestEmployee; token: string; id: string }> {
  const person = await createEmployee(server.db, { departmentId: dept.id });
  const { token } = await loginAs(server, person);
  serial += 1;
  const day = midweekDay(utcToday(), 20 + serial);
  const res = await server.request<any>('POST', '/api/leave/addLeave', {
    token,
    body: { leaveType: 'Casual Leave', startDate: day, endDate: day, reason: 'Errand' },
  });
  expect(res.status).toBe(201);
  return { person, token, id: res.body.result._id };
}

const put = (path: string, token: string, body?: unknown) =>
  server.request<any>('PUT', path, { token, ...(body !== undefined ? { body } : {}) });
const auditOf = (id: string) =>
  server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id)).orderBy(auditEvents.at);

describe('PUT /api/leave/withdraw/:id', () => {
  it('the employee withdraws their pending request; it stays in their history as Withdrawn, audited', async () => {
    const { person, token, id } = await pendingLeave();
    const res = await put(`/api/leave/withdraw/${id}`, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: LEAVE_MSG.withdrawn, result: { _id: id, status: 'Withdrawn' } });
    const history = await server.request<any>('GET', `/api/leave/getLeave/${person.id}`, { token });
    expect(history.body.leaves.map((l: any) => l.status)).toEqual(['Withdrawn']);
    const [event] = await auditOf(id);
    expect(event).toMatchObject({ action: 'leave.withdraw', actorId: person.id, personId: person.employeeId });
    expect((await put(`/api/leave/withdraw/${id}`, token)).status).toBe(409);
    // A withdrawn request can no longer be decided.
    expect((await put(`/api/leave/approveLeave/${id}`, admin)).status).toBe(409);
  });

  it("refuses someone else's request (403) and a decided one (409)", async () => {
    const { id } = await pendingLeave();
    const other = await pendingLeave();
    expect((await put(`/api/leave/withdraw/${id}`, other.token)).status).toBe(403);
    expect((await put(`/api/leave/withdraw/${id}`, admin)).status).toBe(403);
    expect((await put(`/api/leave/approveLeave/${other.id}`, admin)).status).toBe(200);
    const decided = await put(`/api/leave/withdraw/${other.id}`, other.token);
    expect(decided.status).toBe(409);
    expect(decided.body.message).toBe(LEAVE_MSG.notPending);
  });
});

describe('PUT /api/leave/rejectLeave/:id with a reason', () => {
  it('keeps the reason on the leave, tells the employee and audits the decision', async () => {
    const { person, token, id } = await pendingLeave();
    const res = await put(`/api/leave/rejectLeave/${id}`, moderator, { reason: 'Month-end close needs everyone' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'Rejected', decisionNote: 'Month-end close needs everyone' });
    const mine = await server.request<any>('GET', `/api/leave/getLeaveById/${id}`, { token });
    expect(mine.body.result.decisionNote).toBe('Month-end close needs everyone');
    const [note] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, person.id), eq(notifications.kind, 'leave_decided')));
    expect(note!.body).toContain('Reason: Month-end close needs everyone');
    const [event] = await auditOf(id);
    expect(event).toMatchObject({
      action: 'leave.reject',
      before: { status: 'Pending' },
      after: { status: 'Rejected' },
      reason: 'Month-end close needs everyone',
    });
  });

  it('still rejects without a body, as old clients do', async () => {
    const { id } = await pendingLeave();
    const res = await put(`/api/leave/rejectLeave/${id}`, admin);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'Rejected', decisionNote: null });
  });
});

describe('PUT /api/leave/revoke/:id', () => {
  it('returns an approved leave to Pending with the reason; the employee is told and it is audited', async () => {
    const { person, token, id } = await pendingLeave();
    expect((await put(`/api/leave/approveLeave/${id}`, admin)).status).toBe(200);
    const missing = await put(`/api/leave/revoke/${id}`, moderator, { reason: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MSG.reasonRequired);
    const res = await put(`/api/leave/revoke/${id}`, moderator, { reason: 'Approved for the wrong week' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: LEAVE_MSG.revoked,
      result: { status: 'Pending', decidedAt: null, decisionNote: 'Approved for the wrong week' },
    });
    const notes = await server.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(notes.map((n) => n.title)).toContain('The approval of your leave was revoked');
    const events = await auditOf(id);
    expect(events.map((e) => e.action)).toEqual(['leave.approve', 'leave.revoke']);
    expect(events[1]).toMatchObject({ before: { status: 'Approved' }, after: { status: 'Pending' } });
    // Pending again: the employee may now withdraw it.
    expect((await put(`/api/leave/withdraw/${id}`, token)).status).toBe(200);
  });

  it('refuses a pending leave (409), one of your own (403) and anyone but HR (403)', async () => {
    const { token, id } = await pendingLeave();
    const pending = await put(`/api/leave/revoke/${id}`, admin, { reason: 'x' });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(LEAVE_MSG.notDecided);
    expect((await put(`/api/leave/revoke/${id}`, token, { reason: 'x' })).status).toBe(403);
    const hr = await createEmployee(server.db, { departmentId: dept.id, role: 'moderator' });
    const hrToken = (await loginAs(server, hr)).token;
    serial += 1;
    const day = midweekDay(utcToday(), 20 + serial);
    const own = await server.request<any>('POST', '/api/leave/addLeave', {
      token: admin,
      body: { userId: hr.id, leaveType: 'Sick Leave', startDate: day, endDate: day },
    });
    await put(`/api/leave/approveLeave/${own.body.result._id}`, admin);
    const self = await put(`/api/leave/revoke/${own.body.result._id}`, hrToken, { reason: 'Mine' });
    expect(self.status).toBe(403);
  });

  it('of 20 identical revocations sent together, one changes the leave and one audit row is written', async () => {
    const { id } = await pendingLeave();
    await put(`/api/leave/rejectLeave/${id}`, admin, { reason: 'Busy' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => put(`/api/leave/revoke/${id}`, admin, { reason: 'Rejected by mistake' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await auditOf(id)).filter((e) => e.action === 'leave.revoke')).toHaveLength(1);
  });
});
