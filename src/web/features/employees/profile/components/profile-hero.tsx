import type { ReactNode } from 'react';
import { RoleBadge } from '#web/components/account-summary.js';
import { Avatar } from '#web/components/ui/avatar.js';

/** '{department} Department', or a plain note when the person has none. */
export function departmentLine(department: { dep_name: string } | null): string {
  return department ? `${department.dep_name} Department` : 'No department';
}

/** The photo, name and headline of a person, with the page's actions. */
export function ProfileHero({
  name,
  image,
  role,
  lines,
  actions,
}: {
  name: string;
  image: string | null;
  role: string;
  /** Short lines under the name ('Engineering Department', the designation). */
  lines: ReactNode[];
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="profile-name"
      className="mb-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="h-24 bg-gradient-to-r from-indigo-600 via-indigo-500 to-violet-500 dark:from-indigo-900 dark:via-indigo-800 dark:to-violet-900" />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-start sm:px-6 sm:pb-6">
        <Avatar name={name} image={image} className="-mt-12 size-24 text-3xl ring-4 ring-white dark:ring-slate-900" />
        <div className="min-w-0 flex-1 space-y-1 sm:pt-3">
          <h2 id="profile-name" className="text-xl font-semibold text-slate-900 dark:text-white">
            {name}
          </h2>
          {lines.map((line, index) => (
            <p key={index} className="text-sm text-slate-600 dark:text-slate-400">
              {line}
            </p>
          ))}
          <div className="pt-1">
            <RoleBadge role={role} />
          </div>
        </div>
        {actions ? <div className="flex flex-wrap gap-2 sm:pt-4">{actions}</div> : null}
      </div>
    </section>
  );
}
