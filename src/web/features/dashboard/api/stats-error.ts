import { DEPARTMENT_MSG } from '#shared/messages/departments.js';
import { PROJECT_MSG } from '#shared/messages/projects.js';
import { SALARY_MSG } from '#shared/messages/salary.js';
import { isApiError, NETWORK_ERROR } from '#web/lib/api-client.js';

/** The dashboard's failure messages. */
export const STATS_MSG = {
  departmentCount: DEPARTMENT_MSG.countFailed,
  salaryTotal: SALARY_MSG.totalFailed,
  // Spec §8 word for word; no server call sends it, so it lives with the screen that shows it.
  usersCount: 'Failed to fetch Users Count',
  projectCount: PROJECT_MSG.countFailed,
  generic: 'Could not load this statistic.',
} as const;

/**
 * What to say when a statistic fails: the server's own message when it sent a meaningful one
 * (the more precise one), otherwise the screen's message for that statistic.
 */
export function statsError(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== NETWORK_ERROR && error.status < 500) return error.message;
  return fallback;
}
