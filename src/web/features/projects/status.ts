import { PROJECT_STATUSES, TASK_STATUSES } from '../../../shared/constants.js';

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** Projects and tasks share the same three states. */
export type WorkStatus = ProjectStatus | TaskStatus;

export const WORK_STATUSES: readonly WorkStatus[] = PROJECT_STATUSES;

/** The admin list's display form of the stored values (spec §4). */
export const STATUS_LABELS: Record<WorkStatus, string> = {
  pending: 'Pending',
  'in progress': 'In Progress',
  completed: 'Completed',
};

/** Green for Completed, yellow for In Progress, grey otherwise (spec §2). */
export const STATUS_TONES: Record<WorkStatus, string> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
  'in progress':
    'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-900',
  completed:
    'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-900',
};

export function isWorkStatus(value: string): value is WorkStatus {
  return (TASK_STATUSES as readonly string[]).includes(value);
}
