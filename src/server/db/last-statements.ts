import type { Db, Tx } from './client.js';

/**
 * Statements a transaction runs last, right before it commits. The audit trail's append takes the
 * trail's lock (one append at a time, drizzle/0019_audit_chain.sql) and holds it until the
 * transaction ends: made last, it holds it for one statement and the commit instead of for every
 * statement after it — at 50 writes a second the writes otherwise queued behind that lock.
 */
const queues = new WeakMap<object, (() => Promise<unknown>)[]>();

/** Runs `statement` last in `db`'s transaction, or now when `db` is not a transaction. */
export async function runLast(db: Db | Tx, statement: () => Promise<unknown>): Promise<void> {
  const queue = queues.get(db);
  if (queue) queue.push(statement);
  else await statement();
}

/** Makes `db.transaction` run what `runLast` was handed, in order, after its callback returns. */
export function withLastStatements<D extends Db>(db: D): D {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    transaction(async (tx) => {
      const queue: (() => Promise<unknown>)[] = [];
      queues.set(tx, queue);
      const result = await run(tx);
      for (const statement of queue) await statement();
      return result;
    }, config)) as D['transaction'];
  return db;
}
