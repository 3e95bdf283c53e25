import { useState } from 'react';
import { employeesApi } from '#shared/api/employees.js';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import type { LeavingJson } from '#shared/schemas/employees.js';
import { EmployeeCombobox, type EmployeeOption, type EmployeeSearch } from '#web/components/employee-combobox.js';
import { ReasonField } from '#web/components/reason-field.js';
import { Button } from '#web/components/ui/button.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.js';
import { Checkbox, TextField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { call, keyOf } from '#web/lib/call.js';
import { formatCount, formatDay, todayDay } from '#web/lib/format.js';
import { toast } from '#web/lib/toast.js';
import { useReason } from '#web/lib/use-reason.js';
import { useDeleteEmployee } from '../api/delete-employee.js';
import { useDeactivateEmployee, useLeaving, useReactivateEmployee } from '../api/leaving.js';

export type LeavingAction = 'deactivate' | 'delete' | 'reactivate';

/** The person a row action is about, and what the admin asked to do. */
export interface LeavingTarget {
  /** Their user (or employee) id. */
  id: string;
  name: string;
  action: LeavingAction;
  hireDate: string;
  lastWorkingDay: string | null;
}

/** Who may take a department over: people working here as employees or managers, not the leaver. */
function successorSearch(leaverId: string): EmployeeSearch {
  return (search, signal) =>
    call(employeesApi.list, { query: { search, page: 1, limit: 20 } }, signal).then((response) =>
      response.result.filter(
        (person) =>
          person.userId !== leaverId && person._id !== leaverId && ['employee', 'manager'].includes(person.role),
      ),
    );
}

/** The hand-over asked in the same dialog when the leaver runs a department. */
function useHandover() {
  const [successor, setSuccessor] = useState<EmployeeOption | null>(null);
  const [noManager, setNoManager] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return {
    successor,
    noManager,
    error,
    setError,
    choose: (option: EmployeeOption | null) => {
      setSuccessor(option);
      setError(undefined);
    },
    leaveEmpty: (value: boolean) => {
      setNoManager(value);
      setError(undefined);
    },
    reset: () => {
      setSuccessor(null);
      setNoManager(false);
      setError(undefined);
    },
    /** The answer to send: a successor's id, 'none', or undefined (and an error) when not given. */
    answer(runs: LeavingJson['runs']): string | undefined | false {
      if (!runs) return undefined;
      if (noManager) return 'none';
      if (successor) return successor._id;
      setError(EMPLOYEE_MSG.handoverInvalid);
      return false;
    },
  };
}

type HandoverState = ReturnType<typeof useHandover>;

function HandoverFields({
  runs,
  state,
  leaverId,
}: {
  runs: NonNullable<LeavingJson['runs']>;
  state: HandoverState;
  leaverId: string;
}) {
  return (
    <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50/60 p-3 dark:border-amber-900 dark:bg-amber-950/30">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        They run <strong>{runs.dep_name}</strong>. Choose who takes it over: an employee becomes its manager.
      </p>
      {state.noManager ? null : (
        <EmployeeCombobox
          label={`New manager of ${runs.dep_name}`}
          value={state.successor}
          onChange={state.choose}
          search={successorSearch(leaverId)}
          queryKey={[...keyOf(employeesApi.list), 'successors', leaverId]}
          error={state.error}
        />
      )}
      <Checkbox
        label={`Leave ${runs.dep_name} without a manager for now`}
        checked={state.noManager}
        onChange={(event) => state.leaveEmpty(event.target.checked)}
      />
      {state.noManager && state.error ? <p className="text-sm text-red-700 dark:text-red-300">{state.error}</p> : null}
    </div>
  );
}

const historyLine = (history: LeavingJson['history']) =>
  [
    [history.salaries, 'salary record'],
    [history.attendance, 'attendance mark'],
    [history.leaves, 'leave'],
    [history.tasks, 'task'],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(([n, word]) => `${formatCount(n as number)} ${word}${n === 1 ? '' : 's'}`)
    .join(', ');

/**
 * Deactivate (a person leaves: last working day, reason, hand-over of the department they run),
 * Delete (only a record made by mistake; with history it explains and offers to deactivate
 * instead) and Reactivate, for the admin's people lists.
 */
export function LeavingDialog({
  target,
  onClose,
  deletedMessage,
}: {
  target: LeavingTarget | null;
  onClose: () => void;
  deletedMessage: string;
}) {
  const [action, setAction] = useState<LeavingAction | null>(null);
  const current = target ? (action ?? target.action) : null;
  const leaving = useLeaving(target && current !== 'reactivate' ? target.id : null);
  const reason = useReason();
  const handover = useHandover();
  const [lastDay, setLastDay] = useState(todayDay());
  const [lastDayError, setLastDayError] = useState<string | undefined>();
  const deactivate = useDeactivateEmployee();
  const reactivate = useReactivateEmployee();
  const remove = useDeleteEmployee();

  const close = () => {
    reason.reset();
    handover.reset();
    setAction(null);
    setLastDay(todayDay());
    setLastDayError(undefined);
    onClose();
  };

  /** Field messages stay in the dialog; anything else closes it with a toast. */
  const failed = (title: string) => (failure: unknown) => {
    if (isApiError(failure) && (failure.status === 400 || failure.status === 409)) {
      const handoverMessage = failure.messageFor('handover');
      if (handoverMessage) return handover.setError(handoverMessage);
      const dayMessage = failure.messageFor('lastWorkingDay');
      if (dayMessage) return setLastDayError(dayMessage);
      if (failure.messageFor('reason')) return reason.setError(failure.messageFor('reason'));
    }
    toast.error(title, { description: errorText(failure, EMPLOYEE_MSG.deleteFailed) });
    close();
  };

  if (!target || !current) return null;
  const runs = leaving.data?.runs ?? null;
  /** A deactivation or reactivation went through: say so with the server's words and close. */
  const done = (result: { message: string }) => {
    toast.success(`${target.name}: ${result.message}`);
    close();
  };

  if (current === 'reactivate') {
    const confirm = () => {
      if (!reason.check()) return;
      reactivate.mutate(
        { id: target.id, reason: reason.value },
        { onSuccess: done, onError: failed('Could not reactivate') },
      );
    };
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => (!open ? close() : undefined)}
        title={`Reactivate ${target.name}?`}
        description={`They left on ${formatDay(target.lastWorkingDay)}. Reactivated, they can sign in again and return to the active lists.`}
        confirmLabel="Reactivate"
        tone="primary"
        busy={reactivate.isPending}
        onConfirm={confirm}
      >
        <ReasonField reason={reason} placeholder="For example: rehired from 1 December" />
      </ConfirmDialog>
    );
  }

  if (leaving.isPending || leaving.isError) {
    return (
      <Modal open onOpenChange={(open) => (!open ? close() : undefined)} title={target.name} size="sm">
        {leaving.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorText(leaving.error, EMPLOYEE_MSG.loadFailed)}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300" role="status">
            <Spinner /> Checking {target.name}'s records…
          </p>
        )}
      </Modal>
    );
  }

  const history = leaving.data.history;
  const hasHistory = Object.values(history).some((n) => n > 0);

  if (current === 'delete' && hasHistory) {
    return (
      <Modal
        open
        onOpenChange={(open) => (!open ? close() : undefined)}
        title={`${target.name} cannot be deleted`}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => setAction('deactivate')}>Deactivate instead</Button>
          </>
        }
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">{EMPLOYEE_MSG.hasHistory(target.name)}</p>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">On record: {historyLine(history)}.</p>
      </Modal>
    );
  }

  if (current === 'delete') {
    const confirm = () => {
      const answer = handover.answer(runs);
      if (answer === false) return;
      remove.mutate(
        { id: target.id, handover: answer },
        {
          onSuccess: () => {
            toast.success(deletedMessage);
            close();
          },
          onError: failed(EMPLOYEE_MSG.deleteFailedTitle),
        },
      );
    };
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => (!open ? close() : undefined)}
        description={`${target.name} has no salary, attendance, leave or task records. ${EMPLOYEE_MSG.deleteConfirm}`}
        busy={remove.isPending}
        onConfirm={confirm}
      >
        {runs ? <HandoverFields runs={runs} state={handover} leaverId={target.id} /> : null}
      </ConfirmDialog>
    );
  }

  const confirm = () => {
    const answer = handover.answer(runs);
    const reasonGiven = reason.check();
    if (!lastDay) setLastDayError(EMPLOYEE_MSG.lastDayRequired);
    if (answer === false || !reasonGiven || !lastDay) return;
    deactivate.mutate(
      { id: target.id, lastWorkingDay: lastDay, reason: reason.value, ...(answer ? { handover: answer } : {}) },
      { onSuccess: done, onError: failed('Could not deactivate') },
    );
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (!open ? close() : undefined)}
      title={`Deactivate ${target.name}?`}
      description="They can no longer sign in and leave the active lists, pickers and counts. Their salary, attendance and leave history stays, and you can reactivate them later."
      confirmLabel="Deactivate"
      busy={deactivate.isPending}
      onConfirm={confirm}
    >
      <div className="space-y-4">
        <TextField
          label="Last working day"
          type="date"
          value={lastDay}
          min={target.hireDate}
          max={todayDay()}
          error={lastDayError}
          onChange={(event) => {
            setLastDay(event.target.value);
            setLastDayError(undefined);
          }}
        />
        {runs ? <HandoverFields runs={runs} state={handover} leaverId={target.id} /> : null}
        <ReasonField reason={reason} placeholder="For example: resigned, end of contract" />
      </div>
    </ConfirmDialog>
  );
}
