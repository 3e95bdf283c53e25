/**
 * The dashboards' figures of this module, each one answer of a spec call as that call's route sends
 * it. The legacy route answers with it and the web app's dashboards (modules/dashboard) put the
 * same answers together, so the two cannot drift apart and share one cache entry per figure.
 */
import type { AppContext } from '../../app-context.js';
import { listRunningProjects } from './projects.service.js';

/** Projects with their department and its manager's name. */
const RUNNING_PROJECT_AREAS = ['Projects and tasks', 'Departments', 'Employees', 'Accounts'] as const;

/** Running projects of the organisation: the first `limit` (all without one) and their count. */
export const runningProjects = async (ctx: AppContext, limit?: number) => ({
  success: true as const,
  message: 'Running projects',
  ...(await ctx.cache.get(`projects:running:${limit ?? ''}`, RUNNING_PROJECT_AREAS, () =>
    listRunningProjects(ctx.db, undefined, limit),
  )),
});
