/**
 * Writes on an event loop of their own (decision 0012). Under a full load of reads the main
 * thread's event loop takes a turn of many requests between two answers of the database, and a
 * write waits one such turn per statement: a leave request's thirty statements took half a second
 * behind 50 reading connections. The main thread hands each write of the API (POST, PUT, PATCH,
 * DELETE under /api with a small body) to a worker thread running the same app on its own
 * connections, and sends its answer once this thread's read cache has heard of the change.
 *
 * Only a scheduling decision: any request can be answered by either copy. A write with a large or
 * multipart body (an import, a photo) stays on the main thread; so does every write while the
 * thread is starting, restarting after a crash, or when it is turned off (WRITE_THREAD=false, and
 * always on the embedded database, which one thread owns).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MSG } from '#shared/messages.js';
import type { Config } from './config.js';
import { FENCE_HEADER } from './events/cache-sync.js';
import { errorBody } from './lib/errors.js';

/** A write as the main thread received it. */
export interface WriteAsked {
  id: number;
  method: string;
  url: string;
  headers: Record<string, string | string[]>;
  body: Uint8Array;
  remoteAddress: string;
}

/** The write thread's answer; `statusCode` 0 when it could not answer at all. */
export interface WriteAnswer {
  id: number;
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Uint8Array;
}

export type WriteThreadMessage = { kind: 'ready' } | { kind: 'answer'; answer: WriteAnswer };

/** Bodies up to this size go to the write thread; larger ones (imports, photos) stay here. */
const MAX_FORWARDED_BYTES = 64 * 1024;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Hop-by-hop headers of the thread's answer: this connection's own are written by this server. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);
const RESTART_MS = 1_000;
/**
 * The thread's young generation: writes make short-lived garbage, and V8's default (sized for a
 * whole process) let a second copy's heap add 60 MB more under load.
 */
const resourceLimits = { maxYoungGenerationSizeMb: 12 };

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The main thread's app, as far as the write routing needs it (app.ts decorates these). */
type Settling = Pick<FastifyInstance, 'settleReads' | 'heardFence' | 'log' | 'addHook'>;

export interface WriteRouting {
  /** Fastify's `serverFactory`: the HTTP server that hands writes to the thread and the rest to the app. */
  serverFactory: (handler: Handler) => Server;
  /**
   * Once the app is built: how this thread's read cache hears of a change before its answer
   * leaves; the thread stops when the app closes.
   */
  attach(app: Settling): void;
  /** Resolves when the thread first takes writes (until then, and whenever it is down, they are served here). */
  started: Promise<void>;
  /** Writes the thread has answered so far. */
  answered(): number;
  /** Stops the thread as a crash would (it is started again a second later): for tests. */
  crash(): Promise<void>;
  /** Resolves when the thread takes writes again. */
  ready(): Promise<void>;
}

const unanswered = (id: number): WriteAnswer => ({ id, statusCode: 0, headers: {}, body: new Uint8Array() });

/** The worker thread, restarted after a crash; `ready` while it takes writes. */
class WriteThread {
  ready = false;
  answered = 0;
  readonly started: Promise<void>;
  private markStarted = () => {};
  private worker: Worker | null = null;
  private closed = false;
  private nextId = 1;
  private readonly waiting = new Map<number, (answer: WriteAnswer) => void>();

  constructor(
    private readonly config: Config,
    private readonly log: () => FastifyBaseLogger | undefined,
  ) {
    this.started = new Promise<void>((resolve) => (this.markStarted = resolve));
    this.start();
  }

  private start() {
    this.ready = false;
    const entry = new URL(import.meta.url.endsWith('.ts') ? './write-thread.ts' : './write-thread.js', import.meta.url);
    const workerData = { config: this.config };
    // Source runs (tests, `tsx`) load TypeScript in the thread as in the main one.
    const thread = entry.pathname.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`,
          { eval: true, workerData, resourceLimits, execArgv: ['--conditions=source'] },
        )
      : new Worker(entry, { workerData, resourceLimits });
    this.worker = thread;
    thread.on('message', (message: WriteThreadMessage) => {
      if (message.kind === 'ready') {
        this.ready = true;
        this.markStarted();
        return;
      }
      this.answered += 1;
      this.waiting.get(message.answer.id)?.(message.answer);
      this.waiting.delete(message.answer.id);
    });
    thread.on('error', (error) => this.log()?.error({ err: error }, 'the write thread failed'));
    thread.on('exit', (code) => {
      this.ready = false;
      this.worker = null;
      // What it had not answered gets a 503: the request may or may not have been written.
      for (const [id, resolve] of this.waiting) resolve(unanswered(id));
      this.waiting.clear();
      if (this.closed) return;
      this.log()?.warn(`the write thread stopped (exit code ${code}): writes are served here until it is back`);
      setTimeout(() => this.start(), RESTART_MS).unref();
    });
  }

  ask(asked: Omit<WriteAsked, 'id'>): Promise<WriteAnswer> {
    const id = this.nextId++;
    if (!this.worker) return Promise.resolve(unanswered(id));
    const answered = new Promise<WriteAnswer>((resolve) => this.waiting.set(id, resolve));
    this.worker.postMessage({ kind: 'ask', asked: { ...asked, id } });
    return answered;
  }

  /** Ends the thread as if it had failed: what it was answering gets a 503, and it starts again. */
  async crash() {
    await this.worker?.terminate();
  }

  /** Resolves once a thread takes writes. */
  async whenReady() {
    while (!this.ready) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  async close() {
    this.closed = true;
    const thread = this.worker;
    if (!thread) return;
    const exited = new Promise((resolve) => thread.once('exit', resolve));
    thread.postMessage({ kind: 'close' });
    await exited;
  }
}

/** Whether a request goes to the write thread: a write of the API with a small, plain body. */
function isThreadedWrite(req: IncomingMessage): boolean {
  if (!WRITE_METHODS.has(req.method ?? '') || !req.url?.startsWith('/api/')) return false;
  if (req.headers['transfer-encoding']) return false;
  if ((req.headers['content-type'] ?? '').startsWith('multipart/')) return false;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length <= MAX_FORWARDED_BYTES;
}

export function writeRouting(config: Config): WriteRouting {
  let app: Settling | null = null;
  const thread = new WriteThread(config, () => app?.log);

  const forward = (req: IncomingMessage, res: ServerResponse, settling: Settling) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const answer = await thread.ask({
        method: req.method!,
        url: req.url!,
        headers: req.headers as Record<string, string | string[]>,
        body: Buffer.concat(chunks),
        remoteAddress: req.socket.remoteAddress ?? '127.0.0.1',
      });
      // A change is heard here before its answer leaves (as cache-sync.ts does for this thread's
      // own writes): the fence the write thread settled on, heard on this thread's connection.
      const fence = answer.headers[FENCE_HEADER];
      delete answer.headers[FENCE_HEADER];
      const refused = answer.statusCode >= 400 && answer.statusCode < 500;
      if (typeof fence === 'string') await settling.heardFence(fence);
      else if (!refused && answer.statusCode !== 0) await settling.settleReads();
      send(res, answer);
    });
  };

  return {
    serverFactory: (handler) =>
      createServer((req, res) => {
        if (app && thread.ready && isThreadedWrite(req)) forward(req, res, app);
        else handler(req, res);
      }),
    attach(mainApp) {
      app = mainApp;
      mainApp.addHook('onClose', () => thread.close());
    },
    started: thread.started,
    answered: () => thread.answered,
    crash: () => thread.crash(),
    ready: () => thread.whenReady(),
  };
}

function send(res: ServerResponse, answer: WriteAnswer) {
  if (answer.statusCode === 0) {
    const body = JSON.stringify(errorBody(MSG.databaseUnavailable));
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
    return;
  }
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    if (name === 'connection' && value === 'close') res.shouldKeepAlive = false;
    if (!HOP_BY_HOP.has(name)) res.setHeader(name, value);
  }
  res.statusCode = answer.statusCode;
  res.end(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
}

/** The write thread, where it can run: on a PostgreSQL server, unless turned off. */
export function writeRoutingFor(config: Config): WriteRouting | null {
  return config.DATABASE_URL && config.WRITE_THREAD ? writeRouting(config) : null;
}
