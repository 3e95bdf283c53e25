import { ListChecks, Plus } from 'lucide-react';
import type { ProjectJson } from '#shared/schemas/projects.js';
import { Button } from '#web/components/ui/button.js';
import { DataTable, type Column } from '#web/components/ui/data-table.js';
import { formatDay } from '#web/lib/format.js';
import { ProjectStatusCell } from './project-status-cell.js';

interface Actions {
  onAddTask: (project: ProjectJson) => void;
  onViewTasks: (project: ProjectJson) => void;
}

/** On narrow screens the dates follow the name, so the status and actions come into view. */
const dateColumn = 'hidden whitespace-nowrap md:table-cell';

function ProjectName({ project }: { project: ProjectJson }) {
  return (
    <div className="flex flex-col gap-0.5">
      <p className="font-medium text-slate-900 dark:text-white">{project.title}</p>
      <p className="text-xs whitespace-nowrap text-slate-500 md:hidden dark:text-slate-400">
        {formatDay(project.startDate)} – {formatDay(project.endDate)}
      </p>
    </div>
  );
}

function columns({ onAddTask, onViewTasks }: Actions): Column<ProjectJson>[] {
  return [
    {
      header: 'S/N',
      cell: (_, index) => index + 1,
      className: 'hidden w-14 text-slate-500 sm:table-cell dark:text-slate-400',
    },
    { header: 'Project Name', cell: (project) => <ProjectName project={project} />, className: 'min-w-40' },
    { header: 'Issue Date', cell: (project) => formatDay(project.startDate), className: dateColumn },
    { header: 'Expected Date', cell: (project) => formatDay(project.endDate), className: dateColumn },
    { header: 'Status', cell: (project) => <ProjectStatusCell project={project} /> },
    {
      header: 'Actions',
      cell: (project) => (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button size="sm" onClick={() => onAddTask(project)} aria-label={`Add Task to ${project.title}`}>
            <Plus className="size-3.5" aria-hidden />
            Add Task
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onViewTasks(project)}
            aria-label={`View Tasks of ${project.title}`}
          >
            <ListChecks className="size-3.5" aria-hidden />
            View Tasks
          </Button>
        </div>
      ),
    },
  ];
}

/** The manager's department projects with their inline status select and task actions. */
export function DepartmentProjectsTable({
  rows,
  loading,
  error,
  ...actions
}: Actions & { rows: ProjectJson[] | undefined; loading: boolean; error: string | null }) {
  return (
    <DataTable
      caption="My Department Projects"
      columns={columns(actions)}
      rows={rows}
      rowKey={(project) => project._id}
      loading={loading}
      error={error}
      empty="Your department has no projects yet. Projects created for it by an admin appear here."
      scroll
    />
  );
}
