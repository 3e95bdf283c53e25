import { apiRequest } from './api-client.js';

/*
 * Reads started by the page's first script, before the app's code has arrived (a cold load on a
 * slow network spends most of its time fetching that code). The app takes each answer once.
 */
const started = new Map<string, Promise<unknown>>();

/** Starts a GET of `path` now. */
export function startEarly(path: string) {
  if (started.has(path)) return;
  const answer = apiRequest(path);
  // Whoever takes it handles a failure; one nobody takes must not be reported as unhandled.
  answer.catch(() => undefined);
  started.set(path, answer);
}

/** The answer of an early GET of `path`, once; undefined when none was started (or it was taken). */
export function takeEarly<T>(path: string): Promise<T> | undefined {
  const answer = started.get(path) as Promise<T> | undefined;
  started.delete(path);
  return answer;
}
