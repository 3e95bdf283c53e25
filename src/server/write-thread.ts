/**
 * The write thread's own side (decision 0012): a second copy of the app, on its own event loop and
 * its own connections, that answers the writes the main thread hands it. It serves nothing else:
 * no listener, no scheduled jobs, no mail sending, no notification streams — the main thread's
 * copy does those. Its read cache follows every change as any process's does (cache-sync.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import type { WriteAnswer, WriteAsked, WriteThreadMessage } from './write-routing.js';

async function serveWrites() {
  const port = parentPort;
  if (!port) throw new Error('write-thread.ts runs as a worker thread (write-routing.ts starts it)');
  const config = (workerData as { config: Config }).config;
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    logSql: config.LOG_SQL,
    statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
  });
  const { buildApp } = await import('./app.js');
  const app = await buildApp({ config, database, writeThread: true });
  await app.ready();

  const answer = async (asked: WriteAsked) => {
    let reply: WriteAnswer;
    try {
      const res = await app.inject({
        method: asked.method as 'POST',
        url: asked.url,
        headers: asked.headers,
        payload: Buffer.from(asked.body.buffer, asked.body.byteOffset, asked.body.byteLength),
        remoteAddress: asked.remoteAddress,
      });
      const body = res.rawPayload;
      reply = { id: asked.id, statusCode: res.statusCode, headers: res.headers, body };
    } catch (error) {
      app.log.error({ err: error }, 'the write thread could not answer a request');
      reply = { id: asked.id, statusCode: 0, headers: {}, body: new Uint8Array() };
    }
    port.postMessage({ kind: 'answer', answer: reply } satisfies WriteThreadMessage);
  };

  port.on('message', (message: { kind: 'ask'; asked: WriteAsked } | { kind: 'close' }) => {
    if (message.kind === 'ask') void answer(message.asked);
    else
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0));
  });
  port.postMessage({ kind: 'ready' } satisfies WriteThreadMessage);
}

serveWrites().catch((error: unknown) => {
  console.error('the write thread did not start:', error);
  process.exit(1);
});
