import type { HandlerResultOf } from '#shared/api/endpoint.js';
import type { dashboardApi } from '#shared/api/dashboard.js';
import { DASHBOARD_PREVIEW_COUNT } from '#shared/constants.js';
import type { AppContext } from '../../app-context.js';
import type { Principal } from '../../auth/session-store.js';
import { countPresent } from '../attendance/index.js';
import { listActiveDepartmentEmployees, getEmployeeProfile, employeeCounts } from '../employees/index.js';
import { myBalances, leaveClock, leaveStats } from '../leave/index.js';
import { countWorkingTasks, listRunningProjects, runningProjects } from '../projects/index.js';
import { activeUsers } from '../auth/index.js';
import { departmentCount, departmentDistribution } from '../departments/index.js';
import { monthlySalary, totalSalary } from '../salary/index.js';
import { whoIsOut } from '../team-calendar/index.js';

/*
 * Each dashboard of the web app in one answer: the parts are the spec calls' answers (the
 * figures each module exports, and the services those calls use), read side by side on the pool, so the page waits for one
 * round trip instead of up to eleven.
 */

const figures = {
  activeUsers,
  departmentCount,
  departmentDistribution,
  employeeCounts,
  leaveStats,
  monthlySalary,
  runningProjects,
  totalSalary,
  whoIsOut,
};

type Answer<E extends keyof typeof dashboardApi> = HandlerResultOf<(typeof dashboardApi)[E]>;

/** The admin overview: figures, the first five active users and running projects, the charts, who is out. */
export async function adminDashboard(ctx: AppContext, principal: Principal): Promise<Answer<'admin'>> {
  const [
    employeeCounts,
    departmentCount,
    totalSalary,
    monthlySalary,
    runningProjects,
    activeUsers,
    departmentDistribution,
    leaveStats,
    whoIsOut,
  ] = await Promise.all([
    figures.employeeCounts(ctx),
    figures.departmentCount(ctx),
    figures.totalSalary(ctx),
    figures.monthlySalary(ctx),
    figures.runningProjects(ctx, DASHBOARD_PREVIEW_COUNT),
    figures.activeUsers(ctx, DASHBOARD_PREVIEW_COUNT),
    figures.departmentDistribution(ctx),
    figures.leaveStats(ctx),
    figures.whoIsOut(ctx, principal),
  ]);
  return {
    success: true,
    employeeCounts,
    departmentCount,
    totalSalary,
    monthlySalary,
    runningProjects,
    activeUsers,
    departmentDistribution,
    leaveStats,
    whoIsOut,
  };
}

/** The manager's department: its running projects, its active employees, who is out. */
export async function managerDashboard(ctx: AppContext, principal: Principal): Promise<Answer<'manager'>> {
  const [running, team, whoIsOut] = await Promise.all([
    listRunningProjects(ctx.db, principal.departmentId),
    listActiveDepartmentEmployees(ctx.db, principal),
    figures.whoIsOut(ctx, principal),
  ]);
  return {
    success: true,
    runningProjects: { success: true, ...running },
    activeEmployees: { success: true, result: team },
    whoIsOut,
  };
}

/** The employee's own summary: open tasks, days present, their record (manager), leave balances, who is out. */
export async function employeeDashboard(ctx: AppContext, principal: Principal): Promise<Answer<'employee'>> {
  const { userId } = principal;
  const [tasks, present, employee, balances, whoIsOut] = await Promise.all([
    countWorkingTasks(ctx.db, principal, userId),
    countPresent(ctx.db, principal, userId),
    getEmployeeProfile(ctx.db, principal, userId),
    myBalances(ctx.db, principal, leaveClock(ctx)),
    figures.whoIsOut(ctx, principal),
  ]);
  return {
    success: true,
    userId,
    workingTasks: { success: true, count: tasks },
    presentDays: { success: true, count: present },
    profile: { success: true, employee },
    leaveBalances: { success: true, ...balances },
    whoIsOut,
  };
}
