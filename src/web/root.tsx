import { RotateCw, TriangleAlert } from 'lucide-react';
import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { Button } from './components/ui/button.js';
import { FullScreenSpinner } from './components/ui/spinner.js';
import { ToastRegion } from './components/ui/toast-region.js';
import { keepFocusOnThePage } from './lib/focus.js';
import { useSession } from './lib/session.js';
import { useTheme } from './lib/theme.js';

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
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 text-center dark:bg-slate-950">
      <title>Something went wrong · EMS Panel</title>
      <TriangleAlert className="size-10 text-amber-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 dark:text-white">Something went wrong</h1>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">
        This page could not be shown. Reloading usually helps.{detail ? ` (${detail})` : ''}
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RotateCw className="size-4" aria-hidden />
        Reload
      </Button>
    </main>
  );
}
