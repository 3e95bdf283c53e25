/**
 * Yearly tax statements (issue 29, item 5): one person's posted payslips of a fiscal year, their
 * sums, and the year's tax by the configured slabs against the tax deducted, as a PDF.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { taxStatementRoutes } from './tax-statement.routes.js';
