import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.js';
import type { Database } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { todayIn } from './demo-calendar.js';
import { seedDemo } from './demo.js';

// A Wednesday, so yesterday is a working day and the weekend before it is in the window.
const TODAY = '2025-03-12';
const YESTERDAY = '2025-03-11';

let testDatabase: TestDatabase;
let database: Database;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function count(query: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from (${query}) as q`);
  return row!.n;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = testDatabase.database;
  await seedDemo(database.db, { today: TODAY });
});

afterAll(async () => {
  await testDatabase?.dispose();
});

describe('todayIn', () => {
  it("gives the organisation's date, not the server's", () => {
    const lateEveningUtc = new Date('2025-03-11T20:00:00Z');
    expect(todayIn('Asia/Dhaka', lateEveningUtc)).toBe('2025-03-12');
    expect(todayIn('UTC', lateEveningUtc)).toBe('2025-03-11');
  });
});

describe('seedDemo: people', () => {
  it('creates the five demo sign-ins with their passwords', async () => {
    const accounts = await rows<{ email: string; role: string; password_hash: string }>(
      sql`select email, role, password_hash from users where email like '%@ems.test'`,
    );
    for (const demo of DEMO_ACCOUNTS) {
      const account = accounts.find((a) => a.email === demo.email);
      expect(account?.role).toBe(demo.role);
      expect(await verifyPassword(account!.password_hash, demo.password)).toBe(true);
    }
  });

  it('gives every department a description and a manager who works in it', async () => {
    const departments = await rows<{ description: string | null; role: string | null; own: boolean }>(sql`
      select d.description, u.role, e.department_id = d.id as own from departments d
      left join employees e on e.id = d.manager_id left join users u on u.id = e.user_id`);
    expect(departments.length).toBeGreaterThanOrEqual(3);
    for (const d of departments) {
      expect(d.role).toBe('manager');
      expect(d.own).toBe(true);
      expect(d.description).toBeTruthy();
    }
  });

  it('employs 12+ people with the employee role, and every employee has a photo', async () => {
    expect(
      await count(sql`select 1 from employees e join users u on u.id = e.user_id
      where u.role = 'employee'`),
    ).toBeGreaterThanOrEqual(12);
    expect(
      await count(sql`select 1 from employees e join users u on u.id = e.user_id
      left join images i on i.id = u.image_id where i.id is null`),
    ).toBe(0);
  });

  it('stores unique codes and normalised phones, ages 22 to 58 and valid designations', async () => {
    const staff = await rows<{ code: string; phone: string; age: number; salary: string }>(sql`
      select employee_code as code, phone, salary::text as salary,
        extract(year from age(${TODAY}::date, dob))::int as age from employees`);
    expect(new Set(staff.map((s) => s.code)).size).toBe(staff.length);
    for (const s of staff) {
      expect(s.code).toMatch(/^EMP-\d{4}$/);
      expect(s.phone).toMatch(/^\+8801\d{9}$/);
      expect(s.age).toBeGreaterThanOrEqual(22);
      expect(s.age).toBeLessThanOrEqual(58);
      expect(s.salary).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('puts the demo employee in the department the demo manager runs', async () => {
    expect(
      await count(sql`
      select 1 from employees worker join users wu on wu.id = worker.user_id
      join departments d on d.id = worker.department_id
      join employees boss on boss.id = d.manager_id join users bu on bu.id = boss.user_id
      where wu.email = 'employee@ems.test' and bu.email = 'manager@ems.test'`),
    ).toBe(1);
  });

  it('makes the moderator an HR Manager in Human Resources, and the user no employee', async () => {
    expect(
      await count(sql`
      select 1 from employees e join users u on u.id = e.user_id
      join departments d on d.id = e.department_id
      where u.email = 'moderator@ems.test' and u.role = 'moderator'
        and d.name = 'Human Resources' and e.designation = 'HR Manager'`),
    ).toBe(1);
    expect(
      await count(sql`select 1 from employees e join users u on u.id = e.user_id
      where u.email = 'user@ems.test'`),
    ).toBe(0);
  });
});

describe('seedDemo: work', () => {
  it('has projects in progress, one of them in the demo manager’s department', async () => {
    expect(await count(sql`select 1 from projects where status = 'in progress'`)).toBeGreaterThanOrEqual(2);
    expect(
      await count(sql`
      select 1 from projects p join departments d on d.id = p.department_id
      join employees m on m.id = d.manager_id join users u on u.id = m.user_id
      where p.status = 'in progress' and u.email = 'manager@ems.test'`),
    ).toBeGreaterThanOrEqual(1);
  });

  it('assigns tasks only within the project’s department, some of each status to the demo employee', async () => {
    expect(await count(sql`select 1 from tasks`)).toBeGreaterThanOrEqual(10);
    expect(
      await count(sql`select 1 from tasks t join projects p on p.id = t.project_id
      join employees e on e.id = t.employee_id where e.department_id <> p.department_id`),
    ).toBe(0);
    const statuses = await rows<{ status: string }>(sql`
      select distinct t.status from tasks t join employees e on e.id = t.employee_id
      join users u on u.id = e.user_id where u.email = 'employee@ems.test'`);
    expect(statuses.map((s) => s.status).sort()).toEqual(['completed', 'in progress', 'pending']);
  });
});

describe('seedDemo: leaves, salaries and attendance', () => {
  it('has leaves in every status, the demo employee’s too, and none overlapping', async () => {
    const own = await rows<{ status: string }>(sql`select distinct l.status from leaves l
      join employees e on e.id = l.employee_id join users u on u.id = e.user_id
      where u.email = 'employee@ems.test'`);
    expect(own.map((l) => l.status).sort()).toEqual(['Approved', 'Pending', 'Rejected']);
    expect(
      await count(sql`select 1 from leaves a join leaves b
      on a.employee_id = b.employee_id and a.id < b.id
      and a.start_date <= b.end_date and b.start_date <= a.end_date`),
    ).toBe(0);
    expect(await count(sql`select 1 from leaves where status <> 'Pending' and decided_by is null`)).toBe(0);
  });

  it('pays everyone over several months with net = basic + allowance − deductions', async () => {
    expect(await count(sql`select distinct date_trunc('month', pay_date) from salaries`)).toBeGreaterThanOrEqual(3);
    expect(
      await count(sql`select 1 from salaries
      where net_salary <> basic_salary + allowance - deductions`),
    ).toBe(0);
    expect(await count(sql`select 1 from salaries where pay_date >= ${TODAY}::date`)).toBe(0);
  });

  it('marks every employee on past working days, never today or a weekend', async () => {
    expect(await count(sql`select 1 from attendance where date = ${TODAY}::date`)).toBe(0);
    expect(await count(sql`select 1 from attendance where date > ${TODAY}::date`)).toBe(0);
    // The default work week of Asia/Dhaka: Friday and Saturday are the weekend.
    expect(await count(sql`select 1 from attendance where extract(isodow from date) in (5, 6)`)).toBe(0);
    expect(await count(sql`select 1 from attendance where extract(isodow from date) = 7`)).toBeGreaterThan(0);
    const employees = await count(sql`select 1 from employees`);
    expect(await count(sql`select 1 from attendance where date = ${YESTERDAY}::date`)).toBe(employees);
    expect(await count(sql`select distinct date from attendance`)).toBeGreaterThanOrEqual(15);
  });
});

describe('seedDemo: announcements and notifications', () => {
  it('has announcements of every type from the admin and the demo manager', async () => {
    const kinds = await rows<{ type: string; sender_type: string }>(
      sql`select distinct type, sender_type from announcements`,
    );
    expect(new Set(kinds.map((k) => k.type))).toEqual(new Set(['all', 'employees', 'managers', 'selected']));
    expect(new Set(kinds.map((k) => k.sender_type))).toEqual(new Set(['admin', 'manager']));
    expect(
      await count(sql`select 1 from announcements a join users u on u.id = a.sender_user_id
      where u.email = 'manager@ems.test' and a.department_id is null`),
    ).toBe(0);
  });

  it('leaves unread notifications for the demo employee', async () => {
    expect(
      await count(sql`select 1 from notifications n join users u on u.id = n.user_id
      where u.email = 'employee@ems.test' and n.read_at is null`),
    ).toBeGreaterThanOrEqual(3);
  });

  it('every notification names a record that exists', async () => {
    expect(await count(sql`select 1 from notifications`)).toBeGreaterThan(0);
    expect(
      await count(sql`select 1 from notifications n where n.target_id is null
      or (n.target_kind = 'leave' and not exists (select 1 from leaves l where l.id = n.target_id))
      or (n.target_kind = 'task' and not exists (select 1 from tasks t where t.id = n.target_id))
      or (n.target_kind = 'announcement' and not exists (select 1 from announcements a where a.id = n.target_id))`),
    ).toBe(0);
  });
});
