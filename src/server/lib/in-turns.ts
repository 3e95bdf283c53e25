/**
 * Work over every row of a file, done in slices with the event loop's turn between them: checking
 * 10,000 rows takes a few hundred milliseconds of CPU, which in one piece would hold every other
 * request (a /health, a page) that long.
 */
import { setImmediate } from 'node:timers/promises';

/** Rows per slice: a few milliseconds of checks each. */
const SLICE = 500;

/** `items.map(each)`, a slice at a time. */
export async function mapInTurns<T, R>(items: readonly T[], each: (item: T) => R): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await setImmediate();
    for (const item of items.slice(start, start + SLICE)) results.push(each(item));
  }
  return results;
}
