import { useState } from 'react';
import { useNavigate } from 'react-router';
import { lastDayOfMonth } from '#shared/dates.js';
import { Button } from '#web/components/ui/button.js';
import { Checkbox, TextField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { useHrDepartments } from '#web/lib/picker-lists.js';
import { toast } from '#web/lib/toast.js';
import { useCreatePayrollRun } from '../api/payroll.js';

/** This month ('2026-11'): the usual month to pay. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * 'New payroll run': the month, its pay date and the departments (everyone, or those ticked).
 * Making the draft lists everyone working there; nothing is paid until it is posted.
 */
export function NewRunDialog({
  open,
  onClose,
  runPath,
}: {
  open: boolean;
  onClose: () => void;
  runPath: (id: string) => string;
}) {
  return open ? <NewRunForm onClose={onClose} runPath={runPath} /> : null;
}

function NewRunForm({ onClose, runPath }: { onClose: () => void; runPath: (id: string) => string }) {
  const navigate = useNavigate();
  const create = useCreatePayrollRun();
  const departments = useHrDepartments();
  const [month, setMonth] = useState(thisMonth);
  const [payDate, setPayDate] = useState('');
  const [everyone, setEveryone] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    if (!everyone && !chosen.length)
      return setErrors({ departmentIds: 'Tick at least one department, or pay everyone.' });
    try {
      const answer = await create.mutateAsync({
        month,
        ...(payDate ? { payDate } : {}),
        departmentIds: everyone ? [] : chosen,
      });
      toast.success(answer.message);
      onClose();
      void navigate(runPath(answer.result._id));
    } catch (failure) {
      if (isApiError(failure, 400) || isApiError(failure, 409)) {
        const field = failure.fieldErrors[0]?.field ?? 'month';
        return setErrors({ [field]: failure.message });
      }
      toast.error('The draft was not made', { description: errorText(failure, 'Please try again.') });
    }
  };

  const toggle = (id: string, on: boolean) => {
    setChosen((list) => (on ? [...list, id] : list.filter((item) => item !== id)));
    setErrors({});
  };

  return (
    <Modal
      open
      onOpenChange={(next) => (next || create.isPending ? undefined : onClose())}
      title="New payroll run"
      description="A draft lists everyone working in the chosen departments with their salary as the basic. Nothing is paid until you post it."
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Month"
            type="month"
            required
            value={month}
            error={errors.month}
            onChange={(event) => {
              setMonth(event.target.value);
              setErrors({});
            }}
          />
          <TextField
            label="Pay date"
            type="date"
            value={payDate}
            error={errors.payDate}
            hint={
              /^(?!0000)\d{4}-(0[1-9]|1[0-2])$/.test(month) && !payDate
                ? `Left empty: ${lastDayOfMonth(month)}.`
                : undefined
            }
            onChange={(event) => {
              setPayDate(event.target.value);
              setErrors({});
            }}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Departments</legend>
          <Checkbox
            label="Everyone working here"
            checked={everyone}
            onChange={(event) => {
              setEveryone(event.target.checked);
              setErrors({});
            }}
          />
          {!everyone ? (
            <div className="max-h-48 space-y-1.5 overflow-y-auto rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              {(departments.data ?? []).map((department) => (
                <Checkbox
                  key={department._id}
                  label={department.dep_name}
                  checked={chosen.includes(department._id)}
                  onChange={(event) => toggle(department._id, event.target.checked)}
                />
              ))}
            </div>
          ) : null}
          {errors.departmentIds ? (
            <p className="text-sm text-red-600 dark:text-red-400">{errors.departmentIds}</p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Make draft
          </Button>
        </div>
      </form>
    </Modal>
  );
}
