import { ClashWarning } from '#web/components/clash-warning.js';
import { DetailList } from '#web/components/ui/detail-list.js';
import { Modal } from '#web/components/ui/modal.js';
import { StatusBadge } from '#web/components/ui/status-badge.js';
import { formatDay } from '#web/lib/format.js';
import type { OpenAbsence } from './calendar-grid.js';

const halfOf = (absence: OpenAbsence['absence']) =>
  [absence.startHalf ? 'afternoon of the first day' : '', absence.endHalf ? 'morning of the last day' : '']
    .filter(Boolean)
    .join(', ') || 'Whole days';

/** An absence opened from the calendar (HR and managers): its type, days and, while pending, the clash warning. */
export function AbsenceDialog({ open, onClose }: { open: OpenAbsence | null; onClose: () => void }) {
  const absence = open?.absence;
  return (
    <Modal open={open !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title="Absence">
      {open && absence ? (
        <div className="space-y-5">
          {absence.status === 'Pending' ? <ClashWarning leaveId={absence._id} /> : null}
          <DetailList
            items={[
              { label: 'Employee', value: open.person.emp_name },
              { label: 'Department', value: open.department },
              { label: 'Leave Type', value: absence.leaveType ?? 'Out' },
              {
                label: 'Status',
                value: (
                  <StatusBadge tone={absence.status === 'Pending' ? 'amber' : 'green'}>{absence.status}</StatusBadge>
                ),
              },
              { label: 'From', value: formatDay(absence.startDate) },
              { label: 'To', value: formatDay(absence.endDate) },
              { label: 'Half days', value: halfOf(absence) },
            ]}
          />
        </div>
      ) : null}
    </Modal>
  );
}
