// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listParamsOf, readListState } from './list-params.js';
import { usePagedSearch } from './use-paged-search.js';

/** The hook inside a router at `url`, with the address it leaves behind. */
function renderList(initialPageSize?: number, url = '/list') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: usePagedSearch(initialPageSize), location: useLocation() }), { wrapper });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePagedSearch', () => {
  it('starts on page 1 with the default page size and no search', () => {
    const { result } = renderList();
    expect(result.current.list).toMatchObject({ search: '', query: '', page: 1, pageSize: 10 });
  });

  it('queries with the trimmed text only once typing pauses, and goes back to page 1', () => {
    const { result } = renderList(20);
    act(() => result.current.list.setPage(3));
    act(() => result.current.list.setSearch('  nadia '));
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.search).toBe('  nadia ');
    expect(result.current.list.query).toBe('');
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.list.query).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.list.query).toBe('nadia');
  });

  it('goes back to page 1 when the page size changes', () => {
    const { result } = renderList();
    act(() => result.current.list.setPage(4));
    act(() => result.current.list.setPageSize(25));
    expect(result.current.list).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('keeps search, page, size and filters in the address, and starts from them on reload', () => {
    const { result } = renderList();
    act(() => result.current.list.setSearch('nadia'));
    act(() => result.current.list.setFilter('status', 'former'));
    act(() => result.current.list.setPageSize(25));
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?q=nadia&status=former&size=25&page=2');
    act(() => result.current.list.setFilter('status', null));
    expect(result.current.location.search).toBe('?q=nadia&size=25');

    const reloaded = renderList(10, '/list?q=nadia&status=former&size=25&page=2');
    expect(reloaded.result.current.list).toMatchObject({ search: 'nadia', query: 'nadia', page: 2, pageSize: 25 });
    expect(reloaded.result.current.list.filter('status')).toBe('former');
  });

  it('ignores a page or size in the address that is not one it offers', () => {
    const { result } = renderList(10, '/list?page=-3&size=1000');
    expect(result.current.list).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('reads on its first render what readListState reads from the address, the trimmed search included', () => {
    // A route's loader asks for the list from the address before the screen renders: the screen's
    // first request must be the same one, or the loader's answer goes unused.
    for (const url of [
      '/list',
      '/list?q=%20%20nadia%20&page=2&sort=name:desc',
      '/list?q=ali&size=25&status=former&page=3',
      '/list?page=0&size=7&sort=',
    ]) {
      const { result } = renderList(10, url);
      const address = readListState(new URLSearchParams(url.split('?')[1] ?? ''));
      expect(listParamsOf(result.current.list), url).toEqual(listParamsOf(address));
      expect(result.current.list.search, url).toBe(address.search);
      expect(result.current.list.filter('status'), url).toBe(address.filter('status'));
    }
  });

  it('clears a filter set to the empty choice', () => {
    const { result } = renderList(10, '/list?role=admin');
    act(() => result.current.list.setFilter('role', ''));
    expect(result.current.list.filter('role')).toBeNull();
    expect(result.current.location.search).toBe('');
  });
});
