import { and, gte, lte } from 'drizzle-orm';
import type { WorkCalendar } from '#shared/leave-days.js';
import { defaultWeekend } from '#shared/work-week.js';
import type { Db, Tx } from '../../db/client.js';
import { holidays, workSettings } from '../../db/schema/index.js';

/** The organisation's weekend: the admin's setting, or the usual one for ORG_TIMEZONE until it is set. */
export async function workWeek(db: Db | Tx, timeZone: string): Promise<readonly number[]> {
  const [row] = await db.select({ weekendDays: workSettings.weekendDays }).from(workSettings).limit(1);
  return row ? [...row.weekendDays].sort() : defaultWeekend(timeZone);
}

/** The weekend and the public holidays between two days (inclusive): what leave day counting needs. */
export async function loadWorkCalendar(db: Db | Tx, timeZone: string, from: string, to: string): Promise<WorkCalendar> {
  const [weekend, rows] = await Promise.all([
    workWeek(db, timeZone),
    db
      .select({ day: holidays.day })
      .from(holidays)
      .where(and(gte(holidays.day, from), lte(holidays.day, to))),
  ]);
  return { weekend, holidays: new Set(rows.map((row) => row.day)) };
}
