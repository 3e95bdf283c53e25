import { and, gte, lte, sql } from 'drizzle-orm';
import type { WorkCalendar } from '#shared/leave-days.js';
import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import type { WorkWeekInput, WorkWeekJson } from '#shared/schemas/calendar.js';
import { defaultWeekend, WEEKDAY_NAMES } from '#shared/work-week.js';
import type { Db, Tx } from '../../db/client.js';
import { holidays, workSettings } from '../../db/schema/index.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';
import type { AreaCache } from '../../events/change-areas.js';

/**
 * The work week's id in the audit trail. Its settings row has no uuid of its own (there is only
 * one); a fixed id makes every change of the work week one record's history.
 */
export const WORK_WEEK_AUDIT_ID = '00000000-0000-4000-8000-00000000a11d';

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/** The weekend an admin set, in day order; null while none is set. */
async function weekendSetting(db: Db | Tx): Promise<number[] | null> {
  const [row] = await db.select({ weekendDays: workSettings.weekendDays }).from(workSettings).limit(1);
  // A row holding only other settings (the approval escalation) has no weekend of its own yet.
  return row?.weekendDays ? [...row.weekendDays].sort((a, b) => a - b) : null;
}

/** The organisation's weekend: the admin's setting, or the usual one for ORG_TIMEZONE until it is set. */
export async function workWeek(db: Db | Tx, timeZone: string): Promise<readonly number[]> {
  return (await weekendSetting(db)) ?? defaultWeekend(timeZone);
}

/** The work week's weekend for a request, kept in the read cache until the calendar changes. */
export function keptWorkWeek(db: Db, timeZone: string, cache: AreaCache): Promise<readonly number[]> {
  return cache.get('calendar:work-week', ['Calendar'], () => workWeek(db, timeZone));
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

/** The work week as the screens show it: working days, weekend, and whether it is still the zone's default. */
export async function getWorkWeek(db: Db | Tx, timeZone: string): Promise<WorkWeekJson> {
  const setting = await weekendSetting(db);
  const weekend = setting ?? [...defaultWeekend(timeZone)];
  return {
    workingDays: WEEK.filter((day) => !weekend.includes(day)),
    weekendDays: weekend,
    isDefault: !setting,
    timeZone,
  };
}

const namesOf = (days: readonly number[]) => days.map((day) => WEEKDAY_NAMES[day]).join(', ') || 'None';

/**
 * Sets the working days (the rest is the weekend). Saves take turns (the table is locked for the
 * transaction), so the audit row's 'before' is what the change replaced. Saving the week as it is
 * changes nothing and records nothing.
 */
export async function setWorkWeek(db: Db, actor: Actor, timeZone: string, input: WorkWeekInput) {
  const weekendDays = WEEK.filter((day) => !input.workingDays.includes(day));
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${workSettings} in exclusive mode`);
    const before = await getWorkWeek(tx, timeZone);
    if (before.weekendDays.join() === weekendDays.join()) {
      return { workWeek: before, message: CALENDAR_MSG.workWeekUnchanged };
    }
    const values = { weekendDays, updatedBy: actor.principal.userId, updatedAt: new Date() };
    await tx
      .insert(workSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: workSettings.id, set: values });
    const after = await getWorkWeek(tx, timeZone);
    await recordAudit(tx, actor, {
      action: 'calendar.work_week',
      subject: 'calendar',
      subjectId: WORK_WEEK_AUDIT_ID,
      person: null,
      before: { workingDays: namesOf(before.workingDays), weekend: namesOf(before.weekendDays) },
      after: { workingDays: namesOf(after.workingDays), weekend: namesOf(after.weekendDays) },
    });
    return { workWeek: after, message: CALENDAR_MSG.workWeekSaved };
  });
}
