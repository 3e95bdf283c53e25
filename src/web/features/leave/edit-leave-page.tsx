import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '#web/lib/toast.js';
import { LEAVE_MSG } from '#shared/messages/leave.js';
import type { LeaveJson } from '#shared/schemas/leave.js';
import { Alert } from '../../components/ui/alert.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { Card, PageHeader } from '../../components/ui/page.js';
import { Spinner } from '../../components/ui/spinner.js';
import { ownPaths } from '../../lib/paths.js';
import { useUser } from '../../lib/session.js';
import { useEditLeave, useLeave } from './api/own-leaves.js';
import { LeaveFields, reportLeaveError, useLeaveForm } from './components/leave-form.js';

/** 'Edit Leave': the employee's own pending leave, prefilled. */
export function EditLeavePage() {
  const { id = '' } = useParams();
  const leave = useLeave(id);
  const history = ownPaths(useUser().role).leaveHistory;
  const back = (
    <Link to={history} className={buttonClasses('secondary', 'sm', 'mt-3')}>
      Back to Leave History
    </Link>
  );
  let body;
  if (leave.isPending) {
    body = (
      <div role="status" className="flex items-center gap-2 py-10 text-sm text-slate-500">
        <Spinner className="size-5" /> Loading…
      </div>
    );
  } else if (leave.isError) {
    body = <Alert title={leave.error.message}>{back}</Alert>;
  } else if (leave.data.status !== 'Pending') {
    body = (
      <Alert tone="info" title={LEAVE_MSG.notPending}>
        <p>This leave is {leave.data.status.toLowerCase()}.</p>
        {back}
      </Alert>
    );
  } else {
    body = <EditLeaveForm leave={leave.data} />;
  }
  return (
    <>
      <PageHeader title="Edit Leave" description="You can change a leave request while it is pending." />
      <Card className="max-w-2xl">{body}</Card>
    </>
  );
}

function EditLeaveForm({ leave }: { leave: LeaveJson }) {
  const navigate = useNavigate();
  const history = ownPaths(useUser().role).leaveHistory;
  const edit = useEditLeave();
  const form = useLeaveForm({
    leaveType: leave.leaveType,
    startDate: leave.startDate,
    endDate: leave.endDate,
    startHalf: leave.startHalf,
    endHalf: leave.endHalf,
    reason: leave.reason,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await edit.mutateAsync({ id: leave._id, ...values });
      toast.success(LEAVE_MSG.updated);
      navigate(history);
    } catch (error) {
      reportLeaveError(form, error, LEAVE_MSG.updateFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <LeaveFields form={form} leaveId={leave._id} />
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={history} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" loading={form.formState.isSubmitting}>
          update Leave
        </Button>
      </div>
    </form>
  );
}
