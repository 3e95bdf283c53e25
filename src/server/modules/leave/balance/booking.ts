/**
 * What a leave's status changes do to the balances, in the transaction of the change: a request
 * books its working days as pending, an approval moves them to taken, and every way back
 * (reject, withdraw, revoke, cancel, edit) reverses what is outstanding. The requester's row is
 * locked first, so concurrent requests of one person are judged one after the other.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { countLeaveDays, workingDaysByYear, type LeaveSpan } from '#shared/leave-days.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { Db, Tx } from '#server/db/client.js';
import { employees, leaveLedger, leaves, leaveTypes } from '#server/db/schema/index.js';
import { badRequest } from '#server/lib/errors.js';
import { loadWorkCalendar } from '../../calendar/index.js';
import type { LeaveTypeRow } from '../types/types.queries.js';
import { availableDays } from './balances.queries.js';
import { leaveYearDone, runLeaveYear, type LeaveYearScope } from './leave-year.js';

/** The organisation's zone and today there: which leave year is open, and the work week's default. */
export interface LeaveClock {
  timeZone: string;
  today: string;
}

/** A leave's type and days, as a request states them. */
export interface LeaveDays {
  leaveType: string;
  startDate: string;
  endDate: string;
  startHalf: boolean;
  endHalf: boolean;
}

export interface BookedLeave extends LeaveDays {
  id: string;
  employeeId: string;
}

/**
 * The person's row, locked for their request (NO KEY UPDATE: it does not hold up the foreign keys
 * that only share the row's key, as a year's balances being opened for everyone do).
 */
export async function lockPerson(tx: Db | Tx, employeeId: string) {
  await tx.execute(sql`select 1 from ${employees} where ${employees.id} = ${employeeId} for no key update`);
}

/**
 * The ledger of a leave year brought up to date for one person before they book in it (or for
 * everyone, without `employeeId`, before opening balances are loaded): this
 * year's as of today; a coming year's grants and first accrual (it is closed and carried into
 * only when it begins); a past year's as of its last day.
 */
export async function openYear(tx: Db | Tx, clock: LeaveClock, employeeId: string | undefined, year: number) {
  const current = Number(clock.today.slice(0, 4));
  const scope: LeaveYearScope =
    year === current
      ? { asOf: clock.today, employeeId }
      : { asOf: year > current ? `${year}-01-01` : `${year}-12-31`, employeeId, closePreviousYear: false };
  // Usually done already (the hourly job, or the person's earlier booking this month).
  if (employeeId && (await leaveYearDone(tx, employeeId, scope))) return;
  await runLeaveYear(tx, scope);
}

/**
 * Working days of a leave on the organisation's calendar, per leave year; refuses what its type
 * does not allow. `known`: the leave type's row, when the caller has just read it.
 */
export async function countBooking(tx: Db | Tx, clock: LeaveClock, leave: LeaveDays, known?: LeaveTypeRow) {
  const [type] =
    known?.name === leave.leaveType
      ? [known]
      : await tx.select().from(leaveTypes).where(eq(leaveTypes.name, leave.leaveType)).limit(1);
  if (!type) throw badRequest(LEAVE_MSG.typeUnknown, { field: 'leaveType' });
  if (!type.allowHalfDays && (leave.startHalf || leave.endHalf)) {
    throw badRequest(LEAVE_MSG.noHalfDays(type.name), { field: 'leaveType' });
  }
  if (leave.startDate === leave.endDate && leave.startHalf && leave.endHalf) {
    throw badRequest(LEAVE_MSG.halfBothOnOneDay, { field: 'endDate' });
  }
  const calendar = await loadWorkCalendar(tx, clock.timeZone, leave.startDate, leave.endDate);
  const span: LeaveSpan = {
    start: leave.startDate,
    end: leave.endDate,
    startHalf: leave.startHalf,
    endHalf: leave.endHalf,
  };
  return { type, count: countLeaveDays(span, calendar), byYear: workingDaysByYear(span, calendar) };
}

/**
 * Books a leave: its working days leave each year's balance, as pending or as taken. With
 * `check`, a booking beyond what is available is refused unless the type allows a negative
 * balance, and a leave of weekends and holidays only is refused.
 */
export async function bookLeave(tx: Db | Tx, clock: LeaveClock, leave: BookedLeave, options: BookingOptions) {
  if (!options.personLocked) await lockPerson(tx, leave.employeeId);
  const { type, count, byYear } = options.counted ?? (await countBooking(tx, clock, leave));
  if (options.check && count.workingDays <= 0) throw badRequest(LEAVE_MSG.noWorkingDays, { field: 'endDate' });
  for (const [year, days] of byYear) {
    if (days <= 0) continue;
    await openYear(tx, clock, leave.employeeId, year);
    if (options.check && !type.allowNegative) {
      const available = await availableDays(tx, leave.employeeId, type.id, year);
      if (available < days)
        throw badRequest(LEAVE_MSG.overBalance(type.name, year, available, days), { field: 'leaveType' });
    }
    await tx.insert(leaveLedger).values({
      employeeId: leave.employeeId,
      leaveTypeId: type.id,
      year,
      kind: 'booking',
      days: String(-days),
      pending: options.pending,
      leaveId: leave.id,
      effectiveDate: leave.startDate > `${year}-01-01` ? leave.startDate : `${year}-01-01`,
      createdBy: options.by,
    });
  }
  // A count made before the leave was written was written with it.
  if (!options.counted) {
    await tx
      .update(leaves)
      .set({ workingDays: String(count.workingDays) })
      .where(eq(leaves.id, leave.id));
  }
  return count;
}

export interface BookingOptions {
  pending: boolean;
  check: boolean;
  by: string | null;
  /** The caller holds the person's lock already (this transaction took it). */
  personLocked?: boolean;
  /** `countBooking`'s answer for this leave, made in this transaction and stored as its working days. */
  counted?: Awaited<ReturnType<typeof countBooking>>;
}

/** Reverses what a leave still holds, pending or taken (nothing, for a leave booked before balances). */
export async function releaseLeave(
  tx: Db | Tx,
  leave: { id: string; employeeId: string },
  options: { pending: boolean; by: string | null; reason?: string | null; personLocked?: boolean },
) {
  if (!options.personLocked) await lockPerson(tx, leave.employeeId);
  const outstanding = await tx
    .select({
      leaveTypeId: leaveLedger.leaveTypeId,
      year: leaveLedger.year,
      days: sql<string>`sum(${leaveLedger.days})`,
      effectiveDate: sql<string>`min(${leaveLedger.effectiveDate})`,
    })
    .from(leaveLedger)
    .where(
      and(
        eq(leaveLedger.leaveId, leave.id),
        eq(leaveLedger.pending, options.pending),
        inArray(leaveLedger.kind, ['booking', 'reversal']),
      ),
    )
    .groupBy(leaveLedger.leaveTypeId, leaveLedger.year)
    .having(sql`sum(${leaveLedger.days}) <> 0`);
  if (!outstanding.length) return;
  await tx.insert(leaveLedger).values(
    outstanding.map((row) => ({
      employeeId: leave.employeeId,
      leaveTypeId: row.leaveTypeId,
      year: row.year,
      kind: 'reversal' as const,
      days: String(-Number(row.days)),
      pending: options.pending,
      leaveId: leave.id,
      effectiveDate: row.effectiveDate,
      reason: options.reason ?? null,
      createdBy: options.by,
    })),
  );
}
