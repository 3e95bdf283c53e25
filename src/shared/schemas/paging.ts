import { z } from 'zod';
import { SEARCH_COUNT_CAP } from '../constants.js';
import { searchText } from './common.js';

/**
 * What every paged list accepts: `page` (from 1) and `limit` (up to 100) for a page and its total,
 * and a `search` text. Without `page` a list answers in full, as the original clients expect.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  search: searchText().max(100).optional(),
});

/** `sort=<column>` (ascending) or `sort=<column>:desc`, among the columns a list sorts by. */
export function sortQuerySchema<K extends string>(columns: readonly [K, ...K[]]) {
  const values = columns.flatMap((column) => [column, `${column}:desc`]) as [K | `${K}:desc`, ...(K | `${K}:desc`)[]];
  return z.enum(values, { error: `Sort by one of: ${columns.join(', ')} (add :desc for descending).` }).optional();
}

/** A `sort` value as column and direction. */
export function parseSort<K extends string>(value: K | `${K}:desc` | undefined): { column: K; desc: boolean } | null {
  if (!value) return null;
  const [column, direction] = value.split(':') as [K, string | undefined];
  return { column, desc: direction === 'desc' };
}

/**
 * In a searched list's answer: there are more matches than `total`, which stopped at the cap
 * (the list shows '500+'). Absent when `total` is exact.
 */
export const totalCappedSchema = z
  .literal(true)
  .optional()
  .describe(
    `Present (true) when the search matched more than ${SEARCH_COUNT_CAP}: \`total\` is then ${SEARCH_COUNT_CAP}.`,
  );
