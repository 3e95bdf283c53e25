/**
 * Exports at scale (issue 16), against a database filled by `npm run seed:large` — a PostgreSQL
 * server or embedded PGlite:
 *
 *   npm run build && DATABASE_URL=postgres://…/perf_exports npm run bench:exports
 *   npm run build && DATA_DIR=./bench-data npm run bench:exports
 *
 * Downloads, one request at a time, the employees list as XLSX and as CSV — all 10,000 people,
 * and the 999 whose employee id starts with L-000 — and every salary record (120,000 rows on
 * seed:large), each from a server process of its own so every figure starts from the same idle
 * memory, sampling that server's resident memory from /proc every 20 ms while the file streams:
 * idle before, the peak during. Each file is checked (its rows counted, the XLSX read back with
 * ExcelJS).
 *
 * It runs each export twice: with Node's default heap (what `npm start` runs), where the peak also
 * holds garbage V8 has not collected yet (it grows its young generation to 16 MB semi-spaces and
 * its old space before collecting), and with the heap held small (`--max-semi-space-size=1
 * --max-old-space-size=48`, 128 on PGlite), where the peak is what the export really keeps: flat memory means
 * about the same peak for 999, 10,000 and 120,000 rows there. BENCH_RUNS (3), BENCH_PORT (a free
 * one), BENCH_ONLY_EMPLOYEES=1 leaves the salaries out.
 */
import http from 'node:http';
import { mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { freePort, login, rssMb, sleep, startServer } from './lib.js';

const { DATABASE_URL, DATA_DIR } = process.env;
if (!DATABASE_URL && !DATA_DIR) {
  throw new Error('Set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) to a database filled by npm run seed:large.');
}
const where: Record<string, string> = DATABASE_URL ? { DATABASE_URL } : { DATA_DIR: DATA_DIR! };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT) || (await freePort());
const dir = mkdtempSync(join(tmpdir(), 'ems-exports-'));

// PGlite's own JavaScript needs more than 48 MB of old space to open a database (the server
// runs out of memory at start), so its small heap is 128 MB.
const HEAPS = [
  { label: 'default heap', options: '' },
  { label: 'small heap', options: `--max-semi-space-size=1 --max-old-space-size=${DATA_DIR ? 128 : 48}` },
];

interface Case {
  label: string;
  path: string;
}
const CASES: Case[] = [
  { label: 'employees, 999 rows', path: '/api/export/employees?search=L-000' },
  { label: 'employees, all', path: '/api/export/employees' },
  ...(process.env.BENCH_ONLY_EMPLOYEES ? [] : [{ label: 'salaries, all', path: '/api/export/salaries' }]),
];

interface Figures {
  ms: number;
  bytes: number;
  rows: number;
  idle: number;
  peak: number;
}

/** Streams the file to disk (the client holds none of it), sampling the server's memory meanwhile. */
function download(path: string, token: string, pid: number, file: string) {
  return new Promise<Omit<Figures, 'rows'>>((resolve, reject) => {
    const idle = rssMb(pid);
    let peak = idle;
    const sample = () => {
      try {
        peak = Math.max(peak, rssMb(pid));
      } catch {
        // The server is gone: the download fails on its own.
      }
    };
    const sampler = setInterval(sample, 20);
    const started = performance.now();
    let bytes = 0;
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) {
          clearInterval(sampler);
          reject(new Error(`${path}: ${res.statusCode}`));
          return;
        }
        const out = createWriteStream(file);
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.pipe(out);
        out.on('finish', () => {
          clearInterval(sampler);
          sample();
          resolve({ ms: performance.now() - started, bytes, idle, peak });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** Rows of a downloaded file, header left out: CSV lines, or the XLSX sheet read back. */
async function rowsOf(file: string, format: 'csv' | 'xlsx'): Promise<number> {
  if (format === 'xlsx') {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    return workbook.worksheets[0]!.actualRowCount - 1;
  }
  return (await readFile(file, 'utf8')).split('\r\n').length - 2;
}

async function measure(test: Case, format: 'csv' | 'xlsx', nodeOptions: string): Promise<Figures> {
  const server = await startServer({ ...where, NODE_OPTIONS: nodeOptions }, PORT);
  try {
    const { token } = await login(PORT, 'admin@ems.test', 'Admin@12345');
    // Warm-up: one small export of each format, so the first figures do not pay for compiling.
    for (const warm of ['csv', 'xlsx']) {
      await download(`/api/export/employees?search=L-0000&format=${warm}`, token, server.child.pid!, join(dir, 'warm'));
    }
    await sleep(1000);
    const file = join(dir, `export.${format}`);
    const figures = await download(
      `${test.path}${test.path.includes('?') ? '&' : '?'}format=${format}`,
      token,
      server.child.pid!,
      file,
    );
    return { ...figures, rows: await rowsOf(file, format) };
  } finally {
    await server.stop();
  }
}

const mb = (value: number) => value.toFixed(0);

async function main() {
  console.log(`${RUNS} runs; each export from a fresh server process (PORT ${PORT})`);
  const table = [
    '| run | heap | export | format | rows | size | time | server RSS idle → peak (peak − idle) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (let run = 1; run <= RUNS; run += 1) {
    for (const heap of HEAPS) {
      for (const format of ['xlsx', 'csv'] as const) {
        for (const test of CASES) {
          const f = await measure(test, format, heap.options);
          const line = `| ${run} | ${heap.label} | ${test.label} | ${format.toUpperCase()} | ${f.rows.toLocaleString('en')} | ${(f.bytes / 1048576).toFixed(2)} MB | ${(f.ms / 1000).toFixed(2)} s | ${mb(f.idle)} → ${mb(f.peak)} MB (+${mb(f.peak - f.idle)}) |`;
          table.push(line);
          console.log(line);
        }
      }
    }
  }
  console.log(`\nsmall heap: ${HEAPS[1]!.options}\n\n${table.join('\n')}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dir, { recursive: true, force: true }));
