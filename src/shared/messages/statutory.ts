/** Statutory lines' messages (income tax and provident fund) of the API and the screens. */
import { fiscalYearLabel } from '../statutory.js';

export const STATUTORY_MSG = {
  firstMonthInvalid: 'Choose the month the fiscal year starts in (1–12).',
  switchInvalid: 'Say whether the line is computed (true or false).',
  percentInvalid: 'Enter a percentage from 0 to 100, with at most 2 decimals.',
  amountInvalid: 'Enter an amount of 0 or more, with at most 2 decimals.',
  yearInvalid: 'Enter the fiscal year as the calendar year it starts in (2000–2100).',
  yearTwice: (label: string) => `Fiscal year ${label} appears twice. Keep one set of slabs per year.`,
  yearsTooMany: 'Keep at most 20 fiscal years of slabs.',
  yearsRequired: 'Add the slabs of at least one fiscal year.',
  bandsRequired: (label: string) => `Fiscal year ${label} needs at least one band.`,
  bandsTooMany: (label: string) => `Fiscal year ${label} has more than 12 bands.`,
  bandOpenLast: (label: string) =>
    `In ${label}, only the last band is open-ended ("and above"); give the others an upper amount.`,
  bandLastOpen: (label: string) => `In ${label}, leave the last band's upper amount empty: it taxes everything above.`,
  bandsAscending: (label: string) => `In ${label}, each band's upper amount must be above the one before it.`,
  saved: 'Tax and provident fund settings saved. Drafts use them when made or refreshed.',
  unchanged: 'Nothing changed: the tax and provident fund settings are as they were.',
} as const;

/** What a run was computed with, for its page: 'tax by 2026–27 slabs, provident fund 10 % + 10 % employer'. */
export function statutoryUsedText(used: {
  tax: { fiscalStartMonth: number; year: { fiscalYear: number } } | null;
  pf: { employeePercent: number; employerPercent: number } | null;
}): string {
  const parts = [
    used.tax ? `tax by ${fiscalYearLabel(used.tax.year.fiscalYear, used.tax.fiscalStartMonth)} slabs` : '',
    used.pf ? `provident fund ${used.pf.employeePercent} % + ${used.pf.employerPercent} % employer` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no tax or provident fund lines';
}
