import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '#web/lib/toast.js';
import type { z } from 'zod';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import { projectInputSchema, type ProjectInput } from '#shared/schemas/projects.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button, buttonClasses } from '#web/components/ui/button.js';
import { SelectField, TextField } from '#web/components/ui/field.js';
import { Card } from '#web/components/ui/page.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { errorText } from '#web/lib/api-client.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';
import { paths } from '#web/lib/paths.js';
import { useDepartmentOptions } from '../api/department-options.js';
import { STATUS_LABELS, WORK_STATUSES } from '../status.js';

export type ProjectFormValues = z.input<typeof projectInputSchema>;
type FieldName = keyof ProjectFormValues;

const FIELDS: readonly FieldName[] = ['title', 'department', 'startDate', 'endDate', 'status'];

const LABELS: Record<FieldName, string> = {
  title: 'Project Name',
  department: 'Department',
  startDate: 'Issue Date',
  endDate: 'End Deadline',
  status: 'Status',
};

const STATUS_OPTIONS = WORK_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** The spec's one message covers every missing field; each field also says which one it is. */
function messageFor(errors: FieldErrors<ProjectFormValues>, name: FieldName) {
  const message = errors[name]?.message;
  return message === PROJECT_MSG.required ? `${LABELS[name]} is required.` : message;
}

/**
 * Add and edit a project: Project Name, Department, Issue Date and End Deadline, all required,
 * the end not before the start; `withStatus` adds the admin's status choice (edit). Server
 * messages about a field land on it; any other failure is a toast titled `failureTitle`.
 */
export function ProjectForm({
  defaultValues,
  withStatus = false,
  submitLabel,
  failureTitle,
  onSave,
}: {
  defaultValues: ProjectFormValues;
  withStatus?: boolean;
  submitLabel: string;
  failureTitle: string;
  onSave: (values: ProjectInput) => Promise<unknown>;
}) {
  const departments = useDepartmentOptions();
  const form = useForm<ProjectFormValues, unknown, ProjectInput>({
    resolver: zodResolver(projectInputSchema),
    defaultValues,
  });
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const { errors, isSubmitting } = form.formState;
  const missing = FIELDS.some((name) => errors[name]?.message === PROJECT_MSG.required);
  const field = (name: FieldName) => ({ label: LABELS[name], error: messageFor(errors, name) });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS)) return;
      toast.error(failureTitle, { description: errorText(error, PROJECT_MSG.somethingWrong) });
    }
  });

  // The Department select must have its options before it can show the chosen one.
  if (departments.isPending) {
    return (
      <Card className="flex max-w-3xl items-center justify-center gap-2 py-16 text-sm text-slate-500">
        <Spinner className="size-5" /> Loading…
      </Card>
    );
  }

  return (
    <Card className="max-w-3xl">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {missing ? <Alert title={PROJECT_MSG.requiredTitle}>{PROJECT_MSG.required}</Alert> : null}
        {departments.isError ? <Alert title="Could not load the departments">{departments.error.message}</Alert> : null}
        <TextField {...field('title')} autoComplete="off" maxLength={200} {...form.register('title')} />
        <SelectField
          {...field('department')}
          placeholder="Select Department"
          options={departments.data ?? []}
          hint={
            departments.data?.length === 0
              ? 'There are no departments yet. Add one under Departments first.'
              : undefined
          }
          {...form.register('department')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field('startDate')} type="date" {...form.register('startDate')} />
          <TextField {...field('endDate')} type="date" min={startDate || undefined} {...form.register('endDate')} />
        </div>
        {withStatus ? <SelectField {...field('status')} options={STATUS_OPTIONS} {...form.register('status')} /> : null}
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end dark:border-slate-800">
          <Link to={paths.admin.projects} className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
