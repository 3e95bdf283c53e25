import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#shared/dates.js';
import { MSG } from '#shared/messages.js';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import { attendance, auditEvents } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let server: TestServer;
let admin: string;
let dept: Awaited<ReturnType<typeof createDepartment>>;
const ZONE = 'Pacific/Kiritimati';
const today = () => todayIn(ZONE);

beforeAll(async () => {
  server = await startTestServer({ ORG_TIMEZONE: ZONE });
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin', name: 'Ada Marker' }))).token;
  dept = await createDepartment(server.db);
});
afterAll(async () => {
  await server?.close();
});

const correct = (employeeId: string, body: Record<string, unknown>, token = admin) =>
  server.request<any>('PUT', `/api/attendance/correct/${employeeId}`, { token, body });
const marksOf = (employeeId: string) =>
  server.db.select().from(attendance).where(eq(attendance.employeeId, employeeId));

describe('PUT /api/attendance/correct/:employeeId', () => {
  it('changes a mark of a past day with a reason, before → after in the audit trail', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id, name: 'Mira Mark' });
    const day = addDays(today(), -3);
    await server.db.insert(attendance).values({ employeeId: person.employeeId, date: day, status: 'Absent' });
    const res = await correct(person.employeeId, { date: day, status: 'Present', reason: 'Was on a client visit' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      changed: true,
      message: ATTENDANCE_MSG.corrected('Mira Mark', day, 'Present'),
      attendance: { employeeId: person.employeeId, date: day, status: 'Present' },
    });
    const [mark] = await marksOf(person.employeeId);
    expect(mark!.status).toBe('Present');
    const [event] = await server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, mark!.id));
    expect(event).toMatchObject({
      action: 'attendance.correct',
      actorName: 'Ada Marker',
      personId: person.employeeId,
      before: { date: day, status: 'Absent' },
      after: { date: day, status: 'Present' },
      reason: 'Was on a client visit',
    });
  });

  it('sets a mark on an unmarked day (before: Not marked), today included', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const res = await correct(person.employeeId, { date: today(), status: 'Absent', reason: 'Called in sick' });
    expect(res.status).toBe(200);
    const [mark] = await marksOf(person.employeeId);
    expect(mark).toMatchObject({ date: today(), status: 'Absent' });
    const [event] = await server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, mark!.id));
    expect(event!.before).toEqual({ date: today(), status: 'Not marked' });
  });

  it('refuses a future day, a day over two years back, no reason, an unknown person and non-admins', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const future = await correct(person.employeeId, { date: addDays(today(), 1), status: 'Present', reason: 'x' });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(ATTENDANCE_MSG.futureDay);
    const old = await correct(person.employeeId, { date: addDays(today(), -800), status: 'Present', reason: 'x' });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(ATTENDANCE_MSG.tooOld);
    const noReason = await correct(person.employeeId, { date: today(), status: 'Present' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(MSG.reasonRequired);
    const unknown = await correct('00000000-0000-4000-8000-000000000000', {
      date: today(),
      status: 'Present',
      reason: 'x',
    });
    expect(unknown.status).toBe(404);
    const moderator = (await loginAs(server, 'moderator')).token;
    expect(
      (await correct(person.employeeId, { date: today(), status: 'Present', reason: 'x' }, moderator)).status,
    ).toBe(403);
    expect(await marksOf(person.employeeId)).toEqual([]);
  });

  it('of 20 identical corrections sent together, one changes the mark and one audit row is written', async () => {
    const person = await createEmployee(server.db, { departmentId: dept.id });
    const day = addDays(today(), -1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        correct(person.employeeId, { date: day, status: 'Sick', reason: 'Flu, told the manager by phone' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.changed)).toHaveLength(1);
    const marks = await marksOf(person.employeeId);
    expect(marks).toHaveLength(1);
    const events = await server.db.select().from(auditEvents).where(eq(auditEvents.subjectId, marks[0]!.id));
    expect(events).toHaveLength(1);
  });
});

describe('POST /api/attendance/mark-all-present and the Not yet marked filter', () => {
  it('lists only the unmarked, then marks all of them Present and leaves the marked alone', async () => {
    const fresh = await startTestServer({ ORG_TIMEZONE: ZONE });
    try {
      const token = (await loginAs(fresh, await createUser(fresh.db, { role: 'admin' }))).token;
      const [a, b, c] = [
        await createEmployee(fresh.db),
        await createEmployee(fresh.db),
        await createEmployee(fresh.db),
      ];
      await fresh.db.insert(attendance).values({ employeeId: a.employeeId, date: today(), status: 'Absent' });
      const unmarked = await fresh.request<any>('GET', '/api/attendance/getAttendances?unmarked=true&page=1&limit=10', {
        token,
      });
      expect(unmarked.body.total).toBe(2);
      expect(unmarked.body.attendance.map((r: any) => r.employeeId._id).sort()).toEqual(
        [b.employeeId, c.employeeId].sort(),
      );
      const res = await fresh.request<any>('POST', '/api/attendance/mark-all-present', { token, body: {} });
      expect(res.body).toMatchObject({ marked: 2, message: ATTENDANCE_MSG.markedAll(2) });
      const day = await fresh.request<any>('GET', '/api/attendance/getAttendances', { token });
      const status = (id: string) => day.body.attendance.find((r: any) => r.employeeId._id === id).status;
      expect([status(a.employeeId), status(b.employeeId), status(c.employeeId)]).toEqual([
        'Absent',
        'Present',
        'Present',
      ]);
      const again = await fresh.request<any>('POST', '/api/attendance/mark-all-present', { token, body: {} });
      expect(again.body).toMatchObject({ marked: 0, message: ATTENDANCE_MSG.noneUnmarked });
      const none = await fresh.request<any>('GET', '/api/attendance/getAttendances?unmarked=true&page=1', { token });
      expect(none.body).toMatchObject({ total: 0, attendance: [] });
    } finally {
      await fresh.close();
    }
  });
});
