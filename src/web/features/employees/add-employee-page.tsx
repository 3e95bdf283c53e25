import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { EMPLOYEE_ROLES } from '#shared/roles.js';
import { MSG } from '#shared/messages.js';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import { buttonClasses } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/page.js';
import { paths } from '../../lib/paths.js';
import { errorText } from '../../lib/api-client.js';
import { MessageDialog, type DialogMessage } from './components/message-dialog.js';
import { useAddEmployee } from './api/save-employee.js';
import { EmployeeForm } from './components/employee-form.js';
import { createFormData, emptyEmployeeForm } from './model/employee-form.js';
import { useReturnTo } from '#web/lib/return-to.js';

/**
 * Admin 'Add Employee'; `?role=manager` preselects the role ('Add New Manager'); `?account=…`
 * (from Accounts' Make staff) gives an existing sign-up account the employee record.
 */
export function AddEmployeePage() {
  const navigate = useNavigate();
  const back = useReturnTo(paths.admin.employees);
  const [params] = useSearchParams();
  const add = useAddEmployee();
  const [failure, setFailure] = useState<DialogMessage | null>(null);
  const role = (EMPLOYEE_ROLES as readonly string[]).includes(params.get('role') ?? '') ? params.get('role')! : '';
  // From Accounts' Make staff: a sign-up account gets the employee record.
  const account = params.get('account') ?? '';
  const initial = account
    ? { ...emptyEmployeeForm(role), emp_name: params.get('name') ?? '', emp_email: params.get('email') ?? '' }
    : emptyEmployeeForm(role);

  return (
    <>
      <PageHeader
        title="Add Employee"
        description={
          account
            ? `Make ${initial.emp_name || 'this sign-up account'} staff: their employee record, on the account they already sign in with.`
            : "Create the person's employee record and sign-in. All fields are required except the profile image."
        }
        actions={
          <Link to={paths.admin.employees} className={buttonClasses('secondary')}>
            <ArrowLeft className="size-4" aria-hidden />
            Manage Employees
          </Link>
        }
      />
      <EmployeeForm
        mode="create"
        initial={initial}
        linking={account !== ''}
        submitLabel="Add New Employee"
        pendingLabel="Adding..."
        onSubmit={async (values) => {
          await add.mutateAsync(createFormData(values, account || undefined));
          toast.success(EMPLOYEE_MSG.added);
          navigate(back);
        }}
        onFailure={(error) =>
          setFailure({ title: EMPLOYEE_MSG.addFailedTitle, message: errorText(error, MSG.unexpected) })
        }
      />
      <MessageDialog message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
