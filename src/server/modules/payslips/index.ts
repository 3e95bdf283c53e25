/**
 * Payslips as PDF files and ZIPs of them.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { payslipsRoutes } from './payslips.routes.js';
export { payslipAttachments, payslipPassword } from './payslip-attachment.js';
export { fileNameOf as payslipFileName } from './payslip-files.js';
export {
  ACCENT,
  ACCENT_SOFT,
  amountTable,
  BAND,
  CONTENT,
  dayLabel,
  detailsBand,
  documentHeader,
  INK,
  MUTED,
  PAGE,
  pageFooter,
  rule,
  RULE,
  topStripe,
} from './pdf-layout.js';
export { attachment, safeFileName } from './payslip-files.js';
export { payslipFonts } from './payslip-fonts.js';
export { TextPainter, type TextStyle } from './pdf-text.js';
