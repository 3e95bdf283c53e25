/**
 * Final settlements (issue 29, item 5): what a leaver is paid — the final month's days, leave
 * encashed by each type's policy — less HR's recoveries, finalised once as a 'settlement' payslip.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { settlementRoutes } from './settlement.routes.js';
