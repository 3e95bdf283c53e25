/** Salary messages of the API and the screens; apart from the zod schemas, so screens that only show them load no zod. */
export const SALARY_MSG = {
  employeeRequired: 'Select an employee.',
  basicRequired: 'Basic salary is required.',
  payDateRequired: 'Pay date is required.',
  payDateInvalid: 'Enter a real pay date.',
  amountInvalid: 'Amounts must be numbers of 0 or more, with at most 2 decimals.',
  negativeNet: 'Deductions cannot be more than the basic salary plus the allowance.',
  added: 'Salary added successfully',
  failed: 'Failed to submit salary data',
  empty: 'No salary records found',
  employeeUnknown: 'Employee not found.',
  totalFailed: 'Failed to fetch salary aggregation',
} as const;
