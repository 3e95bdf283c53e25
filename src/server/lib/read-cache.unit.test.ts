import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

type Area = 'People' | 'Leave' | 'Pay';
const cacheOf = (options: { maxEntries?: number; maxChars?: number } = {}) =>
  new ReadCache<Area>({ ttlMs: 60_000, maxEntries: options.maxEntries ?? 10, ...options });

describe('ReadCache', () => {
  it('computes a key once for concurrent callers and keeps the value', async () => {
    const cache = cacheOf();
    let calls = 0;
    const compute = async () => ++calls;
    const values = await Promise.all([
      cache.get('k', ['People'], compute),
      cache.get('k', ['People'], compute),
      cache.get('k', ['People'], compute),
    ]);
    expect(values).toEqual([1, 1, 1]);
    expect(await cache.get('k', ['People'], compute)).toBe(1);
    expect(calls).toBe(1);
  });

  it('forgets what was read from a cleared area, and only that', async () => {
    const cache = cacheOf();
    let calls = 0;
    const compute = async () => ++calls;
    await cache.get('people', ['People'], compute);
    await cache.get('leave', ['Leave'], compute);
    await cache.get('both', ['People', 'Leave'], compute);
    expect(calls).toBe(3);
    cache.clearAreas(['Leave']);
    expect(await cache.get('people', ['People'], compute)).toBe(1);
    expect(await cache.get('leave', ['Leave'], compute)).toBe(4);
    expect(await cache.get('both', ['People', 'Leave'], compute)).toBe(5);
    cache.clearAreas(['Pay']);
    expect(cache.size).toBe(3);
  });

  it('recomputes everything after clear()', async () => {
    const cache = cacheOf();
    let calls = 0;
    await cache.get('k', ['People'], async () => ++calls);
    await cache.get('j', ['Pay'], async () => ++calls);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get('k', ['People'], async () => ++calls)).toBe(3);
  });

  it('does not keep a value whose computation began before one of its areas was cleared', async () => {
    const cache = cacheOf();
    const slow = deferred<string>();
    const before = cache.get('k', ['People', 'Leave'], () => slow.promise);
    cache.clearAreas(['Leave']);
    // A caller after the clear does not join the computation that began before it.
    const after = cache.get('k', ['People', 'Leave'], async () => 'fresh');
    slow.resolve('stale');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.get('k', ['People', 'Leave'], async () => 'again')).toBe('fresh');
  });

  it('keeps a value whose computation saw only other areas cleared', async () => {
    const cache = cacheOf();
    const slow = deferred<string>();
    const reading = cache.get('k', ['People'], () => slow.promise);
    cache.clearAreas(['Pay']);
    slow.resolve('kept');
    await reading;
    expect(await cache.get('k', ['People'], async () => 'recomputed')).toBe('kept');
  });

  it('does not keep failures, nor values given a lifetime of 0, and lists no key for them', async () => {
    const cache = cacheOf();
    await expect(cache.get('k', ['People'], async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', ['People'], async () => 'up')).toBe('up');
    const keepIfFound = { ttlMs: (value: string | null) => (value ? 1000 : 0) };
    for (let i = 0; i < 100; i += 1) await cache.get(`unknown-${i}`, ['People'], async () => null, keepIfFound);
    expect(await cache.get('none', ['People'], async () => 'found', keepIfFound)).toBe('found');
    expect(cache.size).toBe(2);
    // Nothing is left behind for the hundred unknown keys: clearing the area touches two.
    cache.clearAreas(['People']);
    expect(cache.size).toBe(0);
  });

  it('expires values and drops the oldest past maxEntries', async () => {
    const cache = cacheOf({ maxEntries: 2 });
    await cache.get('short', ['People'], async () => 1, { ttlMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get('short', ['People'], async () => 2)).toBe(2);
    await cache.get('a', ['People'], async () => 'a');
    await cache.get('b', ['People'], async () => 'b');
    expect(cache.size).toBe(2);
    expect(await cache.get('short', ['People'], async () => 'again')).toBe('again');
  });

  it('keeps text values within maxChars in all, the oldest going first; a text above it is not kept', async () => {
    const cache = cacheOf({ maxChars: 10 });
    let calls = 0;
    const text = (length: number) => async () => {
      calls += 1;
      return 'x'.repeat(length);
    };
    await cache.get('a', ['People'], text(4));
    await cache.get('b', ['People'], text(4));
    await cache.get('c', ['People'], text(4)); // 12 > 10: 'a' goes
    calls = 0;
    await cache.get('b', ['People'], text(4));
    await cache.get('c', ['People'], text(4));
    expect(calls).toBe(0);
    await cache.get('a', ['People'], text(4));
    expect(calls).toBe(1);
    expect(await cache.get('huge', ['People'], text(11))).toHaveLength(11);
    expect(cache.size).toBe(2);
    await cache.get('huge', ['People'], text(11));
    expect(calls).toBe(3);
  });

  it('counts a value that is not text by charsOf', async () => {
    const cache = cacheOf({ maxChars: 10 });
    await cache.get('big', ['People'], async () => ({ rows: 1 }), { charsOf: () => 8 });
    await cache.get('other', ['People'], async () => ({ rows: 2 }), { charsOf: () => 8 });
    expect(cache.size).toBe(1);
  });

  it('versions areas: a clear of one changes its version and only its own; clear() changes all', () => {
    const cache = cacheOf();
    const people = cache.versionOf(['People']);
    const both = cache.versionOf(['People', 'Leave']);
    expect(cache.versionOf(['People'])).toBe(people);
    cache.clearAreas(['Leave']);
    expect(cache.versionOf(['People'])).toBe(people);
    expect(cache.versionOf(['People', 'Leave'])).not.toBe(both);
    const afterLeave = cache.versionOf(['People', 'Leave']);
    // Nothing was kept under Pay: a clear of everything still moves every version.
    cache.clear();
    expect(cache.versionOf(['People'])).not.toBe(people);
    expect(cache.versionOf(['People', 'Leave'])).not.toBe(afterLeave);
  });

  it('never gives two processes the same version, though their counters agree', () => {
    expect(cacheOf().versionOf(['People'])).not.toBe(cacheOf().versionOf(['People']));
  });

  it('moves the version of an area whose rows changed, followed or not', async () => {
    const cache = cacheOf();
    const before = cache.versionOf(['People']);
    cache.changedRows('People', { table: 'people', ids: ['a'] });
    expect(cache.versionOf(['People'])).not.toBe(before);
  });

  describe('a value that follows changed rows', () => {
    /** A kept list of the ids it was told of; it can follow 'people' rows, not 'photos'. */
    const following = () => ({ told: [] as string[] });
    const follow = (value: { told: string[] }, rows: { table: string; ids: string[] }) => {
      if (rows.table !== 'people') return false;
      value.told.push(...rows.ids);
      return true;
    };

    it('is told of the rows and kept, while the area’s other values are forgotten', async () => {
      const cache = cacheOf();
      let calls = 0;
      const list = await cache.get('list', ['People', 'Pay'], async () => following(), { follow });
      await cache.get('count', ['People'], async () => ++calls);
      cache.changedRows('People', { table: 'people', ids: ['a', 'b'] });
      expect(await cache.get('list', ['People', 'Pay'], async () => following(), { follow })).toBe(list);
      expect(list.told).toEqual(['a', 'b']);
      expect(await cache.get('count', ['People'], async () => ++calls)).toBe(2);
    });

    it('is dropped by rows it cannot follow, by a change announced without rows and by its other areas', async () => {
      const cache = cacheOf();
      const get = () => cache.get('list', ['People', 'Pay'], async () => following(), { follow });
      let list = await get();
      cache.changedRows('People', { table: 'photos', ids: ['a'] });
      expect(await get()).not.toBe(list);
      list = await get();
      cache.clearAreas(['People']);
      expect(await get()).not.toBe(list);
      list = await get();
      cache.changedRows('Pay', { table: 'salaries', ids: ['s'] });
      expect(await get()).not.toBe(list);
    });

    it('is handed the rows changed while it was computed; a clear meanwhile keeps it from being stored', async () => {
      const cache = cacheOf();
      const gate = deferred<void>();
      const first = cache.get(
        'list',
        ['People'],
        async () => {
          await gate.promise;
          return following();
        },
        { follow },
      );
      cache.changedRows('People', { table: 'people', ids: ['late'] });
      gate.resolve();
      const list = await first;
      expect(list.told).toEqual(['late']);
      expect(await cache.get('list', ['People'], async () => following(), { follow })).toBe(list);

      cache.clear();
      const again = deferred<void>();
      const overtaken = cache.get(
        'list',
        ['People'],
        async () => {
          await again.promise;
          return following();
        },
        { follow },
      );
      cache.clearAreas(['People']);
      again.resolve();
      const stale = await overtaken;
      expect(await cache.get('list', ['People'], async () => following(), { follow })).not.toBe(stale);
    });
  });
});
