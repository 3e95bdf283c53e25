import type { ReactNode } from 'react';
import type { PagedSearch } from '../../lib/use-paged-search.js';
import { AddLink } from './add-link.js';
import { SearchInput } from './search-input.js';

/**
 * The bar above a server-paged list: the search box (filters on the server as you type), with
 * the list's own filters before it (`start`, e.g. status tabs) or after it (`end`), and its
 * 'Add …' link last.
 */
export function ListToolbar({
  list,
  placeholder,
  start,
  end,
  add,
}: {
  list: Pick<PagedSearch, 'search' | 'setSearch'>;
  placeholder: string;
  start?: ReactNode;
  end?: ReactNode;
  add?: { label: string; to: string };
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      {start}
      <SearchInput value={list.search} onChange={list.setSearch} placeholder={placeholder} className="sm:max-w-sm!" />
      {end}
      {add ? <AddLink to={add.to}>{add.label}</AddLink> : null}
    </div>
  );
}
