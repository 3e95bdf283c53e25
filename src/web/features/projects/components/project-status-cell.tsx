import { toast } from '#web/lib/toast.js';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import type { ProjectJson } from '#shared/schemas/projects.js';
import { isApiError } from '#web/lib/api-client.js';
import { useUpdateProject } from '../api/project.js';
import { StatusSelect } from './status-select.js';

/** The manager's inline status select: saves on change ('Your status has been changed'). */
export function ProjectStatusCell({ project }: { project: ProjectJson }) {
  const update = useUpdateProject();
  const shown = update.isPending ? (update.variables.changes.status ?? project.status) : project.status;
  return (
    <StatusSelect
      value={shown}
      label={`Status of ${project.title}`}
      busy={update.isPending}
      onChange={(status) =>
        update.mutate(
          { id: project._id, changes: { status } },
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
