import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';

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

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    // Embedded PGlite lives in one process: a second server shares the same instance.
    return { database, openSecond: () => ({ ...database, close: async () => {} }), dispose: () => database.close() };
  }
  const name = `ems_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    openSecond: () => openDatabase({ url: url.toString(), poolSize: 5 }),
    async dispose() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
