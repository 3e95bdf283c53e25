import { useNavigate } from 'react-router';
import { EmployeeCombobox } from '#web/components/employee-combobox.js';
import { payeesKey, searchPayees } from '../api/payees.js';
import type { PersonState } from '../model/salary-area.js';

/** Opens one person's salaries and salary structure (HR): anyone, paid before or not. */
export function PersonSalaryPicker({ personPath }: { personPath: (id: string) => string }) {
  const navigate = useNavigate();
  return (
    <div className="sm:w-80">
      <EmployeeCombobox
        label="Salary structure of"
        // Not the list's own search text: the two fields on Manage Salaries do different things.
        placeholder="Find a person by name or ID"
        value={null}
        onChange={(option) => {
          if (!option) return;
          const state: PersonState = { name: option.emp_name, code: option.employeeId };
          void navigate(personPath(option._id), { state });
        }}
        search={searchPayees}
        queryKey={payeesKey}
      />
    </div>
  );
}
