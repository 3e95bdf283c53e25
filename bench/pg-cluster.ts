/**
 * A private, throw-away PostgreSQL cluster for the fault and two-process scripts: initdb'd into a
 * temporary directory, run as the `postgres` OS user (initdb refuses root), on its own port, so
 * stopping or restarting it disturbs nobody else's database.
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { sleep } from './lib.js';

const run = promisify(execFile);
/** PostgreSQL's programs (initdb, pg_ctl): Debian's postgresql package. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const BIN = PG_BIN;
const asPostgres = process.getuid?.() === 0;

export interface Cluster {
  port: number;
  dir: string;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are terminated, open transactions roll back. */
  stop(): Promise<void>;
  /** Resolves as soon as a new connection succeeds (polled every 20 ms). */
  waitAccepting(timeoutMs?: number): Promise<void>;
  /** Stops the server (immediate) and deletes its files. */
  destroy(): Promise<void>;
}

async function pgCtl(args: string[]) {
  const [command, argv] = asPostgres
    ? ['runuser', ['-u', 'postgres', '--', `${BIN}/pg_ctl`, ...args]]
    : [`${BIN}/pg_ctl`, args];
  return run(command, argv, { timeout: 60_000 });
}

export async function createCluster(port: number): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'ems-pg-'));
  if (asPostgres) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'data');
  const initdb = [`${BIN}/initdb`, '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'];
  await (asPostgres ? run('runuser', ['-u', 'postgres', '--', ...initdb]) : run(initdb[0]!, initdb.slice(1)));
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=128MB`;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

  const cluster: Cluster = {
    port,
    dir,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
    },
    async start() {
      await pgCtl(['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
    },
    async stop() {
      await pgCtl(['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    async waitAccepting(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const client = new pg.Client({ connectionString: url('postgres'), connectionTimeoutMillis: 1_000 });
        const ok = await client.connect().then(
          () => true,
          () => false,
        );
        await client.end().catch(() => {});
        if (ok) return;
        if (Date.now() > until) throw new Error(`PostgreSQL on port ${port} did not accept connections`);
        await sleep(20);
      }
    },
    async destroy() {
      await pgCtl(['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
