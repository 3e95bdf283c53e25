import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP relay in front of the test's PostgreSQL server: `cut()` drops every open connection and
 * refuses new ones (the database "goes away" for this app only), `restore()` brings it back.
 */
export interface TcpProxy {
  /** `url` with its host and port replaced by the proxy's. */
  url: string;
  cut(): Promise<void>;
  /** Keeps every connection open but lets no answer through: a database that never answers. */
  stall(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let stalled = false;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.on('data', (chunk: Buffer) => {
          if (!stalled) client.write(chunk);
        });
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        port = typeof address === 'object' && address ? address.port : 0;
        server = next;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      stalled = false;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await listen();
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: stop,
    stall: () => {
      stalled = true;
    },
    // Connections that missed answers are useless: they are dropped and the pool reconnects.
    restore: async () => {
      if (stalled) await stop();
      if (!server) await listen();
    },
    close: stop,
  };
}
