/**
 * Benchmark: how long the admin dashboard takes to render completely with a large organisation.
 *
 *   npm run build && npx tsx scripts/bench-dashboard.ts [--people 10000] [--runs 5] [--port 3204] [--no-attendance]
 *   (--keep leaves the database in place and prints its directory; --data DIR reuses it.)
 *
 * Builds a PGlite database (demo organisation + `--people` employees and a year of data), starts
 * the built server on it, and opens /admin-dashboard in headless Chromium `--runs` times. "Complete"
 * means every figure is shown (no skeleton or spinner), the active users and running projects are
 * listed, and the three charts are drawn. Prints each run and the median.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { openDatabase } from '../src/server/db/client.js';
import { seedDemo } from '../src/server/db/seed/demo.js';
import { growOrganisation } from './bench/large-org.js';

const { values: args } = parseArgs({
  options: {
    people: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3204' },
    'no-attendance': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    data: { type: 'string' },
  },
});
const port = Number(args.port);
const base = `http://localhost:${port}`;
const dataDir = args.data ?? mkdtempSync(join(tmpdir(), 'ems-bench-'));

async function buildDatabase() {
  console.log(`Building the database in ${dataDir}`);
  const database = openDatabase({ dataDir });
  await database.migrate();
  await seedDemo(database.db, { timeZone: 'Asia/Dhaka' });
  await growOrganisation(database.db, Number(args.people), !args['no-attendance']);
  await database.close();
}

async function startServer() {
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${base}/health`).then((r) => r.ok, () => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The server did not start');
}

/**
 * Runs in the page on every animation frame: the time since navigation start once the dashboard
 * is complete — a heading, no skeleton or spinner, rows in the tables, 'Ongoing' projects and the
 * three charts drawn. (A string: this script is type-checked without the DOM library.)
 */
const DASHBOARD_COMPLETE = `(() => {
  const main = document.querySelector('main');
  if (!main || !main.querySelector('h1')) return false;
  if (main.querySelector('.animate-pulse, .animate-spin, [role="status"]')) return false;
  const charts = main.querySelectorAll('.recharts-wrapper');
  if (charts.length !== 3 || [...charts].some((chart) => !chart.querySelector('.recharts-layer'))) return false;
  if (!main.querySelector('tbody tr') || !main.textContent.includes('Ongoing')) return false;
  return performance.now();
})()`;

async function measure(page: Page): Promise<number> {
  await page.goto(`${base}/admin-dashboard`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(DASHBOARD_COMPLETE, undefined, { polling: 'raf', timeout: 30_000 });
  return (await handle.jsonValue()) as number;
}

async function main() {
  if (!args.data) await buildDatabase();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  // bypassCSP: the completeness check is evaluated in the page, which the app's CSP forbids.
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    const login = await context.request.post(`${base}/api/user/login`, { data: { email: 'admin@ems.test', password: 'Admin@12345' } });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    const figures = await (await context.request.get(`${base}/api/employee/getEmployeesCount`)).json();
    console.log(`Organisation: ${figures.totalEmployees} employees, ${figures.totalManagers} managers`);
    const times: number[] = [];
    for (let run = 1; run <= Number(args.runs); run++) {
      const page = await context.newPage();
      const ms = await measure(page);
      times.push(ms);
      console.log(`  run ${run}: ${Math.round(ms)} ms${run === 1 ? ' (cold: empty browser cache)' : ''}`);
      await page.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`Median: ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms over ${times.length} runs`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    if (args.keep || args.data) console.log(`Database kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
