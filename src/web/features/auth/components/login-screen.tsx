import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SUCCESS_POPUP_MS } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import type { LoginInput, SessionUser } from '#shared/schemas/auth.js';
import { Checkbox, PasswordField, TextField } from '#web/components/ui/field.js';
import { isApiError } from '#web/lib/api-client.js';
import { paths } from '#web/lib/paths.js';
import { hasRememberedToken } from '#web/lib/storage.js';
import { loadLoginRules, useLoginForm } from '../hooks/use-login-form.js';
import { AuthForm, AuthLayout, linkClasses } from './auth-layout.js';

/*
 * The rules (zod) and the dialog (Radix) are the largest parts of this screen that it does not
 * need to draw itself: they load when the user starts filling the form and when the sign-in is sent.
 */
const loadSuccessDialog = () => import('#web/components/ui/success-dialog.js');
const SuccessDialog = lazy(async () => ({ default: (await loadSuccessDialog()).SuccessDialog }));

/** A failed sign-in's message fills the form's error slot. */
function loginErrorMessage(error: unknown): string {
  if (isApiError(error, 401)) return MSG.invalidCredentials;
  // Too many tries, or the right password for a disabled account: the server says which.
  if (isApiError(error, 429) || isApiError(error, 403)) return error.message;
  return MSG.loginFailed;
}

/** A link of the signed-out screens, as the host draws it (the router's, or a plain one). */
export type LoginLink = (props: { to: string; className: string; children: ReactNode }) => ReactNode;

export interface LoginScreenProps {
  /** Sends the sign-in; resolves with the user once the session is stored. */
  signIn: (input: LoginInput) => Promise<SessionUser>;
  /** After the success dialog: where the host takes the user. */
  onSignedIn: (user: SessionUser) => void;
  /** Whether sign-up is open on this server; undefined while asking. */
  signupAllowed: boolean | undefined;
  /** The email a sign-up just used, to fill in. */
  signedUpEmail?: string;
  /** Called when the user starts signing in (first focus in the form, and the sending): the host may load what comes next. */
  onStart?: () => void;
  Link: LoginLink;
}

/**
 * The login screen, free of the router and the query client: the page's first entry draws it on
 * a cold visit to /login without loading the app (app/login-entry.tsx), and the app's /login
 * route draws it after a sign-out or a guard's redirect (login-page.tsx).
 */
export function LoginScreen({ signIn, onSignedIn, signupAllowed, signedUpEmail, onStart, Link }: LoginScreenProps) {
  const [signedIn, setSignedIn] = useState<SessionUser | null>(null);
  const [error, setError] = useState<string | null>(null);

  const { values, errors, submitting, emailRef, passwordRef, change, submit } = useLoginForm(
    { email: signedUpEmail ?? '', password: '', remember: hasRememberedToken() },
    async (input) => {
      setError(null);
      void loadSuccessDialog();
      onStart?.();
      try {
        setSignedIn(await signIn(input));
      } catch (caught) {
        setError(loginErrorMessage(caught));
      }
    },
  );

  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setTimeout(() => onSignedIn(signedIn), SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, onSignedIn]);

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
        onSubmit={submit}
        onFocus={() => {
          void loadLoginRules().catch(() => undefined);
          onStart?.();
        }}
        error={error}
        submitLabel="Login"
        busy={submitting || signedIn !== null}
      >
        <TextField
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          placeholder="you@company.com"
          value={values.email}
          onChange={change}
          error={errors.email}
        />
        <PasswordField
          ref={passwordRef}
          label="Password"
          name="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          value={values.password}
          onChange={change}
          error={errors.password}
        />
        <div className="flex items-center justify-between gap-4">
          <Checkbox label="Remember me" name="remember" checked={values.remember} onChange={change} />
          <Link to={paths.forgotPassword} className={`text-sm ${linkClasses}`}>
            Forgot password
          </Link>
        </div>
      </AuthForm>
      {signedIn !== null ? (
        <Suspense fallback={null}>
          <SuccessDialog open title="Logged in successfully" description="Taking you to your dashboard…" />
        </Suspense>
      ) : null}
    </AuthLayout>
  );
}
