// One restart as a person runs it: `npm start` on a data directory that already holds the demo
// organisation, until GET /health answers; then the server is stopped. Time it with hyperfine:
//   hyperfine --warmup 1 --runs 10 'node bench/start-time.mjs'
// START_PORT (default 3590) and START_DATA_DIR (default a folder under the system temp dir).
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.START_PORT ?? 3590);
const dataDir = process.env.START_DATA_DIR ?? join(tmpdir(), 'ems-start-bench');

const child = spawn('npm', ['start', '--silent'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const exited = new Promise((resolve) => child.on('exit', resolve));
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('SIGINT', stop);

const deadline = Date.now() + 120_000;
let up = false;
while (!up && Date.now() < deadline) {
  const answer = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
  up = answer?.ok ?? false;
  if (!up) {
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
stop();
await exited;
if (!up) {
  console.error(`npm start did not answer /health on port ${port}`);
  process.exit(1);
}
