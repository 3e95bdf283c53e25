/**
 * Departments and their managers.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { departmentCount, departmentDistribution } from './departments.figures.js';
export { departmentsRoutes } from './departments.routes.js';
