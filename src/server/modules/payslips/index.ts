/**
 * Payslips as PDF files and ZIPs of them.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { payslipsRoutes } from './payslips.routes.js';
export { payslipAttachments, payslipPassword } from './payslip-attachment.js';
export { fileNameOf as payslipFileName } from './payslip-files.js';
