import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { executePrepared, executePreparedText, rowsOf } from './sql.js';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.dispose());

/** Every kind of column whose text drizzle keeps as the database wrote it. */
const typed = (n: number) => sql`select ${n}::int as n, '12.50'::numeric as amount, date '2024-02-29' as day,
  timestamptz '2024-02-29 10:00:00+00' as at, timestamp '2024-02-29 10:00:00' as local, interval '1 day' as span,
  array[1.5, 2]::numeric[] as amounts, array[date '2024-01-01'] as days`;

describe('executePrepared', () => {
  it('answers the rows a raw statement of drizzle answers', async () => {
    const { db } = test.database;
    const prepared = rowsOf(await executePrepared(db, 'typed_probe', typed(7)));
    expect(prepared).toEqual(rowsOf(await db.execute(typed(7))));
    expect(prepared[0]).toMatchObject({ n: 7, day: '2024-02-29', span: '1 day' });
  });

  it('runs inside a transaction on its connection, seeing what the transaction wrote', async () => {
    const { db } = test.database;
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table probe (n int) on commit drop`);
      await tx.execute(sql`insert into probe values (1), (2)`);
      return rowsOf<{ n: number }>(
        await executePrepared(tx, 'probe_in_transaction', sql`select count(*)::int as n from probe`),
      );
    });
    expect(seen).toEqual([{ n: 2 }]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('is kept by the connection as a named prepared statement', async () => {
    // One connection: the statement and the look at pg_prepared_statements meet on it.
    const database = openDatabase({ url: test.url, poolSize: 1 });
    try {
      const statement = sql`select ${3}::int + 1 as four`;
      expect(rowsOf(await executePrepared(database.db, 'four_probe', statement))).toEqual([{ four: 4 }]);
      expect(rowsOf(await executePrepared(database.db, 'four_probe', statement))).toEqual([{ four: 4 }]);
      await executePreparedText(database.db, 'text_probe', sql`select ${1}::int as one`);
      const kept = rowsOf<{ name: string; statement: string }>(
        await database.db.execute(sql`select name, statement from pg_prepared_statements order by name`),
      );
      expect(kept.map((row) => row.name)).toContain('four_probe');
      expect(kept.find((row) => row.name === 'four_probe')?.statement).toBe('select $1::int + 1 as four');
      expect(kept.some((row) => /^text_probe_[0-9a-f]{16}$/.test(row.name))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
