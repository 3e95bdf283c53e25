import type { ReactNode } from 'react';
import type { LeaveJson } from '../../../../shared/schemas/leave.js';
import { Avatar } from '../../../components/ui/avatar.js';
import { DetailList } from '../../../components/ui/detail-list.js';
import { Modal } from '../../../components/ui/modal.js';
import { formatDateTime, formatDay } from '../../../lib/format.js';
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
  return (
    <Modal open={leave !== null} onOpenChange={(open) => (open ? undefined : onClose())} title="Leave Details" size="lg" footer={actions}>
      {leave ? (
        <div className="space-y-6">
          <div className="flex items-center gap-4">
            <Avatar name={leave.employee.emp_name} image={leave.employee.profileImage} className="size-16 text-lg" />
            <div className="min-w-0">
              <p className="text-lg font-semibold text-slate-900 dark:text-white">{leave.employee.emp_name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{leave.employee.designation}</p>
            </div>
          </div>
          <DetailList
            items={[
              ['Employee ID', leave.employee.employeeId],
              ['Department', leave.employee.department?.dep_name ?? 'N/A'],
              ['Designation', leave.employee.designation],
              ['Email', leave.employee.emp_email],
            ]}
          />
          <div className="border-t border-slate-200 pt-5 dark:border-slate-800">
            <DetailList
              items={[
                ['Leave Type', leave.leaveType],
                ['Status', <LeaveStatusBadge key="status" status={leave.status} />],
                ['From', formatDay(leave.startDate)],
                ['To', formatDay(leave.endDate)],
                ['Days', leave.days],
                ['Applied', formatDateTime(leave.createdAt)],
                ['Description', leave.reason || '—'],
              ]}
            />
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
