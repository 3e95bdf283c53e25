/**
 * What payroll asks of leave: the organisation's working days of a month and the approved leave
 * of unpaid types in it, counted as the leave engine counts a booking (weekends and holidays are
 * not leave days; half days count half).
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { countLeaveDays, dayKind, type LeaveSpan, type WorkCalendar } from '#shared/leave-days.js';
import type { Db, Tx } from '#server/db/client.js';
import { leaves, leaveTypes } from '#server/db/schema/index.js';
import { loadWorkCalendar } from '../../calendar/index.js';

export type { WorkCalendar };

/** The work week and the public holidays between two days: the calendar leave days are counted on. */
export function workCalendarOf(db: Db | Tx, timeZone: string, from: string, to: string): Promise<WorkCalendar> {
  return loadWorkCalendar(db, timeZone, from, to);
}

/** Working days from one day to another (both included), as a leave over them would take. */
export function workingDaysBetween(calendar: WorkCalendar, from: string, to: string): number {
  return from > to ? 0 : countLeaveDays({ start: from, end: to }, calendar).workingDays;
}

/** Whether a day is a working day of the organisation (not a weekend day or a public holiday). */
export function isWorkingDay(calendar: WorkCalendar, day: string): boolean {
  return dayKind(day, calendar) === 'working';
}

export interface UnpaidLeave extends LeaveSpan {
  employeeId: string;
}

/** Approved leaves of unpaid types that touch the days from `from` to `to`, by person. */
export async function unpaidLeavesIn(db: Db | Tx, from: string, to: string): Promise<Map<string, UnpaidLeave[]>> {
  const rows = await db
    .select({
      employeeId: leaves.employeeId,
      start: leaves.startDate,
      end: leaves.endDate,
      startHalf: leaves.startHalf,
      endHalf: leaves.endHalf,
    })
    .from(leaves)
    .innerJoin(leaveTypes, eq(leaveTypes.name, leaves.leaveType))
    .where(
      and(
        eq(leaves.status, 'Approved'),
        eq(leaveTypes.paid, false),
        lte(leaves.startDate, to),
        gte(leaves.endDate, from),
      ),
    );
  const byPerson = new Map<string, UnpaidLeave[]>();
  for (const row of rows) byPerson.set(row.employeeId, [...(byPerson.get(row.employeeId) ?? []), row]);
  return byPerson;
}

/**
 * The working days of some leaves that fall from `from` to `to`: a leave cut at either end loses
 * the half day of that end (the cut day is whole inside the span).
 */
export function leaveDaysWithin(spans: readonly LeaveSpan[], calendar: WorkCalendar, from: string, to: string): number {
  let days = 0;
  for (const span of spans) {
    const start = span.start > from ? span.start : from;
    const end = span.end < to ? span.end : to;
    if (start > end) continue;
    const part: LeaveSpan = {
      start,
      end,
      startHalf: start === span.start && span.startHalf,
      endHalf: end === span.end && span.endHalf,
    };
    days += countLeaveDays(part, calendar).workingDays;
  }
  return days;
}
