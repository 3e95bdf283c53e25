import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Mail } from '../lib/mailer.js';
import { writeRouting, type WriteRouting } from '../write-routing.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  /** A multipart form (the browser's way of sending files). */
  form?: FormData;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  db: Db;
  baseUrl: string;
  /** Mails the server "sent" (no SMTP unless the test sets SMTP_URL; then they go there). */
  mails: Mail[];
  /** The server's log lines (JSON) at the test's `LOG_LEVEL` (none unless it sets one). */
  logs: string[];
  /**
   * The newest mail to `to` (sent from the outbox shortly after the request that queued it),
   * not counting the first `skip` mails to that address; fails after 5 s.
   */
  waitForMail(to: string, skip?: number): Promise<Mail>;
  /**
   * A second server on the same database, in this process (sessions, data and events are shared),
   * with its own connections (PostgreSQL) and workers; `env` adds to or overrides this one's.
   */
  startSibling(env?: Record<string, string>): Promise<TestServer>;
  /**
   * Resolves once this server has heard of every change committed so far, however it was made
   * (the factories write to the database directly): its cached reads no longer hold what changed.
   */
  settleReads(): Promise<void>;
  /** Writes answered by the write thread (WRITE_THREAD=true on PostgreSQL; otherwise 0). */
  writesThreaded(): number;
  /** The write routing of the test server, when it has a write thread. */
  writeRouting: WriteRouting | null;
  /** The PostgreSQL URL of the test database, when the suite runs on a server. */
  databaseUrl: string | undefined;
  /** What a server process of its own needs to reach this database: DATABASE_URL (and MIGRATION_DATABASE_URL, with two roles). */
  databaseEnv: Record<string, string>;
  request<T = Record<string, unknown>>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

/** A real server on a random port over a fresh database: tests talk to it over HTTP. */
export async function startTestServer(env: Record<string, string> = {}, shared?: TestDatabase): Promise<TestServer> {
  const testDatabase = shared ?? (await createTestDatabase());
  const database = shared ? shared.openSecond() : testDatabase.database;
  const dispose = shared ? () => database.close() : testDatabase.dispose;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: 'does-not-exist',
    ...env,
  });
  const mails: Mail[] = [];
  const logs: string[] = [];
  // Writes on a thread of their own, as the server process does on PostgreSQL: where a test asks
  // for it (WRITE_THREAD=true), or for the whole suite with TEST_WRITE_THREAD=true.
  const threaded = (env.WRITE_THREAD ?? process.env.TEST_WRITE_THREAD) === 'true' && testDatabase.url;
  const writes = threaded ? writeRouting({ ...config, DATABASE_URL: testDatabase.url }) : null;
  const app = await buildApp({
    ...(writes ? { serverFactory: writes.serverFactory } : {}),
    config,
    database,
    logger:
      config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, stream: { write: (line) => logs.push(line) } },
    // With SMTP_URL the server's own mailer sends to it (a test's SMTP server).
    ...(config.SMTP_URL
      ? {}
      : {
          mailer: async (mail: Mail) => {
            mails.push(mail);
          },
        }),
  });
  if (writes) {
    writes.attach(app);
    await writes.started;
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    app,
    database,
    db: database.db,
    baseUrl,
    mails,
    logs,
    async waitForMail(to, skip = 0) {
      // 15 s: a payslip attachment's first PDF starts a worker, which parses the fonts (and, run
      // from source, compiles its modules) first — seconds on a busy machine.
      const deadline = Date.now() + 15_000;
      for (;;) {
        const sent = mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
        if (sent.length > skip) return sent.at(-1)!;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within 15 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    startSibling: (extra = {}) => startTestServer({ ...env, ...extra }, testDatabase),
    settleReads: () => app.settleReads(),
    writesThreaded: () => writes?.answered() ?? 0,
    writeRouting: writes,
    databaseUrl: testDatabase.url,
    databaseEnv: {
      ...(testDatabase.url ? { DATABASE_URL: testDatabase.url } : {}),
      ...(testDatabase.ownerUrl ? { MIGRATION_DATABASE_URL: testDatabase.ownerUrl } : {}),
    },
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | FormData | undefined;
      if (options.form) {
        body = options.form;
      } else if (options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      }
      const response = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual' });
      const text = await response.text();
      let parsed: unknown = text;
      if (response.headers.get('content-type')?.includes('application/json')) {
        parsed = JSON.parse(text);
      }
      return { status: response.status, body: parsed as never, headers: response.headers };
    },
    async close() {
      await app.close();
      await dispose();
    },
  };
}
