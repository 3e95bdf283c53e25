/** Team calendar messages of the API and the screens; apart from the zod schemas, so screens that only show them load no zod. */
export const TEAM_CALENDAR_MSG = {
  fromRequired: 'Select the first day to show.',
  toRequired: 'Select the last day to show.',
  dayInvalid: 'Enter a real date (YYYY-MM-DD).',
  rangeInvalid: (maxDays: number) => `Show between 1 and ${maxDays} days, the last day on or after the first.`,
  departmentInvalid: 'Invalid department id.',
  leaveNotFound: 'Leave not found.',
  noDepartment: 'No department',
  loadFailed: 'Failed to load the team calendar',
  /** The approver's clash warning: 'On these days 3 of 7 people in Engineering are already out'. */
  clash: (out: number, of: number, department: string) =>
    `On these days ${out} of ${of} ${of === 1 ? 'person' : 'people'} in ${department} ${out === 1 ? 'is' : 'are'} already out`,
  /** Beside the clash: requests not yet decided for the same days. */
  clashPending: (pending: number) =>
    `${pending} more ${pending === 1 ? 'has' : 'have'} asked for leave on some of these days`,
} as const;
