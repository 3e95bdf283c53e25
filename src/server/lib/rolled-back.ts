import type { Db, Tx } from '../db/client.js';

/** Thrown to roll a transaction back once its answer is known. */
class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back');
  }
}

/**
 * Runs `work` in a transaction and rolls it back: what it would write is seen (a preview, a
 * benchmark of a job), and nothing stays.
 */
export async function rolledBack<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error('unreachable: the transaction always throws');
}
