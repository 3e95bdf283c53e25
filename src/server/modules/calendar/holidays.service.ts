import { asc, between, eq, inArray, sql } from 'drizzle-orm';
import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import type { HolidayInput, HolidayJson } from '#shared/schemas/calendar.js';
import type { Db, Tx } from '../../db/client.js';
import { holidays } from '../../db/schema/index.js';
import { conflict, notFound, pgErrorOf } from '../../lib/errors.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';

export type HolidayRow = typeof holidays.$inferSelect;

export function toHolidayJson(row: HolidayRow): HolidayJson {
  return { _id: row.id, day: row.day, name: row.name, updatedAt: row.updatedAt.toISOString() };
}

/** A holiday as the audit trail keeps it ('Day' and 'Name'). */
const auditOf = (row: Pick<HolidayRow, 'day' | 'name'>) => ({ date: row.day, name: row.name });

/** The public holidays of a year, by day. */
export async function listHolidays(db: Db, year: number): Promise<HolidayJson[]> {
  const rows = await db
    .select()
    .from(holidays)
    .where(between(holidays.day, `${year}-01-01`, `${year}-12-31`))
    .orderBy(asc(holidays.day));
  return rows.map(toHolidayJson);
}

/** The holidays already on these days. */
export function holidaysOn(db: Db | Tx, days: string[]) {
  if (!days.length) return Promise.resolve([]);
  return db.select().from(holidays).where(inArray(holidays.day, days)).orderBy(asc(holidays.day));
}

/** The day is taken (409 on the form's day field): by the holiday found, or by one that won a race. */
async function dayTaken(db: Db, day: string) {
  const [other] = await holidaysOn(db, [day]);
  return conflict(CALENDAR_MSG.dayTaken(day, other?.name ?? 'another holiday'), { field: 'day' });
}

/** Runs a change of holidays; the unique day refuses a second holiday on a day with a 409, never a 500. */
async function onFreeDay<T>(db: Db, day: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') throw await dayTaken(db, day);
    throw error;
  }
}

export function addHoliday(db: Db, actor: Actor, input: HolidayInput): Promise<HolidayJson> {
  return onFreeDay(db, input.day, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(holidays)
        .values({ day: input.day, name: input.name, createdBy: actor.principal.userId })
        .returning();
      await recordAudit(tx, actor, {
        action: 'calendar.holiday_add',
        subject: 'calendar',
        subjectId: row!.id,
        person: null,
        after: auditOf(row!),
      });
      return toHolidayJson(row!);
    }),
  );
}

/** The holiday locked for a change, or 404. */
async function lockHoliday(tx: Tx, id: string): Promise<HolidayRow> {
  const [row] = await tx.select().from(holidays).where(eq(holidays.id, id)).for('update');
  if (!row) throw notFound(CALENDAR_MSG.notFound);
  return row;
}

/** A holiday's new day or name; the same day and name again changes nothing and records nothing. */
export async function updateHoliday(db: Db, actor: Actor, id: string, input: HolidayInput) {
  return onFreeDay(db, input.day, () =>
    db.transaction(async (tx) => {
      const before = await lockHoliday(tx, id);
      if (before.day === input.day && before.name === input.name) {
        return { holiday: toHolidayJson(before), changed: false };
      }
      const [row] = await tx
        .update(holidays)
        .set({ day: input.day, name: input.name, updatedAt: sql`now()` })
        .where(eq(holidays.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'calendar.holiday_update',
        subject: 'calendar',
        subjectId: id,
        person: null,
        before: auditOf(before),
        after: auditOf(row!),
      });
      return { holiday: toHolidayJson(row!), changed: true };
    }),
  );
}

export async function deleteHoliday(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(holidays).where(eq(holidays.id, id)).returning();
    if (!row) throw notFound(CALENDAR_MSG.notFound);
    await recordAudit(tx, actor, {
      action: 'calendar.holiday_delete',
      subject: 'calendar',
      subjectId: id,
      person: null,
      before: auditOf(row),
    });
  });
}
