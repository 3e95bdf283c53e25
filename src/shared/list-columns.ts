import { ATTENDANCE_STATUSES } from './constants.js';

/*
 * What each list sorts and filters by: the columns and statuses its query may name. Kept apart from
 * the zod schemas (schemas/*.ts re-export them), so that a list screen that builds its query from
 * them does not load zod (25 kB gzip) with its first render (docs/performance.md, "Browser").
 */

/** Active: can sign in. Disabled: an admin turned the sign-in off. Left: the person was deactivated. */
export const ACCOUNT_STATUSES = ['active', 'disabled', 'left'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_SORTS = ['name', 'email', 'role', 'lastLogin', 'created'] as const;

export const ATTENDANCE_SHEET_SORTS = ['employeeId', 'name', 'department', 'status'] as const;
/** 'Not marked': a past working day of someone employed then, with no mark. */
export const REPORT_STATUSES = [...ATTENDANCE_STATUSES, 'Not marked'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const AUDIT_SORTS = ['at', 'actor'] as const;

export const DEPARTMENT_SORTS = ['name', 'manager', 'employees'] as const;

/** Who a list shows: people working here (the default), those who have left, or both. */
export const EMPLOYMENT_STATUSES = ['active', 'former', 'all'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
/** The columns the people lists sort by. */
export const EMPLOYEE_SORTS = ['name', 'employeeId', 'email', 'phone', 'role', 'department', 'hireDate'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

export const LEAVE_SORTS = ['employeeId', 'name', 'type', 'from', 'to', 'days', 'status', 'applied'] as const;

export const PROJECT_SORTS = ['title', 'department', 'manager', 'start', 'end', 'status'] as const;

export const SALARY_SORTS = ['name', 'employeeId', 'basic', 'net', 'payDate', 'type'] as const;
