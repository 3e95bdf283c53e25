import { Link } from 'react-router';
import type { EmployeeJson } from '#shared/schemas/employees.js';
import { buttonClasses } from '#web/components/ui/button.js';
import { capitalize, formatDay } from '#web/lib/format.js';
import { PersonDetailsModal } from './person-details-modal.js';

/** The spec's 'Employee Details' modal: image, Name, Employee_Id, Department, Joining Date, Role. */
export function EmployeeDetailsModal({
  employee,
  onClose,
  detailsLink,
}: {
  employee: EmployeeJson | null;
  onClose: () => void;
  /** Where the full details page is (admins only). */
  detailsLink?: (employee: EmployeeJson) => string;
}) {
  return (
    <PersonDetailsModal
      more={
        employee && detailsLink ? (
          <Link to={detailsLink(employee)} className={buttonClasses('primary')}>
            Open full profile
          </Link>
        ) : null
      }
      title="Employee Details"
      person={employee ? { name: employee.emp_name, image: employee.profileImage } : null}
      onClose={onClose}
      items={
        employee
          ? [
              { label: 'Name', value: employee.emp_name },
              { label: 'Employee_Id', value: employee.employeeId },
              { label: 'Department', value: employee.department?.dep_name ?? 'N/A' },
              { label: 'Joining Date', value: formatDay(employee.hireDate) },
              ...(employee.lastWorkingDay
                ? [{ label: 'Last working day', value: formatDay(employee.lastWorkingDay) }]
                : []),
              { label: 'Role', value: employee.role ? capitalize(employee.role) : 'N/A' },
            ]
          : []
      }
    />
  );
}
