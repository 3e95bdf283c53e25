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
        // Each group is one div holding its dt and dd (the only valid nesting in a dl): the icon
        // sits inside the dt, placed in the card's padding.
        <div
          key={name}
          className="relative min-w-0 rounded-xl border border-slate-200 bg-white p-4 pl-16 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
            <span className="absolute top-4 left-4 flex size-9 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">
              <Icon className="size-4" aria-hidden />
            </span>
            {name}
          </dt>
          <dd className="mt-1 text-sm font-medium break-words text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
