import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import type { EmployeeOption } from '../../components/employee-combobox.js';
import { Alert } from '../../components/ui/alert.js';
import { buttonClasses } from '../../components/ui/button.js';
import { Card, PageHeader } from '../../components/ui/page.js';
import { Spinner } from '../../components/ui/spinner.js';
import { paths } from '../../lib/paths.js';
import { useAddSalary } from './api/add-salary.js';
import { useEmployee } from './api/payees.js';
import { salaryPaths, type SalaryArea } from './model/salary-area.js';
import { SalaryForm } from './components/salary-form.js';
import { useReturnTo } from '#web/lib/return-to.js';

/** 'Add Salary'; an admin's `:id` (user or employee id) preselects the employee. */
export function AddSalaryPage({ area }: { area: SalaryArea }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const add = useAddSalary();
  const preselected = useEmployee(area === 'admin' ? id : undefined);
  const back = useReturnTo(id && area === 'admin' ? paths.admin.employeeSalary(id) : salaryPaths(area).list);

  const onSubmit = async (body: Parameters<typeof add.mutateAsync>[0]) => {
    await add.mutateAsync(body);
    toast.success(SALARY_MSG.added);
    navigate(back);
  };

  let body;
  if (preselected.isFetching && !preselected.data) {
    body = (
      <div role="status" className="flex items-center gap-2 py-10 text-sm text-slate-500">
        <Spinner className="size-5" /> Loading…
      </div>
    );
  } else {
    const employee = preselected.data;
    const initial: EmployeeOption | null = employee
      ? {
          _id: employee._id,
          employeeId: employee.employeeId,
          emp_name: employee.emp_name,
          department: employee.department,
          salary: employee.salary,
        }
      : null;
    body = (
      <>
        {preselected.isError ? (
          <Alert tone="info" className="mb-5">
            {SALARY_MSG.employeeUnknown} Choose the employee below.
          </Alert>
        ) : null}
        <SalaryForm
          initialEmployee={initial}
          onSubmit={onSubmit}
          actions={
            <Link to={back} className={buttonClasses('secondary')}>
              Cancel
            </Link>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Add Salary"
        description="The net salary is worked out as you type and checked again by the server."
      />
      <Card className="max-w-2xl">{body}</Card>
    </>
  );
}
