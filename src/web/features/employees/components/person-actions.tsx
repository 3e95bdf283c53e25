import { Eye, Pencil, Trash2, Wallet } from 'lucide-react';
import type { EmployeeJson } from '#shared/schemas/employees.js';
import { ActionButton, ActionLink, RowActions } from '#web/components/ui/row-actions.js';
import { paths } from '#web/lib/paths.js';
import type { DeleteTarget } from './delete-person-dialog.js';

/**
 * A person's row actions in the admin's lists: View, Edit (back to `from` afterwards), Salary
 * where the list offers it, and Delete.
 */
export function PersonActions({
  person,
  from,
  salary = false,
  onView,
  onDelete,
}: {
  person: EmployeeJson;
  from: string;
  salary?: boolean;
  onView: (person: EmployeeJson) => void;
  onDelete: (target: DeleteTarget) => void;
}) {
  const name = person.emp_name;
  return (
    <RowActions>
      <ActionButton icon={Eye} label="View" subject={name} onClick={() => onView(person)} />
      <ActionLink
        icon={Pencil}
        label="Edit"
        subject={name}
        tone="primary"
        to={paths.admin.editEmployee(person.userId)}
        state={{ from }}
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
      <ActionButton
        icon={Trash2}
        label="Delete"
        subject={name}
        tone="danger"
        onClick={() => onDelete({ id: person.userId, name })}
      />
    </RowActions>
  );
}
