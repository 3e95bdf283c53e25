import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again by `dispose`).
 */
export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this database (undefined for embedded PGlite): the runtime role's, with two roles. */
  url?: string;
  /** Another connection to the same database, as a second server process would have. */
  openSecond(): Database;
  /** With two roles, the owner's URL (MIGRATION_DATABASE_URL). */
  ownerUrl?: string;
  /** A connection as the tables' owner (with one role, or on PGlite, the same role as the server's). */
  openOwner(): Database;
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions extends Pick<DatabaseOptions, 'onQuery'> {
  /**
   * On a PostgreSQL server, two roles made for this database (and dropped with it), as
   * MIGRATION_DATABASE_URL sets up: an owner that migrates, and a runtime role that owns nothing,
   * which `url`, `database` and `openSecond` sign in as. TEST_DATABASE_ROLES=two asks it of every
   * test database. Embedded PGlite has one role.
   */
  twoRoles?: boolean;
}

/** `onQuery` hears the statements run through `database` (and through `openSecond()`'s). */
export async function createTestDatabase({
  twoRoles = process.env.TEST_DATABASE_ROLES === 'two',
  onQuery,
}: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ dataDir: 'memory://', pgliteImage: pgliteImage(), onQuery });
    // Nothing left to apply when it starts from the suite's image; everything otherwise.
    await database.migrate();
    // Embedded PGlite lives in one process: a second server shares the same instance.
    const shared = () => ({ ...database, close: async () => {} });
    return { database, openSecond: shared, openOwner: shared, dispose: () => database.close() };
  }
  const name = `ems_test_${randomBytes(6).toString('hex')}`;
  const roles = twoRoles ? { owner: `${name}_owner`, runtime: `${name}_app` } : null;
  if (roles) {
    await adminQuery(serverUrl, `create role ${roles.owner} login`);
    await adminQuery(serverUrl, `create role ${roles.runtime} login`);
  }
  // With one role, a copy of the suite's migrated template (test/global-setup.ts), when there is one.
  const template = roles ? undefined : process.env.TEST_DATABASE_TEMPLATE;
  await adminQuery(
    serverUrl,
    `create database ${name}${roles ? ` owner ${roles.owner}` : ''}${template ? ` template ${template}` : ''}`,
  );
  const urlAs = (role?: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    if (role) url.username = role;
    return url.toString();
  };
  const url = urlAs(roles?.runtime);
  const ownerUrl = urlAs(roles?.owner);
  const database = openDatabase({ url, migrationUrl: roles ? ownerUrl : undefined, poolSize: 5, onQuery });
  await database.migrate();
  return {
    database,
    url,
    ...(roles ? { ownerUrl } : {}),
    openSecond: () => openDatabase({ url, poolSize: 5, onQuery }),
    openOwner: () => openDatabase({ url: ownerUrl, poolSize: 2 }),
    async dispose() {
      await database.close();
      await dropDatabase(serverUrl, name);
      if (roles) await adminQuery(serverUrl, `drop role ${roles.runtime}; drop role ${roles.owner}`);
    },
  };
}

let image: Blob | undefined;
/** The migrated database the suite's global setup dumped (test/global-setup.ts), read once per worker. */
function pgliteImage(): Blob | undefined {
  const file = process.env.TEST_PGLITE_IMAGE;
  if (file && !image) image = new Blob([readFileSync(file)]);
  return image;
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
