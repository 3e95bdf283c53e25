import { BOUNDS } from '../bounds.js';

const years = `${BOUNDS.firstRecordYear} to ${BOUNDS.lastRecordYear}`;

/** The refusals of a date, a month or a year outside the records' years (shared/bounds.ts; README, "Limits"). */
export const DATE_MSG = {
  dayOutOfRange: `Enter a date from ${years}.`,
  monthOutOfRange: `Enter a month from ${years}.`,
  yearOutOfRange: `Enter a year from ${years}.`,
  leaveYearOutOfRange: `Enter a leave year from ${years}.`,
  rangeReversed: 'The end date cannot be before the start date.',
} as const;
