import { useState } from 'react';
import { SALARY_MSG } from '#shared/messages/salary.js';
import { toCents } from '#shared/money.js';
import type { PayrollRowJson } from '#shared/schemas/payroll.js';
import { Button } from '#web/components/ui/button.js';
import { Checkbox, TextField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { formatMoney } from '#web/lib/format.js';
import { toast } from '#web/lib/toast.js';
import { useSavePayrollRow } from '../api/payroll.js';

/** Editing one person's row of a draft: allowance, deductions, and whether they are paid in it. */
export function PayrollRowDialog({
  runId,
  row,
  onClose,
}: {
  runId: string;
  row: PayrollRowJson | null;
  onClose: () => void;
}) {
  return row ? <RowForm key={row.employee._id} runId={runId} row={row} onClose={onClose} /> : null;
}

const amountText = (value: number) => (value ? String(value) : '');

function RowForm({ runId, row, onClose }: { runId: string; row: PayrollRowJson; onClose: () => void }) {
  const save = useSavePayrollRow(runId);
  const [allowance, setAllowance] = useState(amountText(row.allowance));
  const [deductions, setDeductions] = useState(amountText(row.deductions));
  const [included, setIncluded] = useState(row.skip === null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const allowanceCents = toCents(allowance);
  const deductionCents = toCents(deductions);
  const net =
    allowanceCents === null || deductionCents === null
      ? null
      : (Math.round(row.basicSalary * 100) + allowanceCents - deductionCents) / 100;
  const paidAlready = row.skip === 'paid';

  const submit = async () => {
    if (allowanceCents === null) return setErrors({ allowance: SALARY_MSG.amountInvalid });
    if (deductionCents === null) return setErrors({ deductions: SALARY_MSG.amountInvalid });
    try {
      const answer = await save.mutateAsync({ employeeId: row.employee._id, allowance, deductions, included });
      toast.success(`${row.employee.emp_name}: ${answer.message.toLowerCase()}`);
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.status < 500 && failure.status !== 404) {
        return setErrors({ [failure.fieldErrors[0]?.field ?? 'included']: failure.message });
      }
      toast.error('The row was not saved', { description: errorText(failure, 'Please try again.') });
      onClose();
    }
  };

  return (
    <Modal
      open
      onOpenChange={(next) => (next || save.isPending ? undefined : onClose())}
      title={`${row.employee.emp_name} (${row.employee.employeeId})`}
      description={
        'monthsServed' in row
          ? `Bonus ${formatMoney(row.basicSalary)}, worked out from the monthly basic ${formatMoney(row.monthlyBasic)} by the run's rules. An allowance adds to it, a deduction takes from it; the net is paid.`
          : row.basicSalary === row.monthlyBasic
            ? `Basic salary ${formatMoney(row.basicSalary)}, from the employee record. Net salary = basic + allowance − deductions.`
            : `Basic salary ${formatMoney(row.basicSalary)}: ${formatMoney(row.monthlyBasic)} a month from the employee record, pro-rated for the days paid. Net salary = basic + allowance − deductions.`
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Allowance"
            inputMode="decimal"
            placeholder="0"
            value={allowance}
            error={errors.allowance}
            onChange={(event) => {
              setAllowance(event.target.value);
              setErrors({});
            }}
          />
          <TextField
            label="Deductions"
            inputMode="decimal"
            placeholder="0"
            value={deductions}
            error={errors.deductions}
            onChange={(event) => {
              setDeductions(event.target.value);
              setErrors({});
            }}
          />
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
          Net salary: <span className="font-semibold">{net === null ? '—' : formatMoney(net)}</span>
        </p>
        <Checkbox
          label="Pay in this run"
          checked={included}
          disabled={paidAlready}
          onChange={(event) => {
            setIncluded(event.target.checked);
            setErrors({});
          }}
        />
        {paidAlready ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Already has a regular payslip for this month: correct that payslip under Salary instead.
          </p>
        ) : null}
        {errors.included ? <p className="text-sm text-red-600 dark:text-red-400">{errors.included}</p> : null}
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save row
          </Button>
        </div>
      </form>
    </Modal>
  );
}
