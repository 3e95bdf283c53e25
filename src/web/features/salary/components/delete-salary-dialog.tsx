import { SALARY_MSG } from '#shared/messages/salary.js';
import type { SalaryJson } from '#shared/schemas/salary.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { ReasonField } from '#web/components/reason-field.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { formatDay, formatMoney } from '#web/lib/format.js';
import { toast } from '#web/lib/toast.js';
import { useReason } from '#web/lib/use-reason.js';
import { useDeleteSalary } from '../api/correct-salary.js';

/** Deletes a salary record made by mistake, after a confirmation that asks why (audited). */
export function DeleteSalaryDialog({ salary, onClose }: { salary: SalaryJson | null; onClose: () => void }) {
  const remove = useDeleteSalary();
  const reason = useReason();
  const close = () => {
    reason.reset();
    onClose();
  };

  const confirm = () => {
    if (!salary) return;
    if (!reason.check()) return;
    remove.mutate(
      { id: salary._id, reason: reason.value },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          close();
        },
        onError: (failure) => {
          if (isApiError(failure, 400)) return reason.setError(failure.message);
          toast.error(SALARY_MSG.deleteFailed, { description: errorText(failure, SALARY_MSG.deleteFailed) });
          close();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={salary !== null}
      onOpenChange={(open) => (!open ? close() : undefined)}
      title="Delete this salary record?"
      description={
        salary
          ? `${salary.emp_name}'s ${salary.type} payment of ${formatMoney(salary.netSalary)} for ${formatDay(salary.payDate, 'monthYear')} will be removed from the lists and totals. Its figures stay in the audit trail.`
          : ''
      }
      busy={remove.isPending}
      onConfirm={confirm}
    >
      <ReasonField reason={reason} placeholder="For example: entered twice" />
    </ConfirmDialog>
  );
}
