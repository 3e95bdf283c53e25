import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import { storeProfileImage } from '../modules/uploads/index.js';
import type { Db } from '../db/client.js';
import { departments, employees, users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { renderAvatar } from './avatars.js';
import { type DemoOrg, employed, type PlannedPerson } from './demo-org.js';

/** Everyone outside the five fixed sign-ins can log in with this (README). */
export const STAFF_PASSWORD = 'Employee@12345';

/** The slow, CPU-bound part: password hashes and pictures, made before the transaction opens. */
export interface PeopleAssets {
  passwordHashes: Map<string, string>;
  /** PNG per person, in roster order. */
  avatars: Buffer[];
}

async function hashPasswords(org: DemoOrg): Promise<Map<string, string>> {
  // argon2 is deliberately slow, so the staff share a single hash computed once.
  const [staffHash, ...accountHashes] = await Promise.all([
    hashPassword(STAFF_PASSWORD),
    ...DEMO_ACCOUNTS.map((a) => hashPassword(a.password)),
  ]);
  const byEmail = new Map<string, string>(DEMO_ACCOUNTS.map((a, i) => [a.email, accountHashes[i]!] as const));
  return new Map(org.people.map((p) => [p.email, byEmail.get(p.email) ?? staffHash!] as const));
}

function avatarFor(person: PlannedPerson, index: number): Promise<Buffer> {
  return renderAvatar({
    index,
    longHair: person.job?.gender === 'female' || person.role === 'user',
    greyHair: (person.job?.age ?? 0) >= 50,
  });
}

export async function preparePeople(org: DemoOrg): Promise<PeopleAssets> {
  const [passwordHashes, avatars] = await Promise.all([hashPasswords(org), Promise.all(org.people.map(avatarFor))]);
  return { passwordHashes, avatars };
}

/** Stores each picture through the upload path, so it is exactly what a real upload produces. */
async function storeAvatars(db: Db, avatars: Buffer[]): Promise<string[]> {
  const ids: string[] = [];
  // One at a time: a transaction is one connection, so parallel calls would only queue.
  for (const png of avatars) ids.push(await storeProfileImage(db, png));
  return ids;
}

async function insertUsers(db: Db, org: DemoOrg, assets: PeopleAssets, imageIds: string[]) {
  await db.insert(users).values(
    org.people.map((person, index) => ({
      id: person.userId,
      name: person.name,
      email: person.email,
      role: person.role,
      passwordHash: assets.passwordHashes.get(person.email)!,
      imageId: imageIds[index] ?? null,
    })),
  );
}

async function insertEmployees(db: Db, org: DemoOrg) {
  await db.insert(employees).values(
    employed(org).map(({ userId, job }) => ({
      id: job.employeeId,
      userId,
      employeeCode: job.employeeCode,
      phone: job.phone,
      gender: job.gender,
      maritalStatus: job.maritalStatus,
      dob: job.dob,
      salary: job.salary.toFixed(2),
      designation: job.designation,
      departmentId: job.departmentId,
      hireDate: job.hireDate,
    })),
  );
}

/**
 * Departments and their managers point at each other, so departments go in first without a
 * manager and get one in a single UPDATE ... FROM (VALUES ...) once the employees exist.
 */
async function insertDepartments(db: Db, org: DemoOrg) {
  await db.insert(departments).values(org.departments.map(({ id, name, description }) => ({ id, name, description })));
}

async function assignManagers(db: Db, org: DemoOrg) {
  const pairs = org.departments.map((d) => sql`(${d.id}::uuid, ${d.manager.job.employeeId}::uuid)`);
  await db.execute(sql`
    update ${departments} set manager_id = v.manager_id
    from (values ${sql.join(pairs, sql`, `)}) as v(id, manager_id)
    where ${departments.id} = v.id`);
}

export async function insertPeople(db: Db, org: DemoOrg, assets: PeopleAssets): Promise<void> {
  const imageIds = await storeAvatars(db, assets.avatars);
  await insertUsers(db, org, assets, imageIds);
  await insertDepartments(db, org);
  await insertEmployees(db, org);
  await assignManagers(db, org);
}
