/** The payment types of a salary record, as the forms offer them. */
export const PAYMENT_TYPES = [
  { value: 'regular', label: 'Regular (the month’s payslip)' },
  { value: 'bonus', label: 'Bonus' },
  { value: 'adjustment', label: 'Adjustment' },
];
