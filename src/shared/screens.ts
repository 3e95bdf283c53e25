import type { NOTIFICATION_KINDS, NOTIFICATION_TARGETS } from './constants.js';
import { paths } from './paths.js';
import type { Role } from './roles.js';

type TargetKind = (typeof NOTIFICATION_TARGETS)[number];
type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The screen that shows a notification's record to its reader — the bell opens it, a mailed
 * notification links to it. The server says only what the notification is about (a leave, a task,
 * an announcement); which screen that is depends on the reader's role.
 */
const SCREEN: Record<TargetKind, Partial<Record<Role, string>>> = {
  // Those who decide leave land on the requests that wait for them; the employee on their history.
  leave: {
    admin: paths.admin.pendingLeaves,
    moderator: paths.moderator.pendingLeaves,
    employee: paths.employee.leaveHistory,
  },
  task: { employee: paths.employee.tasks },
  // A payslip: one's own salary history (managers have no salary screen of their own).
  salary: { employee: paths.employee.salaryHistory, moderator: paths.moderator.salaryHistory },
  announcement: {
    admin: paths.admin.announcements,
    manager: paths.manager.announcements,
    employee: paths.employee.announcements,
  },
};

/** No screen: the notification's text is all there is for that role. */
export function screenOf(kind: NotificationKind, target: TargetKind, role: Role): string | null {
  // A decision on one's own leave: an HR officer's own leave is in their own history.
  if (kind === 'leave_decided' && role === 'moderator') return paths.moderator.leaveHistory;
  // A request to decide, for a manager or a deputy: their Leave Requests.
  if (kind === 'leave_requested' && role === 'manager') return paths.manager.leaveRequests;
  if (kind === 'leave_requested' && role === 'employee') return paths.employee.leaveRequests;
  return SCREEN[target][role] ?? null;
}
