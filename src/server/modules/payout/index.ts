/**
 * What leaves payroll (issue 29, item 5): bank details, the bank file, the register and journal,
 * payslips mailed through the outbox. README.md says how.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { payoutRoutes } from './payout.routes.js';
