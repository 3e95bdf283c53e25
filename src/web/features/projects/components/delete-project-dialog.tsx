import { toast } from '#web/lib/toast.js';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import type { ProjectJson } from '#shared/schemas/projects.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { isApiError } from '#web/lib/api-client.js';
import { useDeleteProject } from '../api/projects.js';

/** Asks before deleting a project, warning that its tasks go with it. */
export function DeleteProjectDialog({
  project,
  onClose,
  onDeleted,
}: {
  project: ProjectJson | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteProject();

  const confirm = async () => {
    if (!project) return;
    try {
      await remove.mutateAsync(project._id);
      toast.success(PROJECT_MSG.deleted);
      onDeleted();
    } catch (error) {
      toast.error(PROJECT_MSG.deleteFailed, isApiError(error) ? { description: error.message } : {});
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      description={
        project ? `“${project.title}” and all of its tasks will be deleted. You won't be able to revert this!` : ''
      }
      busy={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
