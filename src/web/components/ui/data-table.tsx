import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { PAGE_SIZES } from '#shared/constants.js';
import { Button } from './button.js';
import { cn } from './cn.js';
import { Spinner } from './spinner.js';

export interface Column<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
  /** The server's name of this column in `sort=` when the list sorts by it. */
  sort?: string;
}

/**
 * A row's actions stay in view when a wide table scrolls sideways (a phone, a narrow window): the
 * 'Actions' column (the spec's 'ACTION' too) is pinned to the right edge; where every column fits,
 * nothing moves.
 */
const pinned = (column: Column<never>) => /^actions?$/i.test(column.header);
const PINNED = 'sticky right-0 shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]';
const PINNED_HEAD = `${PINNED} bg-slate-50 dark:bg-slate-800`;
const PINNED_CELL = `${PINNED} bg-white dark:bg-slate-900`;

/** The list's sort (`column` or `column:desc`, null for its default order) and how to change it. */
export interface Sorting {
  value: string | null;
  onChange: (sort: string | null) => void;
}

/** How the list is sorted by `column`, as `aria-sort` says it. */
function sortState(sorting: Sorting, column: string) {
  if (sorting.value === column) return 'ascending' as const;
  if (sorting.value === `${column}:desc`) return 'descending' as const;
  return 'none' as const;
}

/** A sortable column's header: a button that sorts ascending, then toggles; aria-sort says how. */
function SortHeader({ label, column, sorting }: { label: string; column: string; sorting: Sorting }) {
  const state = sortState(sorting, column);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => sorting.onChange(state === 'ascending' ? `${column}:desc` : column)}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-white"
    >
      {label}
      <Icon className={cn('size-3.5', state === 'none' && 'opacity-40')} aria-hidden />
    </button>
  );
}

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total` (a broad search): shown as '500+'. */
  totalCapped?: boolean | undefined;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/**
 * The one table of the app: a sticky header inside a scroll area (500 px tall when `scroll`, from
 * the md breakpoint: on a phone a box that tall showed two or three rows, so the page scrolls instead),
 * loading and empty states, and optional server-side paging with the spec's page sizes.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  empty = 'Nothing to show yet.',
  paging,
  scroll = false,
  startIndex,
  sorting,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  error?: string | null | undefined;
  empty?: ReactNode;
  paging?: Paging | undefined;
  scroll?: boolean;
  /** Offset of the first row, for 'S No' columns; by default where the paging's page starts. */
  startIndex?: number;
  /** Server-side sorting by the columns that name a `sort`. */
  sorting?: Sorting | undefined;
}) {
  const list = rows ?? [];
  const offset = startIndex ?? (paging ? (paging.page - 1) * paging.pageSize : 0);
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {/* Focusable so keyboard users can scroll a table wider or taller than the screen (WCAG 2.1.1). */}
      <div
        role="region"
        aria-label={caption}
        // A scroll container is an interactive region for the keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={cn(
          'overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
          scroll && 'md:max-h-[500px] md:overflow-y-auto',
        )}
      >
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-300">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn('px-4 py-3 whitespace-nowrap', pinned(column) && PINNED_HEAD, column.className)}
                  aria-sort={sorting && column.sort ? sortState(sorting, column.sort) : undefined}
                >
                  {sorting && column.sort ? (
                    <SortHeader label={column.header} column={column.sort} sorting={sorting} />
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {list.map((row, index) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50/70 dark:hover:bg-slate-800/40">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cn(
                      'px-4 py-3 align-middle text-slate-700 dark:text-slate-200',
                      pinned(column) && PINNED_CELL,
                      column.className,
                    )}
                  >
                    {column.cell(row, offset + index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {loading && !list.length ? (
          <div className="flex items-center justify-center gap-2 py-12 text-sm text-slate-500" role="status">
            <Spinner className="size-5" /> Loading…
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="px-4 py-10 text-center text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
        {!loading && !error && !list.length ? (
          <div className="flex flex-col items-center gap-2 px-4 py-12 text-center text-sm text-slate-500 dark:text-slate-400">
            <Inbox className="size-6" aria-hidden />
            {empty}
          </div>
        ) : null}
      </div>
      {paging ? <Pagination {...paging} busy={loading} /> : null}
    </div>
  );
}

function Pagination({
  page,
  pageSize,
  total,
  totalCapped,
  onPageChange,
  onPageSizeChange,
  busy,
}: Paging & { busy: boolean }) {
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const more = totalCapped ? '+' : '';
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <div className="flex items-center gap-2">
        <label htmlFor={id}>Rows per page</label>
        <select
          id={id}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className="h-8 rounded-md border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite">
        {from}–{to} of {total}
        {more}
      </p>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1 || busy}
          aria-label="Previous page"
        >
          <ChevronLeft className="size-4" aria-hidden />
        </Button>
        <span>
          Page {page} of {pages}
          {more}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pages || busy}
          aria-label="Next page"
        >
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
