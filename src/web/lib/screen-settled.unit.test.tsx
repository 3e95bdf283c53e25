// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScreenSettled } from './screen-settled.js';

/** A screen whose own data arrives when the test says so, beside a watcher of the settled flag. */
function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let arrive: (value: string) => void = () => undefined;
  const seen: boolean[] = [];
  function Watcher() {
    seen.push(useScreenSettled());
    return null;
  }
  function Screen() {
    useQuery({ queryKey: ['screen'], queryFn: () => new Promise<string>((resolve) => (arrive = resolve)) });
    return null;
  }
  // The watcher comes first in the tree, as the bell does in the top bar: its effect runs before the screen's.
  render(
    <QueryClientProvider client={client}>
      <Watcher />
      <Screen />
    </QueryClientProvider>,
  );
  return { seen, arrive: (value: string) => arrive(value) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useScreenSettled', () => {
  it('stays false while the screen’s own query is in flight, even one started after it mounted', async () => {
    const { seen } = setup();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(seen.at(-1)).toBe(false);
  });

  it('turns true once the screen’s data has arrived, and stays true', async () => {
    const { seen, arrive } = setup();
    await act(async () => vi.advanceTimersByTimeAsync(10));
    await act(async () => {
      arrive('rows');
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(seen.at(-1)).toBe(true);
    expect(seen.indexOf(true)).toBeGreaterThan(0);
  });
});
