import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarRange } from 'lucide-react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from '#web/lib/toast.js';
import { z } from 'zod';
import { isIsoDate } from '#shared/age.js';
import { LEAVE_TYPES } from '#shared/constants.js';
import { daysInclusive } from '#shared/dates.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import {
  endNotBeforeStart,
  leaveWithinBounds,
  leaveFieldsSchema,
  leaveInputSchema,
  type LeaveInput,
} from '#shared/schemas/leave.js';
import { SelectField, TextareaField, TextField } from '#web/components/ui/field.js';
import { isApiError } from '#web/lib/api-client.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';

/** The form holds plain strings; the shared contract (with the spec's messages) checks them. */
const formValues = z.object({
  userId: z.string().optional(),
  leaveType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
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

export const emptyLeave: LeaveFormValues = { leaveType: '', startDate: '', endDate: '', reason: '' };

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

/** Leave Type, From Date, To Date and Description, with the leave's length (inclusive) as the dates change. */
export function LeaveFields({ form }: { form: LeaveForm }) {
  const { errors } = form.formState;
  const [start, end] = form.watch(['startDate', 'endDate']);
  const days = isIsoDate(start) && isIsoDate(end) && end >= start ? daysInclusive(start, end) : null;
  return (
    <div className="space-y-5">
      <SelectField
        label="Leave Type"
        placeholder="Select leave type"
        options={LEAVE_TYPES}
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
      <p
        aria-live="polite"
        className="flex items-center gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-200"
      >
        <CalendarRange className="size-4 shrink-0" aria-hidden />
        {days === null
          ? 'Choose the first and last day to see the length of the leave.'
          : `${days} ${days === 1 ? 'day' : 'days'}`}
      </p>
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
