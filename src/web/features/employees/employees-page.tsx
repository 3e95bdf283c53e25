import { Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import type { InvitationLink } from '#shared/schemas/employee-import.js';
import type { EmployeeJson } from '#shared/schemas/employees.js';
import { RoleBadge } from '../../components/account-summary.js';
import { Avatar } from '../../components/ui/avatar.js';
import { Button } from '../../components/ui/button.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { PageHeader } from '../../components/ui/page.js';
import { paths } from '../../lib/paths.js';
import { employeesApi } from '#shared/api/employees.js';
import { EMPLOYEE_SORTS } from '#shared/list-columns.js';
import { ExportMenu } from '../../components/export-menu.js';
import { exportParamsOf, pagingOf, sortingOf, usePagedSearch } from '../../lib/use-paged-search.js';
import { LeavingDialog, type LeavingTarget } from './components/leaving-dialog.js';
import { EmploymentFilter } from './components/employment-filter.js';
import { EmployeeIdCell, NameCell, serialColumn } from '../../components/ui/columns.js';
import { errorText } from '../../lib/api-client.js';
import { ListToolbar } from '../../components/ui/list-toolbar.js';
import { useEmployees } from './api/list-employees.js';
import { peopleParamsOf } from './api/people-query.js';
import { EmployeeDetailsModal } from './components/employee-details-modal.js';
import { InvitationLinksDialog } from './components/invitation-links-dialog.js';
import { PersonActions } from './components/person-actions.js';
import { peopleEmptyText } from './model/people-empty.js';

function columns(
  onView: (row: EmployeeJson) => void,
  onLeaving: (target: LeavingTarget) => void,
): Column<EmployeeJson>[] {
  return [
    serialColumn(),
    { header: 'Emp_Id', sort: 'employeeId', cell: (row) => <EmployeeIdCell id={row.employeeId} /> },
    { header: 'Name', sort: 'name', cell: (row) => <NameCell name={row.emp_name} leftOn={row.lastWorkingDay} /> },
    { header: 'Image', cell: (row) => <Avatar name={row.emp_name} image={row.profileImage} /> },
    { header: 'Email', sort: 'email', cell: (row) => row.emp_email },
    { header: 'Role', sort: 'role', cell: (row) => <RoleBadge role={row.role} /> },
    { header: 'Department', sort: 'department', cell: (row) => row.department?.dep_name ?? 'N/A' },
    {
      header: 'Actions',
      cell: (row) => <PersonActions person={row} salary onView={onView} onLeaving={onLeaving} />,
    },
  ];
}

// The import's dialog (with its schemas, and zod) loads when it is opened, not with the list.
const ImportEmployeesModal = lazy(async () => ({
  default: (await import('./components/import-employees-modal.js')).ImportEmployeesModal,
}));

/** Admin 'Manage Employees': paged and searched on the server, with View/Edit/Salary/Delete and an import. */
export function EmployeesPage() {
  const list = usePagedSearch();
  const [viewing, setViewing] = useState<EmployeeJson | null>(null);
  const [leaving, setLeaving] = useState<LeavingTarget | null>(null);
  const [importing, setImporting] = useState(false);
  // The set-password links of people just imported (no mail set up): held here only until closed.
  const [links, setLinks] = useState<InvitationLink[] | null>(null);
  const params = peopleParamsOf(list);
  const { status } = params;
  const employees = useEmployees(params);

  return (
    <>
      <PageHeader
        title="Manage Employees"
        description="Everyone in the organisation, with their role and department: every role, where the dashboard’s Employees counts only the role Employee."
        actions={
          <>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <Upload className="size-4" aria-hidden /> Import employees
            </Button>
            <ExportMenu endpoint={employeesApi.export} query={{ ...exportParamsOf(list, EMPLOYEE_SORTS), status }} />
          </>
        }
      />
      <ListToolbar
        list={list}
        start={
          <EmploymentFilter
            value={status}
            onChange={(next) => list.setFilter('status', next === 'active' ? null : next)}
          />
        }
        placeholder="Search By Name, ID, Role, or Department"
        add={{ label: 'Add New Employee', to: paths.admin.addEmployee }}
      />
      <DataTable
        caption="Employees"
        columns={columns(setViewing, setLeaving)}
        rows={employees.data?.result}
        rowKey={(row) => row._id}
        loading={employees.isFetching}
        error={employees.isError ? errorText(employees.error, EMPLOYEE_MSG.loadFailed) : null}
        empty={peopleEmptyText('employees', { query: list.query, status, total: employees.data?.total })}
        paging={pagingOf(list, employees.data?.total, employees.data?.totalCapped)}
        sorting={sortingOf(list)}
        scroll
      />
      <EmployeeDetailsModal
        employee={viewing}
        onClose={() => setViewing(null)}
        detailsLink={(e) => paths.admin.viewEmployee(e.userId)}
      />
      <LeavingDialog target={leaving} onClose={() => setLeaving(null)} deletedMessage={EMPLOYEE_MSG.deleted} />
      {importing ? (
        <Suspense fallback={null}>
          <ImportEmployeesModal
            open
            onClose={() => setImporting(false)}
            onImported={(result) => (result.links.length ? setLinks(result.links) : undefined)}
          />
        </Suspense>
      ) : null}
      <InvitationLinksDialog links={links} onClose={() => setLinks(null)} />
    </>
  );
}
