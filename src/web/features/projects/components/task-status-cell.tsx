import { toast } from '#web/lib/toast.js';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import type { TaskJson } from '#shared/schemas/projects.js';
import { isApiError } from '#web/lib/api-client.js';
import { useSetTaskStatus } from '../api/my-tasks.js';
import { StatusSelect } from './status-select.js';

/** The employee moves their own task between pending, in progress and completed. */
export function TaskStatusCell({ task }: { task: TaskJson }) {
  const update = useSetTaskStatus();
  const shown = update.isPending ? update.variables.status : task.status;
  return (
    <StatusSelect
      value={shown}
      label={`Status of ${task.taskTitle}`}
      busy={update.isPending}
      onChange={(status) =>
        update.mutate(
          { id: task._id, status },
          {
            onSuccess: () => toast.success(PROJECT_MSG.statusChanged),
            onError: (error) =>
              toast.error(PROJECT_MSG.statusFailed, isApiError(error) ? { description: error.message } : {}),
          },
        )
      }
    />
  );
}
