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
