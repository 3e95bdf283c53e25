import { PROJECT_STATUSES, TASK_STATUSES } from '#shared/constants.js';
import type { BadgeTone } from '../../components/ui/status-badge.js';

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** Projects and tasks share the same three states. */
export type WorkStatus = ProjectStatus | TaskStatus;

export const WORK_STATUSES: readonly WorkStatus[] = PROJECT_STATUSES;

/** The admin list's display form of the stored values. */
export const STATUS_LABELS: Record<WorkStatus, string> = {
  pending: 'Pending',
  'in progress': 'In Progress',
  completed: 'Completed',
};

/** Green for Completed, yellow for In Progress, grey otherwise. */
export const STATUS_TONES: Record<WorkStatus, BadgeTone> = {
  pending: 'slate',
  'in progress': 'amber',
  completed: 'green',
};

export function isWorkStatus(value: string): value is WorkStatus {
  return (TASK_STATUSES as readonly string[]).includes(value);
}
