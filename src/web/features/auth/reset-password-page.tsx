import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { z } from 'zod';
import { MSG } from '#shared/messages.js';
import { resetPasswordSchema } from '#shared/schemas/auth.js';
import { Alert } from '../../components/ui/alert.js';
import { PasswordField } from '../../components/ui/field.js';
import { errorText } from '../../lib/api-client.js';
import { paths } from '../../lib/paths.js';
import { useResetPassword } from './api/password-reset.js';
import { AuthForm, AuthLayout, linkClasses } from './components/auth-layout.js';
import { BackToLogin } from './components/back-to-login.js';
import { PASSWORD_HINT } from '../../lib/ui-text.js';

const resetFormSchema = resetPasswordSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'The passwords do not match.',
    path: ['confirmPassword'],
  });
type ResetForm = z.infer<typeof resetFormSchema>;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await reset.mutateAsync({ token, password: values.password });
      toast.success(result.message);
      navigate(paths.login, { replace: true });
    } catch (caught) {
      setError(errorText(caught, 'Could not reset the password. Please try again.'));
    }
  });

  const requestNewLink = (
    <Link to={paths.forgotPassword} className={linkClasses}>
      Request a new link
    </Link>
  );

  return (
    <AuthLayout documentTitle="Reset password · EMS Panel" heading="Choose a new password" footer={<BackToLogin />}>
      {token ? (
        <AuthForm
          onSubmit={onSubmit}
          error={
            error ? (
              <>
                {error} {error === MSG.resetInvalid ? requestNewLink : null}
              </>
            ) : null
          }
          submitLabel="Reset password"
          busy={isSubmitting}
        >
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </AuthForm>
      ) : (
        <Alert>
          {MSG.resetInvalid} {requestNewLink}
        </Alert>
      )}
    </AuthLayout>
  );
}
