import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NamingClient, statementName } from './named-statements.js';

/**
 * On a PostgreSQL server each statement with parameters is parsed once per connection: the pool's
 * client names it by its text (the driver's own `name`). The embedded database keeps no names.
 */
const url = process.env.TEST_DATABASE_URL;
let pool: pg.Pool | undefined;

beforeAll(() => {
  if (url) pool = new pg.Pool({ Client: NamingClient, connectionString: url, max: 1 });
});
afterAll(async () => {
  await pool?.end();
});

describe('statements named by their text', () => {
  it('gives one text one name, and different texts different names', () => {
    const text = 'select $1::int as named_once';
    expect(statementName(text)).toBe(statementName(text));
    expect(statementName(text)).not.toBe(statementName(`${text} `));
  });

  it.runIf(url)('prepares a statement with parameters once on its connection and answers it every time', async () => {
    const text = `select $1::int + 1 as next_${Date.now()}`;
    for (const n of [1, 2, 3]) {
      const config = { text };
      const { rows } = await pool!.query(config, [n]);
      expect(Object.values(rows[0]!)).toEqual([n + 1]);
    }
    const { rows: again } = await pool!.query(text, [41]);
    expect(Object.values(again[0]!)).toEqual([42]);
    const { rows: prepared } = await pool!.query<{ statement: string }>(
      'select statement from pg_prepared_statements where statement = $1',
      [text],
    );
    expect(prepared).toHaveLength(1);
    // Without parameters: the simple protocol, nothing prepared.
    await pool!.query('select 1 as plain_statement');
    const { rows: plain } = await pool!.query(
      'select count(*)::int as n from pg_prepared_statements where statement like $1',
      ['%plain_statement%'],
    );
    expect(plain[0]).toEqual({ n: 0 });
  });
});
