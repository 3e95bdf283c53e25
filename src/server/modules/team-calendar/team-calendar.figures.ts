/**
 * The dashboards' figures of this module, each one answer of a spec call as that call's route sends
 * it. The legacy route answers with it and the web app's dashboards (modules/dashboard) put the
 * same answers together, so the two cannot drift apart and share one cache entry per figure.
 */
import { todayIn } from '#shared/dates.js';
import type { TeamCalendarQuery } from '#shared/schemas/team-calendar.js';
import type { AppContext } from '../../app-context.js';
import type { Principal } from '../../auth/session-store.js';
import { leaveClock } from '../leave/index.js';
import { scopeOf, teamCalendar } from './team-calendar.service.js';
import { whoIsOut as outList } from './who-is-out.js';

/** What the team calendar and who-is-out read: leaves, the people and their names, departments, holidays and the work week. */
const CALENDAR_AREAS = ['Leave', 'Employees', 'Accounts', 'Departments', 'Calendar'] as const;

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
    ? await ctx.cache.get(`who-is-out:${today}:${JSON.stringify(scope)}:${principal.role}`, CALENDAR_AREAS, read)
    : await read();
  return { success: true as const, result };
};

/**
 * The team calendar of a range as the caller sees it, kept per scope, filter and day like
 * who-is-out (the largest department's month, asked by every HR officer, is read once), and
 * counted by its JSON's length against the cache's budget.
 */
export const keptTeamCalendar = async (ctx: AppContext, principal: Principal, query: TeamCalendarQuery) => {
  const timeZone = ctx.config.ORG_TIMEZONE;
  const scope = scopeOf(principal, { ...query, onlyOut: query.onlyOut === 'true' });
  const read = () => teamCalendar(ctx.db, principal, timeZone, query);
  if (!scope) return read();
  const key = `team-calendar:${todayIn(timeZone)}:${principal.role}:${JSON.stringify([scope, query])}`;
  return ctx.cache.get(key, CALENDAR_AREAS, read, { charsOf: (answer) => JSON.stringify(answer).length });
};
