import type { Role } from '#shared/roles.js';
import { screenOf } from '#shared/screens.js';
import type { NotificationItem } from '#web/lib/notification-feed.js';

/** The screen that opens when a notification is clicked (null: none for that role). */
export const destinationOf = (item: NotificationItem, role: Role): string | null =>
  screenOf(item.kind, item.target.kind, role);
