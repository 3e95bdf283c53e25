import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '#shared/dates.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { APPROVAL_MSG } from '#shared/messages/leave-approval.js';
import { auditEvents, leaves, notifications, workSettings } from '#server/db/schema/index.js';
import { createDepartment, createEmployee, loginAs, type TestEmployee } from '#server/test/factories.js';
import { startTestServer, type TestServer } from '#server/test/server.js';
import { runApprovalJob } from './approval-escalation.js';

let server: TestServer;
let hr: string;
let admin: string;
const zone = 'Asia/Dhaka';
const today = todayIn(zone);

// Requests fall on Mondays to Thursdays of a year ahead (a Sunday–Saturday work week is saved).
let weekOffset = 0;
function nextDays() {
  weekOffset += 1;
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + 7 * (20 + weekOffset) - start.getUTCDay() + 1);
  const day = start.toISOString().slice(0, 10);
  return { startDate: day, endDate: day };
}

beforeAll(async () => {
  server = await startTestServer();
  hr = (await loginAs(server, 'moderator')).token;
  await server.db.insert(workSettings).values({ weekendDays: [0, 6] });
  admin = (await loginAs(server, 'admin')).token;
  for (const [name, approval] of [
    ['Manager Leave', 'manager'],
    ['Two Step Leave', 'manager_hr'],
  ] as const) {
    const res = await server.request('POST', '/api/leave-types', {
      token: admin,
      body: { name, entitlement: 20, approval },
    });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await server?.close();
});

interface Team {
  manager: TestEmployee & { token: string };
  member: TestEmployee & { token: string };
}
async function team(): Promise<Team> {
  const department = await createDepartment(server.db);
  const member = await createEmployee(server.db, { departmentId: department.id });
  return {
    manager: { ...department.manager, token: (await loginAs(server, department.manager)).token },
    member: { ...member, token: (await loginAs(server, member)).token },
  };
}
async function ask(token: string, leaveType: string) {
  const res = await server.request<any>('POST', '/api/leave/addLeave', {
    token,
    body: { leaveType, reason: 'Approval test', ...nextDays() },
  });
  expect(res.status).toBe(201);
  return res.body.result._id as string;
}
const approve = (token: string, id: string, comment?: string) =>
  server.request<any>('PUT', `/api/leave/approveLeave/${id}`, { token, body: comment ? { comment } : {} });
const reject = (token: string, id: string, reason: string) =>
  server.request<any>('PUT', `/api/leave/rejectLeave/${id}`, { token, body: { reason } });
const stepsOf = async (token: string, id: string) => {
  const res = await server.request<any>('GET', `/api/leave-approval/steps/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body.result as any[];
};
const statusOf = async (id: string) =>
  (await server.db.select({ status: leaves.status }).from(leaves).where(eq(leaves.id, id)))[0]!.status;
const told = async (userId: string, leaveId: string) =>
  (
    await server.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(sql`${notifications.userId} = ${userId} and ${notifications.targetId} = ${leaveId}`)
  ).length;

describe('HR only (the spec’s way, and every type’s default)', () => {
  it('a manager cannot decide it; HR can', async () => {
    const { manager, member } = await team();
    const id = await ask(member.token, 'Annual Leave');
    expect(await stepsOf(member.token, id)).toMatchObject([{ kind: 'hr', status: 'waiting', approver: null }]);
    expect((await approve(manager.token, id)).body.message).toBe(APPROVAL_MSG.notYourStep);
    const res = await approve(hr, id);
    expect(res.body).toMatchObject({ message: LEAVE_MSG.approved, result: { status: 'Approved' } });
  });
});

describe('the employee’s manager only', () => {
  it('goes to the manager, who decides it; another department’s manager may not', async () => {
    const { manager, member } = await team();
    const other = await team();
    const id = await ask(member.token, 'Manager Leave');
    expect(await stepsOf(member.token, id)).toMatchObject([
      { kind: 'manager', status: 'waiting', approver: { _id: manager.id, name: manager.name } },
    ]);
    expect(await told(manager.id, id)).toBe(1);
    expect((await approve(other.manager.token, id)).status).toBe(403);
    const queue = await server.request<any>('GET', '/api/leave-approval/requests?mine=true', {
      token: manager.token,
    });
    expect(queue.body.result.map((leave: any) => leave._id)).toEqual([id]);
    const res = await approve(manager.token, id, 'Enjoy');
    expect(res.body).toMatchObject({ message: LEAVE_MSG.approved, result: { status: 'Approved' } });
    expect(await stepsOf(manager.token, id)).toMatchObject([
      { status: 'approved', decidedBy: { _id: manager.id }, comment: 'Enjoy' },
    ]);
    const after = await server.request<any>('GET', '/api/leave-approval/requests?mine=true', {
      token: manager.token,
    });
    expect(after.body.result).toEqual([]);
  });

  it('a request from the person who runs the department goes to HR', async () => {
    const { member } = await team();
    await server.db.execute(
      sql`update departments set manager_id = ${member.employeeId} where id = (select department_id from employees where id = ${member.employeeId})`,
    );
    const id = await ask(member.token, 'Manager Leave');
    expect(await stepsOf(member.token, id)).toMatchObject([
      { kind: 'manager', status: 'waiting', approver: null, note: APPROVAL_MSG.ownManager },
    ]);
    expect((await approve(member.token, id)).body.message).toBe(LEAVE_MSG.selfDecide);
    expect((await approve(hr, id)).body.result.status).toBe('Approved');
  });

  it('nobody decides their own request at any step: an HR officer’s own waits for another', async () => {
    const department = await createDepartment(server.db);
    const officer = await createEmployee(server.db, { role: 'moderator', departmentId: department.id });
    const officerToken = (await loginAs(server, officer)).token;
    const id = await ask(officerToken, 'Two Step Leave');
    expect((await approve(officerToken, id)).body.message).toBe(LEAVE_MSG.selfDecide);
    await approve((await loginAs(server, department.manager)).token, id);
    expect((await approve(officerToken, id)).body.message).toBe(LEAVE_MSG.selfDecide);
    expect((await approve(hr, id)).body.result.status).toBe('Approved');
  });
});

describe('the manager, then HR', () => {
  it('waits for HR after the manager; HR’s approval decides it; each step keeps who, when and the comment', async () => {
    const { manager, member } = await team();
    const id = await ask(member.token, 'Two Step Leave');
    const first = await approve(manager.token, id, 'Fine by me');
    expect(first.body).toMatchObject({ message: APPROVAL_MSG.approvedStep('HR'), result: { status: 'Pending' } });
    expect((await approve(manager.token, id)).body.message).toBe(APPROVAL_MSG.notYourStep);
    const second = await approve(hr, id);
    expect(second.body.result.status).toBe('Approved');
    const steps = await stepsOf(member.token, id);
    expect(steps).toMatchObject([
      { position: 1, kind: 'manager', status: 'approved', comment: 'Fine by me', decidedBy: { _id: manager.id } },
      { position: 2, kind: 'hr', status: 'approved' },
    ]);
    expect(steps.every((step) => step.decidedAt)).toBe(true);
  });

  it('a rejection by the manager ends it: the HR step is skipped and the employee told why', async () => {
    const { manager, member } = await team();
    const id = await ask(member.token, 'Two Step Leave');
    const res = await reject(manager.token, id, 'Release week');
    expect(res.body.result).toMatchObject({ status: 'Rejected' });
    expect((await stepsOf(member.token, id)).map((step) => step.status)).toEqual(['rejected', 'skipped']);
  });

  it('HR deciding the manager’s step decides its own with it', async () => {
    const { member } = await team();
    const id = await ask(member.token, 'Two Step Leave');
    expect((await approve(hr, id, 'On behalf of the manager')).body.result.status).toBe('Approved');
    expect(await stepsOf(member.token, id)).toMatchObject([
      { kind: 'manager', status: 'approved', comment: 'On behalf of the manager' },
      { kind: 'hr', status: 'approved' },
    ]);
  });

  it('two approvers acting at once: they take turns, and every step is decided once', async () => {
    const { manager, member } = await team();
    const id = await ask(member.token, 'Two Step Leave');
    const answers = await Promise.all([approve(manager.token, id), approve(hr, id)]);
    // Whoever comes second finds the next step (HR's), none of theirs (403), or the leave decided (409).
    expect(answers.every((res) => [200, 403, 409].includes(res.status))).toBe(true);
    expect(answers.some((res) => res.status === 200)).toBe(true);
    const steps = await stepsOf(member.token, id);
    expect(steps.every((step) => step.status === 'approved')).toBe(true);
    expect(await statusOf(id)).toBe('Approved');
  });

  it('an edited request is decided afresh, from the manager', async () => {
    const { manager, member } = await team();
    const id = await ask(member.token, 'Two Step Leave');
    await approve(manager.token, id);
    const edited = await server.request('PUT', `/api/leave/editLeave/${id}`, {
      token: member.token,
      body: { leaveType: 'Two Step Leave', reason: 'Moved', ...nextDays() },
    });
    expect(edited.status).toBe(200);
    const steps = await stepsOf(member.token, id);
    expect(steps.filter((step) => step.round === 2)).toMatchObject([
      { kind: 'manager', status: 'waiting', approver: { _id: manager.id } },
      { kind: 'hr', status: 'queued' },
    ]);
  });
});

describe('delegation and escalation', () => {
  async function away(person: TestEmployee) {
    await server.db.insert(leaves).values({
      employeeId: person.employeeId,
      leaveType: 'Sick Leave',
      startDate: today,
      endDate: today,
      reason: 'Away',
      status: 'Approved',
    });
  }

  it('a manager on leave has their step decided by the deputy they named, or by HR without one', async () => {
    const { manager, member } = await team();
    const deputy = await createEmployee(server.db, { departmentId: manager.departmentId });
    const deputyToken = (await loginAs(server, deputy)).token;
    const named = await server.request<any>('PUT', '/api/leave-approval/deputy', {
      token: manager.token,
      body: { deputyId: deputy.employeeId },
    });
    expect(named.body.result.deputy).toEqual({ _id: deputy.id, name: deputy.name });
    expect(
      (
        await server.request<any>('PUT', '/api/leave-approval/deputy', {
          token: manager.token,
          body: { deputyId: manager.employeeId },
        })
      ).body.message,
    ).toBe(APPROVAL_MSG.deputySelf);
    await away(manager);
    const id = await ask(member.token, 'Manager Leave');
    expect(await stepsOf(member.token, id)).toMatchObject([
      { approver: { _id: deputy.id }, delegatedFrom: { _id: manager.id }, note: APPROVAL_MSG.delegated(manager.name) },
    ]);
    expect(await told(deputy.id, id)).toBe(1);
    expect((await approve(manager.token, id)).status).toBe(403);
    expect((await approve(deputyToken, id)).body.result.status).toBe('Approved');

    await server.request('PUT', '/api/leave-approval/deputy', { token: manager.token, body: { deputyId: null } });
    const next = await ask(member.token, 'Manager Leave');
    expect(await stepsOf(member.token, next)).toMatchObject([
      { approver: null, note: APPROVAL_MSG.managerAway(manager.name) },
    ]);
  });

  it('a deputy is a manager, HR, or someone of the department; anyone else is refused (400)', async () => {
    const { manager, member } = await team();
    const elsewhere = await team();
    const hr = await createEmployee(server.db, { role: 'moderator' });
    const name = (deputyId: string) =>
      server.request<any>('PUT', '/api/leave-approval/deputy', { token: manager.token, body: { deputyId } });
    const refused = await name(elsewhere.member.employeeId);
    expect([refused.status, refused.body.message, refused.body.field]).toEqual([
      400,
      APPROVAL_MSG.deputyNotEligible,
      'deputyId',
    ]);
    expect(
      (await server.request<any>('GET', '/api/leave-approval/deputy', { token: manager.token })).body.result,
    ).toEqual({
      deputy: null,
    });
    for (const eligible of [member, elsewhere.manager, hr]) {
      const named = await name(eligible.employeeId);
      expect([named.status, named.body.result?.deputy?._id]).toEqual([200, eligible.id]);
    }
  });

  it('a step left waiting past the limit of working days goes to HR (and the manager’s step is skipped before HR’s)', async () => {
    const { manager, member } = await team();
    const single = await ask(member.token, 'Manager Leave');
    const double = await ask(member.token, 'Two Step Leave');
    const fresh = await ask(member.token, 'Manager Leave');
    await server.db.execute(
      sql`update leave_approval_steps set waiting_since = now() - interval '10 days' where leave_id in (${single}, ${double})`,
    );
    const clock = { timeZone: zone, today };
    const result = await server.db.transaction((tx) => runApprovalJob(tx, clock));
    expect(result.escalated).toBeGreaterThanOrEqual(2);
    expect(await stepsOf(member.token, single)).toMatchObject([
      { status: 'waiting', approver: null, delegatedFrom: { _id: manager.id }, note: APPROVAL_MSG.escalated(3) },
    ]);
    expect(await stepsOf(member.token, double)).toMatchObject([
      { status: 'skipped', note: APPROVAL_MSG.escalated(3) },
      { status: 'waiting', kind: 'hr' },
    ]);
    expect((await stepsOf(member.token, fresh))[0]).toMatchObject({ status: 'waiting', approver: { _id: manager.id } });
    expect((await approve(manager.token, single)).status).toBe(403);
    expect((await approve(hr, single)).body.result.status).toBe('Approved');
    // A second round changes nothing more.
    const again = await server.db.transaction((tx) => runApprovalJob(tx, clock));
    expect(again).toEqual({ escalated: 0, rerouted: 0 });
  });
});

describe('who sees the steps', () => {
  it('the requester, their manager and HR; not another employee', async () => {
    const { manager, member } = await team();
    const stranger = (await loginAs(server, await createEmployee(server.db))).token;
    const id = await ask(member.token, 'Two Step Leave');
    for (const token of [member.token, manager.token, hr]) await stepsOf(token, id);
    expect((await server.request('GET', `/api/leave-approval/steps/${id}`, { token: stranger })).status).toBe(403);
  });
});

describe('PUT /api/leave-approval/escalation', () => {
  it('the admin sets the working days or never (audited); HR reads it; never leaves a late step with the manager', async () => {
    const put = (token: string, days: unknown) =>
      server.request<any>('PUT', '/api/leave-approval/escalation', { token, body: { days } });
    expect((await put(admin, 0)).status).toBe(400);
    expect((await put(hr, 5)).status).toBe(403);
    const never = await put(admin, null);
    expect(never.body).toMatchObject({ message: APPROVAL_MSG.escalationSaved(null), result: { days: null } });
    const read = await server.request<any>('GET', '/api/leave-approval/escalation', { token: hr });
    expect(read.body.result).toEqual({ days: null });

    const { manager, member } = await team();
    const id = await ask(member.token, 'Manager Leave');
    await server.db.execute(
      sql`update leave_approval_steps set waiting_since = now() - interval '30 days' where leave_id = ${id}`,
    );
    await server.db.transaction((tx) => runApprovalJob(tx, { timeZone: zone, today }));
    expect((await stepsOf(member.token, id))[0]).toMatchObject({ status: 'waiting', approver: { _id: manager.id } });

    expect((await put(admin, 3)).body.result).toEqual({ days: 3 });
    const trail = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'leave_type.escalation'));
    expect(trail.map((row) => row.after)).toHaveLength(2);
    expect(trail.map((row) => row.after)).toEqual(
      expect.arrayContaining([{ escalateAfterDays: null }, { escalateAfterDays: 3 }]),
    );
  });
});
