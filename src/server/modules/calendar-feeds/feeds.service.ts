/**
 * Calendar feeds: secret addresses a calendar app subscribes to. A feed shows no more than its
 * owner sees in the app at the moment it is read — their own leave; their team's absences
 * through the team calendar's one scoping function; the holidays — and stops at once when it is
 * revoked or its owner can no longer sign in.
 */
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { addDays } from '#shared/dates.js';
import type { CalendarFeedKind } from '#shared/constants.js';
import { FEED_LABELS, FEED_MSG } from '#shared/messages/calendar-feeds.js';
import type { CalendarFeedJson } from '#shared/schemas/calendar-feeds.js';
import type { Principal } from '../../auth/session-store.js';
import { generateToken, hashToken } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import { calendarFeeds, holidays } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { rowsOf } from '../../lib/sql.js';
import type { LeaveClock } from '../leave/index.js';
import { absencesVisibleTo, scopeOf } from '../team-calendar/index.js';
import { holidayUid, leaveUid, writeCalendar, type FeedEvent } from './feed-ics.js';

/** At most this many live feeds a person (each is a standing key to their calendar). */
export const MAX_FEEDS = 10;
/** A feed covers the last 90 days and the coming year. */
const PAST_DAYS = 90;
const FUTURE_DAYS = 365;

type FeedRow = typeof calendarFeeds.$inferSelect;
const toFeedJson = (row: FeedRow): CalendarFeedJson => ({
  _id: row.id,
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listFeeds(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .orderBy(desc(calendarFeeds.createdAt));
  return rows.map(toFeedJson);
}

/** A new feed and its address, shown this once (only the token's hash is kept). */
export async function createFeed(db: Db, principal: Principal, kind: CalendarFeedKind, publicUrl: string) {
  if (kind === 'team' && !scopeOf(principal, {})) throw badRequest(FEED_MSG.teamNone, { field: 'kind' });
  if (kind === 'mine' && !principal.employeeId) throw badRequest(FEED_MSG.noLeave, { field: 'kind' });
  const live = await listFeeds(db, principal.userId);
  if (live.length >= MAX_FEEDS) throw badRequest(FEED_MSG.tooMany(MAX_FEEDS), { field: 'kind' });
  const token = generateToken();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId: principal.userId, kind, tokenHash: hashToken(token) })
    .returning();
  return { ...toFeedJson(row!), url: `${publicUrl.replace(/\/$/, '')}/api/calendar-feeds/${token}/calendar.ics` };
}

export async function revokeFeed(db: Db, userId: string, id: string) {
  const revoked = await db
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  if (!revoked.length) throw notFound(FEED_MSG.notFound);
}

interface Owner {
  feed_id: string;
  kind: CalendarFeedKind;
  user_id: string;
  role: Principal['role'];
  name: string;
  email: string;
  employee_id: string | null;
  department_id: string | null;
}

/**
 * The live feed of a token and its owner as the app sees them now; null for a revoked one or an
 * owner who cannot sign in, 'unknown' for a token no feed ever had (a guess).
 */
async function ownerOf(
  db: Db,
  token: string,
): Promise<{ principal: Principal; kind: CalendarFeedKind } | null | 'unknown'> {
  const [row] = rowsOf<Owner & { live: boolean }>(
    await db.execute(sql`select f.id as feed_id, f.kind, u.id as user_id, u.role, u.name, u.email,
        e.id as employee_id, e.department_id,
        (f.revoked_at is null and u.is_active and (e.id is null or e.last_working_day is null)) as live
      from calendar_feeds f join users u on u.id = f.user_id
      left join employees e on e.user_id = u.id
      where f.token_hash = ${hashToken(token)}`),
  );
  if (!row) return 'unknown';
  if (!row.live) return null;
  await db.execute(sql`update calendar_feeds set last_used_at = now()
    where id = ${row.feed_id} and (last_used_at is null or last_used_at < now() - interval '5 minutes')`);
  const principal: Principal = {
    userId: row.user_id,
    role: row.role,
    name: row.name,
    email: row.email,
    sessionId: `feed:${row.feed_id}`,
    employeeId: row.employee_id,
    departmentId: row.department_id,
    sessionExpiresAt: new Date(),
  };
  return { principal, kind: row.kind };
}

const halves = (leave: { startHalf: boolean; endHalf: boolean }) =>
  leave.startHalf || leave.endHalf ? ' (half day)' : '';

/** The owner's own leave of the window: pending ones tentative; withdrawn, rejected and cancelled ones cancelled. */
async function myLeave(db: Db, employeeId: string, from: string, to: string): Promise<FeedEvent[]> {
  const rows = rowsOf<{
    id: string;
    leave_type: string;
    start_date: string;
    end_date: string;
    start_half: boolean;
    end_half: boolean;
    status: string;
    updated_at: string;
  }>(
    await db.execute(sql`select id, leave_type, start_date::text, end_date::text, start_half, end_half, status,
        extract(epoch from updated_at)::bigint::text as updated_at
      from leaves where employee_id = ${employeeId} and end_date >= ${from} and start_date <= ${to}
      order by start_date`),
  );
  return rows.map((row) => ({
    uid: leaveUid(row.id),
    startDate: row.start_date,
    endDate: row.end_date,
    summary: `${row.leave_type}${row.status === 'Pending' ? ' (pending)' : ''}${halves({ startHalf: row.start_half, endHalf: row.end_half })}`,
    status: row.status === 'Approved' ? 'CONFIRMED' : row.status === 'Pending' ? 'TENTATIVE' : 'CANCELLED',
    // Seconds since the last change: every change raises it.
    sequence: Math.max(0, Number(row.updated_at) - 1_700_000_000),
  }));
}

/** The team as the team calendar shows it to the owner: names, days, and the type only where they may see it. */
async function teamAbsences(db: Db, principal: Principal, from: string, to: string): Promise<FeedEvent[]> {
  const view = await absencesVisibleTo(db, principal, { from, to }, { onlyOut: true });
  return view.departments.flatMap((department) =>
    department.people.flatMap((person) =>
      person.absences.map((absence): FeedEvent => ({
        uid: leaveUid(absence._id),
        startDate: absence.startDate,
        endDate: absence.endDate,
        summary: `${person.emp_name}: ${absence.leaveType ?? 'Out'}${absence.status === 'Pending' ? ' (pending)' : ''}${halves(absence)}`,
        status: absence.status === 'Pending' ? 'TENTATIVE' : 'CONFIRMED',
      })),
    ),
  );
}

async function holidayEvents(db: Db, from: string, to: string): Promise<FeedEvent[]> {
  const rows = await db
    .select({ day: holidays.day, name: holidays.name })
    .from(holidays)
    .where(and(gte(holidays.day, from), lte(holidays.day, to)))
    .orderBy(holidays.day);
  return rows.map((row) => ({
    uid: holidayUid(row.day),
    startDate: row.day,
    endDate: row.day,
    summary: row.name,
    status: 'CONFIRMED',
  }));
}

/**
 * The feed of a token as iCalendar text; 404 for a revoked, unknown or guessed one, the same
 * answer for each. `onGuess` hears of a token no feed ever had (a revoked one a calendar app
 * keeps polling is not a guess).
 */
export async function feedCalendar(
  db: Db,
  token: string,
  clock: LeaveClock,
  onGuess: () => Promise<unknown>,
): Promise<string> {
  const owner = await ownerOf(db, token);
  if (owner === 'unknown') await onGuess();
  if (!owner || owner === 'unknown') throw notFound(FEED_MSG.notFound);
  const from = addDays(clock.today, -PAST_DAYS);
  const to = addDays(clock.today, FUTURE_DAYS);
  const { principal, kind } = owner;
  const events =
    kind === 'mine'
      ? principal.employeeId
        ? await myLeave(db, principal.employeeId, from, to)
        : []
      : kind === 'team'
        ? await teamAbsences(db, principal, from, to)
        : await holidayEvents(db, from, to);
  return writeCalendar(`EMS Panel: ${FEED_LABELS[kind]}`, events);
}
