import { addDays, weekdayOf } from '#shared/dates.js';
import { formatDay } from '#web/lib/format.js';

export type CalendarView = 'month' | 'week';

export interface Period {
  from: string;
  to: string;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};
const previousMonth = (day: string) => monthStart(addDays(monthStart(day), -1));

/** The days a view shows around `anchor`: its calendar month, or its week from Monday. */
export function periodOf(view: CalendarView, anchor: string): Period {
  if (view === 'month') return { from: monthStart(anchor), to: addDays(nextMonth(anchor), -1) };
  const from = addDays(anchor, -((weekdayOf(anchor) + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** The anchor of the next (`step` 1) or previous (-1) period. */
export function shiftPeriod(view: CalendarView, anchor: string, step: 1 | -1): string {
  if (view === 'week') return addDays(periodOf('week', anchor).from, 7 * step);
  return step === 1 ? nextMonth(anchor) : previousMonth(anchor);
}

const monthTitle = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'March 2027', or 'Mar 1, 2027 – Mar 7, 2027'. */
export function periodTitle(view: CalendarView, period: Period): string {
  if (view === 'month') return monthTitle.format(new Date(`${period.from}T00:00:00Z`));
  return `${formatDay(period.from)} – ${formatDay(period.to)}`;
}

/** A YYYY-MM-DD day from the address bar, or null. */
export function dayParam(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}
