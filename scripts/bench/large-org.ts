import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';

/**
 * Grows a demo database into a large organisation, set-based inside the database: `people`
 * more employees over 20 more departments, a year of monthly salaries and weekday attendance,
 * about three leave requests per person, 300 projects and 200 signed-in users.
 */
export async function growOrganisation(db: Db, people: number, withAttendance: boolean) {
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    console.log(`  ${label} (${Math.round(performance.now() - started)} ms)`);
  };

  await step('departments', sql`
    insert into departments (name, description)
    select 'Bench Department ' || g, 'Benchmark data' from generate_series(1, 20) g`);

  await step(`${people} users`, sql`
    insert into users (name, email, role, password_hash)
    select 'Bench Person ' || g, 'bench' || g || '@bench.test',
           (case when g % 200 = 0 then 'manager' else 'employee' end)::role,
           (select password_hash from users order by created_at limit 1)
    from generate_series(1, ${people}) g`);

  await step(`${people} employees`, sql`
    with depts as (select array_agg(id order by name) ids from departments),
         people as (select id, row_number() over (order by email) n from users where email like 'bench%@bench.test')
    insert into employees (user_id, employee_code, phone, gender, marital_status, dob, salary, designation, department_id)
    select p.id, 'BENCH-' || lpad(p.n::text, 6, '0'), '+8801' || lpad((500000000 + p.n)::text, 9, '0'),
           (array['male','female','other'])[1 + p.n % 3]::gender, 'single', date '1990-01-01' + (p.n % 5000)::int,
           30000 + (p.n % 70) * 1000, 'Software Engineer', d.ids[1 + p.n % array_length(d.ids, 1)]
    from people p, depts d`);

  await step('a year of monthly salaries', sql`
    insert into salaries (employee_id, basic_salary, allowance, deductions, net_salary, pay_date)
    select e.id, e.salary, 2000, 500, e.salary + 1500,
           (date_trunc('month', current_date) - make_interval(months => m) + interval '27 days')::date
    from employees e cross join generate_series(0, 11) m
    where e.employee_code like 'BENCH-%'`);

  await step('leave requests', sql`
    insert into leaves (employee_id, leave_type, start_date, end_date, reason, status)
    select e.id, (array['Sick Leave','Annual Leave','Casual Leave'])[1 + k]::leave_type,
           current_date - (30 + k * 100 + (row_number() over ()) % 60)::int,
           current_date - (29 + k * 100 + (row_number() over ()) % 60)::int,
           'Benchmark', (array['Pending','Approved','Rejected'])[1 + (k + length(e.employee_code)) % 3]::leave_status
    from employees e cross join generate_series(0, 2) k
    where e.employee_code like 'BENCH-%'`);

  await step('300 projects', sql`
    with depts as (select array_agg(id order by name) ids from departments)
    insert into projects (title, department_id, start_date, end_date, status)
    select 'Bench Project ' || g, d.ids[1 + g % array_length(d.ids, 1)], current_date - 60, current_date + 60,
           (array['pending','in progress','completed'])[1 + g % 3]::project_status
    from generate_series(1, 300) g, depts d`);

  await step('200 signed-in users', sql`
    insert into sessions (user_id, token_hash, expires_at)
    select id, md5(random()::text || id::text), now() + interval '1 day'
    from users where email like 'bench%@bench.test' order by email limit 200`);

  if (withAttendance) {
    await step('a year of weekday attendance', sql`
      insert into attendance (employee_id, date, status)
      select e.id, d::date, (case when (extract(doy from d)::int + length(e.id::text)) % 17 = 0 then 'Absent' else 'Present' end)::attendance_status
      from employees e cross join generate_series(current_date - 365, current_date - 1, interval '1 day') d
      where e.employee_code like 'BENCH-%' and extract(isodow from d) < 6`);
  }
  await step('analyze', sql`analyze`);
}
