import { AlertTriangle } from 'lucide-react';
import { cn } from '../../../components/ui/cn.js';
import { STATUS_LABELS, STATUS_TONES, type WorkStatus } from '../status.js';

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

/** 'Pending' (grey), 'In Progress' (yellow) or 'Completed' (green). */
export function StatusBadge({ status }: { status: WorkStatus }) {
  return <span className={cn(badge, STATUS_TONES[status])}>{STATUS_LABELS[status]}</span>;
}

/** Marks a task whose deadline has passed while it is still open. */
export function OverdueBadge() {
  return (
    <span
      className={cn(
        badge,
        'bg-red-50 text-red-700 ring-red-200 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-900',
      )}
    >
      <AlertTriangle className="size-3" aria-hidden />
      Overdue
    </span>
  );
}
