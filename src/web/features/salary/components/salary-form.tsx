import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from '#web/lib/toast.js';
import { netSalaryCents } from '#shared/money.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import { salaryInputSchema } from '#shared/schemas/salary.js';
import { EmployeeCombobox, type EmployeeOption } from '#web/components/employee-combobox.js';
import { Button } from '#web/components/ui/button.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { SelectField, TextField } from '#web/components/ui/field.js';
import { isApiError } from '#web/lib/api-client.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';
import type { AddSalaryBody } from '../api/add-salary.js';
import { payeesKey, searchPayees } from '../api/payees.js';
import { PAYMENT_TYPES } from '../model/payment-types.js';
import { MonthPaidWarning } from './month-paid-warning.js';
import { NetSalary } from './net-salary.js';

/** The shared contract (spec messages), plus the never-negative net the server also enforces. */
const salaryFormSchema = salaryInputSchema.superRefine((salary, ctx) => {
  if (netSalaryCents(salary.basicSalary, salary.allowance, salary.deductions) < 0) {
    ctx.addIssue({ code: 'custom', path: ['deductions'], message: SALARY_MSG.negativeNet });
  }
});
type SalaryFormValues = AddSalaryBody;
type SalaryFormApi = UseFormReturn<SalaryFormValues>;

const FIELDS = ['employeeId', 'basicSalary', 'allowance', 'deductions', 'payDate', 'type'] as const;

/** 'Add Salary': employee, Basic Salary, Allowance, Deductions, the live read-only Net Salary, Pay Date. */
export function SalaryForm({
  initialEmployee,
  onSubmit,
  actions,
}: {
  initialEmployee: EmployeeOption | null;
  onSubmit: (body: AddSalaryBody) => Promise<unknown>;
  actions: ReactNode;
}) {
  const [employee, setEmployee] = useState(initialEmployee);
  // The payment type is asked for once the month turns out to be paid already (409 on 'type').
  const [offerType, setOfferType] = useState(false);
  const form = useForm<SalaryFormValues>({
    // raw: the server receives the amounts as typed and parses them itself.
    resolver: zodResolver(salaryFormSchema, undefined, { raw: true }),
    defaultValues: {
      employeeId: initialEmployee?._id ?? '',
      basicSalary: initialEmployee?.salary !== undefined ? String(initialEmployee.salary) : '',
      allowance: '',
      deductions: '',
      payDate: '',
      type: 'regular',
    },
  });
  const { isSubmitting } = form.formState;
  // The same extra payment was recorded minutes ago (409 on 'confirm'): sent again only if confirmed.
  const [repeat, setRepeat] = useState<{ values: SalaryFormValues; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const send = async (values: SalaryFormValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiError(error, 409) && error.messageFor('confirm')) {
        setRepeat({ values, message: error.message });
        return;
      }
      if (isApiError(error, 409) && error.messageFor('type')) setOfferType(true);
      // A message that landed on its field is said there only: the toast just says it failed.
      const onField = applyFieldErrors(error, form.setError, FIELDS);
      toast.error(SALARY_MSG.failed, isApiError(error) && !onField ? { description: error.message } : undefined);
    }
  };
  const submit = form.handleSubmit(send);
  const payAgain = async () => {
    if (!repeat) return;
    setConfirming(true);
    await send({ ...repeat.values, confirm: true });
    setConfirming(false);
    setRepeat(null);
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-5">
        <Controller
          control={form.control}
          name="employeeId"
          render={({ field, fieldState }) => (
            <EmployeeCombobox
              label="Employee"
              ref={field.ref}
              value={employee}
              onChange={(option) => {
                // The basic follows the employee's salary until someone types another figure.
                const basic = form.getValues('basicSalary');
                if (option?.salary !== undefined && (!basic || basic === String(employee?.salary ?? ''))) {
                  form.setValue('basicSalary', String(option.salary), { shouldValidate: form.formState.isSubmitted });
                }
                setEmployee(option);
                field.onChange(option?._id ?? '');
              }}
              search={searchPayees}
              queryKey={payeesKey}
              error={fieldState.error?.message}
            />
          )}
        />
        <AmountField form={form} name="basicSalary" label="Basic Salary" />
        <div className="grid gap-5 sm:grid-cols-2">
          <AmountField form={form} name="allowance" label="Allowance" />
          <AmountField form={form} name="deductions" label="Deductions" />
        </div>
        <NetSalary control={form.control} />
        <PayDateField form={form} />
        <MonthPaidWarning
          employee={employee}
          refused={Boolean(form.formState.errors.type)}
          control={form.control}
          onChooseType={(type) => {
            form.setValue('type', type);
            setOfferType(true);
          }}
        />
        {offerType ? (
          <SelectField
            label="Payment type"
            options={PAYMENT_TYPES}
            hint="A month has one regular payslip; record anything extra as a bonus or an adjustment."
            error={form.formState.errors.type?.message}
            {...form.register('type')}
          />
        ) : null}
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          {actions}
          <Button type="submit" loading={isSubmitting}>
            Add Salary
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={repeat !== null}
        onOpenChange={(open) => (open ? undefined : setRepeat(null))}
        title={SALARY_MSG.paidAgainTitle}
        description={repeat?.message ?? ''}
        confirmLabel={SALARY_MSG.payAgain}
        cancelLabel="Don’t pay"
        tone="primary"
        busy={confirming}
        onConfirm={() => void payAgain()}
      />
    </>
  );
}

/*
 * Fields register as they render, in page order, so the first invalid field is the one focused.
 */
function AmountField({
  form,
  name,
  label,
}: {
  form: SalaryFormApi;
  name: 'basicSalary' | 'allowance' | 'deductions';
  label: string;
}) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      error={form.formState.errors[name]?.message}
      {...form.register(name)}
    />
  );
}

function PayDateField({ form }: { form: SalaryFormApi }) {
  return (
    <TextField
      label="Pay Date"
      type="date"
      error={form.formState.errors.payDate?.message}
      {...form.register('payDate')}
    />
  );
}
