import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Runs the committed migrations (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Any fixed number works: processes starting together take turns migrating. */
const MIGRATION_LOCK_KEY = 727_101;

export interface DatabaseOptions {
  url?: string | undefined;
  /** Directory for embedded PGlite; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options);
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // A dropped connection (database restart) must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

function openPglite(options: DatabaseOptions): Database {
  const dataDir = options.dataDir ?? './data';
  let client: PGlite;
  if (dataDir.startsWith('memory://')) {
    client = new PGlite();
  } else {
    const dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await client.close();
    },
  };
}
