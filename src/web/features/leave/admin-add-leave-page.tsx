import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { EmployeeCombobox, type EmployeeOption } from '../../components/employee-combobox.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/field.js';
import { Card, PageHeader } from '../../components/ui/page.js';
import { paths } from '../../lib/paths.js';
import { employeeSearchKey, searchEmployees } from '../../lib/employee-search.js';
import { useAddLeave } from './api/own-leaves.js';
import { emptyLeave, LeaveFields, reportLeaveError, useLeaveForm } from './components/leave-form.js';
import { useReturnTo } from '#web/lib/return-to.js';

/**
 * Admin 'addLeave': record a leave for any employee. It starts as Pending, like a request, unless
 * it was already agreed: then it is recorded as approved (the employee is told; audited).
 */
export function AdminAddLeavePage() {
  const navigate = useNavigate();
  const back = useReturnTo(paths.admin.pendingLeaves);
  const add = useAddLeave();
  const form = useLeaveForm(emptyLeave, true);
  const [employee, setEmployee] = useState<EmployeeOption | null>(null);
  const [approved, setApproved] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ ...values, ...(approved ? { approved } : {}) });
      const name = employee?.emp_name ?? 'the employee';
      toast.success(approved ? LEAVE_MSG.recordedApproved(name) : LEAVE_MSG.recordedFor(name));
      navigate(back);
    } catch (error) {
      reportLeaveError(form, error, LEAVE_MSG.submitFailed);
    }
  });

  return (
    <>
      <PageHeader
        title="Add Leave"
        description="Record a leave for an employee. It is listed with the pending requests, unless it was already agreed."
      />
      <Card className="max-w-2xl">
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <Controller
            control={form.control}
            name="userId"
            render={({ field, fieldState }) => (
              <EmployeeCombobox
                label="Employee"
                ref={field.ref}
                value={employee}
                onChange={(option) => {
                  setEmployee(option);
                  field.onChange(option?._id);
                }}
                search={searchEmployees}
                queryKey={employeeSearchKey}
                error={fieldState.error?.message}
              />
            )}
          />
          <LeaveFields form={form} />
          <div>
            <Checkbox
              label="Already approved (record it as approved)"
              checked={approved}
              onChange={(event) => setApproved(event.target.checked)}
            />
            <p className="mt-1 ml-6 text-xs text-slate-500 dark:text-slate-400">
              The employee is told, and the approval is kept in the audit trail with your name.
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Link to={paths.admin.leaves} className={buttonClasses('secondary')}>
              Cancel
            </Link>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Add Leave
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
