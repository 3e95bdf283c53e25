/**
 * The dashboards' figures of this module, each one answer of a spec call as that call's route sends
 * it. The legacy route answers with it and the web app's dashboards (modules/dashboard) put the
 * same answers together, so the two cannot drift apart and share one cache entry per figure.
 */
import type { AppContext } from '../../app-context.js';
import { countByRole } from './employees.queries.js';

/** GET /api/employee/getEmployeesCount: people working here, by role. */
export const employeeCounts = async (ctx: AppContext) => ({
  success: true as const,
  ...(await ctx.cache.get('employees:by-role', ['Employees', 'Accounts'], () => countByRole(ctx.db))),
});
