import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '#web/lib/toast.js';
import type { z } from 'zod';
import { changeEmailSchema, type ChangeEmailInput } from '#shared/schemas/auth.js';
import { Button } from '#web/components/ui/button.js';
import { PasswordField, TextField } from '#web/components/ui/field.js';
import { errorText } from '#web/lib/api-client.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';
import { useUser } from '#web/lib/session.js';
import { useChangeEmail } from '../api/change-email.js';

/** The sign-in email, changed only with the current password (never from the profile form). */
export function ChangeEmailForm() {
  const user = useUser();
  const change = useChangeEmail();
  const form = useForm<z.input<typeof changeEmailSchema>, unknown, ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      form.reset();
      toast.success(result.message);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['currentPassword', 'email'])) {
        toast.error(errorText(error, 'Could not change the email. Please try again.'));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        You sign in as <span className="font-medium text-slate-900 dark:text-white">{user.email}</span>.
      </p>
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <Button type="submit" loading={isSubmitting}>
        Change email
      </Button>
    </form>
  );
}
