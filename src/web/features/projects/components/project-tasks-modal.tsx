import { CalendarDays, Inbox, Pencil, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import type { DepartmentTaskJson, ProjectJson } from '#shared/schemas/projects.js';
import { projectsApi } from '#shared/api/projects.js';
import { ExportMenu } from '#web/components/export-menu.js';
import { Alert } from '#web/components/ui/alert.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { Modal } from '#web/components/ui/modal.js';
import { ActionButton } from '#web/components/ui/row-actions.js';
import { errorText } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { useDeleteTask, useProjectTasks } from '../api/department-tasks.js';
import { TaskForm } from './assign-task-modal.js';
import { WorkStatusBadge } from './status-badge.js';
import { TaskDeadline } from './task-deadline.js';

function TaskItem({
  task,
  onEdit,
  onDelete,
}: {
  task: DepartmentTaskJson;
  onEdit: (task: DepartmentTaskJson) => void;
  onDelete: (task: DepartmentTaskJson) => void;
}) {
  return (
    <li className="space-y-1.5 py-4 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium text-slate-900 dark:text-white">{task.taskTitle}</p>
        <div className="flex shrink-0 items-center gap-1.5">
          <WorkStatusBadge status={task.status} />
          <ActionButton icon={Pencil} label="Edit task" subject={task.taskTitle} onClick={() => onEdit(task)} />
          <ActionButton
            icon={Trash2}
            label="Delete task"
            subject={task.taskTitle}
            tone="danger"
            onClick={() => onDelete(task)}
          />
        </div>
      </div>
      {task.taskDescription ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{task.taskDescription}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5" title={task.employee.emp_email}>
          <UserRound className="size-4 text-slate-400" aria-hidden />
          <span className="sr-only">Employee: </span>
          {task.employee.emp_name}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4 text-slate-400" aria-hidden />
          <span className="sr-only">Deadline: </span>
          <TaskDeadline task={task} />
        </span>
      </div>
    </li>
  );
}

function ProjectTasks({ project }: { project: ProjectJson }) {
  const tasks = useProjectTasks(project._id);
  const remove = useDeleteTask();
  const [editing, setEditing] = useState<DepartmentTaskJson | null>(null);
  const [deleting, setDeleting] = useState<DepartmentTaskJson | null>(null);
  if (editing) {
    return (
      <>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          Editing “{editing.taskTitle}”. Giving it to someone else tells both of them.
        </p>
        <TaskForm key={editing._id} project={project} task={editing} onDone={() => setEditing(null)} />
      </>
    );
  }
  if (tasks.isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500" role="status">
        <Spinner className="size-5" /> Loading…
      </p>
    );
  }
  if (tasks.isError) return <Alert title={PROJECT_MSG.tasksFetchFailed}>{tasks.error.message}</Alert>;
  if (!tasks.data.length) {
    return (
      <p className="flex flex-col items-center gap-2 py-10 text-sm text-slate-500 dark:text-slate-400">
        <Inbox className="size-6" aria-hidden />
        {PROJECT_MSG.noTasks}
      </p>
    );
  }
  const done = tasks.data.filter((task) => task.status === 'completed').length;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {done} of {tasks.data.length} completed
        </p>
        <ExportMenu endpoint={projectsApi.exportTasks} query={{ project: project._id }} label="Export tasks" />
      </div>
      <ul aria-label={`Tasks of ${project.title}`} className="divide-y divide-slate-100 dark:divide-slate-800">
        {tasks.data.map((task) => (
          <TaskItem key={task._id} task={task} onEdit={setEditing} onDelete={setDeleting} />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this task?"
        description={
          deleting ? `“${deleting.taskTitle}” of ${deleting.employee.emp_name}. ${PROJECT_MSG.taskDeleteConfirm}` : ''
        }
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: () => toast.success(PROJECT_MSG.taskDeleted),
            onError: (error) =>
              toast.error(PROJECT_MSG.taskDeleteFailed, {
                description: errorText(error, PROJECT_MSG.taskDeleteFailed),
              }),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}

/**
 * 'View Tasks': each task of the project with its employee, title, description, deadline and
 * status; the manager edits, reassigns or deletes one (after confirming).
 */
export function ProjectTasksModal({ project, onClose }: { project: ProjectJson | null; onClose: () => void }) {
  return (
    <Modal
      open={project !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={project ? `Tasks — ${project.title}` : 'Tasks'}
      size="lg"
    >
      {project ? <ProjectTasks project={project} /> : null}
    </Modal>
  );
}
