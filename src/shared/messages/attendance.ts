import { ATTENDANCE_STATUSES } from '../constants.js';

/** Attendance messages of the API and the screens; apart from the zod schemas, so screens that only show them load no zod. */
export const ATTENDANCE_MSG = {
  updated: (status: string) => `Attendance ${status} has been updated`,
  alreadyMarked: 'Attendance has already been marked for this employee today.',
  listFailed: (message: string) => `Error fetching attendances: ${message}`,
  reportFailed: 'Error loading attendance',
  notFound: 'Employee not found.',
  badStatus: `Status must be one of: ${ATTENDANCE_STATUSES.join(', ')}.`,
  corrected: (name: string, day: string, status: string) => `${name} is now ${status} on ${day}`,
  unchanged: 'Nothing changed: the mark already says so.',
  correctFailed: 'Failed to correct the mark',
  futureDay: 'A day that has not come yet cannot be marked.',
  tooOld: 'Marks older than two years cannot be corrected.',
  markedAll: (count: number) => (count === 1 ? '1 employee marked Present' : `${count} employees marked Present`),
  noneUnmarked: 'Everyone is already marked for today.',
  monthInvalid: 'Choose a month (YYYY-MM).',
  noRecord: 'You have no employee record, so no attendance of your own.',
  mineFailed: 'Your attendance could not be loaded.',
} as const;
