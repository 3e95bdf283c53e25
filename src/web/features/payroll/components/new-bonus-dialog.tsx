import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.js';
import { Checkbox, SelectField, TextField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { useHrDepartments } from '#web/lib/picker-lists.js';
import { toast } from '#web/lib/toast.js';
import { useCreateBonusRun } from '../api/bonus.js';

const SHORT_SERVICE = [
  { value: 'prorate', label: 'Pro-rated by months served' },
  { value: 'none', label: 'No bonus' },
] as const;

/**
 * 'New festival bonus': the festival (name, date), the pay date, the departments and the rules —
 * a percentage of each monthly basic, in full after a minimum service, pro-rated or nothing below.
 */
export function NewBonusDialog({
  open,
  onClose,
  runPath,
}: {
  open: boolean;
  onClose: () => void;
  runPath: (id: string) => string;
}) {
  return open ? <NewBonusForm onClose={onClose} runPath={runPath} /> : null;
}

function NewBonusForm({ onClose, runPath }: { onClose: () => void; runPath: (id: string) => string }) {
  const navigate = useNavigate();
  const create = useCreateBonusRun();
  const departments = useHrDepartments();
  const [form, setForm] = useState({
    name: '',
    festivalDate: '',
    payDate: '',
    percent: '100',
    minMonths: '6',
    shortService: 'prorate' as 'prorate' | 'none',
  });
  const [everyone, setEveryone] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm((old) => ({ ...old, [key]: event.target.value }));
    setErrors({});
  };

  const submit = async () => {
    if (!everyone && !chosen.length) {
      return setErrors({ departmentIds: 'Tick at least one department, or pay everyone.' });
    }
    try {
      const answer = await create.mutateAsync({
        name: form.name,
        festivalDate: form.festivalDate,
        ...(form.payDate ? { payDate: form.payDate } : {}),
        percent: Number(form.percent),
        minMonths: Number(form.minMonths),
        shortService: form.shortService,
        departmentIds: everyone ? [] : chosen,
      });
      toast.success(answer.message);
      onClose();
      void navigate(runPath(answer.result._id));
    } catch (failure) {
      if (isApiError(failure, 400) || isApiError(failure, 409)) {
        const field = failure.fieldErrors[0]?.field ?? 'name';
        return setErrors({ [field]: failure.message });
      }
      toast.error('The draft was not made', { description: errorText(failure, 'Please try again.') });
    }
  };

  return (
    <Modal
      open
      onOpenChange={(next) => (next || create.isPending ? undefined : onClose())}
      title="New festival bonus"
      description="A draft lists everyone employed on the festival date with their bonus worked out from their monthly basic. Nothing is paid until you post it."
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Festival"
          required
          placeholder="Eid-ul-Adha 2026"
          value={form.name}
          error={errors.name}
          onChange={set('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Festival date"
            type="date"
            required
            value={form.festivalDate}
            error={errors.festivalDate}
            hint="Who is employed on this day is due the bonus."
            onChange={set('festivalDate')}
          />
          <TextField
            label="Pay date"
            type="date"
            value={form.payDate}
            error={errors.payDate}
            hint={form.payDate ? undefined : 'Left empty: the festival date.'}
            onChange={set('payDate')}
          />
          <TextField
            label="Percentage of monthly basic"
            type="number"
            inputMode="numeric"
            min={1}
            max={300}
            required
            value={form.percent}
            error={errors.percent}
            onChange={set('percent')}
          />
          <TextField
            label="Months of service for the full bonus"
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            required
            value={form.minMonths}
            error={errors.minMonths}
            onChange={set('minMonths')}
          />
        </div>
        <SelectField
          label="Shorter service"
          options={SHORT_SERVICE}
          value={form.shortService}
          error={errors.shortService}
          hint="Someone with fewer months than that: their bonus times months served of the minimum, or none."
          onChange={set('shortService')}
        />
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
                  onChange={(event) => {
                    const on = event.target.checked;
                    setChosen((list) => (on ? [...list, department._id] : list.filter((id) => id !== department._id)));
                    setErrors({});
                  }}
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
