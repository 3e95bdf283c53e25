import type { TaskJson } from '#shared/schemas/projects.js';
import { formatDay, todayDay } from '#web/lib/format.js';
import { OverdueBadge } from './status-badge.js';

/** A task's deadline, 'Overdue' when it has passed and the task is still open. */
export function TaskDeadline({ task }: { task: Pick<TaskJson, 'deadline' | 'status'> }) {
  if (!task.deadline) return <span className="text-slate-400 dark:text-slate-500">No deadline</span>;
  const overdue = task.status !== 'completed' && task.deadline < todayDay();
  return (
    <span className="flex flex-wrap items-center gap-2 whitespace-nowrap">
      <span className={overdue ? 'font-medium text-red-700 dark:text-red-400' : undefined}>
        {formatDay(task.deadline)}
      </span>
      {overdue ? <OverdueBadge /> : null}
    </span>
  );
}
