/** Salary messages of the API and the screens; apart from the zod schemas, so screens that only show them load no zod. */
export const SALARY_MSG = {
  employeeRequired: 'Select an employee.',
  basicRequired: 'Basic salary is required.',
  payDateRequired: 'Pay date is required.',
  payDateInvalid: 'Enter a real pay date.',
  amountInvalid: 'Amounts must be numbers of 0 or more, with at most 2 decimals.',
  amountTooLarge: 'Each amount can be at most 10,000,000.',
  payDateOutOfRange: (earliest: string, latest: string) => `The pay date must be between ${earliest} and ${latest}.`,
  typeInvalid: 'Choose regular, bonus or adjustment.',
  settlementFixed:
    'A final settlement’s payslip cannot be corrected: delete it (the settlement becomes a draft again) and finalise it anew.',
  monthPaid: (name: string, month: string) =>
    `${name} already has a regular payslip for ${month}. Record an extra payment as a bonus or an adjustment.`,
  selfPay: 'You cannot record your own salary. Another administrator or HR officer must do it.',
  paidAgain: (name: string, type: string) =>
    `${name} was paid this same ${type} in the last 10 minutes. Pay it again only if this is a second payment.`,
  paidAgainTitle: 'Pay it again?',
  payAgain: 'Pay it again',
  negativeNet: 'Deductions cannot be more than the basic salary plus the allowance.',
  added: 'Salary added successfully',
  failed: 'Failed to submit salary data',
  empty: 'No salary records found',
  employeeUnknown: 'Employee not found.',
  totalFailed: 'Failed to fetch salary aggregation',
  notFound: 'Salary record not found. It may have been deleted.',
  selfCorrect: 'You cannot change your own salary records. Another administrator or HR officer must do it.',
  updated: 'Salary updated successfully',
  unchanged: 'Nothing changed: the salary already has these figures.',
  deleted: 'Salary deleted successfully',
  updateFailed: 'Failed to update salary',
  deleteFailed: 'Failed to delete salary',
} as const;
