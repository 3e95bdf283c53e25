import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '#web/lib/toast.js';
import { z } from 'zod';
import { changePasswordSchema } from '#shared/schemas/auth.js';
import { Button } from '#web/components/ui/button.js';
import { PasswordField } from '#web/components/ui/field.js';
import { errorText } from '#web/lib/api-client.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';
import { PASSWORD_HINT } from '#web/lib/ui-text.js';
import { useChangePassword } from '../api/change-password.js';

const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'The passwords do not match.',
    path: ['confirmPassword'],
  });
type ChangePasswordForm = z.infer<typeof formSchema>;

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const result = await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast.success(result.message);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword'])) {
        toast.error(errorText(error, 'Could not change the password. Please try again.'));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" loading={isSubmitting}>
        Change password
      </Button>
    </form>
  );
}
