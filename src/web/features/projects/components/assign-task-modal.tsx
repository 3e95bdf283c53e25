import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '#web/lib/toast.js';
import type { z } from 'zod';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import {
  assignTaskSchema,
  type AssignTaskInput,
  type DepartmentTaskJson,
  type ProjectJson,
} from '#shared/schemas/projects.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { SelectField, TextareaField, TextField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { isApiError } from '#web/lib/api-client.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';
import { useDepartmentMembers } from '#web/lib/department-members.js';
import { useAssignTask, useUpdateTask } from '../api/department-tasks.js';

type TaskFormValues = z.input<typeof assignTaskSchema>;
const FIELDS = ['employee', 'taskTitle', 'taskDescription', 'deadline'] as const;
const EMPTY: TaskFormValues = { employee: '', taskTitle: '', taskDescription: '', deadline: '' };

function EmployeeSelect({ error, ...register }: { error: string | undefined } & UseFormRegisterReturn<'employee'>) {
  const employees = useDepartmentMembers();
  const options = (employees.data ?? []).map((e) => ({ value: e._id, label: e.emp_name }));
  return (
    <>
      {employees.isError ? <Alert title={PROJECT_MSG.employeesFetchFailed}>{employees.error.message}</Alert> : null}
      {/* Mounted again once the options arrive, so an edited task's employee shows as chosen. */}
      <SelectField
        key={options.length}
        label="Employee"
        placeholder={employees.isPending ? 'Loading employees…' : 'Select Employee'}
        options={options}
        error={error}
        hint={employees.isSuccess && !options.length ? 'Your department has no employees yet.' : undefined}
        {...register}
      />
    </>
  );
}

/** A task's form values, for editing it. */
const valuesOf = (task: DepartmentTaskJson): TaskFormValues => ({
  employee: task.employee._id,
  taskTitle: task.taskTitle,
  taskDescription: task.taskDescription ?? '',
  deadline: task.deadline ?? '',
});

/**
 * The task form: a new task on the project, or (with `task`) the task edited or given to someone
 * else in the department — the people concerned are told.
 */
export function TaskForm({
  project,
  task,
  onDone,
}: {
  project: { _id: string };
  task?: DepartmentTaskJson;
  onDone: () => void;
}) {
  const assign = useAssignTask();
  const update = useUpdateTask();
  const form = useForm<TaskFormValues, unknown, AssignTaskInput>({
    resolver: zodResolver(assignTaskSchema),
    defaultValues: task ? valuesOf(task) : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (task) await update.mutateAsync({ id: task._id, task: values });
      else await assign.mutateAsync({ projectId: project._id, task: values });
      toast.success(task ? PROJECT_MSG.taskUpdated : PROJECT_MSG.taskCreated);
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS)) return;
      const failed = task ? PROJECT_MSG.taskUpdateFailed : PROJECT_MSG.taskFailed;
      toast.error(failed, isApiError(error) ? { description: error.message } : {});
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <EmployeeSelect error={errors.employee?.message} {...form.register('employee')} />
      <TextField
        label="Task Title"
        autoComplete="off"
        maxLength={200}
        error={errors.taskTitle?.message}
        {...form.register('taskTitle')}
      />
      <TextareaField
        label="Description"
        hint="Optional"
        rows={3}
        error={errors.taskDescription?.message}
        {...form.register('taskDescription')}
      />
      <TextField
        label="Deadline"
        hint="Optional"
        type="date"
        error={errors.deadline?.message}
        {...form.register('deadline')}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {task ? 'Save Task' : 'Assign Task'}
        </Button>
      </div>
    </form>
  );
}

/** 'Assign Task': give an employee of the department a task on this project. */
export function AssignTaskModal({ project, onClose }: { project: ProjectJson | null; onClose: () => void }) {
  return (
    <Modal
      open={project !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Assign Task"
      description={project ? `For the project “${project.title}”.` : undefined}
    >
      {project ? <TaskForm key={project._id} project={project} onDone={onClose} /> : null}
    </Modal>
  );
}
