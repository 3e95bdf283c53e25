import type { AbsenceJson, AbsenceKind } from '#shared/schemas/team-calendar.js';
import { cn } from '#web/components/ui/cn.js';

/**
 * How each kind of absence looks: told apart by a letter and a pattern, not by colour alone —
 * approved leave is a solid block marked 'A', a pending request a striped, dashed block marked
 * 'P', an employee's view a solid block marked 'Out'.
 */
export const KIND_MARKS: Record<AbsenceKind, { short: string; label: string; className: string }> = {
  Approved: {
    short: 'A',
    label: 'Approved',
    className: 'bg-indigo-700 text-white dark:bg-indigo-400 dark:text-slate-950',
  },
  Pending: {
    short: 'P',
    label: 'Pending',
    className:
      'border border-dashed border-amber-700 text-amber-950 bg-[repeating-linear-gradient(135deg,var(--color-amber-100)_0_4px,var(--color-amber-300)_4px_8px)] dark:border-amber-300',
  },
  Out: { short: 'Out', label: 'Out', className: 'bg-slate-700 text-white dark:bg-slate-300 dark:text-slate-950' },
};

/** Shading of a day that is not worked: weekends grey, public holidays rose and hatched. */
export const WEEKEND_SHADE = 'bg-slate-100 dark:bg-slate-800/70';
export const HOLIDAY_SHADE =
  'bg-[repeating-linear-gradient(45deg,var(--color-rose-50)_0_6px,var(--color-rose-100)_6px_12px)] dark:bg-none dark:bg-rose-950/50';

/** 'Approved: Casual Leave, afternoon only' — what a screen reader hears for one day of an absence. */
export function describeAbsence(absence: AbsenceJson, day: string): string {
  const half =
    absence.startHalf && day === absence.startDate
      ? ', afternoon only'
      : absence.endHalf && day === absence.endDate
        ? ', morning only'
        : '';
  const kind = KIND_MARKS[absence.status].label;
  return `${kind}${absence.leaveType ? `: ${absence.leaveType}` : ''}${half}`;
}

/** The block drawn in a day's cell; '½' marks a half day. */
export function AbsenceMark({
  absence,
  day,
  wide,
  className,
}: {
  absence: AbsenceJson;
  day: string;
  wide: boolean;
  className?: string;
}) {
  const mark = KIND_MARKS[absence.status];
  const half = (absence.startHalf && day === absence.startDate) || (absence.endHalf && day === absence.endDate);
  // Wide (week) cells spell the type out beside the letter; an employee's view has only 'Out'.
  const text = wide && absence.leaveType ? `${mark.short} · ${absence.leaveType}` : mark.short;
  return (
    <span
      aria-hidden
      className={cn(
        'flex h-7 w-full items-center justify-center overflow-hidden rounded px-1 text-[11px] leading-none font-semibold whitespace-nowrap',
        mark.className,
        className,
      )}
    >
      {text}
      {half ? '½' : ''}
    </span>
  );
}

/** The key to the marks and the shading, shown above the calendar. */
export function CalendarLegend({ detail }: { detail: boolean }) {
  const kinds: AbsenceKind[] = detail ? ['Approved', 'Pending'] : ['Out'];
  const swatch = 'inline-flex h-5 min-w-7 items-center justify-center rounded px-1 text-[11px] font-semibold';
  return (
    <ul
      aria-label="Legend"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700 dark:text-slate-300"
    >
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <span aria-hidden className={cn(swatch, KIND_MARKS[kind].className)}>
            {KIND_MARKS[kind].short}
          </span>
          {KIND_MARKS[kind].label}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span aria-hidden className={cn(swatch, 'border border-slate-300 dark:border-slate-600')}>
          ½
        </span>
        Half day
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden className={cn(swatch, WEEKEND_SHADE)} />
        Weekend
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden className={cn(swatch, HOLIDAY_SHADE)} />
        Public holiday
      </li>
    </ul>
  );
}
