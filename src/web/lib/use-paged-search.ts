import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '#shared/constants.js';
import type { Paging, Sorting } from '../components/ui/data-table.js';
import { filtersOf, listParamsOf, readListState, withSort } from './list-params.js';
import { useDebouncedValue } from './use-debounced-value.js';

/** The address's parameters with `changes` made: a null or empty value removes its key. */
function withChanges(params: URLSearchParams, changes: Record<string, string | null>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * State of a server-paged, searchable list, kept in the address (`?q=…&page=2&size=25` plus the
 * list's own filters), so Back, reload and a shared link show the same rows: the search text as
 * typed, the debounced text to query with, the page (back to 1 whenever the search, a filter or
 * the page size changes) and the page size. Changes replace the history entry: typing is not a
 * trail of steps to go Back through.
 */
export function usePagedSearch(initialPageSize: number = DEFAULT_PAGE_SIZE) {
  const [params, setParams] = useSearchParams();
  // The router applies a new address in a transition, a moment later; until it has, the changes
  // asked for are shown from here, so a typed letter or a ticked box never flickers back.
  const address = params.toString();
  const [pending, setPending] = useState<{ address: string; changes: Record<string, string | null> } | null>(null);
  const waiting = pending?.address === address ? pending.changes : {};
  const state = readListState(withChanges(params, waiting), initialPageSize);
  // On the first render the debounced text is the address's, as the route's loader read it.
  const query = useDebouncedValue(state.query, 300);
  const update = (changes: Record<string, string | null>) => {
    setPending({ address, changes: { ...waiting, ...changes } });
    setParams((previous) => withChanges(previous, changes), { replace: true });
  };
  return {
    ...state,
    setSearch: (value: string) => update({ q: value, page: null }),
    query,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
    setPageSize: (next: number) => update({ size: next === initialPageSize ? null : String(next), page: null }),
    setSort: (sort: string | null) => update({ sort, page: null }),
    /** Sets (or, with null, clears) a filter; the list goes back to page 1. */
    setFilter: (name: string, value: string | null) => update({ [name]: value, page: null }),
  };
}

export type PagedSearch = ReturnType<typeof usePagedSearch>;

/**
 * The list's search and sort (one of `sorts`) without its paging: what its export is asked for,
 * beside the list's own filters.
 */
export function exportParamsOf<K extends string>(state: PagedSearch, sorts: readonly K[]) {
  return filtersOf(withSort(listParamsOf(state), sorts));
}

/** The table's sortable headers for a list sorted on the server. */
export function sortingOf(state: PagedSearch): Sorting {
  return { value: state.sort, onChange: state.setSort };
}

/** The table's paging bar for a server-paged list of `total` rows (more when `totalCapped`). */
export function pagingOf(state: PagedSearch, total: number | undefined, totalCapped?: boolean): Paging {
  return {
    page: state.page,
    pageSize: state.pageSize,
    total: total ?? 0,
    totalCapped,
    onPageChange: state.setPage,
    onPageSizeChange: state.setPageSize,
  };
}
