import { LayoutDashboard } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { MSG } from '#shared/messages.js';
import { ROLE_HOME } from '#shared/roles.js';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import type { EmployeeJson } from '#shared/schemas/employees.js';
import { Alert } from '../../components/ui/alert.js';
import { buttonClasses } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/page.js';
import { Spinner } from '../../components/ui/spinner.js';
import { isApiError, errorText } from '../../lib/api-client.js';
import { useUser } from '../../lib/session.js';
import { MessageDialog, type DialogMessage } from './components/message-dialog.js';
import { useEmployee } from './api/get-employee.js';
import { useUpdateEmployee } from './api/save-employee.js';
import { EmployeeForm } from './components/employee-form.js';
import {
  formValuesOf,
  OWN_CREDENTIALS,
  SELF_LOCKED,
  updateFormData,
  type EmployeeFormValues,
} from './model/employee-form.js';
import { useReturnTo } from '#web/lib/return-to.js';

interface PageText {
  title: string;
  submitLabel: string;
}

function failureOf(error: unknown): DialogMessage {
  // A refusal (403) or a vanished record (404) says why; anything else gets the spec's words.
  const known = isApiError(error) && (error.status === 403 || error.status === 404);
  return { title: EMPLOYEE_MSG.updateFailedTitle, message: known ? error.message : EMPLOYEE_MSG.updateFailed };
}

function EditForm({ employee, title, submitLabel }: { employee: EmployeeJson } & PageText) {
  const user = useUser();
  const navigate = useNavigate();
  const update = useUpdateEmployee(employee.userId);
  const [failure, setFailure] = useState<DialogMessage | null>(null);
  const initial = formValuesOf(employee);
  const self = employee.userId === user._id;
  const locked = [...(user.role === 'admin' ? [] : SELF_LOCKED), ...(self ? OWN_CREDENTIALS : [])];
  const home = ROLE_HOME[user.role] ?? '/';
  const back = useReturnTo(home);

  const save = async (values: EmployeeFormValues) => {
    const form = updateFormData(values, initial, locked);
    if (!form) {
      toast.info('Nothing has changed.');
      return;
    }
    await update.mutateAsync(form);
    toast.success(EMPLOYEE_MSG.updated);
    navigate(back);
  };

  return (
    <>
      <PageHeader title={title} description={`${employee.emp_name} · ${employee.employeeId}`} />
      <EmployeeForm
        mode="update"
        initial={initial}
        locked={locked}
        currentImage={employee.profileImage}
        currentDepartment={employee.department?.dep_name ?? 'N/A'}
        submitLabel={submitLabel}
        pendingLabel="Updating..."
        onSubmit={save}
        onFailure={(error) => setFailure(failureOf(error))}
        actions={
          <Link to={home} className={buttonClasses('secondary')}>
            <LayoutDashboard className="size-4" aria-hidden />
            Back to Dashboard
          </Link>
        }
      />
      <MessageDialog message={failure} onClose={() => setFailure(null)} />
    </>
  );
}

/** 'Edit Employee' (admin, any person) and 'Edit Profile' (a manager, themselves); `:id` = user or employee id. */
export function EditEmployeePage({ title = 'Edit Employee', submitLabel = 'Update Employee' }: Partial<PageText>) {
  const { id = '' } = useParams();
  const employee = useEmployee(id);
  if (employee.isPending) {
    return (
      <div className="flex justify-center py-16 text-indigo-600">
        <Spinner className="size-8" label="Loading employee" />
      </div>
    );
  }
  if (employee.isError) {
    return (
      <>
        <PageHeader title={title} />
        <Alert title={EMPLOYEE_MSG.loadFailed}>{errorText(employee.error, MSG.unexpected)}</Alert>
      </>
    );
  }
  // Keyed by the record so a different person (or a refetch after saving) starts a fresh form.
  return <EditForm key={employee.data._id} employee={employee.data} title={title} submitLabel={submitLabel} />;
}
