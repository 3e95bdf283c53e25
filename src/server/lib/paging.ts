import { DEFAULT_PAGE_SIZE, SEARCH_COUNT_CAP } from '#shared/constants.js';
import type { ReadCache } from './read-cache.js';

export interface PageQuery {
  page?: number | undefined;
  limit?: number | undefined;
}

/**
 * A list's one query, with its scope, filters and order: the whole list, a stretch of it, and how
 * many rows it has. The list's pages (`pageOf`) and its export (lib/export.ts `chunksOf`) both read
 * through it, so an export can never hold more than the list.
 */
export interface Listing<Row> {
  all: () => PromiseLike<Row[]>;
  page: (limit: number, offset: number) => PromiseLike<Row[]>;
  count: () => PromiseLike<{ total: number }[]>;
}

/**
 * A list the contract's way: with `page` or `limit`, one page and the total, counted
 * beside the page query; without them, the whole list and no total.
 */
export async function pageOf<Row>(
  query: PageQuery,
  list: Listing<Row>,
): Promise<{ rows: Row[]; total: number | undefined }> {
  if (query.page === undefined && query.limit === undefined) return { rows: await list.all(), total: undefined };
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const [rows, counted] = await Promise.all([list.page(limit, ((query.page ?? 1) - 1) * limit), list.count()]);
  return { rows, total: counted[0]?.total ?? 0 };
}

type Count = () => PromiseLike<{ total: number }[]>;

/**
 * The total of an unfiltered list, kept in the read cache under `key` (cleared by changes to
 * `areas`, what it counts): counting 100,000 leaves costs more than reading their first page.
 * Filtered totals (`key` false) are counted each time.
 */
export function keptCount<A extends string>(
  cache: ReadCache<A> | undefined,
  key: string | false,
  areas: readonly A[],
  count: Count,
): Count {
  return cache && key ? () => cache.get(key, areas, async () => count()) : count;
}

/**
 * A total counted up to `SEARCH_COUNT_CAP + 1` rows (the count query's own LIMIT), as the
 * answer gives it: at most the cap, and `totalCapped` when there were more. A search that
 * matches half the company need not count every match to show its first page.
 */
export function cappedTotal(page: { rows: unknown[]; total: number | undefined }) {
  if (page.total === undefined || page.total <= SEARCH_COUNT_CAP) return { total: page.total };
  return { total: SEARCH_COUNT_CAP, totalCapped: true as const };
}

/** The totals of a list's answer: `total` when a page was asked for, `totalCapped` when it was cut. */
export function totalsOf(page: { total?: number | undefined; totalCapped?: true | undefined }) {
  return {
    ...(page.total !== undefined ? { total: page.total } : {}),
    ...(page.totalCapped ? { totalCapped: true as const } : {}),
  };
}

/** A list's answer: `{ success, result }`, with `total` when a page was asked for. */
export function listAnswer<Row>(page: { rows: Row[]; total?: number | undefined; totalCapped?: true | undefined }) {
  return { success: true as const, result: page.rows, ...totalsOf(page) };
}

/** The listing with each row mapped (to the list's JSON). */
export function mapListing<A, B>(listing: Listing<A>, map: (row: A) => B): Listing<B> {
  return {
    all: async () => (await listing.all()).map(map),
    page: async (limit, offset) => (await listing.page(limit, offset)).map(map),
    count: listing.count,
  };
}

/**
 * Rows read by key (a page of a kept order), put back in the order of `keys`; `keyOf` gives a
 * row's key (its `id` unless told otherwise).
 */
export function inOrderOf<T>(
  keys: string[],
  rows: T[],
  keyOf: (row: T) => string = (row) => (row as { id: string }).id,
) {
  const at = new Map(keys.map((key, index) => [key, index]));
  return rows.sort((a, b) => at.get(keyOf(a))! - at.get(keyOf(b))!);
}
