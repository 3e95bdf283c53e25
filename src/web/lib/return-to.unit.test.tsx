// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useOpenerState, useReturnTo } from './return-to.js';

const at = (entry: string | { pathname: string; state?: unknown }) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  };

describe('return to the opener', () => {
  it('a link carries the address of the list it was on, search included', () => {
    const { result } = renderHook(() => useOpenerState(), { wrapper: at('/admin-dashboard/employee?q=nadia&page=2') });
    expect(result.current).toEqual({ from: '/admin-dashboard/employee?q=nadia&page=2' });
  });

  it('a form goes back there, or to its fallback when opened directly or sent elsewhere', () => {
    const opened = at({ pathname: '/admin-dashboard/add-employee', state: { from: '/admin-dashboard/managers?q=a' } });
    expect(renderHook(() => useReturnTo('/fallback'), { wrapper: opened }).result.current).toBe(
      '/admin-dashboard/managers?q=a',
    );
    expect(
      renderHook(() => useReturnTo('/fallback'), { wrapper: at('/admin-dashboard/add-employee') }).result.current,
    ).toBe('/fallback');
    const elsewhere = at({ pathname: '/x', state: { from: '//evil.example/steal' } });
    expect(renderHook(() => useReturnTo('/fallback'), { wrapper: elsewhere }).result.current).toBe('/fallback');
  });
});
