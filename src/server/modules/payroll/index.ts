/**
 * Payroll runs: draft, review, post.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { payrollRoutes } from './payroll.routes.js';
export { figuresOf, type PersonIn } from './payroll-figures.js';
export { payrollSettings } from './payroll-settings.js';
export { paidShare, prorateCents } from './proration.js';
export { statutorySettingsOf, taxYearFor } from './statutory-settings.js';
