import { useState } from 'react';
import { EmployeeCombobox, type EmployeeOption } from '#web/components/employee-combobox.js';
import { employeeSearchKey, searchEmployees } from '#web/lib/employee-search.js';

/**
 * The admin's "Select Employee": the shared employee picker, holding the form's employee id and
 * showing the chosen person as a card.
 */
export function RecipientPicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}) {
  const [picked, setPicked] = useState<EmployeeOption | null>(null);
  const chosen = picked && picked._id === value ? picked : null;
  return (
    <EmployeeCombobox
      label={label}
      value={chosen}
      onChange={(option) => {
        setPicked(option);
        onChange(option?._id ?? '');
      }}
      search={searchEmployees}
      queryKey={employeeSearchKey}
      placeholder="Search by name, ID or department"
      error={error}
      chosenAsCard
    />
  );
}
