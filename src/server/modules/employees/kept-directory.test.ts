import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, employees, users } from '../../db/schema/index.js';
import { CACHE_CHANNEL, hearAnnouncement } from '../../events/cache-sync.js';
import type { AreaCache } from '../../events/change-areas.js';
import { ReadCache } from '../../lib/read-cache.js';
import { createDepartment, createEmployee, loginAs } from '../../test/factories.js';
import { fillOrganisation } from '../../test/organisation.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { peopleDirectory } from './kept-directory.js';
import { directoryOf, type PeopleDirectory, readPeople } from './people-directory.js';

/**
 * The people directory follows changes instead of being read again: told by the database which
 * people and accounts a change touched, it re-reads just those and puts them in place. Whatever
 * the change, what it then holds is what reading everyone afresh gives, in the same order.
 */
let server: TestServer;
let cache: AreaCache;
let stop: () => Promise<void>;
const fences = new Map<string, () => void>();

beforeAll(async () => {
  server = await startTestServer();
  await fillOrganisation(server.db, 300);
  // A cache of this test's own, told of changes as every server process is.
  cache = new ReadCache({ ttlMs: 600_000, maxEntries: 10, maxChars: 32_000_000 });
  stop = await server.database.listen(CACHE_CHANNEL, (payload) => {
    if (payload.startsWith('fence:')) fences.get(payload)?.();
    else hearAnnouncement(cache, payload);
  });
});

afterAll(async () => {
  await stop?.();
  await server?.close();
});

/** Resolves once every change committed so far has been announced to this test's cache. */
async function heardAll() {
  const fence = `fence:${randomUUID()}`;
  const heard = new Promise<void>((resolve) => fences.set(fence, resolve));
  await server.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${fence})`);
  await heard;
  fences.delete(fence);
}

const directory = async () => (await peopleDirectory(server.db, cache))!;

/** Everything a directory holds, person by person, in its order. */
const contents = (of: PeopleDirectory) =>
  of.ids.map((id, at) => ({
    id,
    at: of.at.get(id),
    name: of.names[at],
    code: of.codes[at],
    role: of.roles[at],
    departmentId: of.departmentIds[at],
    departmentName: of.departmentNames[at],
    working: of.working[at],
    text: of.texts[at],
  }));

/** After the changes `act` makes: the same directory, holding what a fresh read holds. */
async function followed(kept: PeopleDirectory, act: () => Promise<unknown>) {
  await act();
  await heardAll();
  const now = await directory();
  expect(now).toBe(kept);
  expect(contents(now)).toEqual(contents(directoryOf(await readPeople(server.db))));
  expect(now.ids.length).toBe(now.at.size);
}

const idsNamed = async (pattern: string) =>
  (
    await server.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.name} like ${pattern}`)
  ).map((row) => row.id);

describe('the kept people directory', () => {
  it('follows renames, ties, new people, people removed, moved, deactivated and re-roled, in the database’s order', async () => {
    const ward = await createDepartment(server.db, 'Ward Ωmega');
    await heardAll();
    const kept = await directory();
    expect(kept.ids.length).toBeGreaterThan(300);

    const [first, second, third] = (await readPeople(server.db)).slice(100, 103);
    // Renamed to the front, to the very end, and to tie with someone else (the id breaks the tie).
    await followed(kept, async () => {
      await server.db.update(users).set({ name: 'Aaron Abel' }).where(eq(users.name, first!.name));
      await server.db.update(users).set({ name: 'Zoë Zweig' }).where(eq(users.name, second!.name));
      await server.db.update(users).set({ name: 'Nadia Islam 21' }).where(eq(users.name, third!.name));
    });
    // Letters outside Latin, accents, LIKE's signs and a backslash, and a phone (nothing the directory shows).
    await followed(kept, async () => {
      const names = ['Σοφία Παππά', '山田 太郎', 'Émile Zola', 'Percent 100% _under\\score', 'ñandú Pérez'];
      for (const name of names) await createEmployee(server.db, { name, departmentId: ward.id });
      await server.db.update(employees).set({ phone: '+8801999999999' }).where(eq(employees.id, kept.ids[5]!));
    });
    // Removed, left, moved to another department, made a manager — several in one statement.
    await followed(kept, async () => {
      const [gone] = await server.db.delete(users).where(eq(users.name, 'Émile Zola')).returning({ id: users.id });
      expect(gone).toBeDefined();
      await server.db
        .update(employees)
        .set({ lastWorkingDay: sql`${employees.hireDate}` })
        .where(inArray(employees.userId, await idsNamed('Sara %')));
      await server.db
        .update(employees)
        .set({ departmentId: ward.id })
        .where(inArray(employees.userId, await idsNamed('Omar %')));
      await server.db
        .update(users)
        .set({ role: 'manager' })
        .where(inArray(users.id, await idsNamed('Karim %')));
    });
    // Dozens renamed over a few statements, then everyone, a statement each first name: past what
    // is worth placing one by one.
    await followed(kept, async () => {
      for (const first of ['Aarav', 'Rahim', 'Tanvir', 'Farah', 'Imran'])
        await server.db.execute(sql`update users set name = 'x' || name where name like ${`${first} %`}`);
    });
    await followed(kept, async () => {
      for (const letter of 'abcdefghijklmnopqrstuvwxyzΣ山ñÉ')
        await server.db.execute(sql`update users set name = name || '~' where lower(name) like ${`${letter}%`}`);
    });
  });

  it('is read again after a department’s change or a change too large to name its rows', async () => {
    const kept = await directory();
    const department = (await readPeople(server.db)).find((person) => person.departmentName)!;
    await server.db
      .update(departments)
      .set({ name: 'Division Renamed' })
      .where(eq(departments.id, department.departmentId!));
    await heardAll();
    const renamed = await directory();
    expect(renamed).not.toBe(kept);
    expect(renamed.departmentNames).toContain('Division Renamed');

    // Every account in one statement: too many ids for one announcement, which names the area only.
    await server.db.execute(sql`update users set name = name || '.'`);
    await heardAll();
    const again = await directory();
    expect(again).not.toBe(renamed);
    expect(contents(again)).toEqual(contents(directoryOf(await readPeople(server.db))));
  });

  it('takes in what changed while it was being read', async () => {
    cache.clear();
    const reading = directory();
    await server.db
      .update(users)
      .set({ name: 'Aaaa First' })
      .where(eq(users.name, (await readPeople(server.db))[50]!.name));
    await heardAll();
    const kept = await reading;
    // Its first reader may have it as read (the change came after), the next reader has the change.
    const now = await directory();
    expect(now).toBe(kept);
    expect(now.names[0]).toBe('Aaaa First');
    expect(contents(now)).toEqual(contents(directoryOf(await readPeople(server.db))));
  });

  it('on another server, an edit shows at once and every search answers what the database answers', async () => {
    const admin = (await loginAs(server, 'admin')).token;
    const sibling = await server.startSibling();
    const plain = await server.startSibling({ CACHE_SECONDS: '0' });
    try {
      const search = async (on: TestServer, text: string) => {
        const query = new URLSearchParams({ page: '1', limit: '20', status: 'all', search: text });
        const res = await on.request<any>('GET', `/api/employee/getEmployees?${query}`, { token: admin });
        expect(res.status, text).toBe(200);
        return { names: res.body.result.map((e: any) => e.emp_name), total: res.body.total };
      };
      const [edited, odd] = (await readPeople(server.db)).filter((person) => person.name.includes('Nadia'));
      expect((await search(sibling, 'Ψyche')).total).toBe(0); // the sibling's directory is read now

      const res = await server.request('PUT', `/api/employee/updateEmployee/${edited!.id}`, {
        token: admin,
        body: { emp_name: 'Ψyche Σοφία' },
      });
      expect(res.status).toBe(200);
      // A statement at the database: LIKE's signs and a backslash, in mixed case.
      await server.db.execute(
        sql`update users set name = 'Half 50%_Off Back\\Slash' where id = (select user_id from employees where id = ${odd!.id})`,
      );
      await sibling.settleReads();
      expect((await search(sibling, 'ψYCHE')).names).toEqual(['Ψyche Σοφία']);
      for (const text of ['σοφία', 'ΨYCHE σ', '50%', '%_o', '_off', 'k\\s', '\\', '%', '_', 'HALF 5', 'nadia', 'ä'])
        expect(await search(sibling, text), text).toEqual(await search(plain, text));
    } finally {
      await plain.close();
      await sibling.close();
    }
  });
});
