import { useState } from 'react';
import { dayCount } from '#shared/messages/leave.js';
import type { BalanceReportRow } from '#shared/schemas/leave-balance.js';
import { ReasonField } from '#web/components/reason-field.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { TextField } from '#web/components/ui/field.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useReason } from '#web/lib/use-reason.js';
import { useAdjustBalance } from '../api/balances.js';

const DAYS_MSG = 'Enter the days to add (or, with a minus sign, take away), in half days: not 0.';

/** Adds or takes away days of one balance, with a reason kept in the audit trail. */
export function AdjustBalanceDialog({ target, onClose }: { target: BalanceReportRow | null; onClose: () => void }) {
  return target ? (
    <AdjustForm key={`${target.employee._id}-${target.leaveTypeId}`} row={target} onClose={onClose} />
  ) : null;
}

function AdjustForm({ row, onClose }: { row: BalanceReportRow; onClose: () => void }) {
  const adjust = useAdjustBalance();
  const reason = useReason();
  const [days, setDays] = useState('');
  const [daysError, setDaysError] = useState<string | undefined>();
  const amount = Number(days);
  const valid = days.trim() !== '' && amount !== 0 && Number.isInteger(amount * 2) && Math.abs(amount) <= 366;

  const run = async () => {
    if (!valid) setDaysError(DAYS_MSG);
    if (!reason.check() || !valid) return;
    try {
      const answer = await adjust.mutateAsync({
        employeeId: row.employee._id,
        leaveTypeId: row.leaveTypeId,
        year: row.year,
        days: amount,
        reason: reason.value.trim(),
      });
      toast.success(answer.message);
      onClose();
    } catch (failure) {
      if (isApiError(failure, 400)) return setDaysError(failure.message);
      toast.error('The balance was not adjusted', { description: errorText(failure, 'Please try again.') });
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Adjust a leave balance"
      description={`${row.employee.emp_name}, ${row.leaveType} ${row.year}: ${dayCount(row.available)} available now.`}
      confirmLabel="Adjust"
      tone="primary"
      busy={adjust.isPending}
      onConfirm={() => void run()}
    >
      <TextField
        label="Days"
        inputMode="decimal"
        placeholder="e.g. 2 or -1.5"
        hint={valid ? `${dayCount(row.available + amount)} available after this adjustment.` : 'Half days allowed.'}
        error={daysError}
        value={days}
        onChange={(event) => {
          setDays(event.target.value);
          setDaysError(undefined);
        }}
      />
      <ReasonField reason={reason} hint="Kept in the audit trail." />
    </ConfirmDialog>
  );
}
