import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '#shared/constants.js';
import type { Paging } from '../components/ui/data-table.js';
import type { ListParams } from './list-params.js';
import { useDebouncedValue } from './use-debounced-value.js';

/**
 * State of a server-paged, searchable list: the search text as typed, the debounced text to
 * query with, and the page (back to 1 whenever the search or the page size changes).
 */
export function usePagedSearch(initialPageSize: number = DEFAULT_PAGE_SIZE) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeValue] = useState(initialPageSize);
  const query = useDebouncedValue(search.trim(), 300);
  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    query,
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSizeValue(size);
      setPage(1);
    },
  };
}

export type PagedSearch = ReturnType<typeof usePagedSearch>;

/** What the server is asked for: the page, its size and the debounced search text. */
export function listParamsOf(state: PagedSearch): ListParams {
  return { page: state.page, limit: state.pageSize, search: state.query };
}

/** The table's paging bar for a server-paged list of `total` rows. */
export function pagingOf(state: PagedSearch, total: number | undefined): Paging {
  return {
    page: state.page,
    pageSize: state.pageSize,
    total: total ?? 0,
    onPageChange: state.setPage,
    onPageSizeChange: state.setPageSize,
  };
}
