import type { NOTIFICATION_TARGETS } from '#shared/constants.js';
import type { Role } from '#shared/roles.js';
import type { NotificationItem } from '#web/lib/notification-feed.js';
import { paths } from '#web/lib/paths.js';

type TargetKind = (typeof NOTIFICATION_TARGETS)[number];

/**
 * The screen that shows a notification's record to its reader. The server says only what the
 * notification is about (a leave, a task, an announcement); which screen that is depends on the
 * reader's role. No screen: the bell's text is all there is for that role.
 */
const SCREEN: Record<TargetKind, Partial<Record<Role, string>>> = {
  // Those who decide leave land on the requests that wait for them; the employee on their history.
  leave: {
    admin: paths.admin.pendingLeaves,
    moderator: paths.moderator.pendingLeaves,
    employee: paths.employee.leaveHistory,
  },
  task: { employee: paths.employee.tasks },
  announcement: {
    admin: paths.admin.announcements,
    manager: paths.manager.announcements,
    employee: paths.employee.announcements,
  },
};

export const destinationOf = (item: NotificationItem, role: Role): string | null =>
  // A decision on one's own leave: an HR officer's own leave is in their own history.
  item.kind === 'leave_decided' && role === 'moderator'
    ? paths.moderator.leaveHistory
    : (SCREEN[item.target.kind][role] ?? null);
