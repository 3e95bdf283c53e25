import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isApiPath, SAFE_METHODS } from '../auth/access.js';
import type { Database } from '../db/client.js';
import type { ReadCache } from '../lib/read-cache.js';

export const CACHE_CHANNEL = 'ems_cache';

/**
 * Keeps every process's read cache honest. A change made through the API (an unsafe method that
 * was not refused with a 4xx, which writes nothing) clears this process's cache before the
 * answer leaves, then NOTIFYs the other processes, which clear theirs. A process that lost its
 * listening connection clears everything when it is back, since it may have missed signals.
 */
export async function syncCacheAcrossProcesses(app: FastifyInstance, database: Database, cache: ReadCache) {
  const self = randomUUID();
  const stop = await database.listen(
    CACHE_CHANNEL,
    (sender) => {
      if (sender !== self) cache.clear();
    },
    () => cache.clear(),
  );
  app.addHook('onClose', async () => {
    await stop();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    if (SAFE_METHODS.has(request.method) || refused || !isApiPath(request.url)) return payload;
    cache.clear();
    try {
      await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${self})`);
    } catch (error) {
      // The database is unreachable: other processes clear on reconnecting (above).
      request.log.warn({ err: error }, 'could not signal the cache change to other processes');
    }
    return payload;
  });
}
