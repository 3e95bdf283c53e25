import { useState } from 'react';
import { employeesApi } from '#shared/api/employees.js';
import { EmployeeCombobox, type EmployeeOption, type EmployeeSearch } from '#web/components/employee-combobox.js';
import { Button } from '#web/components/ui/button.js';
import { errorText } from '#web/lib/api-client.js';
import { call, keyOf } from '#web/lib/call.js';
import { useUser } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';
import { useDeputy, useSetDeputy } from '../api/approval.js';

/** People of the manager's department (the list a manager may read), not the manager. */
const colleagues =
  (myUserId: string): EmployeeSearch =>
  (search, signal) =>
    call(employeesApi.list, { query: { search, page: 1, limit: 20 } }, signal).then((response) =>
      response.result.filter((person) => person.userId !== myUserId),
    );

/**
 * A manager's deputy: who decides the leave requests waiting for the manager while the manager
 * is on leave themselves (without one, HR does).
 */
export function ApprovalDeputy() {
  const me = useUser();
  const deputy = useDeputy();
  const save = useSetDeputy();
  const [chosen, setChosen] = useState<EmployeeOption | null>(null);
  const [error, setError] = useState<string | undefined>();
  const run = async (deputyId: string | null) => {
    setError(undefined);
    try {
      toast.success((await save.mutateAsync(deputyId)).message);
      setChosen(null);
    } catch (failure) {
      setError(errorText(failure, 'The deputy was not saved.'));
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-200" role="status">
        {deputy.isPending
          ? 'Loading…'
          : deputy.data
            ? `${deputy.data.name} decides your department’s leave requests while you are on leave.`
            : 'Nobody yet: while you are on leave, HR decides your department’s requests.'}
      </p>
      <EmployeeCombobox
        label="Deputy while you are away"
        value={chosen}
        onChange={setChosen}
        search={colleagues(me._id)}
        queryKey={[...keyOf(employeesApi.list), 'deputies']}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => chosen && void run(chosen._id)} disabled={!chosen} loading={save.isPending}>
          Save deputy
        </Button>
        {deputy.data ? (
          <Button variant="secondary" onClick={() => void run(null)} disabled={save.isPending}>
            Have HR decide instead
          </Button>
        ) : null}
      </div>
    </div>
  );
}
