/**
 * Announcements to everyone, a department or a person.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { announcementsRoutes } from './announcements.routes.js';
