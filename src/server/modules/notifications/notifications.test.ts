import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { startServerProcess } from '../../test/process.js';
import { openEventStream } from '../../test/sse.js';

let server: TestServer;
let admin: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  dept = await createDepartment(server.db);
});
afterAll(async () => {
  await server?.close();
});

async function person() {
  const employee = await createEmployee(server.db, { departmentId: dept.id });
  return { employee, token: (await loginAs(server, employee)).token };
}

const announceTo = (target: TestServer, employeeId: string, message: string) =>
  target.request('POST', '/api/annoucement', {
    token: admin,
    body: { message, type: 'selected', selectedEmployee: employeeId },
  });

describe('notifications list and read state', () => {
  it('lists own notifications newest first with the unread count; marks one and all read', async () => {
    const { employee, token } = await person();
    await announceTo(server, employee.employeeId, 'First');
    await announceTo(server, employee.employeeId, 'Second');
    const list = await server.request<any>('GET', '/api/notifications', { token });
    expect(list.body.unread).toBe(2);
    expect(list.body.result.map((n: any) => n.body)).toEqual(['Second', 'First']);
    expect(list.body.result[0]).toMatchObject({ kind: 'announcement', readAt: null });
    const one = await server.request<any>('POST', `/api/notifications/${list.body.result[0]._id}/read`, { token });
    expect(one.body).toEqual({ success: true, unread: 1 });
    const all = await server.request<any>('POST', '/api/notifications/read-all', { token });
    expect(all.body).toEqual({ success: true, unread: 0 });
    const older = await server.request<any>('GET', `/api/notifications?before=${list.body.result[0].seq}`, { token });
    expect(older.body.result.map((n: any) => n.body)).toEqual(['First']);
  });

  it("cannot read somebody else's notification (404)", async () => {
    const a = await person();
    const b = await person();
    await announceTo(server, a.employee.employeeId, 'Private');
    const list = await server.request<any>('GET', '/api/notifications', { token: a.token });
    expect(
      (await server.request('POST', `/api/notifications/${list.body.result[0]._id}/read`, { token: b.token })).status,
    ).toBe(404);
    expect((await server.request('GET', '/api/notifications')).status).toBe(401);
  });
});

describe('what a notification is about', () => {
  it('names its record by kind and id — a leave, a task, an announcement — and no web path', async () => {
    const { employee, token } = await person();
    const hr = (await loginAs(server, 'moderator')).token;
    const bellOf = async (reader: string) =>
      (await server.request<any>('GET', '/api/notifications', { token: reader })).body.result;

    const day = '2027-03-10';
    const leave = await server.request<any>('POST', '/api/leave/addLeave', {
      token,
      body: { leaveType: 'Casual Leave', startDate: day, endDate: day, reason: 'Family visit' },
    });
    expect(leave.status).toBe(201);
    const leaveTarget = { kind: 'leave', id: leave.body.result._id };
    for (const reader of [admin, hr]) {
      const [request] = await bellOf(reader);
      expect(request).toMatchObject({ kind: 'leave_requested', target: leaveTarget });
      expect(request).not.toHaveProperty('link');
    }

    expect((await server.request('PUT', `/api/leave/approveLeave/${leaveTarget.id}`, { token: hr })).status).toBe(200);
    expect((await bellOf(token))[0]).toMatchObject({ kind: 'leave_decided', target: leaveTarget });

    const project = await server.request<any>('POST', '/api/projects/create', {
      token: admin,
      body: { title: 'Targets', department: dept.id, startDate: '2026-11-01', endDate: '2026-12-15' },
    });
    const manager = (await loginAs(server, dept.manager)).token;
    const task = await server.request<any>('POST', `/api/projects/${project.body.result._id}/assign-task`, {
      token: manager,
      body: { employee: employee.employeeId, taskTitle: 'Review' },
    });
    expect(task.status).toBe(201);
    expect((await bellOf(token))[0]).toMatchObject({
      kind: 'task_assigned',
      target: { kind: 'task', id: task.body.task._id },
    });

    const announced = await announceTo(server, employee.employeeId, 'About targets');
    expect((await bellOf(token))[0]).toMatchObject({
      kind: 'announcement',
      target: { kind: 'announcement', id: (announced.body as any).announcement._id },
    });
  });
});

describe('GET /api/notifications/stream (Server-Sent Events)', () => {
  it('pushes a new notification live, without polling', async () => {
    const { employee, token } = await person();
    const stream = await openEventStream(`${server.baseUrl}/api/notifications/stream`, {
      authorization: `Bearer ${token}`,
    });
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await announceTo(server, employee.employeeId, 'Live one');
    const event = await stream.next();
    expect(event.event).toBe('notification');
    expect(JSON.parse(event.data)).toMatchObject({ kind: 'announcement', body: 'Live one' });
    expect(event.id).toBe(String(JSON.parse(event.data).seq));
    stream.close();
  });

  it('a reconnecting client gets what it missed, from its Last-Event-ID, once', async () => {
    const { employee, token } = await person();
    const first = await openEventStream(`${server.baseUrl}/api/notifications/stream`, {
      authorization: `Bearer ${token}`,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await announceTo(server, employee.employeeId, 'Before the drop');
    const seen = await first.next();
    first.close();
    await announceTo(server, employee.employeeId, 'During the drop 1');
    await announceTo(server, employee.employeeId, 'During the drop 2');
    const again = await openEventStream(`${server.baseUrl}/api/notifications/stream`, {
      authorization: `Bearer ${token}`,
      'last-event-id': seen.id!,
    });
    const bodies = [JSON.parse((await again.next()).data).body, JSON.parse((await again.next()).data).body];
    expect(bodies).toEqual(['During the drop 1', 'During the drop 2']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(again.pending()).toBe(0);
    again.close();
  });

  it('does not leak other people’s notifications into a stream', async () => {
    const a = await person();
    const b = await person();
    const stream = await openEventStream(`${server.baseUrl}/api/notifications/stream`, {
      authorization: `Bearer ${b.token}`,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await announceTo(server, a.employee.employeeId, 'Not for b');
    await announceTo(server, b.employee.employeeId, 'For b');
    expect(JSON.parse((await stream.next()).data).body).toBe('For b');
    stream.close();
  });

  it('reaches a client connected to another server instance on the same database', async () => {
    const sibling = await server.startSibling();
    try {
      const { employee, token } = await person();
      const stream = await openEventStream(`${sibling.baseUrl}/api/notifications/stream`, {
        authorization: `Bearer ${token}`,
      });
      expect(stream.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await announceTo(server, employee.employeeId, 'Across processes');
      expect(JSON.parse((await stream.next()).data).body).toBe('Across processes');
      stream.close();
    } finally {
      await sibling.close();
    }
  });

  // A real second OS process needs a database server both can reach: PostgreSQL only.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'reaches a client of a separate server process (PostgreSQL LISTEN/NOTIFY)',
    async () => {
      const other = await startServerProcess(server.databaseEnv);
      try {
        const { employee, token } = await person();
        const stream = await openEventStream(`${other.baseUrl}/api/notifications/stream`, {
          authorization: `Bearer ${token}`,
        });
        expect(stream.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await announceTo(server, employee.employeeId, 'Between processes');
        expect(JSON.parse((await stream.next(10_000)).data).body).toBe('Between processes');
        expect(other.pid).not.toBe(process.pid);
        stream.close();
      } finally {
        await other.stop();
      }
    },
    120_000,
  );

  it('needs a session (401)', async () => {
    const res = await server.request('GET', '/api/notifications/stream');
    expect(res.status).toBe(401);
  });
});
