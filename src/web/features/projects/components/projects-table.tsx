import { Link } from 'react-router';
import type { ProjectJson } from '#shared/schemas/projects.js';
import { Button, buttonClasses } from '#web/components/ui/button.js';
import { DataTable, type Column, type Paging, type Sorting } from '#web/components/ui/data-table.js';
import { formatDay } from '#web/lib/format.js';
import { paths } from '#web/lib/paths.js';
import { useOpenerState } from '#web/lib/return-to.js';
import { WorkStatusBadge } from './status-badge.js';

function columns(onDelete: (project: ProjectJson) => void): Column<ProjectJson>[] {
  return [
    { header: 'S/N', cell: (_, index) => index + 1, className: 'w-14 text-slate-500 dark:text-slate-400' },
    {
      header: 'Project Name',
      sort: 'title',
      cell: (project) => <span className="font-medium text-slate-900 dark:text-white">{project.title}</span>,
      className: 'min-w-40',
    },
    {
      header: 'Manager',
      sort: 'manager',
      cell: (project) => project.department.manager?.emp_name ?? '—',
      className: 'whitespace-nowrap',
    },
    {
      header: 'Department',
      sort: 'department',
      cell: (project) => project.department.dep_name,
      className: 'whitespace-nowrap',
    },
    {
      header: 'Issue Date',
      sort: 'start',
      cell: (project) => formatDay(project.startDate),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Expected Date',
      sort: 'end',
      cell: (project) => formatDay(project.endDate),
      className: 'whitespace-nowrap',
    },
    { header: 'Status', sort: 'status', cell: (project) => <WorkStatusBadge status={project.status} /> },
    {
      header: 'Actions',
      cell: (project) => (
        <div className="flex items-center gap-2">
          <EditProjectLink project={project} />
          <Button variant="danger" size="sm" onClick={() => onDelete(project)} aria-label={`Delete ${project.title}`}>
            Delete
          </Button>
        </div>
      ),
    },
  ];
}

/** The admin's 'Manage Projects' table, paged on the server. */
export function ProjectsTable({
  rows,
  loading,
  error,
  paging,
  sorting,
  empty,
  onDelete,
}: {
  rows: ProjectJson[] | undefined;
  loading: boolean;
  error: string | null;
  paging: Paging | undefined;
  sorting: Sorting;
  empty: string;
  onDelete: (project: ProjectJson) => void;
}) {
  return (
    <DataTable
      caption="Projects"
      columns={columns(onDelete)}
      rows={rows}
      rowKey={(project) => project._id}
      loading={loading}
      error={error}
      empty={empty}
      paging={paging}
      sorting={sorting}
      scroll
    />
  );
}

/** Edit, returning to this list (its search, filter and page) after saving. */
function EditProjectLink({ project }: { project: ProjectJson }) {
  const opener = useOpenerState();
  return (
    <Link
      to={paths.admin.editProject(project._id)}
      state={opener}
      className={buttonClasses('secondary', 'sm')}
      aria-label={`Edit ${project.title}`}
    >
      Edit
    </Link>
  );
}
