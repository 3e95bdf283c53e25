/**
 * Statements parsed once per connection. Drizzle sends every statement unnamed, so PostgreSQL
 * parses and plans it again each time: about a third of a millisecond of the database's CPU per
 * statement, half of what a thirty-statement leave request costs it. A pool of these clients
 * gives each statement with parameters a name made from its text: the driver parses it on a
 * connection once (its own public `name` option) and after that only binds and runs it, and
 * PostgreSQL keeps its plan as it does for any prepared statement (custom plans first, a generic one
 * when it is no worse). The names are capped, so statements whose text varies (a list of ids of
 * any length) cannot fill the connections' memory: past the cap, new texts go unnamed as before.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Distinct statement texts named, per process; the application has a few hundred. */
const MAX_NAMED = 2_000;
const names = new Map<string, string>();

/** The name of a statement's text, or undefined once the cap is reached for a new text. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED) return known;
  const name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
  names.set(text, name);
  return name;
}

interface QueryConfig {
  text?: string;
  name?: string;
  values?: unknown[];
}

/** `pg.Pool({ Client: NamingClient })`: its statements with parameters are named by their text. */
export class NamingClient extends pg.Client {
  override query(...args: unknown[]): never {
    // (config, values?, callback?), the values in the config or beside it (as Drizzle passes them).
    const [config, beside] = args;
    if (typeof config === 'string' && Array.isArray(beside) && beside.length) {
      const name = statementName(config);
      if (name) args[0] = { text: config, name };
    } else if (config && typeof config === 'object' && !(config as QueryConfig).name) {
      const { text, values = beside } = config as QueryConfig;
      const name = text && Array.isArray(values) && values.length ? statementName(text) : undefined;
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
