import type { LEAVE_STATUSES } from '#shared/constants.js';
import { StatusBadge, type BadgeTone } from '#web/components/ui/status-badge.js';

type LeaveStatus = (typeof LEAVE_STATUSES)[number];

const tones: Record<LeaveStatus, BadgeTone> = {
  Pending: 'amber',
  Approved: 'green',
  Rejected: 'red',
  Withdrawn: 'slate',
  Cancelled: 'slate',
};

export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  return <StatusBadge tone={tones[status]}>{status}</StatusBadge>;
}
