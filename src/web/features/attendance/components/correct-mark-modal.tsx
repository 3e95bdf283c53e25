import { useState, type FormEvent } from 'react';
import { ATTENDANCE_STATUSES } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import { ATTENDANCE_MSG } from '#shared/messages/attendance.js';
import type { AttendanceRow } from '#shared/schemas/attendance.js';
import { Button } from '#web/components/ui/button.js';
import { SelectField, TextareaField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { formatDay } from '#web/lib/format.js';
import { toast } from '#web/lib/toast.js';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(MSG.reasonRequired);
    try {
      const result = await correct.mutateAsync({ employeeId: row.employeeId._id, date: row.date, status, reason });
      toast.success(result.message);
      onClose();
    } catch (failure) {
      if (isApiError(failure, 400)) return setError(failure.message);
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
      <TextareaField
        label="Reason"
        rows={2}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
        hint="Kept in the audit trail with the mark before and after."
        error={error}
      />
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
