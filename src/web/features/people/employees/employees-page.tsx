import { Eye, Pencil, Trash2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { EMPLOYEE_MSG } from '../../../../shared/messages/employees.js';
import type { EmployeeJson } from '../../../../shared/schemas/employees.js';
import { RoleBadge } from '../../../components/account-summary.js';
import { Avatar } from '../../../components/ui/avatar.js';
import { DataTable, type Column } from '../../../components/ui/data-table.js';
import { PageHeader } from '../../../components/ui/page.js';
import { paths } from '../../../lib/paths.js';
import { listParamsOf, pagingOf, usePagedSearch } from '../../../lib/use-paged-search.js';
import { DeletePersonDialog, type DeleteTarget } from '../components/delete-person-dialog.js';
import { EmployeeIdCell, NameCell, serialColumn } from '../components/columns.js';
import { errorText } from '../../../lib/api-client.js';
import { ListToolbar } from '../../../components/ui/list-toolbar.js';
import { ActionButton, ActionLink, RowActions } from '../components/row-actions.js';
import { useEmployees } from './api/list-employees.js';
import { EmployeeDetailsModal } from './components/employee-details-modal.js';

const fromList = { from: paths.admin.employees };

function columns(onView: (row: EmployeeJson) => void, onDelete: (target: DeleteTarget) => void): Column<EmployeeJson>[] {
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
        <RowActions>
          <ActionButton icon={Eye} label="View" subject={row.emp_name} onClick={() => onView(row)} />
          <ActionLink icon={Pencil} label="Edit" subject={row.emp_name} tone="primary" to={paths.admin.editEmployee(row.userId)} state={fromList} />
          <ActionLink icon={Wallet} label="Salary" subject={row.emp_name} tone="success" to={paths.admin.employeeSalary(row.userId)} />
          <ActionButton
            icon={Trash2}
            label="Delete"
            subject={row.emp_name}
            tone="danger"
            onClick={() => onDelete({ id: row.userId, name: row.emp_name })}
          />
        </RowActions>
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
      <PageHeader title="Manage Employees" description="Everyone in the organisation, with their role and department." />
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
        startIndex={(list.page - 1) * list.pageSize}
        scroll
      />
      <EmployeeDetailsModal employee={viewing} onClose={() => setViewing(null)} detailsLink={(e) => paths.admin.viewEmployee(e.userId)} />
      <DeletePersonDialog target={deleting} onClose={() => setDeleting(null)} successMessage={EMPLOYEE_MSG.deleted} />
    </>
  );
}
