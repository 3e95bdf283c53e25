import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import type { HolidayJson } from '#shared/schemas/calendar.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { errorText } from '#web/lib/api-client.js';
import { formatDay } from '#web/lib/format.js';
import { toast } from '#web/lib/toast.js';
import { useDeleteHoliday } from '../api/holidays.js';

/** Deletes a holiday after a confirmation (audited): the day becomes a working day again if the week says so. */
export function DeleteHolidayDialog({ holiday, onClose }: { holiday: HolidayJson | null; onClose: () => void }) {
  const remove = useDeleteHoliday();
  const confirm = () => {
    if (!holiday) return;
    remove.mutate(holiday._id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (failure) =>
        toast.error(CALENDAR_MSG.deleteFailed, { description: errorText(failure, CALENDAR_MSG.deleteFailed) }),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={holiday !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      description={holiday ? CALENDAR_MSG.deleteConfirm(holiday.name, formatDay(holiday.day)) : ''}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
