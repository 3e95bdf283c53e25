import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from './button.js';

/**
 * The whole-page 'Something went wrong' with a Reload: a screen that failed to load or render,
 * or the app's code that could not be fetched. Router-free, so the login entry can show it too.
 */
export function ErrorScreen({ detail }: { detail?: string | null }) {
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
