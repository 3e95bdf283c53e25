/** Festival bonus runs' messages (issue 29), for the API and the screens. */
export const BONUS_MSG = {
  nameRequired: 'Name the festival, e.g. "Eid-ul-Adha 2026".',
  nameTooLong: 'Keep the name under 80 characters.',
  festivalDateRequired: 'Enter the festival date as YYYY-MM-DD.',
  payDateWindow: (earliest: string, latest: string) => `The pay date must be between ${earliest} and ${latest}.`,
  festivalNearPay: 'The festival date must be within 60 days of the pay date.',
  departmentUnknown: 'One of the chosen departments does not exist. Reload the page and choose again.',
  percentInvalid: 'Enter a whole percentage of the monthly basic from 1 to 300.',
  minMonthsInvalid: 'Enter the months of service for the full bonus, from 0 to 60.',
  shortServiceInvalid: 'Choose whether shorter service is pro-rated or gets no bonus.',
  nobody: (name: string) => `Nobody in the chosen departments is due the ${name} bonus.`,
  created: (name: string, people: number) => `Draft ${name} bonus made: ${people} to pay.`,
  posted: (people: number, name: string) => `Bonus posted: ${people} payslips for ${name}.`,
  paidAlready: (name: string) => `Already paid the ${name} bonus.`,
  paidElsewhere:
    "Nothing was posted: someone in this run was paid this festival's bonus by another run. Refresh the draft.",
  changedUnderneath: (people: number) =>
    `Nothing was posted: since this draft was made, ${people === 1 ? "1 person's" : `${people} people's`} employment, basic or bonus paid changed. Refresh the draft to review them, then post.`,
  refreshed: (people: number) => `Draft refreshed: ${people === 1 ? '1 person' : `${people} people`} changed.`,
  title: (name: string) => `Festival bonus — ${name}`,
  paidTitle: (name: string) => `Your ${name} bonus was paid`,
};

/** '100 % of basic 50,000.00 · 4 of 6 months served' — the pieces the web and the PDF join. */
export const SHORT_SERVICE_LABELS = {
  prorate: 'Pro-rated by months served',
  none: 'No bonus',
} as const;
