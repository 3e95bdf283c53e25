import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { authApi } from '#shared/api/auth.js';
import type { SessionUser } from '#shared/schemas/auth.js';
import { FullScreenSpinner } from '../components/ui/spinner.js';
import { LoginScreen, type LoginLink } from '../features/auth/components/login-screen.js';
import { destinationAfterLogin, wantedPath } from '../features/auth/redirect.js';
import { apiRequest } from '../lib/api-client.js';
import { signInRequest } from '../lib/session-requests.js';
import { readToken } from '../lib/storage.js';

/** How the small entry hands the page to the app: at this address, with the session when it is known. */
export type OpenApp = (to: string, how: 'push' | 'replace', user?: SessionUser | null) => void;

/** Where the guards said the user was going, when this page was reloaded after their redirect. */
const wantedOnArrival = () => wantedPath((window.history.state as { usr?: unknown } | null)?.usr ?? null);

/**
 * A cold visit to /login: the login screen drawn by app/start.tsx, without the app
 * (no router, no query client, no dialog library until the sign-in is sent; docs/performance.md,
 * "Browser"). The app loads when the user starts signing in and takes over afterwards — or at once
 * when the session check finds someone already signed in, or when a link is followed.
 */
export function LoginEntry({
  session,
  openApp,
  preloadApp,
}: {
  /** The session check the entry started. */
  session: Promise<SessionUser | null>;
  openApp: OpenApp;
  preloadApp: () => void;
}) {
  // A stored token may belong to a live session: wait for the check rather than show a form that
  // goes away. Without one the form shows at once, and the check runs behind it.
  const [checking, setChecking] = useState(() => readToken() !== null);
  const [signupAllowed, setSignupAllowed] = useState<boolean>();
  const [wanted] = useState(wantedOnArrival);

  useEffect(() => {
    let live = true;
    session.then(
      (user) => {
        if (!live) return;
        if (user) openApp(destinationAfterLogin(user.role, wanted), 'replace', user);
        else setChecking(false);
      },
      () => live && setChecking(false),
    );
    apiRequest<{ allowed: boolean }>(authApi.signupAllowed.path).then(
      ({ allowed }) => live && setSignupAllowed(allowed),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [session, openApp, wanted]);

  const Link = useMemo<LoginLink>(
    () =>
      function EntryLink({ to, className, children }) {
        const follow = (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          openApp(to, 'push', checking ? undefined : null);
        };
        return (
          <a href={to} className={className} onClick={follow}>
            {children}
          </a>
        );
      },
    [openApp, checking],
  );
  const onSignedIn = useCallback(
    (user: SessionUser) => openApp(destinationAfterLogin(user.role, wanted), 'replace', user),
    [openApp, wanted],
  );

  if (checking) return <FullScreenSpinner />;
  return (
    <LoginScreen
      signIn={signInRequest}
      onSignedIn={onSignedIn}
      onStart={preloadApp}
      signupAllowed={signupAllowed}
      Link={Link}
    />
  );
}
