import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CachedArea } from '../events/change-areas.js';
import { etags, matchesTag } from './etags.js';
import { ReadCache } from './read-cache.js';

async function appWith(cache: ReadCache<CachedArea>, handler: () => Promise<unknown>) {
  const app = Fastify();
  await app.register(etags, { cache, today: () => '2026-01-15' });
  app.get('/api/list', { config: { reads: ['Employees'] } }, handler);
  return app;
}

describe('ETags per area', () => {
  it('tags an answer with the versions taken before it was read: a change during the read misses next time', async () => {
    const cache = new ReadCache<CachedArea>({ ttlMs: 60_000, maxEntries: 10 });
    let rows = ['before'];
    let changeDuringRead = true;
    const app = await appWith(cache, async () => {
      const read = [...rows];
      if (changeDuringRead) {
        // A writer commits after this read: its announcement clears the area.
        rows = ['after'];
        cache.clearAreas(['Employees']);
        changeDuringRead = false;
      }
      return { rows: read };
    });
    const first = await app.inject({ method: 'GET', url: '/api/list' });
    expect(first.json()).toEqual({ rows: ['before'] });
    const stale = first.headers.etag as string;
    const next = await app.inject({ method: 'GET', url: '/api/list', headers: { 'if-none-match': stale } });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual({ rows: ['after'] });
    const fresh = next.headers.etag as string;
    expect(fresh).not.toBe(stale);
    const unchanged = await app.inject({ method: 'GET', url: '/api/list', headers: { 'if-none-match': fresh } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await app.close();
  });

  it('changes every tag when the process may have missed announcements (clear)', async () => {
    const cache = new ReadCache<CachedArea>({ ttlMs: 60_000, maxEntries: 10 });
    const app = await appWith(cache, async () => ({ ok: true }));
    const tag = (await app.inject({ method: 'GET', url: '/api/list' })).headers.etag as string;
    cache.clear();
    const res = await app.inject({ method: 'GET', url: '/api/list', headers: { 'if-none-match': tag } });
    expect(res.statusCode).toBe(200);
    await app.close();
  });

  it('refuses to start a route that would tag answers read from areas whose changes are not announced', async () => {
    for (const [method, reads, message] of [
      ['GET', ['Notifications'], /no change to Notifications is announced/],
      ['GET', [], /names no area/],
      ['POST', ['Employees'], /only a GET may/],
    ] as const) {
      const app = Fastify();
      await app.register(etags, { cache: new ReadCache<CachedArea>({ ttlMs: 0, maxEntries: 1 }), today: () => '' });
      await expect(
        app.register(async (scope) => {
          scope.route({ method, url: '/api/x', config: { reads }, handler: async () => ({}) });
        }),
      ).rejects.toThrow(message);
      await app.close();
    }
  });
});

describe('matchesTag', () => {
  it('compares weakly, within a list', () => {
    expect(matchesTag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesTag('"a"', 'W/"a"')).toBe(true);
    expect(matchesTag('"x", W/"a" ', 'W/"a"')).toBe(true);
    expect(matchesTag('W/"ab"', 'W/"a"')).toBe(false);
    expect(matchesTag(undefined, 'W/"a"')).toBe(false);
  });
});
