import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, midweekDay } from '#shared/dates.js';
import { utcToday } from '#shared/bounds.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { auditEvents, leaves, notifications } from '#server/db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '#server/test/factories.js';
import { startTestServer, type TestServer } from '#server/test/server.js';

let server: TestServer;
let admin: string;
let adminUser: Awaited<ReturnType<typeof createUser>>;
let moderator: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
  adminUser = await createUser(server.db, { role: 'admin' });
  admin = (await loginAs(server, adminUser)).token;
  moderator = (await loginAs(server, 'moderator')).token;
  dept = await createDepartment(server.db);
});
afterAll(async () => {
  await server?.close();
});

const put = (path: string, token: string, body?: unknown) =>
  server.request<any>('PUT', path, { token, ...(body !== undefined ? { body } : {}) });
const auditOf = (id: string) =>
  server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id)).orderBy(auditEvents.at);
const notesAbout = (id: string) =>
  server.db.select().from(notifications).where(eq(notifications.targetId, id)).orderBy(notifications.seq);

/** A person's leave `daysAhead` from today, requested by them and approved by the admin. */
async function approvedLeave(daysAhead = 30): Promise<{ person: TestEmployee; token: string; id: string }> {
  const person = await createEmployee(server.db, { departmentId: dept.id });
  const { token } = await loginAs(server, person);
  serial += 1;
  const day = midweekDay(utcToday(), daysAhead + serial);
  const res = await server.request<any>('POST', '/api/leave/addLeave', {
    token,
    body: { leaveType: 'Annual Leave', startDate: day, endDate: addDays(day, 1), reason: 'Family visit' },
  });
  expect(res.status).toBe(201);
  const id = res.body.result._id;
  expect((await put(`/api/leave/approveLeave/${id}`, admin)).status).toBe(200);
  return { person, token, id };
}

describe('PUT /api/leave/ask-cancel/:id', () => {
  it('the employee asks, with a reason, to cancel an approved leave that has not begun; HR is asked', async () => {
    const { person, token, id } = await approvedLeave();
    expect((await put(`/api/leave/ask-cancel/${id}`, token, {})).status).toBe(400); // a reason is required
    const res = await put(`/api/leave/ask-cancel/${id}`, token, { reason: 'Trip called off' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LEAVE_MSG.cancelAsked);
    expect(res.body.result).toMatchObject({ status: 'Approved', cancelRequest: { reason: 'Trip called off' } });
    const asked = (await notesAbout(id)).filter((n) => n.title.includes('asks to cancel'));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((n) => n.kind === 'leave_requested')).toBe(true);
    const [, event] = await auditOf(id);
    expect(event).toMatchObject({ action: 'leave.cancel_request', actorId: person.id, reason: 'Trip called off' });
    // Asked once: a second ask is refused.
    const again = await put(`/api/leave/ask-cancel/${id}`, token, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(LEAVE_MSG.cancelAlreadyAsked);
    // It waits in the approvers' inbox beside the pending requests.
    const inbox = await server.request<any>('GET', '/api/leave/getAllleaves?waiting=true&limit=100', {
      token: moderator,
    });
    expect(inbox.body.result.map((leave: any) => leave._id)).toContain(id);
  });

  it("refuses someone else's leave (403), a pending or begun one (409)", async () => {
    const { id } = await approvedLeave();
    const other = await createEmployee(server.db, { departmentId: dept.id });
    expect(
      (await put(`/api/leave/ask-cancel/${id}`, (await loginAs(server, other)).token, { reason: 'x' })).status,
    ).toBe(403);
    const started = await approvedLeave();
    await server.db.update(leaves).set({ startDate: utcToday() }).where(eq(leaves.id, started.id));
    const begun = await put(`/api/leave/ask-cancel/${started.id}`, started.token, { reason: 'Too late' });
    expect(begun.status).toBe(409);
    expect(begun.body.message).toBe(LEAVE_MSG.cancelOnlyFuture);
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const { token } = await loginAs(server, person);
    const day = midweekDay(utcToday(), 90);
    const pending = await server.request<any>('POST', '/api/leave/addLeave', {
      token,
      body: { leaveType: 'Casual Leave', startDate: day, endDate: day },
    });
    expect((await put(`/api/leave/ask-cancel/${pending.body.result._id}`, token, { reason: 'x' })).status).toBe(409);
  });
});

describe('PUT /api/leave/cancel/:id and /api/leave/keep/:id', () => {
  it('HR cancels an asked leave: Cancelled, its days free again, the employee told, audited', async () => {
    const { person, token, id } = await approvedLeave();
    await put(`/api/leave/ask-cancel/${id}`, token, { reason: 'Plans changed' });
    const res = await put(`/api/leave/cancel/${id}`, moderator);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'Cancelled', cancelRequest: null });
    const events = await auditOf(id);
    expect(events.at(-1)).toMatchObject({
      action: 'leave.cancel',
      before: { status: 'Approved', cancellation: 'asked' },
      after: { status: 'Cancelled' },
      reason: 'Plans changed',
    });
    const told = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, person.id), eq(notifications.targetId, id)));
    expect(told.map((n) => n.title)).toContain('Your leave was cancelled, as you asked');
    // The same days can be requested again.
    const leave = res.body.result;
    const again = await server.request<any>('POST', '/api/leave/addLeave', {
      token,
      body: { leaveType: 'Casual Leave', startDate: leave.startDate, endDate: leave.endDate },
    });
    expect(again.status).toBe(201);
    expect((await put(`/api/leave/cancel/${id}`, moderator)).status).toBe(409);
  });

  it('HR keeps it with a reason the employee reads: still approved, the ask cleared', async () => {
    const { token, id } = await approvedLeave();
    await put(`/api/leave/ask-cancel/${id}`, token, { reason: 'Rather not' });
    expect((await put(`/api/leave/keep/${id}`, admin, {})).status).toBe(400);
    const res = await put(`/api/leave/keep/${id}`, admin, { reason: 'Handover week: we need you' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      status: 'Approved',
      cancelRequest: null,
      decisionNote: 'Handover week: we need you',
    });
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'leave.keep', reason: 'Handover week: we need you' });
    // Nothing is asked any more; the employee may ask again.
    expect((await put(`/api/leave/cancel/${id}`, admin)).status).toBe(409);
    expect((await put(`/api/leave/ask-cancel/${id}`, token, { reason: 'Please reconsider' })).status).toBe(200);
  });

  it('refuses one nobody asked to cancel (409), and the employee (403)', async () => {
    const { token, id } = await approvedLeave();
    const res = await put(`/api/leave/cancel/${id}`, admin);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(LEAVE_MSG.noCancelAsked);
    expect((await put(`/api/leave/cancel/${id}`, token)).status).toBe(403);
    expect((await put(`/api/leave/keep/${id}`, token, { reason: 'x' })).status).toBe(403);
  });

  it('of 20 identical cancellations sent together, one changes the leave and one audit row is written', async () => {
    const { token, id } = await approvedLeave();
    await put(`/api/leave/ask-cancel/${id}`, token, { reason: 'Twenty times' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => put(`/api/leave/cancel/${id}`, admin)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await auditOf(id)).filter((e) => e.action === 'leave.cancel')).toHaveLength(1);
  });
});

describe('POST /api/leave/addLeave as already approved', () => {
  it('HR records an agreed leave as approved: the employee is told, the approval audited, no approver asked', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const day = midweekDay(utcToday(), 200);
    const res = await server.request<any>('POST', '/api/leave/addLeave', {
      token: admin,
      body: { userId: person.employeeId, leaveType: 'Sick Leave', startDate: day, endDate: day, approved: true },
    });
    expect(res.status).toBe(201);
    expect(res.body.result.status).toBe('Approved');
    const id = res.body.result._id;
    const notes = await notesAbout(id);
    expect(notes.map((n) => [n.userId, n.kind])).toEqual([[person.id, 'leave_decided']]);
    const [event] = await auditOf(id);
    expect(event).toMatchObject({ action: 'leave.approve', actorId: adminUser.id, after: { status: 'Approved' } });
  });

  it('never for oneself (403), never by an employee (403)', async () => {
    const self = await createEmployee(server.db, { role: 'admin', departmentId: dept.id });
    const { token } = await loginAs(server, self);
    const day = midweekDay(utcToday(), 210);
    const own = await server.request<any>('POST', '/api/leave/addLeave', {
      token,
      body: { userId: self.employeeId, leaveType: 'Sick Leave', startDate: day, endDate: day, approved: true },
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(LEAVE_MSG.selfDecide);
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const asEmployee = await server.request<any>('POST', '/api/leave/addLeave', {
      token: (await loginAs(server, person)).token,
      body: { leaveType: 'Sick Leave', startDate: day, endDate: day, approved: true },
    });
    expect(asEmployee.status).toBe(403);
    expect(await server.db.select().from(leaves).where(eq(leaves.employeeId, person.employeeId))).toEqual([]);
  });
});

describe('PUT /api/leave/editLeave/:id and the approvers’ notification', () => {
  it('rewrites the request notification to the new dates, unread again, under a newer sequence number', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id, name: 'Rina Dates' });
    const { token } = await loginAs(server, person);
    const day = midweekDay(utcToday(), 300);
    const created = await server.request<any>('POST', '/api/leave/addLeave', {
      token,
      body: { leaveType: 'Casual Leave', startDate: day, endDate: day },
    });
    const id = created.body.result._id;
    const before = await notesAbout(id);
    expect(before.length).toBeGreaterThan(0);
    await server.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.targetId, id));
    const moved = addDays(day, 7);
    const edit = await put(`/api/leave/editLeave/${id}`, token, {
      leaveType: 'Annual Leave',
      startDate: moved,
      endDate: addDays(moved, 2),
    });
    expect(edit.status).toBe(200);
    const after = await notesAbout(id);
    expect(after.map((n) => n.id).sort()).toEqual(before.map((n) => n.id).sort()); // the same notifications
    for (const note of after) {
      expect(note.title).toBe('Leave request from Rina Dates');
      expect(note.body).toBe(`Annual Leave, ${moved} to ${addDays(moved, 2)}`);
      expect(note.readAt).toBeNull();
      expect(note.seq).toBeGreaterThan(Math.max(...before.map((n) => n.seq)));
    }
  });
});
