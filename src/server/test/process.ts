import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real server entry point (src/server/main.ts) in a separate OS process. */
export async function startServerProcess(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/server/main.ts'],
    {
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'unused@example.test',
        ADMIN_PASSWORD: 'Unused-pass1',
        WEB_DIST: 'none',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let stderr = '';
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A minute and a half (the tests that start one have two): compiling the server from source,
  // creating its database and migrating it took 30–60 s on the two-core machine under load.
  for (const until = Date.now() + 90_000; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error(`server process exited: ${stderr}`);
    const up = await fetch(`${baseUrl}/health`).then(
      (res) => res.ok,
      () => false,
    );
    // `log`: what the server has logged (its standard output) so far.
    if (up) return { baseUrl, pid: child.pid!, exited, stop: () => stop(child), log: () => log };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server process did not start within 90 s: ${stderr}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A script of scripts/ in a process of its own, as `npm run` starts it (tsx): its exit code and what it printed. */
export function runScript(path: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
