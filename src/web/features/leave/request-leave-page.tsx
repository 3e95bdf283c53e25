import { Link, useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import { requestRouteText } from '#shared/messages/leave-approval.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { Card, PageHeader } from '../../components/ui/page.js';
import { ownPaths } from '../../lib/paths.js';
import { useUser } from '../../lib/session.js';
import { useLeaveTypes } from './api/balances.js';
import { useAddLeave } from './api/own-leaves.js';
import { LeaveFields, reportLeaveError, useLeaveForm } from './components/leave-form.js';

/** 'Request a Leave' for oneself, whatever one's role. */
export function RequestLeavePage() {
  const navigate = useNavigate();
  const user = useUser();
  const history = ownPaths(user.role).leaveHistory;
  const add = useAddLeave();
  const form = useLeaveForm();
  const types = useLeaveTypes();
  const chosen = form.watch('leaveType');
  const route = requestRouteText(
    (types.data ?? []).map((type) => type.approval),
    types.data?.find((type) => type.name === chosen)?.approval,
    // A manager runs their department; someone in none has no manager: HR decides either at once.
    user.role === 'manager' ? 'runs-department' : user.employee?.department ? null : 'no-department',
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // An admin's request names its person (the admin also records leave for others).
      await add.mutateAsync(user.role === 'admin' ? { ...values, userId: user._id } : values);
      toast.success(LEAVE_MSG.submitted);
      navigate(history);
    } catch (error) {
      reportLeaveError(form, error, LEAVE_MSG.submitFailed);
    }
  });

  return (
    <>
      <PageHeader title="Request a Leave" description={route} />
      <Card className="max-w-2xl">
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          <LeaveFields form={form} />
          <div className="flex flex-wrap justify-end gap-2">
            <Link to={history} className={buttonClasses('secondary')}>
              Cancel
            </Link>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Submit Request
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
