import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { SUCCESS_POPUP_MS } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import type { loginSchema, LoginInput } from '#shared/schemas/auth.js';
import { Checkbox, PasswordField, TextField } from '../../components/ui/field.js';
import { isApiError } from '../../lib/api-client.js';
import { lazyResolver } from '../../lib/lazy-resolver.js';
import { paths } from '../../lib/paths.js';
import { useSession } from '../../lib/session.js';
import { hasRememberedToken } from '../../lib/storage.js';
import { useSignupAllowed } from './api/signup-allowed.js';
import { AuthForm, AuthLayout, linkClasses } from './components/auth-layout.js';
import { destinationAfterLogin, wantedPath } from './redirect.js';

/*
 * Zod and the dialog (Radix) are the largest parts of this screen that it does not need to draw
 * itself: they load when the user starts filling the form and when the sign-in is sent.
 */
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('#shared/schemas/auth.js'),
  ]);
  return zodResolver(loginSchema);
});
const loadSuccessDialog = () => import('../../components/ui/success-dialog.js');
const SuccessDialog = lazy(async () => ({ default: (await loadSuccessDialog()).SuccessDialog }));

/** A failed sign-in's message fills the form's error slot. */
function loginErrorMessage(error: unknown): string {
  if (isApiError(error, 401)) return MSG.invalidCredentials;
  if (isApiError(error, 429)) return error.message;
  return MSG.loginFailed;
}

export function LoginPage() {
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signupAllowed = useSignupAllowed();
  const wanted = wantedPath(location.state);
  const signedUpEmail = (location.state as { email?: string } | null)?.email ?? '';

  // A user who is already signed in when the page opens goes home; one who signs in here
  // first sees the success dialog.
  const [signedInOnArrival] = useState(() => user !== null);
  const [destination, setDestination] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver,
    defaultValues: { email: signedUpEmail, password: '', remember: hasRememberedToken() },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!destination) return;
    const timer = window.setTimeout(() => navigate(destination, { replace: true }), SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [destination, navigate]);

  if (signedInOnArrival && user) {
    return <Navigate to={destinationAfterLogin(user.role, wanted)} replace />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    void loadSuccessDialog();
    try {
      const signedIn = await signIn(values);
      setDestination(destinationAfterLogin(signedIn.role, wanted));
    } catch (caught) {
      setError(loginErrorMessage(caught));
    }
  });

  return (
    <AuthLayout
      documentTitle="EMS Panel"
      heading="Welcome Back to the Employee Management System"
      description="Sign in with your work email to continue."
      footer={
        signupAllowed === undefined ? null : signupAllowed ? (
          <>
            New here?{' '}
            <Link to={paths.signup} className={linkClasses}>
              Create an account
            </Link>
          </>
        ) : (
          'Accounts are created by your administrator.'
        )
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        onFocus={resolver.preload}
        error={error}
        submitLabel="Login"
        busy={isSubmitting || destination !== null}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@company.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Enter your password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex items-center justify-between gap-4">
          <Checkbox label="Remember me" {...form.register('remember')} />
          <Link to={paths.forgotPassword} className={`text-sm ${linkClasses}`}>
            Forgot password
          </Link>
        </div>
      </AuthForm>
      {destination !== null ? (
        <Suspense fallback={null}>
          <SuccessDialog open title="Logged in successfully" description="Taking you to your dashboard…" />
        </Suspense>
      ) : null}
    </AuthLayout>
  );
}
