import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './test/process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('refuses new connections, finishes the request in flight, then exits 0 without waiting on keep-alive', async () => {
    // The real entry point in its own process, on its own in-memory database.
    const server = await startServerProcess({ DATA_DIR: 'memory://' });
    const agent = new http.Agent({ keepAlive: true });
    const body = JSON.stringify({ email: 'unused@example.test', password: 'Unused-pass1' });
    let send!: () => void;
    // A request the server has started on (headers in) but cannot finish until the body arrives.
    const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = http.request(
        `${server.baseUrl}/api/user/login`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      send = () => req.end(body.slice(10));
    });
    await sleep(300);
    const signalled = Date.now();
    process.kill(server.pid, 'SIGTERM');
    await sleep(300);

    await expect(fetch(`${server.baseUrl}/health`)).rejects.toThrow();
    send();
    // Answered, and told the connection ends with it (nothing stays open behind the drain).
    expect(await answer).toEqual({ status: 200, connection: 'close' });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(5_000);
    agent.destroy();
  });
});
