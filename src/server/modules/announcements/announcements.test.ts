import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MSG } from '#shared/messages/announcements.js';
import { notifications } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let eng: Awaited<ReturnType<typeof createDepartment>>;
let ops: Awaited<ReturnType<typeof createDepartment>>;
let engWorker: TestEmployee;
let opsWorker: TestEmployee;
let plainUser: Awaited<ReturnType<typeof createUser>>;
let hr: Awaited<ReturnType<typeof createUser>>;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  eng = await createDepartment(server.db, 'Engineering');
  ops = await createDepartment(server.db, 'Operations');
  engWorker = await createEmployee(server.db, { departmentId: eng.id, name: 'Eng Worker' });
  opsWorker = await createEmployee(server.db, { departmentId: ops.id, name: 'Ops Worker' });
  plainUser = await createUser(server.db, { role: 'user' });
  hr = await createUser(server.db, { role: 'moderator' });
  for (const person of [eng.manager, ops.manager, engWorker, opsWorker, plainUser, hr]) {
    tokens.set(person.id, (await loginAs(server, person)).token);
  }
});
afterAll(async () => {
  await server?.close();
});

const inboxOf = async (userId: string) =>
  (
    await server.request<any>('GET', '/api/annoucement/inbox?limit=100', { token: tokens.get(userId)! })
  ).body.announcements.map((a: any) => a.message);

describe('targeting: who receives what', () => {
  it.each([
    // 'all' is all staff: a signed-up `user` account receives no staff announcement.
    ['all', ['eng-manager', 'ops-manager', 'eng-worker', 'ops-worker', 'moderator']],
    ['employees', ['eng-worker', 'ops-worker']],
    ['managers', ['eng-manager', 'ops-manager']],
  ])('admin → %s', async (type, expected) => {
    const message = `To ${type} ${Date.now()}`;
    const res = await server.request<any>('POST', '/api/annoucement', {
      token: admin,
      body: { message, type, senderType: 'admin' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: ANNOUNCEMENT_MSG.sent,
      announcement: { message, type, senderType: 'admin' },
    });
    const people = {
      'eng-manager': eng.manager.id,
      'ops-manager': ops.manager.id,
      'eng-worker': engWorker.id,
      'ops-worker': opsWorker.id,
      user: plainUser.id,
      moderator: hr.id,
    };
    for (const [label, id] of Object.entries(people)) {
      expect((await inboxOf(id)).includes(message), `${label} for ${type}`).toBe(expected.includes(label));
    }
  });

  it('admin → selected reaches that one employee only, with a notification', async () => {
    const message = `Just for you ${Date.now()}`;
    const res = await server.request<any>('POST', '/api/annoucement', {
      token: admin,
      body: { message, type: 'selected', selectedEmployee: engWorker.employeeId },
    });
    expect(res.body.announcement.selectedEmployee).toEqual({
      _id: engWorker.employeeId,
      emp_name: 'Eng Worker',
      emp_email: engWorker.email,
    });
    expect(await inboxOf(engWorker.id)).toContain(message);
    expect(await inboxOf(opsWorker.id)).not.toContain(message);
    const bell = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, engWorker.id), eq(notifications.body, message)));
    expect(bell).toHaveLength(1);
  });

  it("each recipient's notification names the announcement (the web picks the reader's screen)", async () => {
    const message = `Linked ${Date.now()}`;
    const sent = await server.request<any>('POST', '/api/annoucement', {
      token: admin,
      body: { message, type: 'all' },
    });
    const targetOf = async (userId: string) => {
      const [row] = await server.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.body, message)));
      return row && { kind: row.targetKind, id: row.targetId };
    };
    const announcement = { kind: 'announcement', id: sent.body.announcement._id };
    expect(await targetOf(engWorker.id)).toEqual(announcement);
    expect(await targetOf(eng.manager.id)).toEqual(announcement);
    expect(await targetOf(hr.id)).toEqual(announcement);
    expect(await targetOf(plainUser.id)).toBeUndefined(); // not reached at all
  });

  it("manager → employees reaches their own department's employees only", async () => {
    const message = `Team update ${Date.now()}`;
    const res = await server.request<any>('POST', '/api/annoucement/manager', {
      token: tokens.get(eng.manager.id)!,
      body: { message, type: 'employees' },
    });
    expect(res.status).toBe(201);
    expect(res.body.announcement).toMatchObject({
      senderType: 'manager',
      sender: { emp_name: eng.manager.name },
      department: { _id: eng.id },
    });
    expect(await inboxOf(engWorker.id)).toContain(message);
    expect(await inboxOf(opsWorker.id)).not.toContain(message);
    expect(await inboxOf(ops.manager.id)).not.toContain(message);
    const sent = await server.request<any>('GET', '/api/annoucement/manager', { token: tokens.get(eng.manager.id)! });
    expect(sent.body.announcements[0].message).toBe(message);
    const otherSent = await server.request<any>('GET', '/api/annoucement/manager', {
      token: tokens.get(ops.manager.id)!,
    });
    expect(otherSent.body.announcements.map((a: any) => a.message)).not.toContain(message);
  });

  it('manager → selected must pick an employee of their own department (403)', async () => {
    const res = await server.request<any>('POST', '/api/annoucement/manager', {
      token: tokens.get(eng.manager.id)!,
      body: { message: 'Hi', type: 'selected', selectedEmployee: opsWorker.employeeId },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ANNOUNCEMENT_MSG.employeeOutside);
    const managers = await server.request<any>('POST', '/api/annoucement/manager', {
      token: tokens.get(eng.manager.id)!,
      body: { message: 'Hi', type: 'managers' },
    });
    expect(managers.status).toBe(400);
  });
});

describe('validation and access', () => {
  it.each([
    [{ message: '   ', type: 'all' }, ANNOUNCEMENT_MSG.adminMessageRequired],
    [{ type: 'all' }, ANNOUNCEMENT_MSG.adminMessageRequired],
    [{ message: 'Hi', type: 'selected' }, ANNOUNCEMENT_MSG.selectEmployee],
    [{ message: 'Hi', type: 'selected', selectedEmployee: '' }, ANNOUNCEMENT_MSG.selectEmployee],
    [{ message: 'x'.repeat(2001), type: 'all' }, ANNOUNCEMENT_MSG.tooLong],
  ])('admin %j → 400', async (body, message) => {
    const res = await server.request<any>('POST', '/api/annoucement', { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("manager's message is required with its own wording", async () => {
    const res = await server.request<any>('POST', '/api/annoucement/manager', {
      token: tokens.get(eng.manager.id)!,
      body: { message: '', type: 'employees' },
    });
    expect(res.body.message).toBe(ANNOUNCEMENT_MSG.managerMessageRequired);
  });

  it('roles: only admins post to everyone and read the full list; only managers use the manager calls', async () => {
    const worker = tokens.get(engWorker.id)!;
    expect(
      (await server.request('POST', '/api/annoucement', { token: worker, body: { message: 'x', type: 'all' } })).status,
    ).toBe(403);
    expect((await server.request('GET', '/api/annoucement/admin', { token: worker })).status).toBe(403);
    expect(
      (
        await server.request('POST', '/api/annoucement/manager', {
          token: admin,
          body: { message: 'x', type: 'employees' },
        })
      ).status,
    ).toBe(403);
    expect((await server.request('GET', '/api/annoucement/inbox')).status).toBe(401);
  });
});

describe('listing and deleting', () => {
  it('the admin list is newest first in pages of 5 (skip/limit)', async () => {
    for (let i = 0; i < 7; i++) {
      await server.request('POST', '/api/annoucement', {
        token: admin,
        body: { message: `Paged ${i}`, type: 'managers' },
      });
    }
    const first = await server.request<any>('GET', '/api/annoucement/admin?skip=0&limit=5', { token: admin });
    const second = await server.request<any>('GET', '/api/annoucement/admin?skip=5&limit=5', { token: admin });
    expect(first.body.announcements).toHaveLength(5);
    expect(first.body.announcements[0].message).toBe('Paged 6');
    expect(second.body.announcements[0].message).toBe('Paged 1');
    const defaults = await server.request<any>('GET', '/api/annoucement/admin', { token: admin });
    expect(defaults.body.announcements).toHaveLength(5);
  });

  it('admins delete any announcement, managers only their own', async () => {
    const mine = await server.request<any>('POST', '/api/annoucement/manager', {
      token: tokens.get(eng.manager.id)!,
      body: { message: 'Mine', type: 'employees' },
    });
    const adminOne = await server.request<any>('POST', '/api/annoucement', {
      token: admin,
      body: { message: 'Admin one', type: 'all' },
    });
    expect(
      (
        await server.request('DELETE', `/api/annoucement/${adminOne.body.announcement._id}`, {
          token: tokens.get(eng.manager.id)!,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.request('DELETE', `/api/annoucement/${mine.body.announcement._id}`, {
          token: tokens.get(ops.manager.id)!,
        })
      ).status,
    ).toBe(403);
    const own = await server.request<any>('DELETE', `/api/annoucement/${mine.body.announcement._id}`, {
      token: tokens.get(eng.manager.id)!,
    });
    expect(own.body).toEqual({ success: true, message: ANNOUNCEMENT_MSG.deleted });
    expect(
      (await server.request('DELETE', `/api/annoucement/${adminOne.body.announcement._id}`, { token: admin })).status,
    ).toBe(200);
    expect(
      (await server.request('DELETE', `/api/annoucement/${adminOne.body.announcement._id}`, { token: admin })).status,
    ).toBe(404);
  });
});
