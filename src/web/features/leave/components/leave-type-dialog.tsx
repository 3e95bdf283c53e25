import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { LEAVE_APPROVAL_FLOWS } from '#shared/constants.js';
import { APPROVAL_FLOW_LABELS } from '#shared/messages/leave-approval.js';
import { leaveTypeInputSchema, type LeaveTypeInput, type LeaveTypeJson } from '#shared/schemas/leave-balance.js';
import { Button } from '#web/components/ui/button.js';
import { Checkbox, SelectField, TextField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { errorText } from '#web/lib/api-client.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';
import { toast } from '#web/lib/toast.js';
import { useSaveLeaveType } from '../api/balances.js';

/** The form holds what the inputs hold (text for numbers); the shared schema checks and converts. */
const formValues = z.object({
  name: z.string(),
  entitlement: z.string(),
  accrual: z.enum(['yearly', 'monthly']),
  carryForwardCap: z.string(),
  carryExpiryMonths: z.string(),
  paid: z.boolean(),
  allowHalfDays: z.boolean(),
  allowNegative: z.boolean(),
  encashable: z.boolean(),
  encashCap: z.string(),
  active: z.boolean(),
  approval: z.enum(LEAVE_APPROVAL_FLOWS),
});
type FormValues = z.infer<typeof formValues>;
const schema = formValues
  .transform((values) => ({
    ...values,
    carryExpiryMonths: values.carryExpiryMonths === '' ? null : values.carryExpiryMonths,
  }))
  // The shared schema coerces its numbers, so it takes whatever the inputs hold.
  .pipe(
    leaveTypeInputSchema as unknown as z.ZodType<
      LeaveTypeInput,
      Omit<FormValues, 'carryExpiryMonths'> & { carryExpiryMonths: string | null }
    >,
  );
const FIELDS = ['name', 'entitlement', 'carryForwardCap', 'carryExpiryMonths', 'encashCap'] as const;

const valuesOf = (type: LeaveTypeJson | null): FormValues => ({
  name: type?.name ?? '',
  entitlement: type ? String(type.entitlement) : '',
  accrual: type?.accrual ?? 'yearly',
  carryForwardCap: type ? String(type.carryForwardCap) : '0',
  carryExpiryMonths: type?.carryExpiryMonths ? String(type.carryExpiryMonths) : '',
  paid: type?.paid ?? true,
  allowHalfDays: type?.allowHalfDays ?? true,
  allowNegative: type?.allowNegative ?? false,
  encashable: type?.encashable ?? false,
  encashCap: type ? String(type.encashCap) : '0',
  active: type?.active ?? true,
  approval: type?.approval ?? 'hr',
});

const EXPIRY_OPTIONS = [
  { value: '', label: 'Never' },
  ...Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: `After ${i + 1} ${i ? 'months' : 'month'}`,
  })),
];

/** Add or edit a leave type (admin); a renamed type is renamed on every leave of it. */
export function LeaveTypeDialog({ target, onClose }: { target: LeaveTypeJson | 'new' | null; onClose: () => void }) {
  const type = target === 'new' ? null : target;
  const save = useSaveLeaveType();
  const form = useForm<FormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(type),
  });
  useEffect(() => form.reset(valuesOf(type)), [type, form]);
  const { errors, isSubmitting } = form.formState;
  const encashable = useWatch({ control: form.control, name: 'encashable' });

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await save.mutateAsync(type ? { ...body, id: type._id } : body);
      toast.success(answer.message);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, FIELDS)) {
        toast.error('The leave type was not saved', { description: errorText(error, 'Please try again.') });
      }
    }
  });

  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => (!open && !isSubmitting ? onClose() : undefined)}
      title={type ? `Edit ${type.name}` : 'Add Leave Type'}
      description="Changes apply from now on: days already granted or taken stay in the ledger."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Days a year"
            inputMode="decimal"
            error={errors.entitlement?.message}
            {...form.register('entitlement')}
          />
          <SelectField
            label="Arrives"
            options={[
              { value: 'yearly', label: 'All on 1 January' },
              { value: 'monthly', label: 'A twelfth each month' },
            ]}
            {...form.register('accrual')}
          />
          <TextField
            label="Carry forward (most days)"
            inputMode="decimal"
            error={errors.carryForwardCap?.message}
            {...form.register('carryForwardCap')}
          />
          <SelectField
            label="Carried days expire"
            options={EXPIRY_OPTIONS}
            error={errors.carryExpiryMonths?.message}
            {...form.register('carryExpiryMonths')}
          />
          <div className="sm:col-span-2">
            <Checkbox label="Encashed when someone leaves (final settlement)" {...form.register('encashable')} />
          </div>
          {encashable ? (
            <div className="sm:col-span-2">
              <TextField
                label="Encashed at most (days)"
                inputMode="decimal"
                hint="Each day is paid at the monthly basic ÷ the payroll basis’s days (Payroll settings)."
                error={errors.encashCap?.message}
                {...form.register('encashCap')}
              />
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <SelectField
              label="Who approves"
              options={LEAVE_APPROVAL_FLOWS.map((flow) => ({ value: flow, label: APPROVAL_FLOW_LABELS[flow] }))}
              hint="A manager on leave is replaced by the deputy they named, or by HR."
              {...form.register('approval')}
            />
          </div>
        </div>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">Rules</legend>
          <Checkbox label="Paid leave" {...form.register('paid')} />
          <Checkbox label="Half days allowed" {...form.register('allowHalfDays')} />
          <Checkbox label="May go below zero" {...form.register('allowNegative')} />
          <Checkbox label="Offered (uncheck to retire it)" {...form.register('active')} />
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {type ? 'Save' : 'Add Leave Type'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
