/**
 * What a 304 saves on the employee list, at 10,000 people:
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx --conditions=source bench/etags.ts
 *
 * (a PostgreSQL server: the organisation is filled the way the search's plan test fills it, which
 * embedded PGlite cannot run). A test server over a scratch database of
 * BENCH_PEOPLE people (default 10,000; src/server/test/organisation.ts); the admin reads the
 * list's first page of 10 (the screen's default), a page of 100 and the whole legacy list
 * (no paging), each first in full and then naming its ETag, one request at a time, BENCH_RUNS
 * times each (default 200; 20 for the whole list). For each: the body's bytes on the wire (brotli,
 * as the browser asks) and the median and 95th percentile of the time to the last byte, measured
 * by the client over loopback.
 */
import http from 'node:http';
import { createUser, loginAs } from '../src/server/test/factories.js';
import { fillOrganisation } from '../src/server/test/organisation.js';
import { startTestServer } from '../src/server/test/server.js';

if (!process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server database.');
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const agent = new http.Agent({ keepAlive: true });

/** A GET as the browser sends it; the bytes counted as they came (still compressed). */
function get(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; etag: string | undefined }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, etag: res.headers.etag }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function main() {
  const server = await startTestServer();
  try {
    await fillOrganisation(server.db, PEOPLE);
    await server.settleReads();
    const { token } = await loginAs(server, await createUser(server.db, { role: 'admin' }));
    console.log(`${PEOPLE.toLocaleString('en')} people, ${server.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`);
    console.log('list                         answer  bytes (br)   median ms   p95 ms');
    for (const [label, path, runs] of [
      ['first page of 10', '/api/employee/getEmployees?page=1&limit=10', RUNS],
      ['page of 100', '/api/employee/getEmployees?page=1&limit=100', RUNS],
      ['whole list (legacy)', '/api/employee/getEmployees', Math.max(5, Math.round(RUNS / 10))],
    ] as const) {
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
      const port = Number(new URL(server.baseUrl).port);
      const { etag } = await get(port, path, headers);
      if (!etag) throw new Error(`${path} answered without an ETag`);
      for (const [answer, extra] of [
        ['200', {}],
        ['304', { 'if-none-match': etag }],
      ] as const) {
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < runs; i += 1) {
          const started = performance.now();
          const res = await get(port, path, { ...headers, ...extra });
          times.push(performance.now() - started);
          if (String(res.status) !== answer) throw new Error(`${path}: expected ${answer}, got ${res.status}`);
          bytes = res.bytes;
        }
        console.log(
          `${label.padEnd(28)} ${answer}     ${String(bytes).padStart(10)}   ${percentile(times, 0.5).toFixed(2).padStart(9)}   ${percentile(times, 0.95).toFixed(2).padStart(6)}`,
        );
      }
    }
  } finally {
    await server.close();
  }
}

await main();
