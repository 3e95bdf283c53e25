/**
 * The organisation's work week and public holidays.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { calendarRoutes } from './calendar.routes.js';
export { getWorkWeek, keptWorkWeek, loadWorkCalendar, workWeek } from './calendar.service.js';
