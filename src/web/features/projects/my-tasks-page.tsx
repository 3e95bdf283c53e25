import { FolderKanban } from 'lucide-react';
import { useState } from 'react';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import type { TaskJson } from '#shared/schemas/projects.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { projectsApi } from '#shared/api/projects.js';
import { ExportMenu } from '../../components/export-menu.js';
import { PageHeader } from '../../components/ui/page.js';
import { useMyTasks } from './api/my-tasks.js';
import { StatusFilter } from './components/status-filter.js';
import { TaskDeadline } from './components/task-deadline.js';
import { TaskStatusCell } from './components/task-status-cell.js';
import { STATUS_LABELS, type TaskStatus } from './status.js';

const muted = 'text-slate-400 dark:text-slate-500';

/** Title with its project; on phones the description and deadline follow here, as their columns are hidden. */
function TaskCell({ task }: { task: TaskJson }) {
  return (
    <div className="flex flex-col gap-0.5">
      <p className="font-medium text-slate-900 dark:text-white">{task.taskTitle}</p>
      <p className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
        <FolderKanban className="size-3.5" aria-hidden />
        <span className="sr-only">Project: </span>
        {task.project.title}
      </p>
      <div className="flex flex-col gap-1 pt-1 text-sm text-slate-600 sm:hidden dark:text-slate-400">
        {task.taskDescription ? <p>{task.taskDescription}</p> : null}
        <TaskDeadline task={task} />
      </div>
    </div>
  );
}

const COLUMNS: Column<TaskJson>[] = [
  { header: 'Task', cell: (task) => <TaskCell task={task} />, className: 'min-w-40' },
  {
    header: 'Description',
    cell: (task) => task.taskDescription || <span className={muted}>—</span>,
    className: 'hidden min-w-64 sm:table-cell',
  },
  { header: 'Deadline', cell: (task) => <TaskDeadline task={task} />, className: 'hidden sm:table-cell' },
  { header: 'Status', cell: (task) => <TaskStatusCell task={task} /> },
];

/** Employee: their own tasks, filtered by status on the server; each status can be changed in place. */
export function MyTasksPage() {
  const [status, setStatus] = useState<TaskStatus | null>(null);
  const tasks = useMyTasks(status);
  return (
    <>
      <PageHeader
        title="Tasks"
        description="The tasks your manager has given you. Keep each one's status up to date so your manager sees your progress."
        actions={<ExportMenu endpoint={projectsApi.exportTasks} query={status ? { status } : {}} />}
      />
      <div className="mb-4">
        <StatusFilter value={status} onChange={setStatus} />
      </div>
      <DataTable
        caption={status ? `${STATUS_LABELS[status]} tasks` : 'My tasks'}
        columns={COLUMNS}
        rows={tasks.data}
        rowKey={(task) => task._id}
        loading={tasks.isPending}
        error={tasks.isError ? tasks.error.message : null}
        empty={PROJECT_MSG.noTasks}
        scroll
      />
    </>
  );
}
