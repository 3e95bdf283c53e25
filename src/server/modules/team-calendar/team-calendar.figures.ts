/**
 * The dashboards' figures of this module, each one answer of a spec call as that call's route sends
 * it. The legacy route answers with it and the web app's dashboards (modules/dashboard) put the
 * same answers together, so the two cannot drift apart and share one cache entry per figure.
 */
import type { AppContext } from '../../app-context.js';
import type { Principal } from '../../auth/session-store.js';
import { leaveClock } from '../leave/index.js';
import { whoIsOut as outList } from './who-is-out.js';

/** Who is out today and this week, as the team calendar shows them to the caller. */
export const whoIsOut = async (ctx: AppContext, principal: Principal) => ({
  success: true as const,
  result: await outList(ctx.db, principal, leaveClock(ctx).today),
});
