/**
 * The dashboards' figures, each one answer of a spec call (GET /api/department/getCountDep, …) as
 * that call's route sends it. The legacy routes answer with these, and the web app's dashboard
 * summaries (dashboard.service.ts) put the same answers together, so the two cannot drift apart
 * and share one cache entry per figure (lib/read-cache.ts: cleared by changes to what it counts).
 */
import { utcToday } from '#shared/bounds.js';
import type { AppContext } from '../../app-context.js';
import type { Principal } from '../../auth/session-store.js';
import { listActiveUsers } from '../auth/auth.service.js';
import { countDepartments, distribution } from '../departments/departments.service.js';
import { countByRole } from '../employees/employees.queries.js';
import { leaveStats as countLeaves } from '../leave/leave.service.js';
import { leaveClock } from '../leave-balance/leave-clock.js';
import { listRunningProjects } from '../projects/projects.service.js';
import { monthlySummary, totalSalary as sumSalaries } from '../salary/salary.service.js';
import { whoIsOut as outList } from '../team-calendar/who-is-out.js';

/** Projects with their department and its manager's name. */
const RUNNING_PROJECT_AREAS = ['Projects and tasks', 'Departments', 'Employees', 'Accounts'] as const;

export const employeeCounts = async (ctx: AppContext) => ({
  success: true as const,
  ...(await ctx.cache.get('employees:by-role', ['Employees', 'Accounts'], () => countByRole(ctx.db))),
});

export const departmentCount = async (ctx: AppContext) => ({
  success: true as const,
  message: 'Department count',
  countDep: await ctx.cache.get('departments:count', ['Departments'], () => countDepartments(ctx.db)),
});

export const departmentDistribution = (ctx: AppContext) =>
  ctx.cache.get('departments:distribution', ['Departments', 'Employees'], () => distribution(ctx.db));

/** Net salary paid, all time and in this month (UTC). */
export const totalSalary = async (ctx: AppContext) => {
  const month = utcToday().slice(0, 7);
  return {
    success: true as const,
    ...(await ctx.cache.get(`salaries:net-total:${month}`, ['Salary'], () => sumSalaries(ctx.db, month))),
  };
};

/** Net salary paid per month of `year` (this year, UTC, by default). */
export const monthlySalary = (ctx: AppContext, year = new Date().getUTCFullYear()) =>
  ctx.cache.get(`salaries:monthly:${year}`, ['Salary'], () => monthlySummary(ctx.db, year));

/** Running projects of the organisation: the first `limit` (all without one) and their count. */
export const runningProjects = async (ctx: AppContext, limit?: number) => ({
  success: true as const,
  message: 'Running projects',
  ...(await ctx.cache.get(`projects:running:${limit ?? ''}`, RUNNING_PROJECT_AREAS, () =>
    listRunningProjects(ctx.db, undefined, limit),
  )),
});

/**
 * Signed-in users: the first `limit` by name (all without one) and how many in all. Kept until
 * the first live session expires (no change through the API announces that), or a change.
 */
export const activeUsers = async (ctx: AppContext, limit?: number) => {
  const { result, count } = await ctx.cache.get(
    `users:active:${limit ?? ''}`,
    ['Session', 'Accounts'],
    () => listActiveUsers(ctx.db, limit),
    { ttlMs: (answer) => answer.until - Date.now() },
  );
  return { success: true as const, result, count };
};

export const leaveStats = (ctx: AppContext) => ctx.cache.get('leaves:stats', ['Leave'], () => countLeaves(ctx.db));

/** Who is out today and this week, as the team calendar shows them to the caller. */
export const whoIsOut = async (ctx: AppContext, principal: Principal) => ({
  success: true as const,
  result: await outList(ctx.db, principal, leaveClock(ctx).today),
});
