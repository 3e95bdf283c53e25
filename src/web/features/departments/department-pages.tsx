import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { MSG } from '#shared/messages.js';
import { DEPARTMENT_MSG } from '#shared/messages/departments.js';
import { Alert } from '../../components/ui/alert.js';
import { buttonClasses } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/page.js';
import { Spinner } from '../../components/ui/spinner.js';
import { isApiError, errorText } from '../../lib/api-client.js';
import { paths } from '../../lib/paths.js';
import { useDepartment } from './api/get-department.js';
import { useSaveDepartment } from './api/save-department.js';
import { DepartmentForm } from './components/department-form.js';
import { useReturnTo } from '#web/lib/return-to.js';

const backToList = (
  <Link to={paths.admin.departments} className={buttonClasses('secondary')}>
    <ArrowLeft className="size-4" aria-hidden />
    Manage Departments
  </Link>
);

/** The server's reason when it gave one (name taken, manager busy), else the spec's words. */
const reason = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : DEPARTMENT_MSG.somethingWrong;

export function AddDepartmentPage() {
  const navigate = useNavigate();
  const back = useReturnTo(paths.admin.departments);
  const save = useSaveDepartment();
  return (
    <>
      <PageHeader title="Add Department" actions={backToList} />
      <DepartmentForm
        initial={{ dep_name: '', dep_desc: '', manager: '' }}
        submitLabel="Add Department"
        onSubmit={async (input) => {
          await save.mutateAsync(input);
          toast.success(DEPARTMENT_MSG.added);
          navigate(back);
        }}
        onFailure={(error) => toast.error(DEPARTMENT_MSG.addFailedTitle, { description: reason(error) })}
      />
    </>
  );
}

export function EditDepartmentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const back = useReturnTo(paths.admin.departments);
  const department = useDepartment(id);
  const save = useSaveDepartment(id);

  let body;
  if (department.isPending) {
    body = (
      <div className="flex justify-center py-16 text-indigo-600">
        <Spinner className="size-8" label="Loading department" />
      </div>
    );
  } else if (department.isError) {
    body = <Alert>{errorText(department.error, MSG.unexpected)}</Alert>;
  } else {
    const d = department.data;
    body = (
      <DepartmentForm
        key={d._id}
        departmentId={d._id}
        initial={{ dep_name: d.dep_name, dep_desc: d.dep_desc ?? '', manager: d.manager?._id ?? '' }}
        submitLabel="Update Department"
        onSubmit={async (input) => {
          await save.mutateAsync(input);
          toast.success(DEPARTMENT_MSG.updated);
          navigate(back);
        }}
        onFailure={(error) => toast.error(DEPARTMENT_MSG.updateFailed, { description: reason(error) })}
      />
    );
  }
  return (
    <>
      <PageHeader title="Edit Department" actions={backToList} />
      {body}
    </>
  );
}
