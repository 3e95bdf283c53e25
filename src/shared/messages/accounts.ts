/** Account messages of the API and the screens (the admin's Accounts screen). */
export const ACCOUNT_MSG = {
  notFound: 'Account not found.',
  ownAccount: 'You cannot change your own account here. Use Settings for your own sign-in.',
  alreadyDisabled: 'This account is already disabled.',
  notDisabled: 'This account is not disabled.',
  hasLeft: (name: string) => `${name} has left. Reactivate them from Employees instead.`,
  disabled: (name: string) => `${name} can no longer sign in`,
  enabled: (name: string) => `${name} can sign in again`,
  signedOut: (name: string, count: number) =>
    count === 1 ? `${name} was signed out of 1 session` : `${name} was signed out of ${count} sessions`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}`,
  roleUnchanged: 'Nothing changed: the account already has this role.',
  roleNeedsRecord: 'Staff roles need an employee record: use Make staff to add one for this account.',
  roleNeedsNoRecord: 'Someone with an employee record cannot be a plain user. Deactivate them instead.',
  roleNeedsDepartment: (name: string) => `Give ${name} a department before making them an employee.`,
  runsDepartment: (name: string, department: string) =>
    `${name} runs ${department}. Hand the department to another manager first (Departments → Edit).`,
  alreadyStaff: 'This account already has an employee record.',
  notPlainUser: 'Only a sign-up account (role user) can be made staff here.',
  listFailed: 'Failed to load the accounts',
  actionFailed: 'The change was not made',
} as const;
