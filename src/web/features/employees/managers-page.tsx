import { useState } from 'react';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import type { EmployeeJson } from '#shared/schemas/employees.js';
import { Avatar } from '../../components/ui/avatar.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { PageHeader } from '../../components/ui/page.js';
import { formatDay } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { employeesApi } from '#shared/api/employees.js';
import { EMPLOYEE_SORTS } from '#shared/list-columns.js';
import { ExportMenu } from '../../components/export-menu.js';
import { exportParamsOf, pagingOf, sortingOf, usePagedSearch } from '../../lib/use-paged-search.js';
import { LeavingDialog, type LeavingTarget } from './components/leaving-dialog.js';
import { EmploymentFilter } from './components/employment-filter.js';
import { NameCell, serialColumn } from '../../components/ui/columns.js';
import { errorText } from '../../lib/api-client.js';
import { ListToolbar } from '../../components/ui/list-toolbar.js';
import { PersonActions } from './components/person-actions.js';
import { PersonDetailsModal } from './components/person-details-modal.js';
import { peopleParamsOf } from './api/people-query.js';
import { useManagers } from './api/list-managers.js';
import { peopleEmptyText } from './model/people-empty.js';

function columns(
  onView: (row: EmployeeJson) => void,
  onLeaving: (target: LeavingTarget) => void,
): Column<EmployeeJson>[] {
  return [
    serialColumn(),
    { header: 'Name', sort: 'name', cell: (row) => <NameCell name={row.emp_name} leftOn={row.lastWorkingDay} /> },
    { header: 'Department', sort: 'department', cell: (row) => row.department?.dep_name ?? 'N/A' },
    { header: 'Image', cell: (row) => <Avatar name={row.emp_name} image={row.profileImage} /> },
    { header: 'Phone', sort: 'phone', cell: (row) => <span className="whitespace-nowrap">{row.emp_phone}</span> },
    { header: 'Email', sort: 'email', cell: (row) => row.emp_email },
    {
      header: 'Actions',
      cell: (row) => <PersonActions person={row} onView={onView} onLeaving={onLeaving} />,
    },
  ];
}

/** Admin 'Manage Managers': searched on the server by name, ID or phone. */
export function ManagersPage() {
  const list = usePagedSearch();
  const [viewing, setViewing] = useState<EmployeeJson | null>(null);
  const [leaving, setLeaving] = useState<LeavingTarget | null>(null);
  const params = peopleParamsOf(list);
  const { status } = params;
  const managers = useManagers(params);

  return (
    <>
      <PageHeader
        title="Manage Managers"
        description="The people who run the departments."
        actions={
          <ExportMenu
            endpoint={employeesApi.exportManagers}
            query={{ ...exportParamsOf(list, EMPLOYEE_SORTS), status }}
          />
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
        placeholder="Search by Name, ID, Phone"
        add={{ label: 'Add New Manager', to: `${paths.admin.addEmployee}?role=manager` }}
      />
      <DataTable
        caption="Managers"
        columns={columns(setViewing, setLeaving)}
        rows={managers.data?.managers}
        rowKey={(row) => row._id}
        loading={managers.isFetching}
        error={managers.isError ? errorText(managers.error, EMPLOYEE_MSG.loadFailed) : null}
        empty={peopleEmptyText('managers', { query: list.query, status, total: managers.data?.total })}
        paging={pagingOf(list, managers.data?.total, managers.data?.totalCapped)}
        sorting={sortingOf(list)}
        scroll
      />
      <PersonDetailsModal
        title="Manager Details"
        person={viewing ? { name: viewing.emp_name, image: viewing.profileImage } : null}
        onClose={() => setViewing(null)}
        items={
          viewing
            ? [
                { label: 'Name', value: viewing.emp_name },
                { label: 'Manager ID', value: viewing.employeeId },
                { label: 'Phone', value: viewing.emp_phone },
                { label: 'Email', value: viewing.emp_email },
                { label: 'Joining Date', value: formatDay(viewing.hireDate) },
                ...(viewing.lastWorkingDay
                  ? [{ label: 'Last working day', value: formatDay(viewing.lastWorkingDay) }]
                  : []),
              ]
            : []
        }
      />
      <LeavingDialog target={leaving} onClose={() => setLeaving(null)} deletedMessage={EMPLOYEE_MSG.managerDeleted} />
    </>
  );
}
