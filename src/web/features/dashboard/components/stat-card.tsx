import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/components/ui/cn.js';

export type Tone = 'indigo' | 'sky' | 'emerald' | 'amber' | 'rose' | 'violet';

const TONES: Record<Tone, string> = {
  indigo: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300',
  sky: 'bg-sky-50 text-sky-600 dark:bg-sky-950 dark:text-sky-300',
  emerald: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-300',
  amber: 'bg-amber-50 text-amber-600 dark:bg-amber-950 dark:text-amber-300',
  rose: 'bg-rose-50 text-rose-600 dark:bg-rose-950 dark:text-rose-300',
  violet: 'bg-violet-50 text-violet-600 dark:bg-violet-950 dark:text-violet-300',
};

/**
 * One figure of a dashboard: its label, the value, and a skeleton while loading or the failure
 * message. Cards are the items of a `StatGrid` list.
 */
export function StatCard({
  label,
  icon: Icon,
  tone = 'indigo',
  value,
  loading = false,
  error,
  detail,
}: {
  label: string;
  icon: LucideIcon;
  tone?: Tone;
  value: ReactNode;
  loading?: boolean;
  error?: string | null | undefined;
  detail?: ReactNode;
}) {
  return (
    <li className="@container rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {/* Side by side when the card is wide enough, stacked in narrow columns. */}
      <div className="flex flex-col gap-3 @min-[15rem]:flex-row @min-[15rem]:items-start @min-[15rem]:gap-4">
        <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', TONES[tone])}>
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
          <div className="mt-1">
            {loading ? (
              <span className="block h-8 w-20 animate-pulse rounded-md bg-slate-200 dark:bg-slate-800">
                <span className="sr-only">Loading</span>
              </span>
            ) : error ? (
              <span role="alert" className="block text-sm text-red-600 dark:text-red-400">
                {error}
              </span>
            ) : (
              <span className="block truncate text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
                {value}
              </span>
            )}
            {detail && !loading && !error ? (
              <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">{detail}</span>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}

/** The row of stat cards: one column on phones, two on tablets, four (by default) on wide screens. */
export function StatGrid({
  label,
  className = 'sm:grid-cols-2 xl:grid-cols-4',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul aria-label={label} className={cn('grid gap-4', className)}>
      {children}
    </ul>
  );
}
