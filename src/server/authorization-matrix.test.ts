import { randomUUID } from 'node:crypto';
import { addDays, midweekDay } from '#shared/dates.js';
import { utcToday } from '#shared/bounds.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  announcements,
  attendance,
  auditEvents,
  employees,
  holidays,
  leaves,
  outbox,
  payrollRunDepartments,
  payrollRunRows,
  payrollRuns,
  projects,
  salaries,
  settlements,
  tasks,
  users,
} from './db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs, type TestEmployee } from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * Every registered API route, called as every kind of caller, compared with the table below.
 * Columns: anonymous, user, employee (of department A), manager of A, manager of B, moderator,
 * admin. A new route without a row fails the test, so the table cannot fall behind.
 */
const ACTORS = ['anonymous', 'user', 'employee', 'managerSame', 'managerOther', 'moderator', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Row = [number, number, number, number, number, number, number];

interface Ctx {
  server: TestServer;
  a: Awaited<ReturnType<typeof createDepartment>>;
  employee: TestEmployee;
  other: TestEmployee;
}
interface Call {
  path: string;
  body?: unknown;
}
type Case = { call: (ctx: Ctx) => Promise<Call> | Call; expect: Row };

const ADMIN_ONLY: Row = [401, 403, 403, 403, 403, 403, 200];
const HR: Row = [401, 403, 403, 403, 403, 200, 200];
const MANAGERS: Row = [401, 403, 403, 200, 200, 403, 403];
const EVERYONE: Row = [401, 200, 200, 200, 200, 200, 200];
const fixed = (path: string, body?: unknown) => () => ({ path, ...(body !== undefined ? { body } : {}) });
const ZERO = '00000000-0000-4000-8000-000000000000';
let serial = 0;
/** A day of its own for each leave, within the dates a leave may have (shared/bounds.ts). */
const futureRange = () => {
  serial += 1;
  const day = midweekDay(utcToday(), 30 + serial);
  return { startDate: day, endDate: day };
};

async function projectInA(ctx: Ctx) {
  const [row] = await ctx.server.db
    .insert(projects)
    .values({ title: 'Matrix', departmentId: ctx.a.id, startDate: '2026-01-01', endDate: '2026-12-31' })
    .returning({ id: projects.id });
  return row!.id;
}
async function taskOfEmployee(ctx: Ctx) {
  const [row] = await ctx.server.db
    .insert(tasks)
    .values({ projectId: await projectInA(ctx), employeeId: ctx.employee.employeeId, title: 'Matrix task' })
    .returning({ id: tasks.id });
  return row!.id;
}
async function pendingLeaveOfEmployee(ctx: Ctx) {
  const [row] = await ctx.server.db
    .insert(leaves)
    .values({ employeeId: ctx.employee.employeeId, leaveType: 'Casual Leave', ...futureRange() })
    .returning({ id: leaves.id });
  return row!.id;
}

async function approvedLeaveOfEmployee(ctx: Ctx, cancelAsked = false) {
  const [row] = await ctx.server.db
    .insert(leaves)
    .values({
      employeeId: ctx.employee.employeeId,
      leaveType: 'Casual Leave',
      status: 'Approved',
      ...futureRange(),
      ...(cancelAsked ? { cancelRequestedAt: new Date(), cancelReason: 'Matrix' } : {}),
    })
    .returning({ id: leaves.id });
  return row!.id;
}
async function bonusOfEmployee(ctx: Ctx) {
  const [row] = await ctx.server.db
    .insert(salaries)
    .values({
      employeeId: ctx.employee.employeeId,
      basicSalary: '10',
      netSalary: '10',
      payDate: '2026-10-31',
      type: 'bonus',
    })
    .returning({ id: salaries.id });
  return row!.id;
}
/** A draft payroll run of its own for last month: a new department, whose only person is its manager. */
async function draftRunOf(ctx: Ctx) {
  const department = await createDepartment(ctx.server.db);
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const payDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
  const [run] = await ctx.server.db.insert(payrollRuns).values({ month, payDate }).returning({ id: payrollRuns.id });
  await ctx.server.db.insert(payrollRunDepartments).values({ runId: run!.id, departmentId: department.id });
  const employeeId = department.manager.employeeId;
  // The whole month on the calendar basis (the settings' default), as a draft makes it.
  const days = String(Number(payDate.slice(8)));
  await ctx.server.db.insert(payrollRunRows).values({
    runId: run!.id,
    employeeId,
    basicSalary: '50000.00',
    monthlyBasic: '50000.00',
    netSalary: '50000.00',
    paidFrom: month,
    paidTo: payDate,
    paidDays: days,
    basisDays: days,
    unpaidDays: '0',
    absentDays: '0',
  });
  return { runId: run!.id, employeeId };
}
/** Someone who left (each call a new one), with a draft settlement holding one recovery. */
async function leaverOf(ctx: Ctx) {
  const person = await createEmployee(ctx.server.db, { lastWorkingDay: '2026-09-12' });
  const recoveryId = randomUUID();
  await ctx.server.db
    .insert(settlements)
    .values({ employeeId: person.employeeId, recoveries: [{ id: recoveryId, reason: 'Matrix', cents: 100 }] });
  return { employeeId: person.employeeId, recoveryId };
}
async function auditedRecordOfEmployee(ctx: Ctx) {
  const subjectId = randomUUID();
  await ctx.server.db.insert(auditEvents).values({
    actorName: 'Matrix',
    action: 'salary.create',
    subject: 'salary',
    subjectId,
    personId: ctx.employee.employeeId,
    personName: 'Matrix',
  });
  return subjectId;
}
/** A day of 2031 (or another year) of its own for each holiday the matrix adds. */
let holidaySerial = 0;
const nextHolidayDay = (year = '2031') => {
  holidaySerial += 1;
  return addDays(`${year}-01-01`, holidaySerial);
};
async function holidayOf(ctx: Ctx) {
  const [row] = await ctx.server.db
    .insert(holidays)
    .values({ day: nextHolidayDay(), name: 'Matrix holiday' })
    .returning({ id: holidays.id });
  return row!.id;
}

async function failedMail(ctx: Ctx) {
  const [row] = await ctx.server.db
    .insert(outbox)
    .values({
      kind: 'mail',
      payload: { to: 'matrix@ems.test', subject: 'Matrix', text: '', topic: 'x' },
      status: 'failed',
    })
    .returning({ id: outbox.id });
  return row!.id;
}

const correction = { basicSalary: 20, payDate: '2026-10-31', type: 'bonus', reason: 'Matrix correction' };

const TABLE: Record<string, Case> = {
  'GET /api/openapi.json': { call: fixed('/api/openapi.json'), expect: EVERYONE },
  'POST /api/user/login': { call: fixed('/api/user/login', {}), expect: [400, 400, 400, 400, 400, 400, 400] },
  'GET /api/user/signup': { call: fixed('/api/user/signup'), expect: [200, 200, 200, 200, 200, 200, 200] },
  'POST /api/user/signup': { call: fixed('/api/user/signup', {}), expect: [400, 400, 400, 400, 400, 400, 400] },
  'POST /api/user/forgot-password': {
    call: fixed('/api/user/forgot-password', {}),
    expect: [400, 400, 400, 400, 400, 400, 400],
  },
  'POST /api/user/reset-password': {
    call: fixed('/api/user/reset-password', {}),
    expect: [400, 400, 400, 400, 400, 400, 400],
  },
  'GET /api/user/verify': { call: fixed('/api/user/verify'), expect: EVERYONE },
  'GET /api/user/session': { call: fixed('/api/user/session'), expect: [200, 200, 200, 200, 200, 200, 200] },
  'POST /api/user/sign-in': { call: fixed('/api/user/sign-in', {}), expect: [400, 400, 400, 400, 400, 400, 400] },
  'POST /api/user/logout/:id': {
    call: (ctx) => ({ path: `/api/user/logout/${ctx.other.id}`, body: {} }),
    expect: [401, 403, 403, 403, 403, 403, 403],
  },
  'GET /api/user/active': { call: fixed('/api/user/active'), expect: ADMIN_ONLY },
  'POST /api/user/change-password': {
    call: fixed('/api/user/change-password', {}),
    expect: [401, 400, 400, 400, 400, 400, 400],
  },
  'POST /api/user/change-email': {
    call: fixed('/api/user/change-email', {}),
    expect: [401, 400, 400, 400, 400, 400, 400],
  },
  'GET /api/user/sessions': { call: fixed('/api/user/sessions'), expect: EVERYONE },
  'DELETE /api/user/sessions/:id': {
    call: fixed(`/api/user/sessions/${ZERO}`),
    expect: [401, 404, 404, 404, 404, 404, 404],
  },

  'POST /api/employee/addEmployee': {
    call: fixed('/api/employee/addEmployee', {}),
    expect: [401, 403, 403, 403, 403, 403, 400],
  },
  'GET /api/employee/import/template': { call: fixed('/api/employee/import/template?format=csv'), expect: ADMIN_ONLY },
  'POST /api/employee/import/preview': {
    call: fixed('/api/employee/import/preview', {}),
    expect: [401, 403, 403, 403, 403, 403, 400],
  },
  'POST /api/employee/import/report': {
    call: fixed('/api/employee/import/report', {}),
    expect: [401, 403, 403, 403, 403, 403, 400],
  },
  'POST /api/employee/import': {
    call: fixed('/api/employee/import', {}),
    expect: [401, 403, 403, 403, 403, 403, 400],
  },
  'GET /api/employee/getEmployee/:id': {
    call: (ctx) => ({ path: `/api/employee/getEmployee/${ctx.employee.employeeId}` }),
    expect: [401, 403, 200, 403, 403, 403, 200],
  },
  'PUT /api/employee/updateEmployee/:id': {
    call: (ctx) => ({ path: `/api/employee/updateEmployee/${ctx.employee.id}`, body: { emp_name: 'Matrix Name' } }),
    expect: [401, 403, 200, 403, 403, 403, 200],
  },
  'DELETE /api/employee/deleteEmployee/:id': {
    call: async (ctx) => ({
      path: `/api/employee/deleteEmployee/${(await createEmployee(ctx.server.db, { departmentId: ctx.a.id })).id}`,
    }),
    expect: ADMIN_ONLY,
  },
  'GET /api/employee/leaving/:id': {
    call: (ctx) => ({ path: `/api/employee/leaving/${ctx.other.employeeId}` }),
    expect: ADMIN_ONLY,
  },
  'PUT /api/employee/deactivate/:id': {
    call: async (ctx) => ({
      path: `/api/employee/deactivate/${(await createEmployee(ctx.server.db, { departmentId: ctx.a.id })).id}`,
      body: { lastWorkingDay: addDays(utcToday(), -1), reason: 'Matrix' },
    }),
    expect: ADMIN_ONLY,
  },
  'PUT /api/employee/reactivate/:id': {
    call: async (ctx) => {
      const person = await createEmployee(ctx.server.db, { departmentId: ctx.a.id });
      await ctx.server.db
        .update(employees)
        .set({ lastWorkingDay: addDays(utcToday(), -1) })
        .where(eq(employees.id, person.employeeId));
      return { path: `/api/employee/reactivate/${person.id}`, body: { reason: 'Matrix' } };
    },
    expect: ADMIN_ONLY,
  },
  'GET /api/employee/getEmployeesCount': { call: fixed('/api/employee/getEmployeesCount'), expect: ADMIN_ONLY },
  'GET /api/employee/managers': { call: fixed('/api/employee/managers'), expect: ADMIN_ONLY },
  'GET /api/employee/getEmployees': {
    call: fixed('/api/employee/getEmployees?page=1&limit=5'),
    expect: [401, 403, 403, 200, 200, 403, 200],
  },
  'GET /api/employee/manager/active-employees': {
    call: fixed('/api/employee/manager/active-employees'),
    expect: MANAGERS,
  },
  'GET /api/employee/getEmployeesByDepartment': {
    call: fixed('/api/employee/getEmployeesByDepartment'),
    expect: MANAGERS,
  },
  'GET /api/employee/:userId': {
    call: (ctx) => ({ path: `/api/employee/${ctx.employee.id}` }),
    expect: [401, 403, 200, 403, 403, 403, 200],
  },

  'GET /api/department/getAllDep': {
    call: fixed('/api/department/getAllDep'),
    expect: [401, 403, 200, 200, 200, 403, 200],
  },
  'GET /api/department/getCountDep': { call: fixed('/api/department/getCountDep'), expect: ADMIN_ONLY },
  'GET /api/department/distribution': { call: fixed('/api/department/distribution'), expect: ADMIN_ONLY },
  'POST /api/department/add': { call: fixed('/api/department/add', {}), expect: [401, 403, 403, 403, 403, 403, 400] },
  'GET /api/department/getSingleDep/:id': {
    call: (ctx) => ({ path: `/api/department/getSingleDep/${ctx.a.id}` }),
    expect: ADMIN_ONLY,
  },
  'PUT /api/department/updateDep/:id': {
    call: (ctx) => ({ path: `/api/department/updateDep/${ctx.a.id}`, body: {} }),
    expect: [401, 403, 403, 403, 403, 403, 400],
  },
  'DELETE /api/department/deleteDep/:id': {
    call: async (ctx) => ({ path: `/api/department/deleteDep/${(await createDepartment(ctx.server.db)).id}` }),
    expect: ADMIN_ONLY,
  },

  'GET /api/projects/getAllProjects': { call: fixed('/api/projects/getAllProjects'), expect: ADMIN_ONLY },
  'POST /api/projects/create': { call: fixed('/api/projects/create', {}), expect: [401, 403, 403, 403, 403, 403, 400] },
  'GET /api/projects/getProject/:id': {
    call: async (ctx) => ({ path: `/api/projects/getProject/${await projectInA(ctx)}` }),
    expect: [401, 403, 403, 200, 403, 403, 200],
  },
  'PUT /api/projects/:id': {
    call: async (ctx) => ({ path: `/api/projects/${await projectInA(ctx)}`, body: { status: 'in progress' } }),
    expect: [401, 403, 403, 200, 403, 403, 200],
  },
  'DELETE /api/projects/:id': {
    call: async (ctx) => ({ path: `/api/projects/${await projectInA(ctx)}` }),
    expect: ADMIN_ONLY,
  },
  'GET /api/projects/getInProgressProjects': { call: fixed('/api/projects/getInProgressProjects'), expect: ADMIN_ONLY },
  'GET /api/projects/runningProjectsByManager': {
    call: fixed('/api/projects/runningProjectsByManager'),
    expect: MANAGERS,
  },
  'GET /api/projects/getBydepartment': { call: fixed('/api/projects/getBydepartment'), expect: MANAGERS },
  'GET /api/projects/getAllTasksByDepartment': {
    call: fixed('/api/projects/getAllTasksByDepartment'),
    expect: MANAGERS,
  },
  'POST /api/projects/:id/assign-task': {
    call: async (ctx) => ({
      path: `/api/projects/${await projectInA(ctx)}/assign-task`,
      body: { employee: ctx.employee.employeeId, taskTitle: 'Matrix' },
    }),
    expect: [401, 403, 403, 201, 403, 403, 403],
  },
  'PUT /api/projects/task/:id': {
    call: async (ctx) => ({
      path: `/api/projects/task/${await taskOfEmployee(ctx)}`,
      body: { employee: ctx.employee.employeeId, taskTitle: 'Matrix' },
    }),
    expect: [401, 403, 403, 200, 403, 403, 403],
  },
  'DELETE /api/projects/deleteTask/:id': {
    call: async (ctx) => ({ path: `/api/projects/deleteTask/${await taskOfEmployee(ctx)}` }),
    expect: [401, 403, 403, 200, 403, 403, 403],
  },
  'GET /api/tasks/my': { call: fixed('/api/tasks/my'), expect: [401, 403, 200, 200, 200, 403, 403] },
  'PUT /api/tasks/:id/status': {
    call: async (ctx) => ({ path: `/api/tasks/${await taskOfEmployee(ctx)}/status`, body: { status: 'in progress' } }),
    expect: [401, 403, 200, 403, 403, 403, 403],
  },
  'GET /api/tasks/employee/:userId': {
    call: (ctx) => ({ path: `/api/tasks/employee/${ctx.employee.id}` }),
    expect: [401, 403, 200, 200, 403, 403, 200],
  },

  'PUT /api/attendance/correct/:employeeId': {
    call: (ctx) => ({
      path: `/api/attendance/correct/${ctx.other.employeeId}`,
      body: { date: addDays(utcToday(), -5), status: 'Present', reason: 'Matrix' },
    }),
    expect: ADMIN_ONLY,
  },
  'POST /api/attendance/mark-all-present': { call: fixed('/api/attendance/mark-all-present', {}), expect: ADMIN_ONLY },
  'GET /api/attendance/getAttendances': {
    call: fixed('/api/attendance/getAttendances?page=1&limit=5'),
    expect: ADMIN_ONLY,
  },
  'PUT /api/attendance/updateAttendance/:employeeId': {
    call: async (ctx) => ({
      path: `/api/attendance/updateAttendance/${(await createEmployee(ctx.server.db, { departmentId: ctx.a.id })).employeeId}`,
      body: { status: 'Present' },
    }),
    expect: ADMIN_ONLY,
  },
  'GET /api/attendance/report': { call: fixed('/api/attendance/report'), expect: ADMIN_ONLY },
  'GET /api/attendance/report.csv': { call: fixed('/api/attendance/report.csv'), expect: ADMIN_ONLY },
  // One's own marks: HR and the admin of the matrix have no employee record (404).
  'GET /api/attendance/mine': { call: fixed('/api/attendance/mine'), expect: [401, 403, 200, 200, 200, 404, 404] },
  'GET /api/attendance/employee/:userId': {
    call: (ctx) => ({ path: `/api/attendance/employee/${ctx.employee.id}` }),
    expect: [401, 403, 200, 200, 403, 403, 200],
  },

  'GET /api/leave/getAllleaves': {
    call: fixed('/api/leave/getAllleaves?page=1&limit=5'),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  'PUT /api/leave/approveLeave/:id': {
    call: async (ctx) => ({ path: `/api/leave/approveLeave/${await pendingLeaveOfEmployee(ctx)}` }),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  'PUT /api/leave/rejectLeave/:id': {
    call: async (ctx) => ({ path: `/api/leave/rejectLeave/${await pendingLeaveOfEmployee(ctx)}` }),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  'PUT /api/leave/withdraw/:id': {
    call: async (ctx) => ({ path: `/api/leave/withdraw/${await pendingLeaveOfEmployee(ctx)}` }),
    expect: [401, 403, 200, 403, 403, 403, 403],
  },
  'PUT /api/leave/revoke/:id': {
    call: async (ctx) => ({
      path: `/api/leave/revoke/${await approvedLeaveOfEmployee(ctx)}`,
      body: { reason: 'Matrix' },
    }),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  'PUT /api/leave/ask-cancel/:id': {
    call: async (ctx) => ({
      path: `/api/leave/ask-cancel/${await approvedLeaveOfEmployee(ctx)}`,
      body: { reason: 'Matrix' },
    }),
    expect: [401, 403, 200, 403, 403, 403, 403],
  },
  'PUT /api/leave/cancel/:id': {
    call: async (ctx) => ({ path: `/api/leave/cancel/${await approvedLeaveOfEmployee(ctx, true)}` }),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  'PUT /api/leave/keep/:id': {
    call: async (ctx) => ({
      path: `/api/leave/keep/${await approvedLeaveOfEmployee(ctx, true)}`,
      body: { reason: 'Matrix' },
    }),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  'GET /api/leave/getLeave/:userId': {
    call: (ctx) => ({ path: `/api/leave/getLeave/${ctx.employee.id}` }),
    expect: [401, 403, 200, 403, 403, 200, 200],
  },
  'GET /api/leave/getLeaveById/:id': {
    call: async (ctx) => ({ path: `/api/leave/getLeaveById/${await pendingLeaveOfEmployee(ctx)}` }),
    // The employee's manager sees it: they decide the steps of a manager's flow.
    expect: [401, 403, 200, 200, 403, 200, 200],
  },
  'GET /api/leave-approval/steps/:id': {
    call: async (ctx) => ({ path: `/api/leave-approval/steps/${await pendingLeaveOfEmployee(ctx)}` }),
    expect: [401, 403, 200, 200, 403, 200, 200],
  },
  // Anyone staff may be named a deputy: each sees only what waits for them (and a manager their department's).
  'GET /api/leave-approval/requests': {
    call: fixed('/api/leave-approval/requests?page=1&limit=5'),
    expect: [401, 403, 200, 200, 200, 200, 200],
  },
  'GET /api/leave-approval/escalation': {
    call: fixed('/api/leave-approval/escalation'),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  'PUT /api/leave-approval/escalation': {
    call: fixed('/api/leave-approval/escalation', { days: 3 }),
    expect: ADMIN_ONLY,
  },
  'GET /api/leave-approval/deputy': {
    call: fixed('/api/leave-approval/deputy'),
    expect: [401, 403, 200, 200, 200, 200, 200],
  },
  'PUT /api/leave-approval/deputy': {
    call: fixed('/api/leave-approval/deputy', { deputyId: null }),
    expect: [401, 403, 200, 200, 200, 200, 200],
  },
  'GET /api/calendar-feeds': { call: fixed('/api/calendar-feeds'), expect: [401, 403, 200, 200, 200, 200, 200] },
  // HR and the admin of the matrix have no employee record: their own leave feed is refused (400).
  'POST /api/calendar-feeds': {
    call: fixed('/api/calendar-feeds', { kind: 'mine' }),
    expect: [401, 403, 201, 201, 201, 400, 400],
  },
  'DELETE /api/calendar-feeds/:id': {
    call: fixed(`/api/calendar-feeds/${ZERO}`),
    expect: [401, 403, 404, 404, 404, 404, 404],
  },
  // No session: the secret address is the key (a guessed one is 404 for everyone).
  'GET /api/calendar-feeds/:token/calendar.ics': {
    call: fixed('/api/calendar-feeds/guessed/calendar.ics'),
    expect: [404, 404, 404, 404, 404, 404, 404],
  },
  // Everyone with an employee record asks for their own leave (an empty body: 400).
  'POST /api/leave/addLeave': { call: fixed('/api/leave/addLeave', {}), expect: [401, 403, 400, 400, 400, 400, 400] },
  'PUT /api/leave/editLeave/:id': {
    call: async (ctx) => ({
      path: `/api/leave/editLeave/${await pendingLeaveOfEmployee(ctx)}`,
      body: { leaveType: 'Sick Leave', ...futureRange() },
    }),
    expect: [401, 403, 200, 403, 403, 403, 403],
  },
  'GET /api/leave/stats': { call: fixed('/api/leave/stats'), expect: ADMIN_ONLY },

  'GET /api/leave-types': { call: fixed('/api/leave-types'), expect: EVERYONE },
  'POST /api/leave-types': { call: fixed('/api/leave-types', {}), expect: [401, 403, 403, 403, 403, 403, 400] },
  'PUT /api/leave-types/:id': {
    call: fixed(`/api/leave-types/${ZERO}`, {}),
    expect: [401, 403, 403, 403, 403, 403, 400],
  },
  // HR officers and admins of the matrix have no employee record, so no balances of their own.
  'GET /api/leave-balance/me': { call: fixed('/api/leave-balance/me'), expect: [401, 403, 200, 200, 200, 404, 404] },
  'GET /api/leave-balance/person/:employeeId': {
    call: (ctx) => ({ path: `/api/leave-balance/person/${ctx.employee.employeeId}` }),
    expect: [401, 403, 200, 200, 403, 200, 200],
  },
  'GET /api/leave-balance/ledger/:employeeId': {
    call: (ctx) => ({ path: `/api/leave-balance/ledger/${ctx.employee.employeeId}` }),
    expect: [401, 403, 200, 200, 403, 200, 200],
  },
  'POST /api/leave-balance/adjust': {
    call: fixed('/api/leave-balance/adjust', {}),
    expect: [401, 403, 403, 403, 403, 400, 400],
  },
  'GET /api/leave-balance/preview': {
    call: () => {
      const { startDate, endDate } = futureRange();
      return { path: `/api/leave-balance/preview?leaveType=Sick%20Leave&startDate=${startDate}&endDate=${endDate}` };
    },
    expect: [401, 403, 200, 200, 200, 400, 400],
  },
  'GET /api/leave-balance/report': {
    call: fixed('/api/leave-balance/report?page=1&limit=5'),
    expect: [401, 403, 403, 200, 200, 200, 200],
  },
  'GET /api/leave-balance/report.csv': {
    call: fixed('/api/leave-balance/report.csv'),
    expect: [401, 403, 403, 200, 200, 200, 200],
  },
  // HR officers may preview the leave year (nothing written); the run itself is the admin's (leave-year.test.ts).
  'POST /api/leave-balance/year-end': {
    call: fixed('/api/leave-balance/year-end', { preview: true }),
    expect: HR,
  },
  // An empty body: HR gets as far as its check (400), nothing is loaded.
  'POST /api/leave-balance/opening/preview': {
    call: fixed('/api/leave-balance/opening/preview', {}),
    expect: [401, 403, 403, 403, 403, 400, 400],
  },
  'POST /api/leave-balance/opening': {
    call: fixed('/api/leave-balance/opening', {}),
    expect: [401, 403, 403, 403, 403, 400, 400],
  },

  'GET /api/accounts': { call: fixed('/api/accounts?page=1&limit=5'), expect: ADMIN_ONLY },
  'PUT /api/accounts/disable/:id': {
    call: async (ctx) => ({
      path: `/api/accounts/disable/${(await createUser(ctx.server.db, { role: 'user' })).id}`,
      body: { reason: 'Matrix' },
    }),
    expect: ADMIN_ONLY,
  },
  'PUT /api/accounts/enable/:id': {
    call: async (ctx) => {
      const account = await createUser(ctx.server.db, { role: 'user' });
      await ctx.server.db.update(users).set({ isActive: false }).where(eq(users.id, account.id));
      return { path: `/api/accounts/enable/${account.id}`, body: { reason: 'Matrix' } };
    },
    expect: ADMIN_ONLY,
  },
  'PUT /api/accounts/sign-out/:id': {
    call: async (ctx) => ({
      path: `/api/accounts/sign-out/${(await createUser(ctx.server.db, { role: 'user' })).id}`,
      body: { reason: 'Matrix' },
    }),
    expect: ADMIN_ONLY,
  },
  'PUT /api/accounts/role/:id': {
    call: async (ctx) => ({
      path: `/api/accounts/role/${(await createEmployee(ctx.server.db, { departmentId: ctx.a.id })).id}`,
      body: { role: 'moderator', reason: 'Matrix' },
    }),
    expect: ADMIN_ONLY,
  },

  'GET /api/team-calendar': {
    call: fixed('/api/team-calendar?from=2027-03-01&to=2027-03-31'),
    expect: [401, 403, 200, 200, 200, 200, 200],
  },
  'GET /api/team-calendar/out': { call: fixed('/api/team-calendar/out'), expect: [401, 403, 200, 200, 200, 200, 200] },
  'GET /api/dashboard/admin': { call: fixed('/api/dashboard/admin'), expect: ADMIN_ONLY },
  'GET /api/dashboard/manager': { call: fixed('/api/dashboard/manager'), expect: MANAGERS },
  'GET /api/dashboard/employee': {
    call: fixed('/api/dashboard/employee'),
    expect: [401, 403, 200, 403, 403, 403, 403],
  },
  'GET /api/team-calendar/departments': {
    call: fixed('/api/team-calendar/departments'),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  'GET /api/team-calendar/clash/:id': {
    call: async (ctx) => ({ path: `/api/team-calendar/clash/${await pendingLeaveOfEmployee(ctx)}` }),
    expect: [401, 403, 403, 200, 403, 200, 200],
  },
  'GET /api/calendar/work-week': { call: fixed('/api/calendar/work-week'), expect: EVERYONE },
  'PUT /api/calendar/work-week': {
    call: fixed('/api/calendar/work-week', { workingDays: [0, 1, 2, 3, 4] }),
    expect: ADMIN_ONLY,
  },
  'GET /api/calendar/holidays': { call: fixed('/api/calendar/holidays?year=2031'), expect: EVERYONE },
  'POST /api/calendar/holidays': {
    call: () => ({ path: '/api/calendar/holidays', body: { day: nextHolidayDay(), name: 'Matrix Day' } }),
    expect: [401, 403, 403, 403, 403, 403, 201],
  },
  'PUT /api/calendar/holidays/:id': {
    call: async (ctx) => ({
      path: `/api/calendar/holidays/${await holidayOf(ctx)}`,
      body: { day: nextHolidayDay(), name: 'Matrix Day moved' },
    }),
    expect: ADMIN_ONLY,
  },
  'DELETE /api/calendar/holidays/:id': {
    call: async (ctx) => ({ path: `/api/calendar/holidays/${await holidayOf(ctx)}` }),
    expect: ADMIN_ONLY,
  },
  'POST /api/calendar/holidays/import/preview': {
    call: fixed('/api/calendar/holidays/import/preview', {
      year: 2031,
      fileName: 'matrix.csv',
      text: 'date,name\n2031-12-25,Matrix',
    }),
    expect: ADMIN_ONLY,
  },
  'POST /api/calendar/holidays/import': {
    call: () => ({
      path: '/api/calendar/holidays/import',
      body: { year: 2032, fileName: 'matrix.csv', text: `date,name\n${nextHolidayDay('2032')},Matrix` },
    }),
    expect: [401, 403, 403, 403, 403, 403, 201],
  },

  'GET /api/mail/outbox': { call: fixed('/api/mail/outbox?status=failed'), expect: ADMIN_ONLY },
  'POST /api/mail/outbox/:id/retry': {
    call: async (ctx) => ({ path: `/api/mail/outbox/${await failedMail(ctx)}/retry`, body: {} }),
    expect: ADMIN_ONLY,
  },
  'POST /api/mail/outbox/retry-failed': { call: fixed('/api/mail/outbox/retry-failed', {}), expect: ADMIN_ONLY },
  'GET /api/user/mail-preference': { call: fixed('/api/user/mail-preference'), expect: EVERYONE },
  'PUT /api/user/mail-preference': {
    call: fixed('/api/user/mail-preference', { mailNotifications: true }),
    expect: EVERYONE,
  },

  'GET /api/salary/getAllSalaries': {
    call: fixed('/api/salary/getAllSalaries?page=1&limit=5'),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  'GET /api/salary/getSalary/:userId': {
    call: (ctx) => ({ path: `/api/salary/getSalary/${ctx.employee.id}` }),
    expect: [401, 403, 200, 403, 403, 200, 200],
  },
  'GET /api/salary/payees': { call: fixed('/api/salary/payees?search=a'), expect: [401, 403, 403, 403, 403, 200, 200] },
  'POST /api/salary/addSalary': {
    call: fixed('/api/salary/addSalary', {}),
    expect: [401, 403, 403, 403, 403, 400, 400],
  },
  'GET /api/salary/getTotalSalary': { call: fixed('/api/salary/getTotalSalary'), expect: ADMIN_ONLY },
  'PUT /api/salary/:id': {
    call: async (ctx) => ({ path: `/api/salary/${await bonusOfEmployee(ctx)}`, body: correction }),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  'DELETE /api/salary/:id': {
    call: async (ctx) => ({ path: `/api/salary/${await bonusOfEmployee(ctx)}`, body: { reason: 'Matrix' } }),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  'GET /api/salary/:id/payslip.pdf': {
    call: async (ctx) => ({ path: `/api/salary/${await bonusOfEmployee(ctx)}/payslip.pdf` }),
    expect: [401, 403, 200, 403, 403, 200, 200],
  },
  // The employee has a payslip in 2026–27 (the shipped fiscal year starts in July).
  'GET /api/salary/tax-statement.pdf': {
    call: async (ctx) => {
      await bonusOfEmployee(ctx);
      return { path: `/api/salary/tax-statement.pdf?employee=${ctx.employee.id}&year=2026-27` };
    },
    expect: [401, 403, 200, 403, 403, 200, 200],
  },
  'GET /api/salary/tax-statement/years': {
    call: (ctx) => ({ path: `/api/salary/tax-statement/years?employee=${ctx.employee.id}` }),
    expect: [401, 403, 200, 403, 403, 200, 200],
  },
  'GET /api/salary/payslips/count': {
    call: (ctx) => ({ path: `/api/salary/payslips/count?month=2026-01&department=${ctx.a.id}` }),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  'GET /api/salary/payslips.zip': {
    call: (ctx) => ({ path: `/api/salary/payslips.zip?month=2026-01&department=${ctx.a.id}` }),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },

  'GET /api/salary-structures/:employeeId': {
    call: (ctx) => ({ path: `/api/salary-structures/${ctx.employee.id}` }),
    expect: [401, 403, 200, 403, 403, 200, 200],
  },
  'POST /api/salary-structures/:employeeId': {
    call: (ctx) => ({ path: `/api/salary-structures/${ctx.employee.id}`, body: {} }),
    expect: [401, 403, 403, 403, 403, 400, 400],
  },

  'GET /api/payroll/settings': { call: fixed('/api/payroll/settings'), expect: HR },
  'PUT /api/payroll/settings': {
    call: fixed('/api/payroll/settings', { basis: 'calendar', deductAbsence: false, changePercent: 20 }),
    expect: HR,
  },
  'GET /api/payroll/statutory': { call: fixed('/api/payroll/statutory'), expect: HR },
  'PUT /api/payroll/statutory': {
    call: fixed('/api/payroll/statutory', {}),
    expect: [401, 403, 403, 403, 403, 400, 400],
  },
  'GET /api/payroll/runs': { call: fixed('/api/payroll/runs?page=1&limit=5'), expect: HR },
  'POST /api/payroll/runs': { call: fixed('/api/payroll/runs', {}), expect: [401, 403, 403, 403, 403, 400, 400] },
  'GET /api/payroll/runs/:id': {
    call: async (ctx) => ({ path: `/api/payroll/runs/${(await draftRunOf(ctx)).runId}` }),
    expect: HR,
  },
  'GET /api/payroll/runs/:id/rows': {
    call: async (ctx) => ({ path: `/api/payroll/runs/${(await draftRunOf(ctx)).runId}/rows?page=1&limit=5` }),
    expect: HR,
  },
  'PUT /api/payroll/runs/:id/rows/:employeeId': {
    call: async (ctx) => {
      const { runId, employeeId } = await draftRunOf(ctx);
      return {
        path: `/api/payroll/runs/${runId}/rows/${employeeId}`,
        body: { allowance: 1, deductions: 0, included: true },
      };
    },
    expect: HR,
  },
  'POST /api/payroll/runs/:id/refresh': {
    call: async (ctx) => ({ path: `/api/payroll/runs/${(await draftRunOf(ctx)).runId}/refresh`, body: {} }),
    expect: HR,
  },
  'POST /api/payroll/runs/:id/post': {
    call: async (ctx) => ({ path: `/api/payroll/runs/${(await draftRunOf(ctx)).runId}/post`, body: { version: 1 } }),
    expect: HR,
  },
  'POST /api/payroll/bonus-runs': {
    call: fixed('/api/payroll/bonus-runs', {}),
    expect: [401, 403, 403, 403, 403, 400, 400],
  },
  // A monthly run has no bonus rows: 404 for HR, refused before that for everyone else.
  'GET /api/payroll/bonus-runs/:id/rows': {
    call: async (ctx) => ({ path: `/api/payroll/bonus-runs/${(await draftRunOf(ctx)).runId}/rows?page=1&limit=5` }),
    expect: [401, 403, 403, 403, 403, 404, 404],
  },
  'DELETE /api/payroll/runs/:id': {
    call: async (ctx) => ({ path: `/api/payroll/runs/${(await draftRunOf(ctx)).runId}` }),
    expect: HR,
  },

  'GET /api/bank-account/me': { call: fixed('/api/bank-account/me'), expect: [401, 403, 200, 200, 200, 200, 200] },
  'GET /api/employee/:id/bank-account': {
    call: async (ctx) => ({ path: `/api/employee/${(await draftRunOf(ctx)).employeeId}/bank-account` }),
    expect: HR,
  },
  'PUT /api/employee/:id/bank-account': {
    call: async (ctx) => ({
      path: `/api/employee/${(await draftRunOf(ctx)).employeeId}/bank-account`,
      body: { bankName: 'City Bank', routingCode: '225261', accountName: 'Matrix', accountNumber: '12345678' },
    }),
    expect: HR,
  },
  'GET /api/payroll/payout-settings': { call: fixed('/api/payroll/payout-settings'), expect: HR },
  'PUT /api/payroll/payout-settings': {
    call: fixed('/api/payroll/payout-settings', {
      bankLayout: { columns: ['accountNumber', 'amount'], header: true, delimiter: ',', totalLine: false },
      protectPdfs: false,
    }),
    expect: HR,
  },
  'GET /api/payroll/runs/:id/payout': {
    call: async (ctx) => ({ path: `/api/payroll/runs/${(await draftRunOf(ctx)).runId}/payout` }),
    expect: HR,
  },
  // A draft: nothing leaves payroll before it is posted (409 for those allowed to ask).
  'GET /api/payroll/runs/:id/bank-file': {
    call: async (ctx) => ({ path: `/api/payroll/runs/${(await draftRunOf(ctx)).runId}/bank-file` }),
    expect: [401, 403, 403, 403, 403, 409, 409],
  },
  'GET /api/payroll/runs/:id/register': {
    call: async (ctx) => ({ path: `/api/payroll/runs/${(await draftRunOf(ctx)).runId}/register` }),
    expect: HR,
  },
  'POST /api/payroll/runs/:id/mail-payslips': {
    call: async (ctx) => ({ path: `/api/payroll/runs/${(await draftRunOf(ctx)).runId}/mail-payslips`, body: {} }),
    expect: [401, 403, 403, 403, 403, 409, 409],
  },

  'GET /api/settlements/:id': {
    call: async (ctx) => ({ path: `/api/settlements/${(await leaverOf(ctx)).employeeId}` }),
    expect: HR,
  },
  'POST /api/settlements/:id/recoveries': {
    call: async (ctx) => ({
      path: `/api/settlements/${(await leaverOf(ctx)).employeeId}/recoveries`,
      body: { reason: 'Advance outstanding', amount: 10 },
    }),
    expect: HR,
  },
  'DELETE /api/settlements/:id/recoveries/:recoveryId': {
    call: async (ctx) => {
      const { employeeId, recoveryId } = await leaverOf(ctx);
      return { path: `/api/settlements/${employeeId}/recoveries/${recoveryId}` };
    },
    expect: HR,
  },
  'POST /api/settlements/:id/finalise': {
    // With the net of the draft as it stands (read by an admin), as the settlement page sends it.
    call: async (ctx) => {
      const { employeeId } = await leaverOf(ctx);
      const draft = await ctx.server.request<{ result: { statement: { net: number } } }>(
        'GET',
        `/api/settlements/${employeeId}`,
        { token: tokens.get('admin') },
      );
      return { path: `/api/settlements/${employeeId}/finalise`, body: { net: draft.body.result.statement.net } };
    },
    expect: HR,
  },
  // A draft has no statement yet (409 for those allowed to ask); the finalised one is in settlement.test.ts.
  'GET /api/settlements/:id/statement.pdf': {
    call: async (ctx) => ({ path: `/api/settlements/${(await leaverOf(ctx)).employeeId}/statement.pdf` }),
    expect: [401, 403, 403, 403, 403, 409, 409],
  },

  'GET /api/audit': { call: fixed('/api/audit?page=1&limit=5'), expect: ADMIN_ONLY },
  'GET /api/audit/export.csv': { call: fixed('/api/audit/export.csv'), expect: ADMIN_ONLY },
  'GET /api/audit/verify': { call: fixed('/api/audit/verify'), expect: ADMIN_ONLY },
  'GET /api/audit/record/:id': {
    // Someone else's record reads as empty (200), as an unknown one does: the records are in audit.test.ts.
    call: async (ctx) => ({ path: `/api/audit/record/${await auditedRecordOfEmployee(ctx)}` }),
    expect: EVERYONE,
  },
  'GET /api/salary/monthly-summary': { call: fixed('/api/salary/monthly-summary'), expect: ADMIN_ONLY },

  'GET /api/notifications': { call: fixed('/api/notifications'), expect: EVERYONE },
  'POST /api/notifications/read-all': { call: fixed('/api/notifications/read-all', {}), expect: EVERYONE },
  'POST /api/notifications/:id/read': {
    call: fixed(`/api/notifications/${ZERO}/read`, {}),
    expect: [401, 404, 404, 404, 404, 404, 404],
  },
  'GET /api/notifications/stream': { call: fixed('/api/notifications/stream'), expect: EVERYONE },

  'GET /api/annoucement/admin': { call: fixed('/api/annoucement/admin'), expect: ADMIN_ONLY },
  'POST /api/annoucement': { call: fixed('/api/annoucement', {}), expect: [401, 403, 403, 403, 403, 403, 400] },
  'GET /api/annoucement/manager': { call: fixed('/api/annoucement/manager'), expect: MANAGERS },
  'POST /api/annoucement/manager': {
    call: fixed('/api/annoucement/manager', {}),
    expect: [401, 403, 403, 400, 400, 403, 403],
  },
  'GET /api/annoucement/inbox': { call: fixed('/api/annoucement/inbox'), expect: EVERYONE },
  'DELETE /api/annoucement/:id': {
    call: async (ctx) => {
      const [row] = await ctx.server.db
        .insert(announcements)
        .values({ message: 'Matrix', type: 'all', senderType: 'admin' })
        .returning({ id: announcements.id });
      return { path: `/api/annoucement/${row!.id}` };
    },
    expect: [401, 403, 403, 403, 403, 403, 200],
  },

  // Each list's export answers whoever may read the list (scoped as the list is: exports.test.ts).
  'GET /api/export/employees': {
    call: fixed('/api/export/employees?format=xlsx'),
    expect: [401, 403, 403, 200, 200, 403, 200],
  },
  'GET /api/export/managers': { call: fixed('/api/export/managers'), expect: ADMIN_ONLY },
  'GET /api/export/team': { call: fixed('/api/export/team'), expect: MANAGERS },
  'GET /api/export/departments': {
    call: fixed('/api/export/departments'),
    expect: [401, 403, 200, 200, 200, 403, 200],
  },
  'GET /api/export/projects': { call: fixed('/api/export/projects'), expect: [401, 403, 403, 200, 200, 403, 200] },
  'GET /api/export/tasks': { call: fixed('/api/export/tasks'), expect: [401, 403, 200, 200, 200, 403, 403] },
  'GET /api/export/attendance-report': { call: fixed('/api/export/attendance-report'), expect: ADMIN_ONLY },
  'GET /api/export/leaves': { call: fixed('/api/export/leaves'), expect: [401, 403, 403, 403, 403, 200, 200] },
  'GET /api/export/leave-requests': {
    call: fixed('/api/export/leave-requests'),
    expect: [401, 403, 200, 200, 200, 200, 200],
  },
  'GET /api/export/leave-history': {
    call: (ctx) => ({ path: `/api/export/leave-history?employee=${ctx.employee.employeeId}` }),
    expect: [401, 403, 200, 403, 403, 200, 200],
  },
  'GET /api/export/leave-balances': {
    call: fixed('/api/export/leave-balances'),
    expect: [401, 403, 403, 200, 200, 200, 200],
  },
  'GET /api/export/salaries': { call: fixed('/api/export/salaries'), expect: [401, 403, 403, 403, 403, 200, 200] },
  'GET /api/export/salary-history': {
    call: (ctx) => ({ path: `/api/export/salary-history?employee=${ctx.employee.id}` }),
    expect: [401, 403, 200, 403, 403, 200, 200],
  },
  'GET /api/export/announcements': { call: fixed('/api/export/announcements'), expect: EVERYONE },
  'GET /api/export/audit-trail': { call: fixed('/api/export/audit-trail?format=xlsx'), expect: ADMIN_ONLY },
};

let server: TestServer;
let ctx: Ctx;
const tokens = new Map<Actor, string | undefined>();

beforeAll(async () => {
  server = await startTestServer();
  const a = await createDepartment(server.db, 'Matrix A');
  const b = await createDepartment(server.db, 'Matrix B');
  const employee = await createEmployee(server.db, { departmentId: a.id });
  const other = await createEmployee(server.db, { departmentId: b.id });
  await server.db
    .insert(salaries)
    .values({ employeeId: employee.employeeId, basicSalary: '10', netSalary: '10', payDate: '2026-01-31' });
  await server.db.insert(attendance).values({ employeeId: employee.employeeId, date: '2026-01-05', status: 'Present' });
  ctx = { server, a, employee, other };
  tokens.set('anonymous', undefined);
  tokens.set('user', (await loginAs(server, 'user')).token);
  tokens.set('employee', (await loginAs(server, employee)).token);
  tokens.set('managerSame', (await loginAs(server, a.manager)).token);
  tokens.set('managerOther', (await loginAs(server, b.manager)).token);
  tokens.set('moderator', (await loginAs(server, 'moderator')).token);
  tokens.set('admin', (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token);
});
afterAll(async () => {
  await server?.close();
});

/** The event stream never ends: read the status, then hang up. */
async function streamStatus(path: string, token: string | undefined) {
  const controller = new AbortController();
  const response = await fetch(server.baseUrl + path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  controller.abort();
  return response.status;
}

describe('authorization matrix', () => {
  it('has a row for every registered API route, and no row for a route that does not exist', () => {
    const registered = server.app.apiRoutes
      .filter((route) => !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url}`);
    expect(
      registered.filter((key) => !(key in TABLE)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((key) => !registered.includes(key)),
      'rows for unknown routes',
    ).toEqual([]);
  });

  for (const [key, entry] of Object.entries(TABLE)) {
    it(key, async () => {
      const [method] = key.split(' ');
      const seen: Record<string, number> = {};
      for (const actor of ACTORS) {
        const call = await entry.call(ctx);
        const token = tokens.get(actor);
        seen[actor] = call.path.endsWith('/stream')
          ? await streamStatus(call.path, token)
          : (
              await server.request(method!, call.path, {
                token,
                ...(call.body !== undefined ? { body: call.body } : {}),
              })
            ).status;
      }
      const expected = Object.fromEntries(ACTORS.map((actor, index) => [actor, entry.expect[index]]));
      expect(seen).toEqual(expected);
    });
  }

  it('refuses to guess: an unknown id is never a 2xx', async () => {
    const res = await server.request('GET', `/api/employee/getEmployee/${randomUUID()}`, {
      token: tokens.get('admin'),
    });
    expect(res.status).toBe(404);
  });
});
