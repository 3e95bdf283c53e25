import { todayIn } from '#shared/dates.js';
import { randomBytes } from 'node:crypto';
import type { Role } from '#shared/roles.js';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { eq } from 'drizzle-orm';
import { departments, employees, users } from '../db/schema/index.js';
import type { TestServer } from './server.js';

export const TEST_PASSWORD = 'Passw0rd!x';

/**
 * The organisation's today as the test server reads it (its ORG_TIMEZONE, Asia/Dhaka by default):
 * from 18:00 UTC it is already tomorrow there, so rules about 'today' must be tested with it.
 */
export const orgToday = () => todayIn(process.env.ORG_TIMEZONE ?? 'Asia/Dhaka');
let cachedHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  name: string;
}

export async function createUser(db: Db, overrides: Partial<Omit<TestUser, 'id'>> = {}): Promise<TestUser> {
  const role = overrides.role ?? 'user';
  const email = overrides.email ?? `${role}-${randomBytes(4).toString('hex')}@example.test`;
  const name = overrides.name ?? `Test ${role}`;
  const password = overrides.password ?? TEST_PASSWORD;
  const passwordHash =
    password === TEST_PASSWORD ? await (cachedHash ??= hashPassword(TEST_PASSWORD)) : await hashPassword(password);
  const [row] = await db.insert(users).values({ name, email, role, passwordHash }).returning({ id: users.id });
  return { id: row!.id, email, password, role, name };
}

/** Signs in through the API; returns the bearer token with the user. */
export async function loginAs(
  server: TestServer,
  userOrRole: TestUser | Role,
): Promise<{ token: string; user: TestUser }> {
  const user = typeof userOrRole === 'string' ? await createUser(server.db, { role: userOrRole }) : userOrRole;
  const response = await server.request<{ token: string }>('POST', '/api/user/login', {
    body: { email: user.email, password: user.password },
  });
  if (response.status !== 200) {
    throw new Error(`login as ${user.email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { token: response.body.token, user };
}

let employeeSeq = 0;

export interface TestEmployee extends TestUser {
  employeeId: string;
  employeeCode: string;
  phone: string;
  departmentId: string | null;
}

/** An employee record with its sign-in; role `employee` unless told otherwise. */
export async function createEmployee(
  db: Db,
  overrides: Partial<Omit<TestUser, 'id'>> & {
    departmentId?: string | null;
    employeeCode?: string;
    phone?: string;
    /** The salary on the record, as decimal text. */
    salary?: string;
    /** Joining Date (YYYY-MM-DD); 2020-01-02 unless told otherwise, so past records fall after it. */
    hireDate?: string;
    /** Set for someone who has left (YYYY-MM-DD). */
    lastWorkingDay?: string;
  } = {},
): Promise<TestEmployee> {
  const user = await createUser(db, { role: 'employee', ...overrides });
  employeeSeq += 1;
  const unique = `${process.pid % 1000}${String(employeeSeq).padStart(4, '0')}${randomBytes(1)[0]! % 10}`;
  const employeeCode = overrides.employeeCode ?? `T-${unique}-${randomBytes(2).toString('hex')}`;
  const phone = overrides.phone ?? `+88017${unique.padStart(8, '0').slice(-8)}`;
  const [row] = await db
    .insert(employees)
    .values({
      userId: user.id,
      employeeCode,
      phone,
      gender: 'female',
      maritalStatus: 'single',
      dob: '1990-05-17',
      salary: overrides.salary ?? '50000.00',
      designation: 'Software Engineer',
      departmentId: overrides.departmentId ?? null,
      hireDate: overrides.hireDate ?? '2020-01-02',
      lastWorkingDay: overrides.lastWorkingDay ?? null,
    })
    .returning({ id: employees.id });
  return { ...user, employeeId: row!.id, employeeCode, phone, departmentId: overrides.departmentId ?? null };
}

/** A department run by a new manager (who belongs to it). */
export async function createDepartment(db: Db, name = `Dept ${randomBytes(3).toString('hex')}`) {
  const manager = await createEmployee(db, { role: 'manager' });
  const [department] = await db
    .insert(departments)
    .values({ name, description: `${name} team`, managerId: manager.employeeId })
    .returning({ id: departments.id });
  await db.update(employees).set({ departmentId: department!.id }).where(eq(employees.id, manager.employeeId));
  return { id: department!.id, name, manager: { ...manager, departmentId: department!.id } };
}

/** Add Employee's form for a new person of `departmentId`, as the browser sends it (multipart), with `overrides`. */
export function employeeForm(departmentId: string, overrides: Record<string, string> = {}): FormData {
  const tag = randomBytes(3).toString('hex');
  const fields: Record<string, string> = {
    employeeId: `EMP-${tag}`,
    emp_name: `Form Person ${tag}`,
    emp_email: `form-${tag}@example.test`,
    emp_phone: `01710${String(parseInt(tag, 16) % 1_000_000).padStart(6, '0')}`,
    department: departmentId,
    salary: '40000',
    role: 'employee',
    designation: 'Data Analyst',
    gender: 'female',
    marital_status: 'single',
    dob: '1990-01-01',
    password: 'Secret-pass1',
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
