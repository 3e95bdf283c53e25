import type { NOTIFICATION_KINDS, NOTIFICATION_TARGETS } from './constants.js';
import { ownPaths, paths } from './paths.js';
import type { Role } from './roles.js';

type TargetKind = (typeof NOTIFICATION_TARGETS)[number];
type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The roles with an area of their own and, in it, their own leave and payslips. */
const STAFF_ROLES = ['admin', 'manager', 'moderator', 'employee'] as const;
type StaffRole = (typeof STAFF_ROLES)[number];
const isStaff = (role: Role): role is StaffRole => (STAFF_ROLES as readonly Role[]).includes(role);

/** Where a request to decide lands: the requests that wait for the reader, in their own area. */
const REQUESTS: Record<StaffRole, string> = {
  admin: paths.admin.pendingLeaves,
  moderator: paths.moderator.pendingLeaves,
  manager: paths.manager.leaveRequests,
  employee: paths.employee.leaveRequests,
};

const INBOX: Record<StaffRole, string> = {
  admin: paths.admin.announcements,
  manager: paths.manager.announcements,
  moderator: paths.moderator.announcements,
  employee: paths.employee.announcements,
};

/**
 * The screen that shows a notification's record to its reader — the bell opens it, a mailed
 * notification links to it. The server says only what the notification is about (a leave, a task,
 * a payslip, an announcement); which screen that is depends on the reader's role. Everyone with an
 * employee record has their own leave and payslips in their own area, so a decision on one's leave
 * or a salary paid opens there, whatever the role. Null: no screen (the text is all there is).
 */
export function screenOf(kind: NotificationKind, target: TargetKind, role: Role): string | null {
  if (!isStaff(role)) return null;
  switch (target) {
    case 'leave':
      return kind === 'leave_requested' ? REQUESTS[role] : ownPaths(role).leaveHistory;
    case 'salary':
      return ownPaths(role).salaryHistory;
    // Tasks are given to employees only (the server refuses anyone else).
    case 'task':
      return role === 'employee' ? paths.employee.tasks : null;
    case 'announcement':
      return INBOX[role];
  }
}
