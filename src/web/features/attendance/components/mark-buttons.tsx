import { Check } from 'lucide-react';
import { ATTENDANCE_STATUSES } from '#shared/constants.js';
import { cn } from '#web/components/ui/cn.js';
import { badgeTones } from '#web/components/ui/status-badge.js';
import { Spinner } from '#web/components/ui/spinner.js';
import type { AttendanceStatus } from '../api/attendance-day.js';
import { ATTENDANCE_TONES } from '../model/attendance-status.js';

const base =
  'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

/**
 * The status cell of 'Manage attendances': a button per status while the day is unmarked,
 * then one disabled button showing the mark (no further change is offered).
 */
export function MarkButtons({
  name,
  status,
  pending,
  onMark,
}: {
  name: string;
  status: AttendanceStatus | null;
  /** The status being saved for this row, if any. */
  pending: AttendanceStatus | null;
  onMark: (status: AttendanceStatus) => void;
}) {
  if (status) {
    return (
      <button type="button" disabled className={cn(base, badgeTones[ATTENDANCE_TONES[status]], 'cursor-not-allowed')}>
        <Check className="size-3.5" aria-hidden />
        {status}
      </button>
    );
  }
  return (
    <div role="group" aria-label={`Mark ${name}`} className="flex flex-nowrap gap-1.5">
      {ATTENDANCE_STATUSES.map((choice) => (
        <button
          key={choice}
          type="button"
          disabled={pending !== null}
          onClick={() => onMark(choice)}
          className={cn(
            base,
            'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800',
            pending === choice && badgeTones[ATTENDANCE_TONES[choice]],
          )}
        >
          {pending === choice ? <Spinner className="size-3" /> : <Dot status={choice} />}
          {choice}
        </button>
      ))}
    </div>
  );
}

const dotColours: Record<AttendanceStatus, string> = {
  Present: 'bg-emerald-500',
  Absent: 'bg-red-500',
  Sick: 'bg-amber-500',
  Leave: 'bg-sky-500',
};

function Dot({ status }: { status: AttendanceStatus }) {
  return <span className={cn('size-2 rounded-full', dotColours[status])} aria-hidden />;
}
