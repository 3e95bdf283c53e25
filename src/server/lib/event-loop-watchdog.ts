import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Warns when something held the event loop: while one request computes without yielding, no other
 * request is answered, `/health` included, and SIGTERM waits. A timer that should fire every
 * `tickMs` measures how late it fires; a lateness over `thresholdMs` is logged (warn) with the
 * requests in flight during it — those running when it fired and those that finished since the
 * block began — so the line names the culprit (README, "Limits"; docs/reliability.md).
 *
 * Cheap: one unref'd timer and a map of the requests in flight. Stops when the app closes.
 */
export interface WatchdogOptions {
  /** A block longer than this is logged (EVENT_LOOP_BLOCK_MS). */
  thresholdMs: number;
  /** How often the timer looks; a quarter of the threshold, 10 to 100 ms, unless told. */
  tickMs?: number;
}

interface Seen {
  label: string;
  startedAt: number;
  endedAt?: number;
}

/** The longest URL a log line repeats (a query string may be 100 kB). */
const MAX_URL = 300;

/** `GET /api/…?…` — a calendar feed's secret address is logged as its route, never as itself. */
function labelOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  const url = pattern?.includes(':token') ? pattern : request.url;
  return `${request.method} ${url.length > MAX_URL ? `${url.slice(0, MAX_URL)}…` : url}`;
}

export function watchEventLoop(app: FastifyInstance, options: WatchdogOptions) {
  const { thresholdMs } = options;
  const tickMs = options.tickMs ?? Math.min(100, Math.max(10, Math.floor(thresholdMs / 4)));
  const inFlight = new Map<string, Seen>();
  let finished: Seen[] = [];

  app.addHook('onRequest', async (request) => {
    inFlight.set(request.id, { label: labelOf(request), startedAt: performance.now() });
  });
  const done = async (request: FastifyRequest) => {
    const seen = inFlight.get(request.id);
    if (!seen) return;
    inFlight.delete(request.id);
    finished.push({ ...seen, endedAt: performance.now() });
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);

  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const blockedMs = Math.round(now - last - tickMs);
    if (blockedMs > thresholdMs) {
      // The loop was held `blockedMs` ago: nothing but the holder ran since, so what ended before
      // then did not hold it, and what ended after was in flight during the block.
      const since = now - blockedMs;
      const during = [...finished.filter((seen) => seen.endedAt! >= since), ...inFlight.values()];
      app.log.warn(
        { blockedMs, thresholdMs, requests: during.map((seen) => seen.label) },
        `event loop blocked for ${blockedMs} ms`,
      );
    }
    finished = [];
    last = now;
  }, tickMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
