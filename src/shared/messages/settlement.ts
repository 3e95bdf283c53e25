/** What the final settlement says (issue 29). */
export const SETTLEMENT_MSG = {
  reasonRequired: 'Say what the recovery is for.',
  reasonTooLong: 'A recovery’s reason has at most 200 characters.',
  amountRequired: 'Enter the amount to recover.',
  amountPositive: 'A recovery is more than 0.',
  netRequired: 'Say which net you reviewed.',
  notFound: 'Employee not found.',
  notLeaving: 'This person has no last working day: deactivate them with one first.',
  finalised: (day: string, by: string) => `This settlement was finalised on ${day} by ${by}; it can no longer change.`,
  notFinalised: 'The settlement is still a draft: finalise it first.',
  recoveryNotFound: 'That recovery is no longer on the settlement.',
  stale: 'The settlement changed since you reviewed it: look at it again, then finalise.',
  negative: 'The recoveries are more than what is owed: the settlement cannot pay less than nothing.',
  monthPaidMeanwhile:
    'Nothing was finalised: a payroll run or Add Salary paid the final month at the same moment. Open the settlement again to see it without that month’s pay, then finalise.',
  own: 'Nobody settles their own pay: another HR officer or an administrator finalises it.',
  recoveryAdded: 'Recovery added.',
  recoveryRemoved: 'Recovery removed.',
  finalisedNow: (name: string) => `Final settlement of ${name} finalised: a settlement payslip was recorded.`,
} as const;
