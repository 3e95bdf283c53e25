/**
 * The dashboards' figures of this module, each one answer of a spec call as that call's route sends
 * it. The legacy route answers with it and the web app's dashboards (modules/dashboard) put the
 * same answers together, so the two cannot drift apart and share one cache entry per figure.
 */
import type { AppContext } from '../../app-context.js';
import { countDepartments, distribution } from './departments.service.js';

/** GET /api/department/getCountDep. */
export const departmentCount = async (ctx: AppContext) => ({
  success: true as const,
  message: 'Department count',
  countDep: await ctx.cache.get('departments:count', ['Departments'], () => countDepartments(ctx.db)),
});

/** GET /api/department/distribution: people per department. */
export const departmentDistribution = (ctx: AppContext) =>
  ctx.cache.get('departments:distribution', ['Departments', 'Employees'], () => distribution(ctx.db));
