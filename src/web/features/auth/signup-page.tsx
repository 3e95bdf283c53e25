import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.js';
import type { z } from 'zod';
import { ROLE_HOME } from '#shared/roles.js';
import { signupSchema, type SignupInput } from '#shared/schemas/auth.js';
import { Alert } from '../../components/ui/alert.js';
import { PasswordField, TextField } from '../../components/ui/field.js';
import { errorText, isApiError } from '../../lib/api-client.js';
import { paths } from '../../lib/paths.js';
import { useSession } from '../../lib/session.js';
import { MSG } from '#shared/messages.js';
import { useSignup } from './api/signup.js';
import { useSignupAllowed } from './api/signup-allowed.js';
import { AuthForm, AuthLayout, linkClasses } from './components/auth-layout.js';
import { BackToLogin } from './components/back-to-login.js';
import { applyFieldErrors } from '../../lib/form-errors.js';
import { PASSWORD_HINT } from '../../lib/ui-text.js';

export function SignupPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const signup = useSignup();
  const allowed = useSignupAllowed();
  const [disabledMessage, setDisabledMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const form = useForm<z.input<typeof signupSchema>, unknown, SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (user) return <Navigate to={ROLE_HOME[user.role]} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await signup.mutateAsync(values);
      toast.success(result.message);
      navigate(paths.login, { replace: true, state: { email: values.email } });
    } catch (caught) {
      if (isApiError(caught, 403)) {
        setDisabledMessage(caught.message);
      } else if (!applyFieldErrors(caught, form.setError, ['name', 'email', 'password'])) {
        setError(errorText(caught, 'Could not create the account. Please try again.'));
      }
    }
  });

  return (
    <AuthLayout
      documentTitle="Create an account · EMS Panel"
      heading="Create your account"
      description="Sign up to get started with EMS Panel."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className={linkClasses}>
            Sign in
          </Link>
        </>
      }
    >
      {disabledMessage || allowed === false ? (
        <div className="space-y-5">
          <Alert tone="info" title="Sign-up is not available">
            {disabledMessage ?? MSG.signupDisabled}
          </Alert>
          <BackToLogin className="block text-center text-sm" />
        </div>
      ) : (
        <AuthForm onSubmit={onSubmit} error={error} submitLabel="Create account" busy={isSubmitting}>
          <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            error={errors.password?.message}
            {...form.register('password')}
          />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
