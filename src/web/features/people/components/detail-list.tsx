import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.js';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of a person, as a description list. */
export function DetailList({ items, className }: { items: DetailItem[]; className?: string }) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
          <dd className="mt-1 text-sm break-words text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
