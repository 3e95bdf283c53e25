import { Eye } from 'lucide-react';
import { useState } from 'react';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import type { EmployeeJson } from '#shared/schemas/employees.js';
import { Avatar } from '../../components/ui/avatar.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { PageHeader } from '../../components/ui/page.js';
import { useUser } from '../../lib/session.js';
import { EmployeeIdCell, NameCell, serialColumn } from '../../components/ui/columns.js';
import { errorText } from '../../lib/api-client.js';
import { ActionButton } from '../../components/ui/row-actions.js';
import { employeesApi } from '#shared/api/employees.js';
import { ExportMenu } from '../../components/export-menu.js';
import { useActiveTeam } from './api/list-employees.js';
import { EmployeeDetailsModal } from './components/employee-details-modal.js';

function columns(onView: (row: EmployeeJson) => void): Column<EmployeeJson>[] {
  return [
    serialColumn(),
    { header: 'Emp_Id', cell: (row) => <EmployeeIdCell id={row.employeeId} /> },
    { header: 'Name', cell: (row) => <NameCell name={row.emp_name} /> },
    { header: 'Image', cell: (row) => <Avatar name={row.emp_name} image={row.profileImage} /> },
    { header: 'Email', cell: (row) => row.emp_email },
    { header: 'Phone', cell: (row) => <span className="whitespace-nowrap">{row.emp_phone}</span> },
    { header: 'Designation', cell: (row) => row.designation },
    {
      header: 'Actions',
      cell: (row) => <ActionButton icon={Eye} label="View" subject={row.emp_name} onClick={() => onView(row)} />,
    },
  ];
}

/** The manager's 'Employees': active employees of their own department, view-only. */
export function TeamPage() {
  const user = useUser();
  const team = useActiveTeam();
  const [viewing, setViewing] = useState<EmployeeJson | null>(null);
  const department = user.employee?.department?.dep_name;
  return (
    <>
      <PageHeader
        title="Employees"
        description={
          department ? `Active employees of the ${department} department.` : 'Active employees of your department.'
        }
        actions={<ExportMenu endpoint={employeesApi.exportTeam} query={{}} />}
      />
      <DataTable
        caption="Active employees"
        columns={columns(setViewing)}
        rows={team.data}
        rowKey={(row) => row._id}
        loading={team.isPending}
        error={team.isError ? errorText(team.error, EMPLOYEE_MSG.loadFailed) : null}
        empty="No active employees found."
        scroll
      />
      <EmployeeDetailsModal employee={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
