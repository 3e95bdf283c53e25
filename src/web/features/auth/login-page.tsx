import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '#shared/schemas/auth.js';
import { useSession } from '../../lib/session.js';
import { useSignupAllowed } from './api/signup-allowed.js';
import { LoginScreen, type LoginLink } from './components/login-screen.js';
import { destinationAfterLogin, wantedPath } from './redirect.js';

const RouterLink: LoginLink = ({ to, className, children }) => (
  <Link to={to} className={className}>
    {children}
  </Link>
);

/** The app's /login route: after a sign-out or a guard's redirect (a cold visit uses app/login-entry.tsx). */
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
  const onSignedIn = useCallback(
    (signedIn: SessionUser) => navigate(destinationAfterLogin(signedIn.role, wanted), { replace: true }),
    [navigate, wanted],
  );

  if (signedInOnArrival && user) {
    return <Navigate to={destinationAfterLogin(user.role, wanted)} replace />;
  }
  return (
    <LoginScreen
      signIn={signIn}
      onSignedIn={onSignedIn}
      signupAllowed={signupAllowed}
      signedUpEmail={signedUpEmail}
      Link={RouterLink}
    />
  );
}
