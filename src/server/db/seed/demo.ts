import type { Db } from '../client.js';
import { users } from '../schema/index.js';
import { hashPassword } from '../../auth/passwords.js';
import { DEMO_ACCOUNTS } from './accounts.js';

/** Creates the demo organisation on an empty database. */
export async function seedDemo(db: Db): Promise<void> {
  const names: Record<string, string> = {
    admin: 'Ayesha Rahman',
    manager: 'Imran Hossain',
    employee: 'Nadia Islam',
    moderator: 'Farhan Ahmed',
    user: 'Sara Khan',
  };
  for (const account of DEMO_ACCOUNTS) {
    await db.insert(users).values({
      name: names[account.role] ?? account.role,
      email: account.email,
      role: account.role,
      passwordHash: await hashPassword(account.password),
    });
  }
}
