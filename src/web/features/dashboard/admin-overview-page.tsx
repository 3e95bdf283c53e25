import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SIDEBARS } from '../../components/layout/nav.js';
import { Card, PageHeader } from '../../components/ui/page.js';
import { paths } from '../../lib/paths.js';
import { useUser } from '../../lib/session.js';

export function AdminOverviewPage() {
  const user = useUser();
  const sections = SIDEBARS.admin.links.filter((link) => link.to !== paths.admin.home);
  return (
    <>
      <PageHeader
        title="Admin Dashboard Overview"
        description={`Signed in as ${user.name}. Statistics, active users, running projects and charts will appear here as they are built.`}
      />
      <Card aria-labelledby="admin-sections">
        <h2 id="admin-sections" className="text-base font-semibold text-slate-900 dark:text-white">
          Manage your organisation
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {sections.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-700 transition-colors hover:border-indigo-300 hover:bg-indigo-50/60 dark:border-slate-800 dark:text-slate-200 dark:hover:border-indigo-800 dark:hover:bg-indigo-950/40"
              >
                <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="flex-1">{label}</span>
                <ArrowRight
                  className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-indigo-600"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
