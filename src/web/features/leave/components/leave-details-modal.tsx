import type { ReactNode } from 'react';
import type { LeaveJson } from '#shared/schemas/leave.js';
import { Avatar } from '#web/components/ui/avatar.js';
import { ChangeHistory } from '#web/components/change-history.js';
import { ClashWarning } from '#web/components/clash-warning.js';
import { DetailList } from '#web/components/ui/detail-list.js';
import { Modal } from '#web/components/ui/modal.js';
import { formatDateTime, formatDay } from '#web/lib/format.js';
import { useUser } from '#web/lib/session.js';
import { ApprovalSteps } from './approval-steps.js';
import { LeaveStatusBadge } from './leave-status-badge.js';

/** 'View' on Manage Leaves: who asked (photo, name, id, department, designation, email) and for what. */
export function LeaveDetailsModal({
  leave,
  onClose,
  actions,
}: {
  leave: LeaveJson | null;
  onClose: () => void;
  /** Approve / Reject, offered while the leave is pending. */
  actions?: ReactNode;
}) {
  const { role } = useUser();
  const hr = role === 'admin' || role === 'moderator';
  return (
    <Modal
      open={leave !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Leave Details"
      size="lg"
      footer={actions}
    >
      {leave ? (
        <div className="space-y-6">
          {leave.status === 'Pending' ? <ClashWarning leaveId={leave._id} /> : null}
          <div className="flex items-center gap-4">
            <Avatar name={leave.employee.emp_name} image={leave.employee.profileImage} className="size-16 text-lg" />
            <div className="min-w-0">
              <p className="text-lg font-semibold text-slate-900 dark:text-white">{leave.employee.emp_name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{leave.employee.designation}</p>
            </div>
          </div>
          <DetailList
            items={[
              { label: 'Employee ID', value: leave.employee.employeeId },
              { label: 'Department', value: leave.employee.department?.dep_name ?? 'N/A' },
              { label: 'Designation', value: leave.employee.designation },
              { label: 'Email', value: leave.employee.emp_email },
            ]}
          />
          <div className="border-t border-slate-200 pt-5 dark:border-slate-800">
            <DetailList
              items={[
                { label: 'Leave Type', value: leave.leaveType },
                { label: 'Status', value: <LeaveStatusBadge status={leave.status} /> },
                { label: 'From', value: formatDay(leave.startDate) },
                { label: 'To', value: formatDay(leave.endDate) },
                { label: 'Days', value: leave.days },
                { label: 'Working days', value: leave.workingDays ?? '—' },
                { label: 'Applied', value: formatDateTime(leave.createdAt) },
                { label: 'Description', value: leave.reason || '—' },
                ...(leave.decisionNote ? [{ label: 'Note to the employee', value: leave.decisionNote }] : []),
              ]}
            />
          </div>
          <ApprovalSteps leaveId={leave._id} />
          {/* The audit trail is HR's: a manager or deputy sees the approval steps above. */}
          {hr ? <ChangeHistory recordId={leave._id} /> : null}
        </div>
      ) : null}
    </Modal>
  );
}
