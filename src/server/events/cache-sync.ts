import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isApiPath, SAFE_METHODS } from '../auth/access.js';
import type { Database } from '../db/client.js';
import { type AreaCache, isCachedArea } from './change-areas.js';

export const CACHE_CHANNEL = 'ems_cache';
const FENCE = 'fence:';
/** Longer than any healthy delivery; past it, this process forgets everything rather than wait. */
const FENCE_TIMEOUT_MS = 2_000;

export interface CacheSync {
  /**
   * Resolves once this process has heard of every change committed before the call (its read
   * cache cleared of them): a NOTIFY of its own is sent and awaited on the listening connection,
   * which delivers announcements in commit order.
   */
  settle(): Promise<void>;
}

/**
 * Keeps every process's read cache honest. The database announces each change to an area on
 * CACHE_CHANNEL, whoever makes it (change-areas.ts); each process clears what it keeps of that
 * area. A change made through the API (an unsafe method not refused with a 4xx, which writes
 * nothing) waits for its own announcements before its answer leaves, so whoever made it reads it
 * next. A process that lost its listening connection clears everything when it is back, since it
 * may have missed announcements.
 */
export async function syncCacheAcrossProcesses(
  app: FastifyInstance,
  database: Database,
  cache: AreaCache,
): Promise<CacheSync> {
  const fences = new Map<string, () => void>();
  const releaseAll = () => {
    for (const release of fences.values()) release();
    fences.clear();
  };
  const stop = await database.listen(
    CACHE_CHANNEL,
    (payload) => {
      if (payload.startsWith(FENCE)) fences.get(payload.slice(FENCE.length))?.();
      else hearAnnouncement(cache, payload);
    },
    () => {
      cache.clear();
      releaseAll();
    },
  );
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
    await stop();
    releaseAll();
  });

  // Once closed, nothing is listening: a process on its way out keeps nothing worth settling.
  const settle = async (log: FastifyBaseLogger = app.log) => {
    if (closed) cache.clear();
    else await settleOn(database, cache, fences, log);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    if (SAFE_METHODS.has(request.method) || refused || !isApiPath(request.url)) return payload;
    await settle(request.log);
    return payload;
  });
  return { settle: () => settle() };
}

/**
 * An announcement: an area ('Leave': clear what was read from it) or the rows of one of its tables
 * ('Employees:employees:<id>,<id>…', drizzle/0021_people_rows_announced.sql), which values that
 * follow changes row by row take in.
 */
export function hearAnnouncement(cache: AreaCache, payload: string) {
  const [area = '', table, ids] = payload.split(':');
  if (!isCachedArea(area)) return;
  if (table && ids) cache.changedRows(area, { table, ids: ids.split(',') });
  else cache.clearAreas([area]);
}

async function settleOn(database: Database, cache: AreaCache, fences: Map<string, () => void>, log: FastifyBaseLogger) {
  const id = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  const heard = new Promise<boolean>((resolve) => {
    fences.set(id, () => resolve(true));
    timer = setTimeout(() => resolve(false), FENCE_TIMEOUT_MS);
  });
  try {
    await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${FENCE + id})`);
    if (!(await heard)) {
      log.warn('the database did not echo a cache fence in time: forgetting every kept read');
      cache.clear();
    }
  } catch (error) {
    // The database is unreachable: nothing kept can be trusted, and the listening connection
    // clears again when it is back.
    log.warn({ err: error }, 'could not wait for the announcements of changes');
    cache.clear();
  } finally {
    clearTimeout(timer);
    fences.delete(id);
  }
}
