import { cn } from './cn.js';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** Shown while the session is loading. */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 dark:bg-slate-950">
      <Spinner className="size-10 border-4 text-indigo-600 dark:text-indigo-400" label="Loading" />
    </div>
  );
}
