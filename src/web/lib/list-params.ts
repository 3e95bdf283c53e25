import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '#shared/constants.js';

/** Paging and search of a server-paged list (`page`, `limit`, `search`), as list pages keep it. */
export interface ListParams {
  page: number;
  limit: number;
  search: string;
  /** `column` or `column:desc`, where the list sorts on the server. */
  sort?: string;
}

/**
 * A server-paged list's state as its address holds it (`?q=…&page=2&size=25&sort=…` and the list's
 * own filters). `query` is the search text the server is asked for: the text trimmed.
 */
export interface ListState {
  /** The search text as typed. */
  search: string;
  query: string;
  page: number;
  pageSize: number;
  /** The sort (`column` or `column:desc`), null for the list's default order. */
  sort: string | null;
  /** A filter of this list kept in the address (null when not set). */
  filter: (name: string) => string | null;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The list's state in `params`: a page or page size the list does not offer falls back to page 1
 * and `initialPageSize`. The list screen reads it on its first render and its route's loader
 * before that, so both ask the server for the same page.
 */
export function readListState(params: URLSearchParams, initialPageSize: number = DEFAULT_PAGE_SIZE): ListState {
  const search = params.get('q') ?? '';
  const size = positive(params.get('size'));
  return {
    search,
    query: search.trim(),
    page: positive(params.get('page')) ?? 1,
    pageSize: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : initialPageSize,
    sort: params.get('sort'),
    filter: (name) => params.get(name),
  };
}

/** What the server is asked for: the page, its size, the search text and the sort. */
export function listParamsOf(state: Pick<ListState, 'page' | 'pageSize' | 'query' | 'sort'>): ListParams {
  return { page: state.page, limit: state.pageSize, search: state.query, ...(state.sort ? { sort: state.sort } : {}) };
}

/** A filter's value when it is one of `choices`; null otherwise (unset, or an old or edited address). */
export function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * The list's parameters with its sort as its endpoint accepts it: one of `columns` (or
 * `column:desc`); anything else (an old or edited address) is left out, so the list falls back
 * to its default order.
 */
export function withSort<P extends ListParams, K extends string>(
  params: P,
  columns: readonly K[],
): Omit<P, 'sort'> & { sort?: K | `${K}:desc` } {
  const { sort, ...rest } = params;
  const column = sort?.replace(/:desc$/, '');
  return column && (columns as readonly string[]).includes(column) ? { ...rest, sort: sort as K | `${K}:desc` } : rest;
}

/** The list's filters and sort with its paging left out: what its export is asked for. */
export function filtersOf<P extends object>(params: P): Omit<P, 'page' | 'limit'> {
  const { page: _page, limit: _limit, ...filters } = params as P & { page?: unknown; limit?: unknown };
  return filters;
}

/**
 * The address's parameters as they are now. A filter changed right after another (a person picked,
 * then a status) starts from here, not from the last render's parameters: the router shows a new
 * address at once but may render it later, and the second change would put the first one back.
 */
export function currentParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}
