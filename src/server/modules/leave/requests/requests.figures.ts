/**
 * The dashboards' figures of this module, each one answer of a spec call as that call's route sends
 * it. The legacy route answers with it and the web app's dashboards (modules/dashboard) put the
 * same answers together, so the two cannot drift apart and share one cache entry per figure.
 */
import type { AppContext } from '#server/app-context.js';
import { leaveStats as countLeaves } from './requests.queries.js';

/** GET /api/leave/stats: requests by status. */
export const leaveStats = (ctx: AppContext) => ctx.cache.get('leaves:stats', ['Leave'], () => countLeaves(ctx.db));
