/**
 * Payroll runs: draft, review, post.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { payrollRoutes } from './payroll.routes.js';
