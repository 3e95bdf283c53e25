import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface InfoItem {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
}

/** A grid of small labelled cards (profile pages). */
export function InfoCards({ items, label }: { items: InfoItem[]; label: string }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {items.map(({ icon: Icon, label: name, value }) => (
        <div
          key={name}
          className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">
            <Icon className="size-4" aria-hidden />
          </span>
          <div className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{name}</dt>
            <dd className="mt-1 text-sm font-medium break-words text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
