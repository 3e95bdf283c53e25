/**
 * A private, throw-away PostgreSQL cluster for the fault and two-process scripts: initdb'd into a
 * temporary directory, run as the `postgres` OS user (initdb refuses root), on its own port, so
 * stopping or restarting it disturbs nobody else's database.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Program, requirePrograms, sleep } from './lib.js';

const run = promisify(execFile);
/** PostgreSQL's programs (initdb, pg_ctl): Debian's postgresql package keeps them off PATH, here. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asPostgres = process.getuid?.() === 0;
const POSTGRESQL = 'apt-get install -y postgresql (or set PG_BIN to the folder of initdb and pg_ctl)';

/** The programs a cluster needs: PostgreSQL's, and, run as root, those that act as the postgres user. */
const CLUSTER_PROGRAMS: Program[] = [
  { name: 'initdb', dirs: [PG_BIN], install: POSTGRESQL },
  { name: 'pg_ctl', dirs: [PG_BIN], install: POSTGRESQL },
  ...(asPostgres
    ? [
        { name: 'runuser', install: 'apt-get install -y util-linux' },
        { name: 'id', install: 'apt-get install -y coreutils' },
      ]
    : []),
];

export type ClusterTools = Record<string, string>;

/**
 * Finds what a cluster needs — and `others`, the script's own programs — before the script
 * starts anything; stops it with a message naming what is missing. Returns the paths by name.
 */
export function requireClusterTools(others: Program[] = []): ClusterTools {
  const tools = requirePrograms([...CLUSTER_PROGRAMS, ...others]);
  if (asPostgres) {
    try {
      execFileSync(tools.id!, ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      console.error(`There is no postgres user to run PostgreSQL as (initdb refuses root): ${POSTGRESQL}`);
      process.exit(1);
    }
  }
  return tools;
}

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

/**
 * initdb and start a cluster in a new temporary directory. If any step fails, what was started is
 * stopped and the directory deleted before the error is passed on.
 */
export async function createCluster(port: number, tools: ClusterTools): Promise<Cluster> {
  /** A PostgreSQL program, as the postgres user when run as root. */
  const pgRun = (program: 'initdb' | 'pg_ctl', args: string[]) =>
    asPostgres
      ? run(tools.runuser!, ['-u', 'postgres', '--', tools[program]!, ...args], { timeout: 60_000 })
      : run(tools[program]!, args, { timeout: 60_000 });
  const dir = mkdtempSync(join(tmpdir(), 'ems-pg-'));
  const data = join(dir, 'data');
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
      await pgRun('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
    },
    async stop() {
      await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
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
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    if (asPostgres) {
      const [uid, gid] = await Promise.all([run(tools.id!, ['-u', 'postgres']), run(tools.id!, ['-g', 'postgres'])]);
      chownSync(dir, Number(uid.stdout.trim()), Number(gid.stdout.trim()));
    }
    await pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
