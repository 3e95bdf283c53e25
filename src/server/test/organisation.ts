import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

// 20 first names: 'Nadia' is one person in 20, as in `npm run seed:large`.
const FIRST = ['Aarav', 'Nadia', 'Rahim', 'Sadia', 'Tanvir', 'Farah', 'Imran', 'Ayesha', 'Karim', 'Lamia'];
const MORE_FIRST = ['Omar', 'Priya', 'Rafi', 'Sara', 'Tariq', 'Zara', 'Hasan', 'Mina', 'Jamal', 'Elena'];
const LAST = ['Rahman', 'Islam', 'Hossain', 'Ahmed', 'Khan', 'Chowdhury', 'Begum', 'Akter', 'Sarkar', 'Das'];
const sqlArray = (values: string[]) => sql.raw(`array['${values.join("','")}']`);

/**
 * `people` people in 20 departments ('Division 1' … 'Division 20'), employee ids G-000001 …,
 * set-based, then ANALYZE — not VACUUM, as on a freshly filled database. The search's plan test
 * and `npm run bench:search` read the same organisation.
 */
export async function fillOrganisation(db: Db, people: number) {
  await db.execute(sql`insert into departments (name) select 'Division ' || g from generate_series(1, 20) g`);
  await db.execute(sql`
    insert into users (name, email, role, password_hash)
    select (${sqlArray([...FIRST, ...MORE_FIRST])})[1 + g % 20] || ' ' || (${sqlArray(LAST)})[1 + (g / 20) % 10] || ' ' || g,
           'person' || g || '@example.test', 'employee', 'not-a-hash'
    from generate_series(1, ${people}) g`);
  await db.execute(sql`
    insert into employees (user_id, employee_code, phone, gender, marital_status, dob, designation, department_id)
    select u.id, 'G-' || lpad(u.n::text, 6, '0'), '+88015' || lpad(u.n::text, 8, '0'), 'female', 'single',
           date '1990-01-01', 'Engineer', d.id
    from (select id, row_number() over (order by email) as n from users) u
    join (select id, row_number() over (order by name) - 1 as k from departments) d on d.k = u.n % 20`);
  // One statement at a time: embedded PGlite prepares each, and a prepared statement holds one.
  for (const table of ['users', 'employees', 'departments']) await db.execute(sql.raw(`analyze ${table}`));
}
