import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#web/lib/toast.js';
import { DEPARTMENT_MSG, departmentDeleteBlocker } from '#shared/messages/departments.js';
import { Button } from '#web/components/ui/button.js';
import { Modal } from '#web/components/ui/modal.js';
import type { DepartmentJson } from '#shared/schemas/departments.js';
import { Avatar } from '../../components/ui/avatar.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { DataTable, type Column } from '../../components/ui/data-table.js';
import { PageHeader } from '../../components/ui/page.js';
import { paths } from '../../lib/paths.js';
import { departmentsApi } from '#shared/api/departments.js';
import { DEPARTMENT_SORTS } from '#shared/list-columns.js';
import { ExportMenu } from '../../components/export-menu.js';
import { listParamsOf } from '../../lib/list-params.js';
import { exportParamsOf, pagingOf, sortingOf, usePagedSearch } from '../../lib/use-paged-search.js';
import { serialColumn } from '../../components/ui/columns.js';
import { errorText } from '../../lib/api-client.js';
import { ListToolbar } from '../../components/ui/list-toolbar.js';
import { ActionButton, ActionLink, RowActions } from '../../components/ui/row-actions.js';
import { useDeleteDepartment } from './api/delete-department.js';
import { useDepartments } from './api/list-departments.js';

function columns(onDelete: (row: DepartmentJson) => void): Column<DepartmentJson>[] {
  return [
    serialColumn(),
    {
      header: 'Department',
      sort: 'name',
      cell: (row) => (
        <div className="max-w-xs">
          <p className="font-medium text-slate-900 dark:text-white">{row.dep_name}</p>
          {row.dep_desc ? <p className="truncate text-xs text-slate-500 dark:text-slate-400">{row.dep_desc}</p> : null}
        </div>
      ),
    },
    {
      header: 'Manager',
      sort: 'manager',
      cell: (row) => row.manager?.emp_name ?? <span className="text-slate-500 dark:text-slate-400">No manager</span>,
    },
    {
      header: 'Image',
      cell: (row) => (row.manager ? <Avatar name={row.manager.emp_name} image={row.manager.profileImage} /> : null),
    },
    { header: 'Total Employees', sort: 'employees', cell: (row) => row.employeeCount, className: 'tabular-nums' },
    {
      header: 'Actions',
      cell: (row) => (
        <RowActions>
          <ActionLink
            icon={Pencil}
            label="Edit"
            subject={row.dep_name}
            tone="primary"
            to={paths.admin.editDepartment(row._id)}
          />
          <ActionButton
            icon={Trash2}
            label="Delete"
            subject={row.dep_name}
            tone="danger"
            onClick={() => onDelete(row)}
          />
        </RowActions>
      ),
    },
  ];
}

/** Admin 'Manage Departments': searched by name on the server. */
export function DepartmentsPage() {
  const list = usePagedSearch();
  const departments = useDepartments(listParamsOf(list));
  const remove = useDeleteDepartment();
  const [deleting, setDeleting] = useState<DepartmentJson | null>(null);
  // Why it cannot be deleted, said before asking (the server refuses with the same words).
  const blocker = deleting ? departmentDeleteBlocker(deleting) : null;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => toast.success(DEPARTMENT_MSG.deleted, { duration: 1500 }),
      // 409: people or projects still belong to it; the server says which.
      onError: (error) => toast.error(errorText(error, DEPARTMENT_MSG.somethingWrong)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Manage Departments"
        description="Departments, who runs them and how many people work in each."
        actions={<ExportMenu endpoint={departmentsApi.export} query={exportParamsOf(list, DEPARTMENT_SORTS)} />}
      />
      <ListToolbar
        list={list}
        placeholder="Search By Name"
        add={{ label: 'Add New Department', to: paths.admin.addDepartment }}
      />
      <DataTable
        caption="Departments"
        columns={columns(setDeleting)}
        rows={departments.data?.result}
        rowKey={(row) => row._id}
        loading={departments.isFetching}
        error={departments.isError ? errorText(departments.error, DEPARTMENT_MSG.somethingWrong) : null}
        empty={list.query ? `No departments match “${list.query}”.` : 'No departments yet.'}
        paging={pagingOf(list, departments.data?.total)}
        sorting={sortingOf(list)}
      />
      <Modal
        open={blocker !== null}
        onOpenChange={(open) => (!open ? setDeleting(null) : undefined)}
        title={deleting ? `${deleting.dep_name} cannot be deleted yet` : ''}
        size="sm"
        footer={<Button onClick={() => setDeleting(null)}>Okay</Button>}
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">{blocker}</p>
      </Modal>
      <ConfirmDialog
        open={deleting !== null && blocker === null}
        onOpenChange={(open) => (!open ? setDeleting(null) : undefined)}
        description={
          deleting ? `The ${deleting.dep_name} department will be deleted. You won't be able to revert this!` : ''
        }
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
