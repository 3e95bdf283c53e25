import { useNavigate } from 'react-router';
import { EmployeeCombobox } from '#web/components/employee-combobox.js';
import { payeesKey, searchPayees } from '../api/payees.js';

/** Opens one person's salaries and salary structure (HR): anyone, paid before or not. */
export function PersonSalaryPicker({ personPath }: { personPath: (id: string) => string }) {
  const navigate = useNavigate();
  return (
    <div className="sm:w-80">
      <EmployeeCombobox
        label="Salary structure of"
        value={null}
        onChange={(option) => (option ? navigate(personPath(option._id)) : undefined)}
        search={searchPayees}
        queryKey={payeesKey}
      />
    </div>
  );
}
