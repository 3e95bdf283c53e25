import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { watchEventLoop } from './event-loop-watchdog.js';

const busyWait = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app with the watchdog and two routes: one that holds the event loop, one that does not. */
async function appWithWatchdog(thresholdMs: number) {
  const lines: Record<string, unknown>[] = [];
  app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
  watchEventLoop(app, { thresholdMs });
  app.get('/busy', async () => {
    busyWait(300);
    return { ok: true };
  });
  app.get('/calm', async () => ({ ok: true }));
  app.get('/feeds/:token/calendar.ics', async () => {
    busyWait(300);
    return 'BEGIN:VCALENDAR';
  });
  await app.ready();
  return lines;
}

const blocks = (lines: Record<string, unknown>[]) => lines.filter((line) => String(line.msg).startsWith('event loop'));

describe('the event-loop watchdog', () => {
  it('logs one warning naming the request that held the loop for 300 ms', async () => {
    const lines = await appWithWatchdog(200);
    await app!.inject({ method: 'GET', url: '/calm' });
    await sleep(100);
    expect((await app!.inject({ method: 'GET', url: '/busy?day=9999-12-31' })).statusCode).toBe(200);
    await sleep(150);
    expect(blocks(lines)).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(/^event loop blocked for \d+ ms$/),
        blockedMs: expect.any(Number),
        thresholdMs: 200,
        requests: ['GET /busy?day=9999-12-31'],
      }),
    ]);
    expect(blocks(lines)[0]!.blockedMs).toBeGreaterThanOrEqual(200);
  });

  it('says nothing of requests that do not hold the loop past the threshold', async () => {
    const lines = await appWithWatchdog(1_000);
    await app!.inject({ method: 'GET', url: '/busy' });
    for (let i = 0; i < 20; i++) await app!.inject({ method: 'GET', url: '/calm' });
    await sleep(300);
    expect(blocks(lines)).toEqual([]);
  });

  it('names a calendar feed by its route, never by its secret address', async () => {
    const lines = await appWithWatchdog(200);
    await app!.inject({ method: 'GET', url: '/feeds/s3cret-feed-token/calendar.ics' });
    await sleep(150);
    expect(blocks(lines).map((line) => line.requests)).toEqual([['GET /feeds/:token/calendar.ics']]);
  });

  it('stops with the app', async () => {
    const lines = await appWithWatchdog(200);
    await app!.close();
    app = undefined;
    busyWait(300);
    await sleep(150);
    expect(blocks(lines)).toEqual([]);
  });
});
