/**
 * The dashboards' figures of this module, each one answer of a spec call as that call's route sends
 * it. The legacy route answers with it and the web app's dashboards (modules/dashboard) put the
 * same answers together, so the two cannot drift apart and share one cache entry per figure.
 */
import type { AppContext } from '../../app-context.js';
import { listActiveUsers } from './auth.service.js';

/**
 * Signed-in users: the first `limit` by name (all without one) and how many in all. Kept until
 * the first live session expires (no change announces that), or a sign-in, a sign-out or a change
 * to an account.
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
