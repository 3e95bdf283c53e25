import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MSG } from '#shared/messages/dates.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * Every date a request carries is held to a window (shared/bounds.ts; README, "Limits"): the
 * leave window for a leave's days, the records' years (1950–2100) for the rest. Before, a preview
 * of 9999-12-31 counted its days for ever and held the whole server.
 */
let server: TestServer;
let employee: TestEmployee;
let admin: string;
let mine: string;

beforeAll(async () => {
  server = await startTestServer();
  const department = await createDepartment(server.db);
  employee = await createEmployee(server.db, { departmentId: department.id });
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
  mine = (await loginAs(server, employee)).token;
});
afterAll(async () => {
  await server?.close();
});

async function refused(path: string, token: string, message: string, init: { method?: string; body?: unknown } = {}) {
  const started = performance.now();
  const res = await server.request(init.method ?? 'GET', path, { token, body: init.body });
  expect([path, res.status, res.body.message]).toEqual([path, 400, message]);
  expect(performance.now() - started, path).toBeLessThan(1_000);
}

describe('GET /api/leave-balance/preview', () => {
  const preview = (startDate: string, endDate: string) =>
    `/api/leave-balance/preview?leaveType=Annual%20Leave&startDate=${startDate}&endDate=${endDate}`;

  it('refuses the last day there is, and a span of centuries, at once (400)', async () => {
    await refused(preview('9999-12-31', '9999-12-31'), mine, LEAVE_MSG.outOfBounds(366));
    await refused(preview('1950-01-01', '2200-12-31'), mine, LEAVE_MSG.outOfBounds(366));
    await refused(preview('0001-01-01', '0001-01-01'), mine, LEAVE_MSG.outOfBounds(366));
  });

  it('refuses a leave that ends before it starts (400)', async () => {
    await refused(preview('2026-03-10', '2026-03-09'), mine, LEAVE_MSG.endBeforeStart);
  });

  it('answers /health while it is asked for the far days', async () => {
    const [health] = await Promise.all([
      fetch(`${server.baseUrl}/health`),
      server.request('GET', preview('9999-12-31', '9999-12-31'), { token: mine }),
    ]);
    expect(health.status).toBe(200);
  });
});

describe('dates of reports, lists and records: 1950 to 2100', () => {
  it('refuses a day outside the years in every date filter (400)', async () => {
    for (const path of [
      '/api/attendance/getAttendances?date=1949-12-31',
      '/api/attendance/report?date=2101-01-01',
      '/api/export/attendance-report?date=9999-12-31',
      '/api/audit?from=1900-01-01',
      '/api/export/audit-trail?to=9999-12-31',
      '/api/team-calendar?from=9999-12-01&to=9999-12-31',
    ]) {
      await refused(path, admin, DATE_MSG.dayOutOfRange);
    }
  });

  it('refuses a reversed range of the audit trail, in the list and its exports (400)', async () => {
    for (const path of ['/api/audit', '/api/export/audit-trail', '/api/audit/export.csv']) {
      await refused(`${path}?from=2026-03-10&to=2026-03-09`, admin, DATE_MSG.rangeReversed);
    }
  });

  it('refuses years and months outside the years (400)', async () => {
    await refused('/api/leave-balance/report?year=2200', admin, DATE_MSG.leaveYearOutOfRange);
    await refused('/api/leave-balance/me?year=1949', mine, DATE_MSG.leaveYearOutOfRange);
    await refused('/api/salary/monthly-summary?year=2999', admin, DATE_MSG.yearOutOfRange);
    await refused('/api/salary/monthly-summary?year=1e308', admin, DATE_MSG.yearOutOfRange);
    const department = await createDepartment(server.db);
    await refused(
      `/api/salary/payslips/count?month=2101-01&department=${department.id}`,
      admin,
      DATE_MSG.monthOutOfRange,
    );
  });

  it('refuses a project, a task deadline and a leave-year run on days outside the years (400)', async () => {
    const department = await createDepartment(server.db);
    await refused('/api/projects/create', admin, DATE_MSG.dayOutOfRange, {
      method: 'POST',
      body: { title: 'Far', department: department.id, startDate: '2026-01-01', endDate: '9999-12-31' },
    });
    await refused('/api/leave-balance/year-end', admin, DATE_MSG.dayOutOfRange, {
      method: 'POST',
      body: { asOf: '1900-01-01', preview: true },
    });
    await refused(`/api/employee/deactivate/${employee.employeeId}`, admin, DATE_MSG.dayOutOfRange, {
      method: 'PUT',
      body: { lastWorkingDay: '1900-01-01', reason: 'Leaving' },
    });
  });

  it('takes the first and the last day of the years', async () => {
    for (const path of ['/api/audit?from=1950-01-01&to=2100-12-31', '/api/attendance/report?date=2100-12-31']) {
      expect((await server.request('GET', path, { token: admin })).status, path).toBe(200);
    }
  });
});
