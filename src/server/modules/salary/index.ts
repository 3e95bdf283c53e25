/**
 * Salaries paid, corrections and the salary figures.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { monthlySalary, totalSalary } from './salary.figures.js';
export { salaryRoutes } from './salary.routes.js';
