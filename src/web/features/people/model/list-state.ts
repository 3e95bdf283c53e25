import type { Paging } from '../../../components/ui/data-table.js';
import { isApiError } from '../../../lib/api-client.js';
import type { usePagedSearch } from '../../../lib/use-paged-search.js';
import type { ListParams } from '../../../lib/list-params.js';

type PagedSearch = ReturnType<typeof usePagedSearch>;

/** What the server is asked for: the page, its size and the debounced search text. */
export function listParamsOf(state: PagedSearch): ListParams {
  return { page: state.page, limit: state.pageSize, search: state.query };
}

/** The DataTable's paging bar for a server-paged list. */
export function pagingOf(state: PagedSearch, total: number | undefined): Paging {
  return {
    page: state.page,
    pageSize: state.pageSize,
    total: total ?? 0,
    onPageChange: state.setPage,
    onPageSizeChange: state.setPageSize,
  };
}

/** The server's message when it gave one, else the screen's own wording. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}
