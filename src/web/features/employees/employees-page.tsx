import { useState } from 'react';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import type { EmployeeJson } from '#shared/schemas/employees.js';
import { RoleBadge } from '../../components/account-summary.js';
import { Avatar } from '../../components/ui/avatar.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { PageHeader } from '../../components/ui/page.js';
import { paths } from '../../lib/paths.js';
import { listParamsOf, pagingOf, usePagedSearch } from '../../lib/use-paged-search.js';
import { DeletePersonDialog, type DeleteTarget } from './components/delete-person-dialog.js';
import { EmployeeIdCell, NameCell, serialColumn } from '../../components/ui/columns.js';
import { errorText } from '../../lib/api-client.js';
import { ListToolbar } from '../../components/ui/list-toolbar.js';
import { useEmployees } from './api/list-employees.js';
import { EmployeeDetailsModal } from './components/employee-details-modal.js';
import { PersonActions } from './components/person-actions.js';

function columns(
  onView: (row: EmployeeJson) => void,
  onDelete: (target: DeleteTarget) => void,
): Column<EmployeeJson>[] {
  return [
    serialColumn(),
    { header: 'Emp_Id', cell: (row) => <EmployeeIdCell id={row.employeeId} /> },
    { header: 'Name', cell: (row) => <NameCell name={row.emp_name} /> },
    { header: 'Image', cell: (row) => <Avatar name={row.emp_name} image={row.profileImage} /> },
    { header: 'Email', cell: (row) => row.emp_email },
    { header: 'Role', cell: (row) => <RoleBadge role={row.role} /> },
    { header: 'Department', cell: (row) => row.department?.dep_name ?? 'N/A' },
    {
      header: 'Actions',
      cell: (row) => (
        <PersonActions person={row} from={paths.admin.employees} salary onView={onView} onDelete={onDelete} />
      ),
    },
  ];
}

/** Admin 'Manage Employees': paged and searched on the server, with View/Edit/Salary/Delete. */
export function EmployeesPage() {
  const list = usePagedSearch();
  const employees = useEmployees(listParamsOf(list));
  const [viewing, setViewing] = useState<EmployeeJson | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  return (
    <>
      <PageHeader
        title="Manage Employees"
        description="Everyone in the organisation, with their role and department."
      />
      <ListToolbar
        list={list}
        placeholder="Search By Name, ID, Role, or Department"
        add={{ label: 'Add New Employee', to: paths.admin.addEmployee }}
      />
      <DataTable
        caption="Employees"
        columns={columns(setViewing, setDeleting)}
        rows={employees.data?.result}
        rowKey={(row) => row._id}
        loading={employees.isFetching}
        error={employees.isError ? errorText(employees.error, EMPLOYEE_MSG.loadFailed) : null}
        empty={list.query ? `No employees match “${list.query}”.` : 'No employees yet.'}
        paging={pagingOf(list, employees.data?.total)}
        scroll
      />
      <EmployeeDetailsModal
        employee={viewing}
        onClose={() => setViewing(null)}
        detailsLink={(e) => paths.admin.viewEmployee(e.userId)}
      />
      <DeletePersonDialog target={deleting} onClose={() => setDeleting(null)} successMessage={EMPLOYEE_MSG.deleted} />
    </>
  );
}
