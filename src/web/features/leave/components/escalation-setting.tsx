import { useState } from 'react';
import { APPROVAL_MSG } from '#shared/messages/leave-approval.js';
import { Button } from '#web/components/ui/button.js';
import { Checkbox, TextField } from '#web/components/ui/field.js';
import { Card } from '#web/components/ui/page.js';
import { errorText } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useEscalation, useSetEscalation } from '../api/approval.js';

/** The admin's setting: a manager's step left waiting this many working days goes to HR. */
export function EscalationSetting() {
  const current = useEscalation();
  return (
    <Card aria-labelledby="escalation-title" className="mt-6">
      <h2 id="escalation-title" className="text-base font-semibold text-slate-900 dark:text-white">
        When a manager does not decide
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        For types a manager approves: a request left waiting for the manager this many working days goes to HR.
      </p>
      {current.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading…
        </p>
      ) : current.isError ? null : (
        <EscalationForm key={String(current.data)} saved={current.data} />
      )}
    </Card>
  );
}

function EscalationForm({ saved }: { saved: number | null }) {
  const save = useSetEscalation();
  const [days, setDays] = useState(saved === null ? '' : String(saved));
  const [never, setNever] = useState(saved === null);
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const value = Number(days);
    if (!never && (!Number.isInteger(value) || value < 1 || value > 30)) return setError(APPROVAL_MSG.escalationDays);
    setError(undefined);
    try {
      toast.success((await save.mutateAsync(never ? null : value)).message);
    } catch (failure) {
      setError(errorText(failure, 'The setting was not saved.'));
    }
  };

  return (
    <form
      className="flex flex-wrap items-end gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Working days"
        inputMode="numeric"
        className="w-28"
        value={days}
        disabled={never}
        error={error}
        onChange={(event) => setDays(event.target.value)}
      />
      <Checkbox
        label="Never: it waits for the manager"
        checked={never}
        onChange={(event) => setNever(event.target.checked)}
      />
      <Button type="submit" loading={save.isPending}>
        Save
      </Button>
    </form>
  );
}
