import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { makePng } from './test/images.js';
import { startServerProcess } from './test/process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
const started: ServerProcess[] = [];

async function start(env: Record<string, string> = {}) {
  const server = await startServerProcess({ DATA_DIR: 'memory://', ...env });
  started.push(server);
  return server;
}

afterEach(async () => {
  // A test that failed half way may leave its server stopped (SIGSTOP) or draining.
  for (const server of started.splice(0)) {
    try {
      process.kill(server.pid, 'SIGCONT');
      process.kill(server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

async function signIn(server: ServerProcess) {
  const login = await fetch(`${server.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'unused@example.test', password: 'Unused-pass1' }),
  });
  return ((await login.json()) as { token: string }).token;
}

/**
 * A connection of its own speaking raw HTTP/1.1, so that the test decides exactly which bytes
 * are sent when: the status of each answer received, and how the connection ended (an error
 * code such as ECONNRESET, or null when the server closed it cleanly).
 */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const ended = new Promise<string | null>((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('close', () => resolve(null));
  });
  return {
    socket,
    connected: new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    }),
    ended,
    statuses: () => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1])),
  };
}

/** Whether new connections to the port are refused before `ms` have passed (one try every 50 ms). */
async function refusedWithin(port: number, ms: number) {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(50)) {
    const probe = rawConnection(port);
    const refused = await probe.connected.then(
      () => false,
      (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
    );
    probe.socket.destroy();
    if (refused) return true;
  }
  return false;
}

/** An employee creation with a photo, as a browser's form sends it: head and body apart. */
async function uploadRequest(token: string, n: number, photo: Buffer) {
  const form = new FormData();
  form.append('employeeId', `EMP-T${n}`);
  form.append('emp_name', `Term Person ${n}`);
  form.append('profileImage', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const head =
    `POST /api/employee/addEmployee HTTP/1.1\r\nhost: localhost\r\nauthorization: Bearer ${token}\r\n` +
    `content-type: ${encoded.headers.get('content-type')}\r\ncontent-length: ${body.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), body]);
}

// Its servers run on embedded PGlite in memory, whatever database the suite runs on: the run on
// PostgreSQL would repeat the same three minutes for nothing.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SIGTERM', () => {
  it('refuses new connections, finishes the request in flight, then exits 0 without waiting on keep-alive', async () => {
    // The real entry point in its own process, on its own in-memory database.
    const server = await start();
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
  }, 120_000);

  // Three rounds, each on a fresh server process: the outcome must not depend on luck.
  it.each([1, 2, 3])(
    'answers every upload half sent before the signal, however late a busy server reads it (round %i)',
    async (round) => {
      const photo = await makePng();
      const server = await start();
      const port = Number(new URL(server.baseUrl).port);
      const token = await signIn(server);
      // Connections the server already holds (each has had an answer), to bring it work that
      // keeps its event loop busy when it wakes: nearly two thousand pipelined requests.
      const busy = Array.from({ length: 24 }, () => rawConnection(port));
      for (const connection of busy) {
        await connection.connected;
        connection.socket.write('GET /health HTTP/1.1\r\nhost: localhost\r\n\r\n');
      }
      while (busy.some((connection) => connection.statuses().length === 0)) await sleep(20);

      // The server stopped (SIGSTOP): the kernel still takes connections and bytes for it.
      process.kill(server.pid, 'SIGSTOP');
      for (const connection of busy)
        connection.socket.write('GET /health HTTP/1.1\r\nhost: localhost\r\n\r\n'.repeat(80));
      const uploads = await Promise.all(
        Array.from({ length: 12 }, async (_, n) => {
          const request = await uploadRequest(token, n, photo);
          const connection = rawConnection(port);
          await connection.connected;
          const half = Math.floor(request.length / 2);
          connection.socket.write(request.subarray(0, half));
          return { connection, rest: request.subarray(half) };
        }),
      );
      await sleep(200);
      // Woken with the signal waiting, it has the busy connections to read, the uploads in its
      // accept queue (Node accepts one connection per turn of its event loop) and the signal.
      process.kill(server.pid, 'SIGTERM');
      process.kill(server.pid, 'SIGCONT');
      const signalled = Date.now();
      // Draining: new connections are refused once it has got through what was waiting.
      expect(await refusedWithin(port, 30_000)).toBe(true);
      for (const { connection, rest } of uploads) connection.socket.end(rest);
      const ends = await Promise.all(uploads.map(({ connection }) => connection.ended));
      // The form is incomplete (no department, phone, …): each gets its 400, none a reset.
      expect({ round, statuses: uploads.map(({ connection }) => connection.statuses()), ends }).toEqual({
        round,
        statuses: uploads.map(() => [400]),
        ends: uploads.map(() => null),
      });
      // The pipelined requests in flight at the signal are all answered too.
      await Promise.all(busy.map((connection) => connection.ended));
      expect(busy.map((connection) => connection.statuses().length)).toEqual(busy.map(() => 81));
      const answered = Date.now();
      expect(await server.exited).toEqual({ code: 0, signal: null });
      // Once the last answer is out, nothing holds the exit (not keep-alive, not the 10 s grace):
      // closing the database and the workers takes a moment, longer on a loaded machine.
      expect(Date.now() - answered).toBeLessThan(5_000);
      expect(Date.now() - signalled).toBeLessThan(30_000);
    },
    120_000,
  );

  it('cuts off what still runs when SHUTDOWN_GRACE_SECONDS are up, and exits 1 saying so', async () => {
    const server = await start({ SHUTDOWN_GRACE_SECONDS: '1' });
    const token = await signIn(server);
    // An upload whose rest never comes.
    const request = await uploadRequest(token, 0, await makePng());
    const upload = rawConnection(Number(new URL(server.baseUrl).port));
    await upload.connected;
    upload.socket.write(request.subarray(0, Math.floor(request.length / 2)));
    await sleep(300);
    const signalled = Date.now();
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_000);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(upload.statuses()).toEqual([]);
    expect(server.log()).toContain('1 request(s) still running 1 s after SIGTERM: cut off');
    upload.socket.destroy();
  }, 120_000);
});
