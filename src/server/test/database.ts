import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again by `dispose`).
 */
export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this database (undefined for embedded PGlite). */
  url?: string;
  /** Another connection to the same database, as a second server process would have. */
  openSecond(): Database;
  dispose(): Promise<void>;
}

/** `onQuery` hears the statements run through `database`. */
export async function createTestDatabase(options: Pick<DatabaseOptions, 'onQuery'> = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ dataDir: 'memory://', ...options });
    await database.migrate();
    // Embedded PGlite lives in one process: a second server shares the same instance.
    return { database, openSecond: () => ({ ...database, close: async () => {} }), dispose: () => database.close() };
  }
  const name = `ems_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 5, ...options });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    openSecond: () => openDatabase({ url: url.toString(), poolSize: 5 }),
    async dispose() {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * Drops a test database once its connections are gone. A closed pool has only asked its clients
 * to end: dropping at once (`with (force)`) would terminate a connection that is still saying
 * goodbye, and that client's error arrives after its test has finished. So wait (a few seconds at
 * most) for the server to see them leave, then force whatever is left.
 */
async function dropDatabase(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 5_000; waited += 50) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (!rows[0]?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** Runs one statement on a connection of its own (creating and dropping databases; the benchmarks use it too). */
export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
