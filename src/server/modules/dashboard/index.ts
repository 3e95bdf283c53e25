/**
 * Each role's dashboard in one answer, composed from the figures other modules export.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { dashboardRoutes } from './dashboard.routes.js';
