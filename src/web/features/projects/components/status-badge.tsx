import { AlertTriangle } from 'lucide-react';
import { StatusBadge } from '#web/components/ui/status-badge.js';
import { STATUS_LABELS, STATUS_TONES, type WorkStatus } from '../status.js';

/** 'Pending' (grey), 'In Progress' (yellow) or 'Completed' (green). */
export function WorkStatusBadge({ status }: { status: WorkStatus }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</StatusBadge>;
}

/** Marks a task whose deadline has passed while it is still open. */
export function OverdueBadge() {
  return (
    <StatusBadge tone="red" className="gap-1">
      <AlertTriangle className="size-3" aria-hidden />
      Overdue
    </StatusBadge>
  );
}
