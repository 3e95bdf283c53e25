import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ReadCache', () => {
  it('computes a key once for concurrent callers and keeps the value', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let calls = 0;
    const compute = async () => ++calls;
    const values = await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    expect(values).toEqual([1, 1, 1]);
    expect(await cache.get('k', compute)).toBe(1);
    expect(calls).toBe(1);
  });

  it('recomputes after clear()', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let calls = 0;
    await cache.get('k', async () => ++calls);
    cache.clear();
    expect(await cache.get('k', async () => ++calls)).toBe(2);
  });

  it('does not keep a value whose computation began before a clear', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const slow = deferred<string>();
    const before = cache.get('k', () => slow.promise);
    cache.clear();
    slow.resolve('stale');
    expect(await before).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('does not keep failures, nor values given a lifetime of 0', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
    await cache.get(
      'none',
      async () => null,
      (value) => (value ? 1000 : 0),
    );
    expect(
      await cache.get(
        'none',
        async () => 'found',
        (value) => (value ? 1000 : 0),
      ),
    ).toBe('found');
  });

  it('expires values and drops the oldest past maxEntries', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('short', async () => 1, 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get('short', async () => 2)).toBe(2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    expect(cache.size).toBe(2);
    expect(await cache.get('short', async () => 'again')).toBe('again');
  });

  it('keeps text values within maxChars in all, the oldest going first; a text above it is not kept', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10, maxChars: 10 });
    let calls = 0;
    const text = (length: number) => async () => {
      calls += 1;
      return 'x'.repeat(length);
    };
    await cache.get('a', text(4));
    await cache.get('b', text(4));
    await cache.get('c', text(4)); // 12 > 10: 'a' goes
    calls = 0;
    await cache.get('b', text(4));
    await cache.get('c', text(4));
    expect(calls).toBe(0);
    await cache.get('a', text(4));
    expect(calls).toBe(1);
    expect(await cache.get('huge', text(11))).toHaveLength(11);
    expect(cache.size).toBe(2);
    await cache.get('huge', text(11));
    expect(calls).toBe(3);
  });
});
