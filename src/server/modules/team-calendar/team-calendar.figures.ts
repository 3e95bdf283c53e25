/**
 * The dashboards' figures of this module, each one answer of a spec call as that call's route sends
 * it. The legacy route answers with it and the web app's dashboards (modules/dashboard) put the
 * same answers together, so the two cannot drift apart and share one cache entry per figure.
 */
import type { AppContext } from '../../app-context.js';
import type { Principal } from '../../auth/session-store.js';
import { leaveClock } from '../leave/index.js';
import { scopeOf } from './team-calendar.service.js';
import { whoIsOut as outList } from './who-is-out.js';

/** What who-is-out reads: leaves, the people and their names, departments (holidays to be safe). */
const WHO_IS_OUT_AREAS = ['Leave', 'Employees', 'Accounts', 'Departments', 'Calendar'] as const;

/**
 * Who is out today and this week, as the team calendar shows them to the caller: kept per scope
 * (everyone for HR, a department with or without detail) and day, so every admin's overview of a
 * 10,000-person organisation does not read the week's absences again.
 */
export const whoIsOut = async (ctx: AppContext, principal: Principal) => {
  const today = leaveClock(ctx).today;
  const scope = scopeOf(principal, {});
  const read = () => outList(ctx.db, principal, today);
  const result = scope
    ? await ctx.cache.get(`who-is-out:${today}:${JSON.stringify(scope)}:${principal.role}`, WHO_IS_OUT_AREAS, read)
    : await read();
  return { success: true as const, result };
};
