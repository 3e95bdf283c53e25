/**
 * Pro-rating a month's pay (issue 29): someone who joins or leaves within the month is paid for
 * the days they were employed, less unpaid leave and (by policy) absences, of the basis's days:
 * the month's calendar days, its working days, or a fixed 30. Money is whole cents throughout.
 */
import type { PayrollBasis } from '#shared/constants.js';
import { daysInclusive, lastDayOfMonth } from '#shared/dates.js';
import {
  isWorkingDay,
  leaveDaysWithin,
  workingDaysBetween,
  type UnpaidLeave,
  type WorkCalendar,
} from '../leave/index.js';

export interface PersonMonth {
  hireDate: string;
  lastWorkingDay: string | null;
  unpaidLeaves: readonly UnpaidLeave[];
  /** Days marked Absent in the month (empty when the policy does not deduct them). */
  absences: readonly string[];
}

export interface MonthDays {
  /** The first and last day of the month the person was employed. */
  paidFrom: string;
  paidTo: string;
  /** Days employed, counted by the basis. */
  paidDays: number;
  /** The basis's days in the month. */
  basisDays: number;
  /** Working days of approved unpaid leave while employed. */
  unpaidDays: number;
  /** Working days marked Absent while employed, outside unpaid leave. */
  absentDays: number;
}

/** The days of one person's month under a basis; `month` is YYYY-MM. */
export function monthDays(basis: PayrollBasis, month: string, calendar: WorkCalendar, person: PersonMonth): MonthDays {
  const first = `${month}-01`;
  const last = lastDayOfMonth(month);
  const paidFrom = person.hireDate > first ? person.hireDate : first;
  const paidTo = person.lastWorkingDay !== null && person.lastWorkingDay < last ? person.lastWorkingDay : last;
  const unpaidDays = leaveDaysWithin(person.unpaidLeaves, calendar, paidFrom, paidTo);
  const onLeave = (day: string) => person.unpaidLeaves.some((leave) => leave.start <= day && day <= leave.end);
  const absentDays = new Set(
    person.absences.filter((day) => day >= paidFrom && day <= paidTo && isWorkingDay(calendar, day) && !onLeave(day)),
  ).size;
  const whole = paidFrom === first && paidTo === last;
  const employed = daysInclusive(paidFrom, paidTo);
  const [paidDays, basisDays] =
    basis === 'calendar'
      ? [employed, daysInclusive(first, last)]
      : basis === 'working'
        ? [workingDaysBetween(calendar, paidFrom, paidTo), workingDaysBetween(calendar, first, last)]
        : [whole ? 30 : Math.min(employed, 30), 30];
  return { paidFrom, paidTo, paidDays, basisDays, unpaidDays, absentDays };
}

/** The share of the month paid, as a fraction of whole numbers (half days doubled). */
export function paidShare(days: Omit<MonthDays, 'paidFrom' | 'paidTo'>): { num: bigint; den: bigint } {
  if (days.basisDays <= 0) return { num: 1n, den: 1n };
  const taken = Math.min(days.unpaidDays + days.absentDays, days.paidDays);
  const num = Math.min(days.paidDays - taken, days.basisDays);
  return { num: BigInt(Math.round(num * 2)), den: BigInt(Math.round(days.basisDays * 2)) };
}

/** cents × num ÷ den, rounded half up to the cent, in integers. */
export function prorateCents(cents: number, share: { num: bigint; den: bigint }): number {
  const { num, den } = share;
  return Number((2n * BigInt(cents) * num + den) / (2n * den));
}
