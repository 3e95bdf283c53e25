/**
 * The audit trail: every HR-sensitive change, recorded in its transaction.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { auditRoutes } from './audit.routes.js';
export { recordAudit } from './audit.service.js';
export type { AuditEntry } from './audit.service.js';
