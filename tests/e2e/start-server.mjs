// Starts the built server for the browser journeys on a fresh embedded database, writing its
// log to test-results/e2e-server-<port>.log (the forgot-password journey reads the reset link
// there). Files are named by port, so shards on different ports never share them.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const port = process.env.PORT ?? '3100';
const SERVER_LOG = resolve(`test-results/e2e-server-${port}.log`);
const dataDir = resolve(`test-results/e2e-data-${port}`);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dirname(SERVER_LOG), { recursive: true });
const log = createWriteStream(SERVER_LOG, { flags: 'w' });

const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    ALLOW_SIGNUP: 'true',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
server.stderr.pipe(log);
server.stderr.on('data', (chunk) => process.stderr.write(chunk));

const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => {
  log.end();
  process.exit(signal ? 0 : (code ?? 0));
});
