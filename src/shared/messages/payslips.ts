/** Payslip messages of the API and the screens; apart from the zod schemas, so screens that only show them load no zod. */
export const PAYSLIP_MSG = {
  monthInvalid: 'Choose a month (YYYY-MM).',
  departmentRequired: 'Choose a department, or everyone.',
  everyone: 'Everyone',
  departmentUnknown: 'Department not found.',
  none: (department: string, period: string) =>
    department === 'Everyone' ? `No payslips in ${period}.` : `No payslips for ${department} in ${period}.`,
  downloadFailed: 'The payslips could not be counted. Try again.',
  busy: 'Many payslips are being made just now. Try again in a minute.',
} as const;

/** Tax statement messages (issue 29): the yearly statement of one person's pay and tax. */
export const TAX_STATEMENT_MSG = {
  yearInvalid: 'Enter the fiscal year as YYYY or YYYY–YY (for example 2026–27).',
  employeeUnknown: 'Employee not found.',
  nothingPosted: (name: string, label: string, period: string) =>
    `No payslips were posted to ${name} in the fiscal year ${label} (${period}), so there is no tax statement for it.`,
  yearsFailed: 'The fiscal years could not be loaded. Try again.',
} as const;
