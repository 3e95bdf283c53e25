/** Paging and search of a server-paged list (`page`, `limit`, `search`), as list pages keep it. */
export interface ListParams {
  page: number;
  limit: number;
  search: string;
  /** `column` or `column:desc`, where the list sorts on the server. */
  sort?: string;
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
