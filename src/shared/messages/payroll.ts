import type { PayrollBasis } from '../constants.js';

/** The pro-rating bases as the screens name them (here, not with the schemas: the audit trail's history shows them without loading zod). */
export const PAYROLL_BASIS_LABELS: Record<PayrollBasis, string> = {
  calendar: 'Calendar days',
  working: 'Working days',
  fixed30: 'A fixed 30 days',
};

/** Payroll-run messages of the API and the screens. */
export const PAYROLL_MSG = {
  monthRequired: 'Choose the month to pay.',
  monthInvalid: 'Enter a month as YYYY-MM.',
  monthOutOfRange: (earliest: string, latest: string) => `The month must be between ${earliest} and ${latest}.`,
  payDateInMonth: (month: string) => `The pay date must be a day of ${month}.`,
  departmentUnknown: 'One of the chosen departments does not exist. Reload the page and choose again.',
  departmentsTooMany: 'Choose at most 100 departments, or all of them.',
  nobody: (month: string) => `Nobody is left to pay for ${month} in the chosen departments.`,
  created: (month: string, people: number) => `Draft payroll for ${month} made: ${people} to pay.`,
  notFound: 'Payroll run not found. It may have been discarded.',
  rowNotFound: 'This person is not in this payroll run.',
  notDraft: 'This payroll run is posted: it cannot be changed.',
  alreadyPosted: (when: string, by: string) => `This payroll run was already posted on ${when} by ${by}.`,
  stale: 'The draft changed since you reviewed its totals (someone edited it). Review the totals again, then post.',
  changedUnderneath: (summary: string) =>
    `Nothing was posted: since this draft was made, ${summary}. Refresh the draft to review them, then post.`,
  selfRow: 'You cannot pay yourself. Leave your own row out; another administrator or HR officer pays you.',
  paidAlready: (month: string) => `Already has a regular payslip for ${month}.`,
  rowUpdated: 'Row saved.',
  refreshed: (summary: string) => `Draft refreshed: ${summary}.`,
  refreshedNothing: 'Draft refreshed: nothing had changed.',
  statutoryChanged:
    'Nothing was posted: the tax or provident fund settings changed since this draft was made. Refresh the draft to compute it with them, review it, then post.',
  statutoryRefreshed: 'the tax and provident fund settings in force now are used',
  posted: (people: number, month: string) => `Payroll posted: ${people} payslips for ${month}.`,
  discarded: 'Draft discarded.',
  nothingToPost: 'Nobody in this draft is to be paid: include someone, or discard the draft.',
  paidTitle: (month: string) => `Your salary for ${month} was paid`,
  basisInvalid: 'Choose calendar days, working days or a fixed 30 days.',
  deductAbsenceInvalid: 'Say whether absent days are deducted.',
  changePercentInvalid: 'Enter a whole percentage from 1 to 100.',
  settingsSaved: 'Payroll settings saved. They apply to drafts made from now on.',
  settingsUnchanged: 'Nothing changed: the payroll settings are as they were.',
  paidBody: (payDate: string) => `Pay date ${payDate}. Open this for your payslip and its figures.`,
} as const;
