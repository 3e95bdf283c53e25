import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { netSalaryCents } from '#shared/money.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import { salaryCorrectionSchema, type SalaryJson } from '#shared/schemas/salary.js';
import { Button } from '#web/components/ui/button.js';
import { SelectField, TextareaField, TextField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { errorText } from '#web/lib/api-client.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';
import { formatDay } from '#web/lib/format.js';
import { toast } from '#web/lib/toast.js';
import { useCorrectSalary, type SalaryCorrectionBody } from '../api/correct-salary.js';
import { PAYMENT_TYPES } from '../model/payment-types.js';
import { NetSalary } from './net-salary.js';

const schema = salaryCorrectionSchema.superRefine((salary, ctx) => {
  if (netSalaryCents(salary.basicSalary, salary.allowance, salary.deductions) < 0) {
    ctx.addIssue({ code: 'custom', path: ['deductions'], message: SALARY_MSG.negativeNet });
  }
});
const FIELDS = ['basicSalary', 'allowance', 'deductions', 'payDate', 'type', 'reason'] as const;

const valuesOf = (salary: SalaryJson | null): SalaryCorrectionBody => ({
  basicSalary: salary ? String(salary.basicSalary) : '',
  allowance: salary ? String(salary.allowance) : '',
  deductions: salary ? String(salary.deductions) : '',
  payDate: salary?.payDate ?? '',
  type: salary?.type === 'settlement' ? 'adjustment' : (salary?.type ?? 'regular'),
  reason: '',
});

/** 'Edit Salary': the figures, pay date and type of one record again, and a required reason (audited). */
export function CorrectSalaryModal({ salary, onClose }: { salary: SalaryJson | null; onClose: () => void }) {
  const correct = useCorrectSalary();
  const form = useForm<SalaryCorrectionBody>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: valuesOf(salary),
  });
  useEffect(() => form.reset(valuesOf(salary)), [salary, form]);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    if (!salary) return;
    try {
      const result = await correct.mutateAsync({ id: salary._id, body });
      toast.success(result.message);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, FIELDS)) {
        toast.error(SALARY_MSG.updateFailed, { description: errorText(error, SALARY_MSG.updateFailed) });
      }
    }
  });

  return (
    <Modal
      open={salary !== null}
      onOpenChange={(open) => (!open && !isSubmitting ? onClose() : undefined)}
      title="Edit Salary"
      description={
        salary ? `${salary.emp_name} · ${salary.employee.employeeId} · ${formatDay(salary.payDate, 'monthYear')}` : null
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Basic Salary"
          inputMode="decimal"
          autoComplete="off"
          error={errors.basicSalary?.message}
          {...form.register('basicSalary')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Allowance"
            inputMode="decimal"
            autoComplete="off"
            error={errors.allowance?.message}
            {...form.register('allowance')}
          />
          <TextField
            label="Deductions"
            inputMode="decimal"
            autoComplete="off"
            error={errors.deductions?.message}
            {...form.register('deductions')}
          />
        </div>
        <NetSalary control={form.control} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Pay Date" type="date" error={errors.payDate?.message} {...form.register('payDate')} />
          <SelectField
            label="Payment type"
            options={PAYMENT_TYPES}
            error={errors.type?.message}
            {...form.register('type')}
          />
        </div>
        <TextareaField
          label="Reason for the change"
          rows={2}
          hint="Kept in the audit trail with the figures before and after."
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save correction
          </Button>
        </div>
      </form>
    </Modal>
  );
}
