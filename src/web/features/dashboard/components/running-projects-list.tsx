import { FolderKanban } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '#web/components/ui/alert.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { formatDay } from '#web/lib/format.js';
import type { RunningProject } from '../api/admin-stats.js';

/** Spec §4: running projects are labelled 'Ongoing' on the dashboards. */
export function OngoingBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-900">
      <span className="size-1.5 rounded-full bg-amber-500" aria-hidden />
      Ongoing
    </span>
  );
}

/** Running projects as a card list: title, start and end dates, and the 'Ongoing' badge. */
export function RunningProjectsList({
  projects,
  loading,
  error,
  empty,
  footer,
}: {
  projects: RunningProject[];
  loading: boolean;
  error: string | null;
  empty: string;
  footer?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {loading ? (
        <div className="flex justify-center py-12 text-indigo-600">
          <Spinner label="Loading projects" />
        </div>
      ) : error ? (
        <div className="p-4">
          <Alert>{error}</Alert>
        </div>
      ) : projects.length ? (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {projects.map((project) => (
            <li key={project._id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-sky-50 text-sky-600 dark:bg-sky-950 dark:text-sky-300">
                <FolderKanban className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{project.title}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  <span className="sr-only">Start </span>
                  {formatDay(project.startDate)} → <span className="sr-only">End </span>
                  {formatDay(project.endDate)}
                  {project.department ? ` · ${project.department.dep_name}` : ''}
                </p>
              </div>
              <OngoingBadge />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-2 py-12 text-center text-sm text-slate-500 dark:text-slate-400">
          <FolderKanban className="size-6" aria-hidden />
          {empty}
        </div>
      )}
      {footer}
    </div>
  );
}
