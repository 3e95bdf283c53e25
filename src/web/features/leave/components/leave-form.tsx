import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from '#web/lib/toast.js';
import { z } from 'zod';
import { isIsoDate } from '#shared/age.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import {
  endNotBeforeStart,
  leaveWithinBounds,
  leaveFieldsSchema,
  leaveInputSchema,
  type LeaveInput,
} from '#shared/schemas/leave.js';
import { Checkbox, SelectField, TextareaField, TextField } from '#web/components/ui/field.js';
import { useLeaveTypes } from '../api/balances.js';
import { LeaveArithmetic } from './leave-arithmetic.js';
import { isApiError } from '#web/lib/api-client.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';

/** The form holds plain strings; the shared contract (with the spec's messages) checks them. */
const formValues = z.object({
  userId: z.string().optional(),
  leaveType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startHalf: z.boolean().optional(),
  endHalf: z.boolean().optional(),
  reason: z.string().optional(),
});

/** The contract as is for a person's own leave; an admin must also name the employee. */
const ownLeaveSchema = formValues.pipe(leaveInputSchema);
const employeeLeaveSchema = formValues.pipe(
  leaveFieldsSchema
    .extend({ userId: z.uuid({ error: LEAVE_MSG.employeeRequired }) })
    .refine(...endNotBeforeStart)
    .refine(...leaveWithinBounds),
);

export type LeaveFormValues = z.input<typeof formValues>;
export type LeaveForm = UseFormReturn<LeaveFormValues, unknown, LeaveInput>;

export const emptyLeave: LeaveFormValues = {
  leaveType: '',
  startDate: '',
  endDate: '',
  startHalf: false,
  endHalf: false,
  reason: '',
};

export function useLeaveForm(defaultValues: LeaveFormValues = emptyLeave, requireEmployee = false): LeaveForm {
  const schema: z.ZodType<LeaveInput, LeaveFormValues> = requireEmployee ? employeeLeaveSchema : ownLeaveSchema;
  return useForm({ resolver: zodResolver(schema), defaultValues });
}

const LEAVE_FIELDS = ['userId', 'leaveType', 'startDate', 'endDate', 'reason'] as const;

/** Server refusals (overlap, end before start) land on their field; the toast says what failed and why. */
export function reportLeaveError(form: LeaveForm, error: unknown, failure: string) {
  applyFieldErrors(error, form.setError, LEAVE_FIELDS);
  toast.error(failure, isApiError(error) ? { description: error.message } : undefined);
}

/**
 * Leave Type, From Date, To Date, the half days and Description, with the leave's arithmetic as
 * the fields change: calendar and working days, and the balance before and after.
 */
export function LeaveFields({ form, leaveId }: { form: LeaveForm; leaveId?: string }) {
  const { errors } = form.formState;
  const [leaveType, start, end] = form.watch(['leaveType', 'startDate', 'endDate']);
  const types = useLeaveTypes();
  const names = types.data?.map((type) => type.name) ?? [];
  const options = leaveType && !names.includes(leaveType) ? [leaveType, ...names] : names;
  const halfDays = types.data?.find((type) => type.name === leaveType)?.allowHalfDays ?? true;
  const oneDay = isIsoDate(start) && start === end;
  return (
    <div className="space-y-5">
      <SelectField
        label="Leave Type"
        placeholder={types.isPending ? 'Loading leave types…' : 'Select leave type'}
        options={options}
        error={errors.leaveType?.message}
        {...form.register('leaveType')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="From Date" type="date" error={errors.startDate?.message} {...form.register('startDate')} />
        <TextField
          label="To Date"
          type="date"
          min={isIsoDate(start) ? start : undefined}
          error={errors.endDate?.message}
          {...form.register('endDate')}
        />
      </div>
      {halfDays && (
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="sr-only">Half days</legend>
          <Checkbox label={oneDay ? 'Afternoon only' : 'Start at midday (first day)'} {...form.register('startHalf')} />
          <Checkbox label={oneDay ? 'Morning only' : 'End at midday (last day)'} {...form.register('endHalf')} />
        </fieldset>
      )}
      <LeaveArithmetic form={form} leaveId={leaveId} />
      <TextareaField
        label="Description"
        placeholder="Reason for the leave"
        maxLength={1000}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </div>
  );
}
