import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DEPARTMENT_MSG } from '#shared/messages/departments.js';
import { departmentInputSchema, type DepartmentInput } from '#shared/schemas/departments.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { SelectField, TextareaField, TextField } from '#web/components/ui/field.js';
import { Card } from '#web/components/ui/page.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';
import { useDebouncedValue } from '#web/lib/use-debounced-value.js';
import { useAllDepartments, useAllManagers } from '#web/lib/picker-lists.js';
import { useDepartmentNameSuggestions } from '../api/list-departments.js';

export type DepartmentFormValues = z.input<typeof departmentInputSchema>;

/** The manager choices, each saying which department they already run. */
function useManagerOptions(departmentId: string | undefined) {
  const managers = useAllManagers();
  const departments = useAllDepartments();
  const runs = new Map(
    (departments.data ?? [])
      .filter((d) => d.manager && d._id !== departmentId)
      .map((d) => [d.manager!._id, d.dep_name] as const),
  );
  const options = (managers.data ?? []).map((m) => ({
    value: m._id,
    label: `${m.emp_name} (${m.employeeId})${runs.has(m._id) ? ` · manages ${runs.get(m._id)}` : ''}`,
  }));
  return { options, loaded: managers.isSuccess, failed: managers.isError };
}

/** 'Add Department' and 'Edit Department': name (with suggestions), description, manager. */
export function DepartmentForm({
  departmentId,
  initial,
  submitLabel,
  onSubmit,
  onFailure,
}: {
  departmentId?: string;
  initial: DepartmentFormValues;
  submitLabel: string;
  onSubmit: (input: DepartmentInput) => Promise<void>;
  onFailure: (error: unknown, fieldShown: boolean) => void;
}) {
  const form = useForm<DepartmentFormValues, unknown, DepartmentInput>({
    resolver: zodResolver(departmentInputSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const [incomplete, setIncomplete] = useState(false);
  const typed = useDebouncedValue((useWatch({ control: form.control, name: 'dep_name' }) ?? '').trim(), 250);
  const suggestions = useDepartmentNameSuggestions(typed);
  const managers = useManagerOptions(departmentId);
  const listId = 'department-name-suggestions';

  const submit = form.handleSubmit(
    async (input) => {
      setIncomplete(false);
      try {
        await onSubmit(input);
      } catch (error) {
        onFailure(error, applyFieldErrors(error, form.setError, ['dep_name', 'dep_desc', 'manager']));
      }
    },
    // The spec's warning is for a name or a manager left out; any other problem shows on its field.
    () => setIncomplete(!form.getValues('dep_name')?.trim() || !form.getValues('manager')),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Card className="max-w-2xl space-y-5">
        {incomplete ? <Alert title={DEPARTMENT_MSG.requiredTitle}>{DEPARTMENT_MSG.required}</Alert> : null}
        <TextField
          label="Department Name"
          placeholder="e.g. Engineering"
          autoComplete="off"
          list={listId}
          hint="Existing departments are suggested as you type."
          error={errors.dep_name?.message}
          {...form.register('dep_name')}
        />
        <datalist id={listId}>
          {(suggestions.data ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextareaField
          label="Description (optional)"
          placeholder="What this department does"
          error={errors.dep_desc?.message}
          {...form.register('dep_desc')}
        />
        {/* Registered once its options exist, so the current manager shows selected. */}
        {managers.loaded ? (
          <SelectField
            label="Manager"
            placeholder="Select manager"
            options={managers.options}
            hint="Only people with the manager role can run a department."
            error={errors.manager?.message}
            {...form.register('manager')}
          />
        ) : (
          <SelectField
            label="Manager"
            disabled
            placeholder={managers.failed ? 'Could not load the managers.' : 'Loading managers…'}
            options={[]}
          />
        )}
        <div className="flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </Card>
    </form>
  );
}
