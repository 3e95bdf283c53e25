import { toast } from '#web/lib/toast.js';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { isApiError, NETWORK_ERROR } from '#web/lib/api-client.js';
import { useDeleteEmployee } from '../api/delete-employee.js';

export interface DeleteTarget {
  id: string;
  name: string;
}

/**
 * 'Are you sure?' / 'You won't be able to revert this!' → 'Yes, delete it!' for an employee or a
 * manager. The server's message is shown when it gave one ('Error!'), else 'Failed!'.
 */
export function DeletePersonDialog({
  target,
  onClose,
  successMessage,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
  successMessage: string;
}) {
  const remove = useDeleteEmployee();
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(successMessage);
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.status !== NETWORK_ERROR) {
          toast.error(EMPLOYEE_MSG.errorTitle, { description: error.message });
        } else {
          toast.error(EMPLOYEE_MSG.deleteFailedTitle, { description: EMPLOYEE_MSG.deleteFailed });
        }
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      description={EMPLOYEE_MSG.deleteConfirm}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
