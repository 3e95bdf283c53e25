import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { ErrorScreen } from './components/ui/error-screen.js';
import { FullScreenSpinner } from './components/ui/spinner.js';
import { ToastRegion } from './components/ui/toast-region.js';
import { keepFocusOnThePage } from './lib/focus.js';
import { useSession } from './lib/session.js';
import { useTheme } from './lib/use-theme.js';

/** Every screen renders inside this: the session gate, toasts and scroll restoration. */
export function RootLayout() {
  const { status } = useSession();
  const [theme] = useTheme();
  useEffect(keepFocusOnThePage, []);
  return (
    <>
      {status === 'loading' ? <FullScreenSpinner /> : <Outlet />}
      <ToastRegion theme={theme} />
      <ScrollRestoration />
    </>
  );
}

/** Shown when a screen fails to load or render (for example after a deploy replaced its code). */
export function RootErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return <ErrorScreen detail={detail} />;
}
