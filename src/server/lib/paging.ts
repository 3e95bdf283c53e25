import { DEFAULT_PAGE_SIZE } from '#shared/constants.js';
import type { ReadCache } from './read-cache.js';

export interface PageQuery {
  page?: number | undefined;
  limit?: number | undefined;
}

/**
 * A list the contract's way: with `page` or `limit`, one page and the total, counted
 * beside the page query; without them, the whole list and no total.
 */
export async function pageOf<Row>(
  query: PageQuery,
  list: {
    all: () => PromiseLike<Row[]>;
    page: (limit: number, offset: number) => PromiseLike<Row[]>;
    count: () => PromiseLike<{ total: number }[]>;
  },
): Promise<{ rows: Row[]; total: number | undefined }> {
  if (query.page === undefined && query.limit === undefined) return { rows: await list.all(), total: undefined };
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const [rows, counted] = await Promise.all([list.page(limit, ((query.page ?? 1) - 1) * limit), list.count()]);
  return { rows, total: counted[0]?.total ?? 0 };
}

type Count = () => PromiseLike<{ total: number }[]>;

/**
 * The total of an unfiltered list, kept in the read cache under `key` (cleared on every change):
 * counting 100,000 leaves costs more than reading their first page. Filtered totals (`key`
 * false) are counted each time.
 */
export function keptCount(cache: ReadCache | undefined, key: string | false, count: Count): Count {
  return cache && key ? () => cache.get(key, async () => count()) : count;
}

/** A list's answer: `{ success, result }`, with `total` when a page was asked for. */
export function listAnswer<Row>(page: { rows: Row[]; total?: number | undefined }) {
  return { success: true as const, result: page.rows, ...(page.total !== undefined ? { total: page.total } : {}) };
}
