import { useState, type FormEvent } from 'react';
import { ATTENDANCE_STATUSES } from '#shared/constants.js';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import type { AttendanceRow } from '#shared/schemas/attendance.js';
import { Button } from '#web/components/ui/button.js';
import { ReasonField } from '#web/components/reason-field.js';
import { SelectField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { formatDay } from '#web/lib/format.js';
import { toast } from '#web/lib/toast.js';
import { useReason } from '#web/lib/use-reason.js';
import { useCorrectMark, type AttendanceStatus } from '../api/attendance-day.js';

const OPTIONS = ATTENDANCE_STATUSES.map((status) => ({ value: status, label: status }));

/** 'Correct mark': a person's mark on the day shown, set or changed, with a reason (audited). */
export function CorrectMarkModal({ row, onClose }: { row: AttendanceRow | null; onClose: () => void }) {
  return (
    <Modal
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Correct mark"
      description={row ? `${row.employeeId.emp_name} · ${formatDay(row.date, 'long')}` : null}
      size="sm"
    >
      {row ? <CorrectMarkForm key={`${row.employeeId._id}|${row.date}`} row={row} onClose={onClose} /> : null}
    </Modal>
  );
}

function CorrectMarkForm({ row, onClose }: { row: AttendanceRow; onClose: () => void }) {
  const correct = useCorrectMark();
  const [status, setStatus] = useState<AttendanceStatus>(row.status ?? 'Present');
  const reason = useReason();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.check()) return;
    try {
      const result = await correct.mutateAsync({
        employeeId: row.employeeId._id,
        date: row.date,
        status,
        reason: reason.value,
      });
      toast.success(result.message);
      onClose();
    } catch (failure) {
      if (isApiError(failure, 400)) return reason.setError(failure.message);
      toast.error(ATTENDANCE_MSG.correctFailed, { description: errorText(failure, ATTENDANCE_MSG.correctFailed) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">Now: {row.status ?? 'Not marked'}</p>
      <SelectField
        label="Status"
        options={OPTIONS}
        value={status}
        onChange={(event) => setStatus(event.target.value as AttendanceStatus)}
      />
      <ReasonField reason={reason} hint="Kept in the audit trail with the mark before and after." />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={correct.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={correct.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
