import { useState } from 'react';
import type { Paging } from '#web/components/ui/data-table.js';

/**
 * Pages through rows the page already holds (an import's preview: up to 10,000 rows), with the
 * lists' page sizes: the table renders one page, not every row. `reset` back to the first page
 * when the rows change (another file, another filter).
 */
export function useClientPaging<Row>(rows: readonly Row[], initialSize = 25) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const last = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, last);
  const paging: Paging = {
    page: current,
    pageSize,
    total: rows.length,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(1);
    },
  };
  return {
    rows: rows.slice((current - 1) * pageSize, current * pageSize),
    paging,
    reset: () => setPage(1),
  };
}
