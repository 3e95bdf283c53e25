import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/page.js';
import { errorText } from '#web/lib/api-client.js';

/**
 * A card of payroll settings: its title and what the settings do, then the form once they are
 * read (keyed by what was read, so a save that changes them starts the form afresh), or why not.
 */
export function SettingsCard<T>({
  id,
  title,
  intro,
  query,
  failure,
  form,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  query: UseQueryResult<T>;
  failure: string;
  form: (saved: T) => ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading…
        </p>
      ) : query.isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">{errorText(query.error, failure)}</p>
      ) : (
        <div key={JSON.stringify(query.data)}>{form(query.data)}</div>
      )}
    </Card>
  );
}
