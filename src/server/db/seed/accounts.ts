/** The fixed demo sign-ins (README, issue 2). */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@ems.test', password: 'Admin@12345' },
  { role: 'manager', email: 'manager@ems.test', password: 'Manager@12345' },
  { role: 'employee', email: 'employee@ems.test', password: 'Employee@12345' },
  { role: 'moderator', email: 'moderator@ems.test', password: 'Moderator@12345' },
  { role: 'user', email: 'user@ems.test', password: 'User@12345' },
] as const;
