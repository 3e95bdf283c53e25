import { useId, type ReactNode } from 'react';
import { cn } from '#web/components/ui/cn.js';

/** A titled block of a dashboard: heading (with an optional count and actions) above its content. */
export function Panel({
  title,
  count,
  actions,
  children,
  className,
}: {
  title: string;
  count?: number | undefined;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('min-w-0', className)}>
      <div className="mb-3 flex min-h-8 items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
          {title}
          {count !== undefined ? (
            <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
              {count}
            </span>
          ) : null}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
