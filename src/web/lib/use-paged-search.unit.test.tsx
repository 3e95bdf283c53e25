// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
});
