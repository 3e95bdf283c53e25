/**
 * Payslips as PDF files and ZIPs of them.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { payslipsRoutes } from './payslips.routes.js';
export { payslipAttachments, payslipPassword } from './payslip-attachment.js';
export { fileNameOf as payslipFileName } from './payslip-files.js';
export { dayLabel } from './payslip-pdf.js';
export { payslipFonts } from './payslip-fonts.js';
export { TextPainter, type TextStyle } from './pdf-text.js';
