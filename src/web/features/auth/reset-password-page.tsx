import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { z } from 'zod';
import { MSG } from '#shared/messages.js';
import { EMPLOYEE_IMPORT_MSG } from '#shared/messages/employee-import.js';
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

/** What the page says: choosing a new password, or (an invitation's link) setting a first one. */
const WORDING = {
  reset: {
    documentTitle: 'Reset password · EMS Panel',
    heading: 'Choose a new password',
    description: undefined,
    submit: 'Reset password',
    invalid: MSG.resetInvalid,
    failed: 'Could not reset the password. Please try again.',
  },
  invitation: {
    documentTitle: 'Set your password · EMS Panel',
    heading: 'Set your password',
    description: 'Welcome to EMS Panel. Choose the password you will sign in with.',
    submit: 'Set password',
    invalid: EMPLOYEE_IMPORT_MSG.invitationInvalid,
    failed: 'Could not set the password. Please try again.',
  },
} as const;

/** An invitation's link (an imported person's first password): the reset page, worded for it. */
export function SetPasswordPage() {
  return <ResetPasswordPage invitation />;
}

/** The page a reset link (or, with `invitation`, an invitation link) opens: the token is used once. */
export function ResetPasswordPage({ invitation = false }: { invitation?: boolean }) {
  const wording = WORDING[invitation ? 'invitation' : 'reset'];
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
      toast.success(invitation ? EMPLOYEE_IMPORT_MSG.passwordSet : result.message);
      navigate(paths.login, { replace: true });
    } catch (caught) {
      const message = errorText(caught, wording.failed);
      // The server says 'reset link' for both kinds of link.
      setError(message === MSG.resetInvalid ? wording.invalid : message);
    }
  });

  const requestNewLink = (
    <Link to={paths.forgotPassword} className={linkClasses}>
      Request a new link
    </Link>
  );

  return (
    <AuthLayout
      documentTitle={wording.documentTitle}
      heading={wording.heading}
      description={wording.description}
      footer={<BackToLogin />}
    >
      {token ? (
        <AuthForm
          onSubmit={onSubmit}
          error={
            error ? (
              <>
                {error} {error === wording.invalid ? requestNewLink : null}
              </>
            ) : null
          }
          submitLabel={wording.submit}
          busy={isSubmitting}
        >
          <PasswordField
            label={invitation ? 'Password' : 'New password'}
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            label={invitation ? 'Confirm password' : 'Confirm new password'}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </AuthForm>
      ) : (
        <Alert>
          {wording.invalid} {requestNewLink}
        </Alert>
      )}
    </AuthLayout>
  );
}
