/**
 * Builds a large organisation for benchmarks, with set-based SQL (generate_series), on the
 * database the server would use (DATABASE_URL — signed in as the owner, MIGRATION_DATABASE_URL,
 * when there are two roles — or embedded PGlite under DATA_DIR):
 *
 *   npm run seed:large -- --employees 10000 [--reset]
 *
 * On top of the demo organisation (so the demo sign-ins work): 100 departments, the given number
 * of employees (one manager per department), 20 projects per department, 25 tasks per project,
 * a year of attendance for everyone up to yesterday, 10 leaves per employee, 12 monthly payslips
 * each and 5,000 announcements. All generated people sign in with Employee@12345.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/server/auth/passwords.js';
import { loadConfig } from '../src/server/config.js';
import { type Db, openDatabase } from '../src/server/db/client.js';
import { seedDemo } from '../src/server/seed/demo.js';
import { bookUnbookedInBulk, runLeaveYear } from '../src/server/modules/leave/index.js';
import { todayIn } from '../src/shared/dates.js';

const FIRST = [
  'Aarav',
  'Nadia',
  'Rahim',
  'Sadia',
  'Tanvir',
  'Farah',
  'Imran',
  'Ayesha',
  'Karim',
  'Lamia',
  'Omar',
  'Priya',
  'Rafi',
  'Sara',
  'Tariq',
  'Zara',
  'Hasan',
  'Mina',
  'Jamal',
  'Elena',
];
const LAST = [
  'Rahman',
  'Islam',
  'Hossain',
  'Ahmed',
  'Khan',
  'Chowdhury',
  'Begum',
  'Akter',
  'Sarkar',
  'Das',
  'Roy',
  'Smith',
  'Garcia',
  'Patel',
  'Kim',
  'Nguyen',
  'Haque',
  'Mahmud',
  'Sultana',
  'Uddin',
];
const DESIGNATIONS = [
  'Software Engineer',
  'Data Analyst',
  'Quality Assurance',
  'Business Analyst',
  'DevOps Engineer',
  'Front-end Developer',
  'Back-end Developer',
  'Technical Support',
  'Sales Executive',
  'Content Writer',
];

const textArray = (items: string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]`);

export interface LargeOrganisation {
  employees: number;
  departments: number;
  /** The organisation's zone (ORG_TIMEZONE): what today is. */
  timeZone: string;
  /** Wipe what the database holds first; without it, a database that is not empty is refused. */
  reset?: boolean;
  /** Where each step's time is told (the command line prints it). */
  log?: (line: string) => void;
}

/** Generates the organisation into a migrated database (the benchmarks' API test uses it too). */
export async function seedLargeOrganisation(db: Db, options: LargeOrganisation) {
  const { employees: EMPLOYEES, departments: DEPARTMENTS, log = () => {} } = options;
  if (!Number.isInteger(EMPLOYEES) || EMPLOYEES < DEPARTMENTS || !Number.isInteger(DEPARTMENTS) || DEPARTMENTS < 1) {
    throw new Error('--employees must be a whole number, at least --departments (default 100).');
  }
  const step = async (label: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    log(`${label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const existing = (await db.execute(sql`select count(*)::int as n from users`)) as unknown as {
    rows: { n: number }[];
  };
  const n = existing.rows[0]?.n ?? 0;
  if (n > 0 && !options.reset) {
    throw new Error('The database is not empty. Run with --reset to wipe it first (everything is deleted).');
  }
  const today = todayIn(options.timeZone);
  const hash = await hashPassword('Employee@12345');
  const total = performance.now();
  log(`Generating ${EMPLOYEES} employees in ${DEPARTMENTS} departments (today ${today})`);

  if (options.reset) {
    // The audit trail refuses TRUNCATE, whoever asks (a trigger): the tables' owner lifts it for
    // this one statement, in its transaction.
    await step('reset', () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_events disable trigger audit_events_no_truncate`);
        await tx.execute(
          sql`truncate audit_events, notifications, announcements, salaries, leaves, attendance, tasks, projects, sessions, password_reset_tokens, employees, departments, users, images cascade`,
        );
        await tx.execute(sql`alter table audit_events enable trigger audit_events_no_truncate`);
      }),
    );
  }
  await step('demo organisation', () => seedDemo(db, { timeZone: options.timeZone }));

  await step('departments', () =>
    db.execute(sql`
      insert into departments (name, description)
      select 'Division ' || lpad(g::text, 3, '0'), 'Generated division ' || g
      from generate_series(1, ${DEPARTMENTS}) g`),
  );
  await step('users', () =>
    db.execute(sql`
      insert into users (name, email, role, password_hash, created_at)
      select (${textArray(FIRST)})[1 + g % 20] || ' ' || (${textArray(LAST)})[1 + (g / 20) % 20] || ' ' || g,
             'person' || g || '@large.test',
             (case when g <= ${DEPARTMENTS} then 'manager' else 'employee' end)::role,
             ${hash},
             now() - (g % 700) * interval '1 day'
      from generate_series(1, ${EMPLOYEES}) g`),
  );
  await step('employees', () =>
    db.execute(sql`
      with people as (
        select id, substring(email from 'person(\\d+)@')::int as g from users where email like 'person%@large.test'
      ), divisions as (
        select id, row_number() over (order by name) as k from departments where name like 'Division %'
      )
      insert into employees (user_id, employee_code, phone, gender, marital_status, dob, salary, designation, department_id, hire_date, created_at)
      select p.id, 'L-' || lpad(p.g::text, 6, '0'), '+8801' || lpad((500000000 + p.g)::text, 9, '0'),
             (array['male','female','other'])[1 + p.g % 3]::gender,
             (array['single','married','divorced','widowed'])[1 + p.g % 4]::marital_status,
             date '1970-01-01' + (p.g * 37 % 12000),
             (30000 + (p.g * 97) % 90000)::numeric(12,2),
             (${textArray(DESIGNATIONS)})[1 + p.g % 10],
             d.id,
             -- Joining dates spread over the last ten years, each at least a year ago and after the 21st birthday.
             greatest(current_date - (365 + p.g * 53 % 3300), date '1970-01-01' + (p.g * 37 % 12000) + interval '21 years')::date,
             now() - (p.g % 700) * interval '1 day'
      from people p join divisions d on d.k = 1 + (p.g - 1) % ${DEPARTMENTS}`),
  );
  await step('department managers', () =>
    db.execute(sql`
      update departments d set manager_id = e.id
      from employees e join users u on u.id = e.user_id
      where u.role = 'manager' and u.email like 'person%@large.test' and e.department_id = d.id`),
  );
  await step('projects', () =>
    db.execute(sql`
      insert into projects (title, department_id, start_date, end_date, status)
      select 'Project ' || d.name || ' #' || j, d.id,
             ${today}::date - (j * 17 % 300), ${today}::date - (j * 17 % 300) + 30 + j * 3,
             (array['pending','in progress','completed'])[1 + j % 3]::project_status
      from departments d cross join generate_series(1, 20) j where d.name like 'Division %'`),
  );
  await step('tasks', () =>
    db.execute(sql`
      with staff as (
        select id, department_id, row_number() over (partition by department_id order by id) as rn,
               count(*) over (partition by department_id) as cnt
        from employees where department_id is not null
      ), work as (
        select id, department_id, row_number() over (partition by department_id order by id) as pn
        from projects where title like 'Project Division %'
      )
      insert into tasks (project_id, employee_id, title, description, deadline, status)
      select w.id, s.id, 'Task ' || t || ' of project ' || w.pn, 'Generated task', ${today}::date + (t - 10),
             (array['pending','in progress','completed'])[1 + (w.pn + t) % 3]::task_status
      from work w cross join generate_series(1, 25) t
      join staff s on s.department_id = w.department_id and s.rn = 1 + (w.pn * 25 + t) % s.cnt`),
  );
  await step('attendance (a year)', () =>
    db.execute(sql`
      insert into attendance (employee_id, date, status)
      select id, day,
             (case when h < 88 then 'Present' when h < 94 then 'Absent' when h < 97 then 'Sick' else 'Leave' end)::attendance_status
      from (
        select e.id, d::date as day, (e.n * 7 + extract(doy from d)::int * 13) % 100 as h
        from (select id, row_number() over (order by id) as n from employees where employee_code like 'L-%') e
        cross join generate_series(${today}::date - 365, ${today}::date - 1, interval '1 day') d
        where extract(isodow from d) < 6
      ) marks`),
  );
  await step('leaves', () =>
    db.execute(sql`
      insert into leaves (employee_id, leave_type, start_date, end_date, reason, status, created_at)
      select e.id, (array['Sick Leave','Annual Leave','Casual Leave'])[1 + k % 3],
             ${today}::date - 340 + k * 34, ${today}::date - 340 + k * 34 + (k % 3),
             'Generated leave ' || k,
             (case when k = 9 then 'Pending' when k % 4 = 0 then 'Rejected' else 'Approved' end)::leave_status,
             now() - (340 - k * 34) * interval '1 day'
      from employees e cross join generate_series(0, 9) k
      where e.employee_code like 'L-%'`),
  );
  // Three leave years of ledger: the leaves booked, then each year granted and the one before
  // it closed and carried forward, as the leave-year job does when each year begins.
  await step('leave bookings', () => bookUnbookedInBulk(db, options.timeZone));
  const year = Number(today.slice(0, 4));
  for (const asOf of [`${year - 2}-12-31`, `${year - 1}-12-31`, today]) {
    await step(`leave ledger to ${asOf}`, () => runLeaveYear(db, { asOf }));
  }
  await step('salaries (12 months)', () =>
    db.execute(sql`
      insert into salaries (employee_id, basic_salary, allowance, deductions, net_salary, pay_date)
      select e.id, e.salary, 2500, 1200, e.salary + 2500 - 1200,
             (date_trunc('month', ${today}::date) - (m || ' month')::interval - interval '1 day')::date
      from employees e cross join generate_series(0, 11) m
      where e.employee_code like 'L-%'`),
  );
  await step('announcements', () =>
    db.execute(sql`
      with admin as (select id from users where email = 'admin@ems.test'),
      picked as (select id, row_number() over (order by id) as rn from employees where employee_code like 'L-%')
      insert into announcements (message, type, selected_employee_id, sender_type, sender_user_id, created_at)
      select 'Generated announcement ' || g,
             (array['all','employees','managers','selected'])[1 + g % 4]::announcement_type,
             case when g % 4 = 3 then p.id end,
             'admin', admin.id, now() - g * interval '1 hour'
      from generate_series(1, 5000) g
      cross join admin
      left join picked p on p.rn = 1 + g % ${EMPLOYEES}`),
  );
  // VACUUM, not only ANALYZE: bulk inserts leave the trigram (GIN) indexes' new entries in their
  // pending lists, which every search then scans row by row until autovacuum merges them — a
  // benchmark run right after seeding measured the search three times slower than it is.
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  const counts = (
    (await db.execute(sql`
    select (select count(*) from departments)::int as departments, (select count(*) from employees)::int as employees,
           (select count(*) from projects)::int as projects, (select count(*) from tasks)::int as tasks,
           (select count(*) from attendance)::int as attendance, (select count(*) from leaves)::int as leaves,
           (select count(*) from salaries)::int as salaries, (select count(*) from leave_ledger)::int as leave_ledger, (select count(*) from announcements)::int as announcements`)) as unknown as {
      rows: unknown[];
    }
  ).rows[0];
  log(`rows: ${JSON.stringify(counts)}`);
  log(`total ${((performance.now() - total) / 1000).toFixed(1)} s`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      employees: { type: 'string', default: '10000' },
      departments: { type: 'string', default: '100' },
      reset: { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  // As the tables' owner when there are two roles: it empties the audit trail and vacuums.
  const url = config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL;
  const database = openDatabase({ url, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    await database.migrate();
    console.log(`Database: ${database.kind}`);
    await seedLargeOrganisation(database.db, {
      employees: Number(values.employees),
      departments: Number(values.departments),
      timeZone: config.ORG_TIMEZONE,
      reset: values.reset,
      log: (line) => console.log(line),
    });
  } finally {
    await database.close();
  }
}

// Run as a command (`npm run seed:large`), not when imported.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
