// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePagedSearch } from './use-paged-search.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePagedSearch', () => {
  it('starts on page 1 with the default page size and no search', () => {
    const { result } = renderHook(() => usePagedSearch());
    expect(result.current).toMatchObject({ search: '', query: '', page: 1, pageSize: 10 });
  });

  it('queries with the trimmed text only once typing pauses, and goes back to page 1', () => {
    const { result } = renderHook(() => usePagedSearch(20));
    act(() => result.current.setPage(3));
    act(() => result.current.setSearch('  nadia '));
    expect(result.current.page).toBe(1);
    expect(result.current.search).toBe('  nadia ');
    expect(result.current.query).toBe('');
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.query).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.query).toBe('nadia');
  });

  it('goes back to page 1 when the page size changes', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.setPage(4));
    act(() => result.current.setPageSize(25));
    expect(result.current).toMatchObject({ page: 1, pageSize: 25 });
  });
});
