/**
 * The areas of the API: each endpoint's first tag names one (its OpenAPI group), the web app keys
 * its queries by it (web/lib/call.ts `keyOf`, `invalidateAreas`), and the server's read cache keeps
 * each value under the areas it was read from, cleared when a writer changes one of them
 * (server/events/change-areas.ts says which tables belong to which area).
 */
export const AREAS = [
  'Accounts',
  'Announcements',
  'Attendance',
  'Audit',
  'Calendar',
  'Calendar feeds',
  'Dashboard',
  'Departments',
  'Employees',
  'Leave',
  'Mail',
  'Notifications',
  'Payroll',
  'Projects and tasks',
  'Salary',
  'Session',
] as const;

export type Area = (typeof AREAS)[number];
