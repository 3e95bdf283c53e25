/**
 * iCalendar feeds of one's own and a team's leave.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { calendarFeedRoutes } from './feeds.routes.js';
