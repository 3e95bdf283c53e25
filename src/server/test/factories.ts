import { randomBytes } from 'node:crypto';
import type { Role } from '../../shared/roles.js';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import type { TestServer } from './server.js';

export const TEST_PASSWORD = 'Passw0rd!x';
let cachedHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  name: string;
}

export async function createUser(
  db: Db,
  overrides: Partial<Omit<TestUser, 'id'>> = {},
): Promise<TestUser> {
  const role = overrides.role ?? 'user';
  const email = overrides.email ?? `${role}-${randomBytes(4).toString('hex')}@example.test`;
  const name = overrides.name ?? `Test ${role}`;
  const password = overrides.password ?? TEST_PASSWORD;
  const passwordHash =
    password === TEST_PASSWORD
      ? await (cachedHash ??= hashPassword(TEST_PASSWORD))
      : await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ name, email, role, passwordHash })
    .returning({ id: users.id });
  return { id: row!.id, email, password, role, name };
}

/** Signs in through the API; returns the bearer token with the user. */
export async function loginAs(
  server: TestServer,
  userOrRole: TestUser | Role,
): Promise<{ token: string; user: TestUser }> {
  const user =
    typeof userOrRole === 'string' ? await createUser(server.db, { role: userOrRole }) : userOrRole;
  const response = await server.request<{ token: string }>('POST', '/api/user/login', {
    body: { email: user.email, password: user.password },
  });
  if (response.status !== 200) {
    throw new Error(`login as ${user.email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { token: response.body.token, user };
}
