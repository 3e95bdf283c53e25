import { todayIn } from '#shared/dates.js';
import type { AppContext } from '#server/app-context.js';
import type { LeaveClock } from './booking.js';

/** The organisation's zone and its today, as the leave rules read them. */
export function leaveClock(ctx: AppContext): LeaveClock {
  return { timeZone: ctx.config.ORG_TIMEZONE, today: todayIn(ctx.config.ORG_TIMEZONE) };
}
