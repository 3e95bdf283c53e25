/**
 * Who is out: a department's calendar and today's absences.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { whoIsOut } from './team-calendar.figures.js';
export { teamCalendarRoutes } from './team-calendar.routes.js';
export { absencesVisibleTo, scopeOf } from './team-calendar.service.js';
