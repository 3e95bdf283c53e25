/**
 * The bell: notifications, their live stream and their mail.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { NotificationHub } from './notification-hub.js';
export { mailNotification } from './notification-mail.js';
export { notificationsRoutes } from './notifications.routes.js';
export { notify, renotify } from './notifications.service.js';
