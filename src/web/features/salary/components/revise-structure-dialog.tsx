import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SALARY_COMPONENTS, type SalaryComponent } from '#shared/constants.js';
import { monthNameOf } from '#shared/dates.js';
import { COMPONENT_LABELS } from '#shared/messages/salary-structures.js';
import { kindOf } from '#shared/pay-lines.js';
import { revisionMonthWindow, structureInputSchema, type StructureJson } from '#shared/schemas/salary-structures.js';
import { Alert } from '#web/components/ui/alert.js';
import { Button } from '#web/components/ui/button.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { SelectField, TextareaField, TextField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';
import { toast } from '#web/lib/toast.js';
import { useReviseStructure, type ReviseBody } from '../api/structures.js';

interface Row {
  component: SalaryComponent;
  method: 'fixed' | 'percent';
  amount: string;
  percent: string;
  of: string;
}
interface Values {
  effectiveMonth: string;
  reason: string;
  components: Row[];
}

/** The form's rows as the contract wants them: a fixed amount, or a percentage of another component. */
const bodyOf = (values: Values): ReviseBody => ({
  effectiveMonth: values.effectiveMonth,
  reason: values.reason,
  components: values.components.map((row) =>
    row.method === 'fixed'
      ? { component: row.component, method: 'fixed', amount: row.amount }
      : {
          component: row.component,
          method: 'percent',
          percent: row.percent,
          of: (row.of || null) as SalaryComponent | null,
        },
  ),
});
const schema = z
  .custom<Values>()
  .transform((values) => bodyOf(values))
  .pipe(structureInputSchema);

const COMPONENT_OPTIONS = SALARY_COMPONENTS.map((key) => ({
  value: key,
  label: `${COMPONENT_LABELS[key]} (${kindOf(key) === 'earning' ? 'earning' : 'deduction'})`,
}));
const METHOD_OPTIONS = [
  { value: 'fixed', label: 'Fixed amount' },
  { value: 'percent', label: 'Percentage of' },
];

const rowsOf = (current: StructureJson | null): Row[] =>
  current
    ? current.components.map((c) => ({
        component: c.component,
        method: c.method,
        amount: c.amount === null ? '' : String(c.amount),
        percent: c.percent === null ? '' : String(c.percent),
        of: c.of ?? '',
      }))
    : [{ component: 'basic', method: 'fixed', amount: '', percent: '', of: '' }];

/** 'Revise salary structure': the month it takes effect, every component, and why; confirmed before it is saved. */
export function ReviseStructureDialog({
  open,
  id,
  name,
  current,
  onClose,
}: {
  open: boolean;
  id: string;
  name?: string | undefined;
  current: StructureJson | null;
  onClose: () => void;
}) {
  const revise = useReviseStructure(id);
  const months = revisionMonthWindow();
  const form = useForm<Values>({
    resolver: zodResolver(schema, undefined, { raw: true }) as never,
    defaultValues: { effectiveMonth: months.latest, reason: '', components: rowsOf(current) },
  });
  const rows = useFieldArray({ control: form.control, name: 'components' });
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (open) form.reset({ effectiveMonth: months.latest, reason: '', components: rowsOf(current) });
  }, [open, current, form, months.latest]);
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control, name: 'components' });

  const save = async () => {
    if (!confirming) return;
    try {
      const result = await revise.mutateAsync(bodyOf(confirming));
      toast.success(result.message);
      setConfirming(null);
      onClose();
    } catch (error) {
      setConfirming(null);
      if (!applyFieldErrors(error, form.setError, ['effectiveMonth', 'reason'])) {
        setProblem(isApiError(error) ? error.message : errorText(error, 'The revision could not be saved.'));
      }
    }
  };

  const componentsError =
    (errors.components as { message?: string } | undefined)?.message ?? errors.components?.root?.message;
  return (
    <>
      <Modal
        open={open && !confirming}
        onOpenChange={(next) => (!next && !revise.isPending ? onClose() : undefined)}
        title="Revise salary structure"
        description={name ? `${name} · every component, as from the month chosen` : undefined}
        size="xl"
      >
        <form
          onSubmit={form.handleSubmit((values) => {
            setProblem(null);
            setConfirming(values);
          })}
          noValidate
          className="space-y-4"
        >
          <TextField
            label="Takes effect from"
            type="month"
            min={months.earliest}
            max={months.latest}
            hint="From the first day of the month. An earlier month already paid gets arrears in the next payroll run."
            error={errors.effectiveMonth?.message}
            {...form.register('effectiveMonth')}
          />
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Components</legend>
            {rows.fields.map((field, index) => {
              const row = errors.components?.[index];
              const method = watched[index]?.method;
              return (
                <div
                  key={field.id}
                  className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(12rem,1.3fr)_minmax(10rem,1fr)_minmax(14rem,1.4fr)_auto] sm:items-end dark:border-slate-800"
                >
                  <SelectField
                    label="Component"
                    options={COMPONENT_OPTIONS}
                    {...form.register(`components.${index}.component`)}
                  />
                  <SelectField
                    label="Worked out as"
                    options={METHOD_OPTIONS}
                    {...form.register(`components.${index}.method`)}
                  />
                  {method === 'percent' ? (
                    <div className="grid grid-cols-[5rem_1fr] gap-2">
                      <TextField
                        label="%"
                        inputMode="decimal"
                        autoComplete="off"
                        error={row?.percent?.message}
                        {...form.register(`components.${index}.percent`)}
                      />
                      <SelectField
                        label="of"
                        placeholder="Choose"
                        options={SALARY_COMPONENTS.map((key) => ({ value: key, label: COMPONENT_LABELS[key] }))}
                        error={row?.of?.message}
                        {...form.register(`components.${index}.of`)}
                      />
                    </div>
                  ) : (
                    <TextField
                      label="Amount a month"
                      inputMode="decimal"
                      autoComplete="off"
                      error={row?.amount?.message}
                      {...form.register(`components.${index}.amount`)}
                    />
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${COMPONENT_LABELS[watched[index]?.component ?? 'basic']}`}
                    onClick={() => rows.remove(index)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              );
            })}
            {componentsError ? <Alert>{componentsError}</Alert> : null}
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                rows.append({
                  component:
                    SALARY_COMPONENTS.find((key) => !watched.some((r) => r.component === key)) ?? 'other_earning',
                  method: 'fixed',
                  amount: '',
                  percent: '',
                  of: '',
                })
              }
            >
              <Plus className="size-4" aria-hidden />
              Add a component
            </Button>
          </fieldset>
          <TextareaField
            label="Reason for the revision"
            rows={2}
            hint="Kept in the audit trail with the components."
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          {problem ? <Alert>{problem}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Review the revision</Button>
          </div>
        </form>
      </Modal>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => (!next && !revise.isPending ? setConfirming(null) : undefined)}
        title="Save this revision?"
        description={
          confirming
            ? `The structure takes effect from ${monthNameOf(confirming.effectiveMonth)}. ` +
              (confirming.effectiveMonth < months.latest
                ? 'Months already paid since then get arrears (or a recovery) in the next payroll run.'
                : 'The next payroll run pays it.')
            : ''
        }
        confirmLabel="Yes, revise it"
        tone="primary"
        busy={revise.isPending}
        onConfirm={() => void save()}
      />
    </>
  );
}
