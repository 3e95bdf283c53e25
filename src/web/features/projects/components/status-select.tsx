import { ChevronDown } from 'lucide-react';
import { cn } from '#web/components/ui/cn.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { badgeTones } from '#web/components/ui/status-badge.js';
import { isWorkStatus, STATUS_TONES, WORK_STATUSES, type WorkStatus } from '../status.js';

/**
 * An inline select that saves as soon as a new status is picked, tinted like the status badge.
 * The options read as the spec's manager select does: 'pending', 'in progress', 'completed'.
 */
export function StatusSelect<S extends WorkStatus>({
  value,
  onChange,
  label,
  busy = false,
}: {
  value: S;
  onChange: (status: S) => void;
  /** Accessible name, e.g. 'Status of Customer Portal Revamp'. */
  label: string;
  busy?: boolean;
}) {
  return (
    <div className="relative inline-flex items-center gap-2">
      <div className="relative">
        <select
          aria-label={label}
          value={value}
          // Not disabled while saving: that would throw the keyboard focus off the select.
          aria-busy={busy || undefined}
          onChange={(event) => {
            const next = event.target.value;
            if (isWorkStatus(next) && next !== value) onChange(next as S);
          }}
          className={cn(
            'h-8 cursor-pointer appearance-none rounded-full py-0 pr-8 pl-3 text-xs font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
            badgeTones[STATUS_TONES[value]],
          )}
        >
          {WORK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-2.5 size-3.5 -translate-y-1/2 opacity-70"
          aria-hidden
        />
      </div>
      {/* Always laid out, shown while saving, so the row does not shift. */}
      <Spinner className={cn('size-3.5 text-slate-400', !busy && 'invisible')} />
    </div>
  );
}
