import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isApiPath, SAFE_METHODS } from '../auth/access.js';
import type { Database } from '../db/client.js';
import { type AreaCache, isCachedArea } from './change-areas.js';

export const CACHE_CHANNEL = 'ems_cache';
const FENCE = 'fence:';
/**
 * The write thread's answers name the fence it settled on (write-routing.ts): the main thread
 * waits to hear that same fence on its own connection instead of sending one. Never sent to a client.
 */
export const FENCE_HEADER = 'x-ems-settled-fence';
/** Fences of other processes heard lately, for a wait that starts after the fence arrived. */
const HEARD_FENCES_KEPT = 4_096;
/** Longer than any healthy delivery; past it, this process forgets everything rather than wait. */
const FENCE_TIMEOUT_MS = 2_000;

export interface CacheSync {
  /**
   * Resolves once this process has heard of every change committed before the call (its read
   * cache cleared of them): a NOTIFY of its own is sent and awaited on the listening connection,
   * which delivers announcements in commit order.
   */
  settle(): Promise<void>;
  /**
   * Resolves once this process has heard the fence another process settled on (its `FENCE_HEADER`),
   * and so every change committed before it.
   */
  heardFence(id: string): Promise<void>;
}

export interface CacheSyncOptions {
  /** Name the fence each write settled on in its answer's FENCE_HEADER (the write thread's copy). */
  nameFences?: boolean;
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
  options: CacheSyncOptions = {},
): Promise<CacheSync> {
  const fences = new Map<string, () => void>();
  const heard = new Set<string>();
  const hearFence = (id: string) => {
    const waiting = fences.get(id);
    if (waiting) return waiting();
    heard.add(id);
    if (heard.size > HEARD_FENCES_KEPT) heard.delete(heard.values().next().value!);
  };
  const releaseAll = () => {
    for (const release of fences.values()) release();
    fences.clear();
  };
  const stop = await database.listen(
    CACHE_CHANNEL,
    (payload) => {
      if (payload.startsWith(FENCE)) hearFence(payload.slice(FENCE.length));
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
  const settle = async (log: FastifyBaseLogger = app.log): Promise<string | null> => {
    if (closed) {
      cache.clear();
      return null;
    }
    const id = randomUUID();
    await awaitFence(cache, fences, id, log, (payload) =>
      database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`),
    );
    return id;
  };
  const heardFence = async (id: string) => {
    if (closed) cache.clear();
    else if (!heard.delete(id)) await awaitFence(cache, fences, id, app.log);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    if (SAFE_METHODS.has(request.method) || refused || !isApiPath(request.url)) return payload;
    const fence = await settle(request.log);
    if (fence && options.nameFences) reply.header(FENCE_HEADER, fence);
    return payload;
  });
  return {
    settle: async () => {
      await settle();
    },
    heardFence,
  };
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

/**
 * Waits to hear fence `id` on the listening connection (sending it first with `send`); past the
 * timeout, or when it cannot be sent, this process forgets every kept read instead.
 */
async function awaitFence(
  cache: AreaCache,
  fences: Map<string, () => void>,
  id: string,
  log: FastifyBaseLogger,
  send?: (payload: string) => Promise<unknown>,
) {
  let timer: NodeJS.Timeout | undefined;
  const heard = new Promise<boolean>((resolve) => {
    fences.set(id, () => resolve(true));
    timer = setTimeout(() => resolve(false), FENCE_TIMEOUT_MS);
  });
  try {
    await send?.(FENCE + id);
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
