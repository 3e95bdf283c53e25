import { apiRequest } from './api-client.js';

/*
 * Reads started by the page's first script (early.ts), before the app's code has arrived: a cold
 * load on a slow network spends most of its time fetching that code. Each is kept under the
 * address it asked for; the app's first call of that GET (lib/call.ts) takes the answer, once.
 */
const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/**
 * An answer nobody took this long after it was asked for (the screen asked for something else)
 * is not handed to a later screen: as long as the query client counts data fresh.
 */
const KEPT_MS = 30_000;

/** Starts a GET of `path` (with its query string) now. */
export function startEarly(path: string) {
  if (started.has(path)) return;
  // Kept with its tag like any other GET's: the screen's next read of it can be a 304.
  const answer = apiRequest(path, { revalidate: {} });
  // Whoever takes it handles a failure; one nobody takes must not be reported as unhandled.
  answer.catch(() => undefined);
  started.set(path, { answer, at: performance.now() });
}

/** The answer of an early GET of `path`, once; undefined when none was started (or it was taken, or is old). */
export function takeEarly<T>(path: string): Promise<T> | undefined {
  const early = started.get(path);
  started.delete(path);
  return early && performance.now() - early.at < KEPT_MS ? (early.answer as Promise<T>) : undefined;
}
