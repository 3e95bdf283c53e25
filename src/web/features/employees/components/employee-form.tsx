import { useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { EmployeeIssue } from '#shared/schemas/employees.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { Card } from '#web/components/ui/page.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';
import {
  checkEmployeeForm,
  TEXT_FIELDS,
  type EmployeeFormValues,
  type FormMode,
  type TextFieldName,
} from '../model/employee-form.js';
import { AccountSection, JobSection, PersonalSection } from './employee-form-fields.js';

type Summary = Pick<EmployeeIssue, 'title' | 'message'>;

/** Runs the shared employee checks; each field gets its first problem. */
function resolverFor(mode: FormMode, initial: EmployeeFormValues, linking: boolean): Resolver<EmployeeFormValues> {
  return async (values) => {
    const issues = checkEmployeeForm(values, mode, initial, linking);
    if (!issues.length) return { values, errors: {} };
    const errors: FieldErrors<EmployeeFormValues> = {};
    for (const issue of issues) {
      errors[issue.field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };
}

export interface EmployeeFormProps {
  mode: FormMode;
  initial: EmployeeFormValues;
  locked?: readonly TextFieldName[];
  currentImage?: string | null;
  currentDepartment?: string;
  submitLabel: string;
  pendingLabel: string;
  /** Saves; a thrown error about a field lands on that field, any other goes to `onFailure`. */
  onSubmit: (values: EmployeeFormValues) => Promise<void>;
  onFailure: (error: unknown) => void;
  /** Extra buttons beside the submit button ('Back to Dashboard'). */
  actions?: ReactNode;
  /** Making a sign-up account staff: its email and password stay as they are. */
  linking?: boolean;
}

/** The add-employee and edit-employee form, checked in the spec's order. */
export function EmployeeForm({
  mode,
  initial,
  locked = [],
  submitLabel,
  pendingLabel,
  onSubmit,
  onFailure,
  actions,
  linking = false,
  ...current
}: EmployeeFormProps) {
  const form = useForm<EmployeeFormValues>({
    resolver: resolverFor(mode, initial, linking),
    defaultValues: initial,
    // The field of the first problem in the spec's order gets the focus, not the first on screen.
    shouldFocusError: false,
  });
  const [summary, setSummary] = useState<Summary | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setSummary(null);
      try {
        await onSubmit(values);
        if (mode === 'create') form.reset(initial);
      } catch (error) {
        const fields = [...TEXT_FIELDS, 'profileImage'] as const;
        if (applyFieldErrors(error, form.setError, fields)) {
          setSummary({ message: (error as Error).message });
        } else {
          onFailure(error);
        }
      }
    },
    (_errors, _event) => {
      const [first] = checkEmployeeForm(form.getValues(), mode, initial, linking);
      setSummary(first ? { ...(first.title ? { title: first.title } : {}), message: first.message } : null);
      if (first) form.setFocus(first.field);
    },
  );

  const fieldProps = {
    form,
    mode,
    locked,
    linking,
    currentImage: current.currentImage,
    currentDepartment: current.currentDepartment,
  };
  return (
    <form onSubmit={submit} noValidate>
      <Card>
        <div className="space-y-8">
          <PersonalSection {...fieldProps} />
          <JobSection {...fieldProps} />
          <AccountSection {...fieldProps} />
        </div>
        {summary ? (
          <Alert className="mt-6" {...(summary.title ? { title: summary.title } : {})}>
            {summary.message}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end dark:border-slate-800">
          {actions}
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? pendingLabel : submitLabel}
          </Button>
        </div>
      </Card>
    </form>
  );
}
