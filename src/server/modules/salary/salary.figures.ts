/**
 * The dashboards' figures of this module, each one answer of a spec call as that call's route sends
 * it. The legacy route answers with it and the web app's dashboards (modules/dashboard) put the
 * same answers together, so the two cannot drift apart and share one cache entry per figure.
 */
import { utcToday } from '#shared/bounds.js';
import type { AppContext } from '../../app-context.js';
import { monthlySummary, totalSalary as sumSalaries } from './salary.service.js';

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
