import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { makePng } from './test/images.js';
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
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
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

  it('answers every upload that is half sent when the signal comes, once its rest arrives', async () => {
    const server = await startServerProcess({ DATA_DIR: 'memory://' });
    const login = await fetch(`${server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'unused@example.test', password: 'Unused-pass1' }),
    });
    const { token } = (await login.json()) as { token: string };
    const photo = await makePng();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Twelve employee creations, each on its own connection, stopped halfway through the photo.
    const uploads = Array.from({ length: 12 }, async (_, n) => {
      const form = new FormData();
      form.append('employeeId', `EMP-T${n}`);
      form.append('emp_name', `Term Person ${n}`);
      form.append('profileImage', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      return new Promise<number | string>((resolve) => {
        const req = http.request(`${server.baseUrl}/api/employee/addEmployee`, {
          method: 'POST',
          agent: false,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': encoded.headers.get('content-type')!,
            'content-length': body.length,
          },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        const half = Math.floor(body.length / 2);
        req.write(body.subarray(0, half));
        void released.then(() => req.end(body.subarray(half)));
      });
    });
    await sleep(500);
    process.kill(server.pid, 'SIGTERM');
    await sleep(200);
    release();
    const answers = await Promise.all(uploads);
    // The form is incomplete (no department, phone, …): each gets its 400, none a reset.
    expect(answers).toEqual(Array.from({ length: 12 }, () => 400));
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
