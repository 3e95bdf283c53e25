import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgErrorOf } from '../lib/errors.js';
import { withLastStatements } from './last-statements.js';
import { grantRuntimeRole } from './runtime-role.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/**
 * The database, or a transaction on it: a transaction is a `Db` for every query, so a function
 * that takes a `Db` runs its statements in its caller's transaction when handed one (no cast).
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction: for what must run inside one (it can be handed on wherever a `Db` goes). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Runs the committed migrations (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onMessage` for each NOTIFY on `channel` (delivered after the sender's commit), and
   * `onReconnect` after the listening connection was lost and restored, when messages may have
   * been missed. Returns a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /**
   * Runs a statement as the named prepared statement `name`, through the driver's own API: on
   * PostgreSQL each pooled connection parses it once and then binds values only (PGlite runs it
   * as any other statement). Rows come as drizzle's raw statements give them: objects, with
   * dates, timestamps and intervals as the database's text.
   */
  prepared: RunPrepared;
  close(): Promise<void>;
}

/** A statement for `Database.prepared`: its name, its text with `$1…` placeholders, their values. */
export interface PreparedStatement {
  name: string;
  text: string;
  values: unknown[];
}

export type RunPrepared = (statement: PreparedStatement) => Promise<{ rows: unknown[] }>;

/** The `prepared` of each database opened here, by its `Db`; a transaction is not among them. */
const preparedOfDb = new WeakMap<Db, RunPrepared>();

/**
 * How to run a named prepared statement on `db`, when `db` is a database opened here; undefined
 * for a transaction, whose connection only drizzle holds (it runs its statements itself).
 */
export function preparedOf(db: Db): RunPrepared | undefined {
  return preparedOfDb.get(db);
}

/**
 * Types read as the database's text, as drizzle reads them in raw statements: timestamp(tz),
 * date, interval, and arrays of numeric, timestamp(tz), interval and date.
 */
const TEXT_TYPES = new Set([1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;

const pgTypes = {
  getTypeParser: (oid: number, format: 'text' | 'binary' = 'text') =>
    TEXT_TYPES.has(oid) ? asText : pg.types.getTypeParser(oid, format),
};
const pgliteParsers = Object.fromEntries([...TEXT_TYPES].map((oid) => [oid, asText]));

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Any fixed number works: processes starting together take turns migrating. */
const MIGRATION_LOCK_KEY = 727_101;

export interface DatabaseOptions {
  url?: string | undefined;
  /**
   * PostgreSQL server only: the role that owns the tables and applies the migrations, which then
   * grants the role of `url` what the server needs and no more (db/runtime-role.ts). Unset: `url`
   * does both, as one role.
   */
  migrationUrl?: string | undefined;
  /** Print every statement with its parameters to stderr (benchmarks replay them). */
  logSql?: boolean;
  /** Hears every statement with its parameters (a test compares the statements of two calls). */
  onQuery?: (query: string, params: unknown[]) => void;
  /** Directory for embedded PGlite; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /**
   * Embedded PGlite in memory only: start from this data directory, as `migratedPgliteImage`
   * dumps it, instead of creating one (PGlite's initdb: 3–5 s on a busy two-core machine).
   */
  pgliteImage?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL server only: the longest a statement may run (server side), and slightly more
   * for the answer to arrive (client side, for a server that accepts connections but never
   * answers). Either ends the request with a 503.
   */
  statementTimeoutMs?: number;
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

/** One line per statement: `SQL\t{"sql":...,"params":[...]}`. */
const sqlLogger = {
  logQuery(query: string, params: unknown[]) {
    process.stderr.write(`SQL\t${JSON.stringify({ sql: query, params })}\n`);
  },
};

type QueryLogger = typeof sqlLogger;

function loggerOf(options: DatabaseOptions): QueryLogger | undefined {
  if (options.onQuery) return { logQuery: options.onQuery };
  return options.logSql ? sqlLogger : undefined;
}

function openPostgres(url: string, options: DatabaseOptions): Database {
  const { poolSize = 10, statementTimeoutMs, migrationUrl } = options;
  const logger = loggerOf(options);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 1_000 } : {}),
  });
  // A dropped connection (database restart) must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  // The pool only listens to idle clients. A connection lost while checked out but between
  // statements (inside a transaction) is emitted on the client, and an 'error' event nobody
  // listens to kills the process. Its next statement fails instead (→ 503) and the pool
  // discards it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db: Db = withLastStatements(drizzlePg(pool, { schema, ...(logger ? { logger } : {}) }));
  const prepared: RunPrepared = ({ name, text, values }) => {
    logger?.logQuery(text, values);
    return pool.query({ name, text, values, types: pgTypes });
  };
  preparedOfDb.set(db, prepared);
  return {
    db,
    kind: 'postgres',
    prepared,
    async migrate() {
      // A connection of its own, without the pool's statement timeout: a migration over a large
      // organisation may take longer than any request should.
      const client = new pg.Client({ connectionString: migrationUrl ?? url, connectionTimeoutMillis: 5_000 });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }).catch((error: unknown) => {
          if (migrationUrl || pgErrorOf(error)?.code !== '42501') throw error;
          throw new Error(
            'DATABASE_URL signs in as a role that may not apply the migrations: set MIGRATION_DATABASE_URL to the role that owns the tables (README, "Security").',
            { cause: error },
          );
        });
        if (migrationUrl) {
          const { rows } = await pool.query<{ role: string }>('select current_user as role');
          await grantRuntimeRole(client, rows[0]!.role);
        }
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, onMessage, onReconnect) => listenPostgres(url, channel, onMessage, onReconnect),
    async close() {
      await pool.end();
    },
  };
}

function openPglite(options: DatabaseOptions): Database {
  const dataDir = options.dataDir ?? './data';
  let client: PGlite;
  if (dataDir.startsWith('memory://')) {
    const image = options.pgliteImage;
    client = new PGlite({ extensions: { pg_trgm }, ...(image ? { loadDataDir: image } : {}) });
  } else {
    const dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: { pg_trgm } });
  }
  const logger = loggerOf(options);
  const db: Db = withLastStatements(drizzlePglite(client, { schema, ...(logger ? { logger } : {}) }));
  // PGlite keeps no named statements: the name only matters on PostgreSQL.
  const prepared: RunPrepared = ({ text, values }) => {
    logger?.logQuery(text, values);
    return client.query(text, values, { parsers: pgliteParsers });
  };
  preparedOfDb.set(db, prepared);
  return {
    db,
    kind: 'pglite',
    prepared,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, onMessage) {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async close() {
      await client.close();
    },
  };
}

/**
 * An in-memory PGlite database, migrated, as a data directory image for `pgliteImage`: the API
 * tests make one per run and start each test file's database from it.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** A dedicated connection that LISTENs, reconnecting with backoff when the server goes away. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  const connect = async (attempt: number): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {
      // Reported through 'end' as well; the reconnect happens there.
    });
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      schedule(1);
    });
    try {
      await next.connect();
      await next.query(`listen ${quoted}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      if (attempt > 0) onReconnect?.();
    } catch (error) {
      await next.end().catch(() => {});
      if (attempt === 0) throw error;
      schedule(attempt + 1);
    }
  };
  const schedule = (attempt: number) => {
    if (stopped) return;
    const delay = Math.min(250 * 2 ** Math.min(attempt - 1, 4), 4_000);
    retry = setTimeout(() => void connect(attempt), delay);
    retry.unref();
  };

  await connect(0);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
