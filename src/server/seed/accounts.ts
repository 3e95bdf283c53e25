/** The fixed demo sign-ins (README, issue 2). */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@ems.test', password: 'Admin@12345' },
  { role: 'manager', email: 'manager@ems.test', password: 'Manager@12345' },
  { role: 'employee', email: 'employee@ems.test', password: 'Employee@12345' },
  { role: 'moderator', email: 'moderator@ems.test', password: 'Moderator@12345' },
  { role: 'user', email: 'user@ems.test', password: 'User@12345' },
] as const;

/** The demo sign-ins as a plain-text table. */
export function demoSignInTable(accounts: readonly { role: string; email: string; password: string }[]): string {
  const rows = [
    ['Role', 'Email', 'Password'],
    ...accounts.map((account) => [account.role, account.email, account.password]),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join('   ')}`.trimEnd();
  return [
    'Demo organisation created. Sign in with one of these accounts:',
    '',
    line(rows[0]!),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.slice(1).map(line),
    '',
  ].join('\n');
}
