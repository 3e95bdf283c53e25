import { Eye, Pencil, ReceiptText, Trash2, UserCheck, UserX, Wallet } from 'lucide-react';
import type { EmployeeJson } from '#shared/schemas/employees.js';
import { ActionButton, ActionLink, RowActions } from '#web/components/ui/row-actions.js';
import { paths } from '#web/lib/paths.js';
import type { LeavingAction, LeavingTarget } from './leaving-dialog.js';

/**
 * A person's row actions in the admin's lists: View, Edit (back to this very list afterwards,
 * its search, filters, sort and page included), Salary
 * where the list offers it, Deactivate (or Reactivate, for someone who left) and Delete.
 */
export function PersonActions({
  person,
  salary = false,
  onView,
  onLeaving,
}: {
  person: EmployeeJson;
  salary?: boolean;
  onView: (person: EmployeeJson) => void;
  onLeaving: (target: LeavingTarget) => void;
}) {
  const name = person.emp_name;
  const target = (action: LeavingAction): LeavingTarget => ({
    id: person.userId,
    name,
    action,
    hireDate: person.hireDate,
    lastWorkingDay: person.lastWorkingDay,
  });
  return (
    <RowActions>
      <ActionButton icon={Eye} label="View" subject={name} onClick={() => onView(person)} />
      <ActionLink
        icon={Pencil}
        label="Edit"
        subject={name}
        tone="primary"
        to={paths.admin.editEmployee(person.userId)}
      />
      {salary ? (
        <ActionLink
          icon={Wallet}
          label="Salary"
          subject={name}
          tone="success"
          to={paths.admin.employeeSalary(person.userId)}
        />
      ) : null}
      {person.lastWorkingDay ? (
        <ActionLink
          icon={ReceiptText}
          label="Final settlement"
          subject={name}
          tone="primary"
          to={paths.admin.settlement(person.userId)}
        />
      ) : null}
      {person.lastWorkingDay ? (
        <ActionButton
          icon={UserCheck}
          label="Reactivate"
          subject={name}
          tone="success"
          onClick={() => onLeaving(target('reactivate'))}
        />
      ) : (
        <ActionButton
          icon={UserX}
          label="Deactivate"
          subject={name}
          tone="danger"
          onClick={() => onLeaving(target('deactivate'))}
        />
      )}
      <ActionButton
        icon={Trash2}
        label="Delete"
        subject={name}
        tone="danger"
        onClick={() => onLeaving(target('delete'))}
      />
    </RowActions>
  );
}
