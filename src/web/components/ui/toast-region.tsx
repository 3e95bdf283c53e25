import { Suspense, lazy, useSyncExternalStore } from 'react';
import type { Theme } from '#web/lib/theme.js';
import { subscribeToToasterRequest, toasterRequested } from '#web/lib/toast.js';

const Toaster = lazy(() => import('./toaster.js'));

/** Where toasts appear; renders nothing (and loads nothing) until the first toast is asked for. */
export function ToastRegion({ theme }: { theme: Theme }) {
  const wanted = useSyncExternalStore(subscribeToToasterRequest, toasterRequested);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
