import { Link } from 'react-router';
import { DASHBOARD_PREVIEW_COUNT } from '#shared/constants.js';
import { RoleBadge } from '#web/components/account-summary.js';
import { buttonClasses, Button } from '#web/components/ui/button.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { paths } from '#web/lib/paths.js';
import { useState } from 'react';
import { useActiveUsersPreview, useAllActiveUsers, useRunningProjects, type ActiveUser } from '../api/admin-stats.js';
import { STATS_MSG, statsError } from '../api/stats-error.js';
import { Panel } from './panel.js';
import { RunningProjectsList } from './running-projects-list.js';

const USER_COLUMNS: Column<ActiveUser>[] = [
  { header: 'Email', cell: (user) => user.email, className: 'max-w-64 truncate' },
  { header: 'Name', cell: (user) => <span className="font-medium text-slate-900 dark:text-white">{user.name}</span> },
  { header: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
];

/** Spec §2: signed-in users, the first 5 with a 'See All' / 'Show Less' toggle; the rest are asked for on 'See All'. */
export function ActiveUsersPanel() {
  const preview = useActiveUsersPreview();
  const [expanded, setExpanded] = useState(false);
  const all = useAllActiveUsers(expanded);
  const users = expanded ? all : preview;
  const rows = expanded ? all.data : preview.data?.result;
  const count = preview.data?.count;
  const toggle =
    count !== undefined && count > DASHBOARD_PREVIEW_COUNT ? (
      <Button variant="ghost" size="sm" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
        {expanded ? 'Show Less' : 'See All'}
      </Button>
    ) : null;
  return (
    <Panel title="Active Users" count={count} actions={toggle}>
      <DataTable
        caption="Active users"
        columns={USER_COLUMNS}
        rows={rows ?? []}
        rowKey={(user) => user._id}
        loading={users.isPending}
        error={users.isError ? statsError(users.error, STATS_MSG.generic) : null}
        empty="No active users found."
        scroll={expanded}
      />
    </Panel>
  );
}

/** Spec §2: the running projects' count and first 5 titles, each 'Ongoing'. */
export function RunningProjectsPanel() {
  const running = useRunningProjects();
  const projects = running.data?.projects ?? [];
  const count = running.data?.projectsCount ?? projects.length;
  const seeAll =
    count > DASHBOARD_PREVIEW_COUNT ? (
      <Link to={paths.admin.projects} className={buttonClasses('ghost', 'sm')}>
        See All
      </Link>
    ) : null;
  return (
    <Panel title="Running Projects" count={running.data ? count : undefined} actions={seeAll}>
      <RunningProjectsList
        projects={projects.slice(0, DASHBOARD_PREVIEW_COUNT)}
        loading={running.isPending}
        error={running.isError ? statsError(running.error, STATS_MSG.projectCount) : null}
        empty="No Running Projects"
      />
    </Panel>
  );
}
