import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordSchema } from '#shared/schemas/auth.js';
import { Alert } from '../../components/ui/alert.js';
import { TextField } from '../../components/ui/field.js';
import { errorText } from '../../lib/api-client.js';
import { useRequestPasswordReset } from './api/password-reset.js';
import { AuthForm, AuthLayout } from './components/auth-layout.js';
import { BackToLogin } from './components/back-to-login.js';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await request.mutateAsync(values);
      setSent(result.message);
    } catch (caught) {
      setError(errorText(caught, 'Could not send the reset link. Please try again.'));
    }
  });

  return (
    <AuthLayout
      documentTitle="Forgot password · EMS Panel"
      heading="Forgot your password?"
      description="Enter your account's email and we will send you a link to choose a new password."
      footer={<BackToLogin />}
    >
      {sent ? (
        <Alert tone="success" title="Check your email">
          {sent}
        </Alert>
      ) : (
        <AuthForm onSubmit={onSubmit} error={error} submitLabel="Send reset link" busy={isSubmitting}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
