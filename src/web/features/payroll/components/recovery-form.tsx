import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fromCents } from '#shared/money.js';
import { recoveryInputSchema } from '#shared/schemas/settlement.js';
import { Button } from '#web/components/ui/button.js';
import { TextField } from '#web/components/ui/field.js';
import { errorText } from '#web/lib/api-client.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';
import { toast } from '#web/lib/toast.js';
import { useAddRecovery } from '../api/settlement.js';

/** The inputs hold text; the shared schema checks it and makes the amount cents. */
interface FormValues {
  reason: string;
  amount: string;
}
const FIELDS = ['reason', 'amount'] as const;

/** HR adds what is recovered from the leaver, and why (an advance outstanding, equipment not returned…). */
export function RecoveryForm({ id }: { id: string }) {
  const add = useAddRecovery(id);
  const form = useForm<FormValues, unknown, z.output<typeof recoveryInputSchema>>({
    resolver: zodResolver(
      recoveryInputSchema as unknown as z.ZodType<z.output<typeof recoveryInputSchema>, FormValues>,
    ),
    defaultValues: { reason: '', amount: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await add.mutateAsync({ reason: body.reason, amount: fromCents(body.amount) });
      toast.success(answer.message);
      form.reset();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, FIELDS)) {
        toast.error('The recovery was not added', { description: errorText(error, 'Please try again.') });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
      <TextField
        label="Recovery reason"
        placeholder="Advance outstanding, laptop not returned, notice shortfall…"
        autoComplete="off"
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <TextField label="Amount" inputMode="decimal" error={errors.amount?.message} {...form.register('amount')} />
      <Button type="submit" loading={isSubmitting} className="sm:mt-6">
        <Plus className="size-4" aria-hidden /> Add recovery
      </Button>
    </form>
  );
}
