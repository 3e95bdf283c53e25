import { ATTENDANCE_STATUSES } from '../constants.js';

/** Attendance messages of the API and the screens; apart from the zod schemas, so screens that only show them load no zod. */
export const ATTENDANCE_MSG = {
  updated: (status: string) => `Attendance ${status} has been updated`,
  alreadyMarked: 'Attendance has already been marked for this employee today.',
  listFailed: (message: string) => `Error fetching attendances: ${message}`,
  reportFailed: 'Error loading attendance',
  notFound: 'Employee not found.',
  badStatus: `Status must be one of: ${ATTENDANCE_STATUSES.join(', ')}.`,
} as const;
