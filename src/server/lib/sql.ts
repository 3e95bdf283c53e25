import { createHash } from 'node:crypto';
import { type AnyColumn, and, asc, desc, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, preparedOf, type Tx } from '../db/client.js';

/** A LIKE/ILIKE pattern that matches `text` literally (its `%`, `_` and `\` escaped). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The conditions that are present, joined with AND; undefined when there are none. */
export function andAll(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

/**
 * ORDER BY of a list sorted by one of its columns (`sort`, parsed), or by its default order;
 * `tieBreak` (a unique column) keeps the order stable from page to page.
 */
export function orderOf<K extends string>(
  sort: { column: K; desc: boolean } | null,
  columns: Record<K, AnyColumn | SQL>,
  fallback: SQL[],
  tieBreak: AnyColumn,
): SQL[] {
  if (!sort) return fallback;
  const direction = sort.desc ? desc : asc;
  return [direction(columns[sort.column]), direction(tieBreak)];
}

/**
 * The rows of a raw `db.execute(sql`…`)`: node-postgres and PGlite both answer `{ rows }`, which
 * drizzle's return type does not say; `T` is the shape the statement selects.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Builds a statement's text and values, as drizzle's databases do (public API). */
const dialect = new PgDialect();

/**
 * A hot raw statement run as a named prepared statement: on PostgreSQL each pooled connection
 * parses it once and, after a few runs, keeps a generic plan instead of planning it per request
 * (planning cost more than executing one person's balances). `name` must be unique to the
 * statement's text; PGlite runs it as any other statement. Inside a transaction it runs on the
 * transaction's connection as a plain statement: drizzle keeps that connection to itself.
 */
export async function executePrepared(db: Db | Tx, name: string | ((text: string) => string), query: SQL) {
  const prepared = preparedOf(db);
  if (!prepared) return db.execute(query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return prepared({ name: typeof name === 'string' ? name : name(text), text, values: params });
}

/** A prepared statement's name: `prefix` and a hash of `text` (whatever makes the statement). */
const nameOf = (prefix: string, text: string) =>
  `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/**
 * As `executePrepared`, for a statement whose text depends on its filters: each text is its own
 * prepared statement, named `prefix` and a hash of the text.
 */
export function executePreparedText(db: Db | Tx, prefix: string, query: SQL) {
  return executePrepared(db, (text) => nameOf(prefix, text), query);
}

/** The statements prepared with drizzle's `.prepare`, per database handle, by key. */
const preparedStatements = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement built and named once per database handle (`prepare` runs the first time `key` is
 * asked for): each request then only binds its values, and each pooled connection parses the
 * statement once. `key` names what makes the statement's text; the values are placeholders.
 */
export function keptStatement<T>(db: Db, key: string, prepare: (name: string) => T): T {
  let statements = preparedStatements.get(db);
  if (!statements) preparedStatements.set(db, (statements = new Map()));
  let statement = statements.get(key) as T | undefined;
  if (!statement) {
    statement = prepare(nameOf('kept', key));
    statements.set(key, statement);
  }
  return statement;
}
