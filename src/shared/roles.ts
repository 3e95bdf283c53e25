export const ROLES = ['admin', 'manager', 'employee', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person can be given on the add-employee form (a moderator is an HR officer). */
export const EMPLOYEE_ROLES = ['admin', 'employee', 'manager', 'moderator'] as const;

/** Where each role lands after signing in, and the area it owns. */
export const ROLE_HOME: Record<Role, string> = {
  admin: '/admin-dashboard',
  manager: '/manager-dashboard',
  employee: '/employee-dashboard',
  moderator: '/moderator-dashboard/leave',
  user: '/user-dashboard/profile',
};

export const ROLE_AREA: Record<Role, string> = {
  admin: '/admin-dashboard',
  manager: '/manager-dashboard',
  employee: '/employee-dashboard',
  moderator: '/moderator-dashboard',
  user: '/user-dashboard',
};
