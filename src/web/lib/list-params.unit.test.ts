import { describe, expect, it } from 'vitest';
import { listParamsOf, readListState } from './list-params.js';

const stateOf = (search: string, initialPageSize?: number) =>
  readListState(new URLSearchParams(search), initialPageSize);

describe('readListState', () => {
  it('reads an empty address as page 1 of the default size, no search, the default order', () => {
    expect(stateOf('')).toMatchObject({ search: '', query: '', page: 1, pageSize: 10, sort: null });
  });

  it('reads the search, page, size, sort and filters the address holds', () => {
    const state = stateOf('q=nadia&page=3&size=25&sort=name:desc&status=former');
    expect(state).toMatchObject({ search: 'nadia', query: 'nadia', page: 3, pageSize: 25, sort: 'name:desc' });
    expect(state.filter('status')).toBe('former');
    expect(state.filter('role')).toBeNull();
  });

  it('keeps the search text as typed and asks with it trimmed', () => {
    expect(stateOf('q=%20%20nadia%20')).toMatchObject({ search: '  nadia ', query: 'nadia' });
    expect(stateOf('q=%20%20')).toMatchObject({ search: '  ', query: '' });
  });

  it('falls back to page 1 and the list’s own size for a page or size it does not offer', () => {
    for (const page of ['0', '-3', '2.5', 'two', '']) expect(stateOf(`page=${page}`).page).toBe(1);
    expect(stateOf('size=1000').pageSize).toBe(10);
    expect(stateOf('size=1000', 20).pageSize).toBe(20);
    expect(stateOf('size=7', 20).pageSize).toBe(20);
    expect(stateOf('size=30', 20).pageSize).toBe(30);
  });
});

describe('listParamsOf', () => {
  it('asks the server for the page, its size, the trimmed search and the sort', () => {
    expect(listParamsOf(stateOf('q=%20ali%20&page=2&size=15&sort=email'))).toEqual({
      page: 2,
      limit: 15,
      search: 'ali',
      sort: 'email',
    });
  });

  it('leaves the sort out for the default order', () => {
    expect(listParamsOf(stateOf(''))).toEqual({ page: 1, limit: 10, search: '' });
  });
});
