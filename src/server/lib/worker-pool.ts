/**
 * A few worker threads for heavy work on what people upload (reading a workbook), so that the
 * event loop keeps answering everyone else meanwhile. At most `size` tasks run at once and at most
 * `queue` wait; more are refused at once. Each task has a time limit and each worker V8's heap
 * limits (`resourceLimits`): a worker whose task runs out of either, or that crashes, is ended and
 * replaced, and only that task fails. Idle workers do not keep the process alive, and end after
 * `idleMs`, giving their memory back.
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort, type ResourceLimits, type Transferable, Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** The worker's module (see `workerScript`). */
  script: URL;
  size: number;
  queue: number;
  timeoutMs: number;
  resourceLimits: ResourceLimits;
  idleMs: number;
}

/** Why a task failed: the pool was full, it ran out of time or of memory, or its worker crashed. */
export class WorkerTaskError extends Error {
  constructor(readonly reason: 'busy' | 'time' | 'memory' | 'crashed') {
    super(`worker task failed: ${reason}`);
  }
}

interface Task<In, Out> {
  input: In;
  transfer: readonly Transferable[];
  resolve(output: Out): void;
  reject(error: WorkerTaskError): void;
}

/**
 * The worker module `name` beside the module at `here` (its `import.meta.url`): `.ts` when the
 * server runs from source (tests, `npm run dev`), `.js` when it runs built.
 */
export const workerScript = (here: string, name: string) => new URL(`./${name}${extname(fileURLToPath(here))}`, here);

function spawn(script: URL, resourceLimits: ResourceLimits): Worker {
  if (!script.pathname.endsWith('.ts')) return new Worker(script, { resourceLimits });
  // From source, tsx compiles the worker's TypeScript and the `source` condition sends `#shared/…`
  // to src/, as in the main thread (tsx is a development dependency: the built server never needs it).
  const load = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); })`;
  return new Worker(load, { eval: true, execArgv: ['--conditions=source'], resourceLimits });
}

export class WorkerPool<In, Out> {
  private readonly live = new Set<Worker>();
  private readonly idle = new Map<Worker, NodeJS.Timeout>();
  private readonly waiting: Task<In, Out>[] = [];

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Runs a task in a worker; rejects with a `WorkerTaskError` when it cannot or does not finish. */
  run(input: In, transfer: readonly Transferable[] = []): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      const task = { input, transfer, resolve, reject };
      if (this.idle.size > 0 || this.live.size < this.options.size) this.start(task);
      else if (this.waiting.length < this.options.queue) this.waiting.push(task);
      else reject(new WorkerTaskError('busy'));
    });
  }

  private start(task: Task<In, Out>): void {
    const worker = this.takeIdle() ?? this.startWorker();
    worker.ref();
    const done = (failure: WorkerTaskError | null, output?: Out) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (failure) {
        void worker.terminate();
        task.reject(failure);
      } else {
        this.park(worker);
        task.resolve(output as Out);
      }
    };
    const onMessage = (output: Out) => done(null, output);
    const onError = (error: { code?: string }) =>
      done(new WorkerTaskError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed'));
    const onExit = () => done(new WorkerTaskError('crashed'));
    const timer = setTimeout(() => done(new WorkerTaskError('time')), this.options.timeoutMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(task.input, task.transfer);
  }

  private startWorker(): Worker {
    const worker = spawn(this.options.script, this.options.resourceLimits);
    this.live.add(worker);
    // Always listened to: an 'error' nobody listens to would end the whole process.
    worker.on('error', () => {});
    worker.on('exit', () => {
      this.live.delete(worker);
      clearTimeout(this.idle.get(worker));
      this.idle.delete(worker);
      this.next();
    });
    return worker;
  }

  private takeIdle(): Worker | undefined {
    const [worker] = this.idle.keys();
    if (!worker) return undefined;
    clearTimeout(this.idle.get(worker));
    this.idle.delete(worker);
    return worker;
  }

  private park(worker: Worker): void {
    worker.unref();
    const timer = setTimeout(() => void worker.terminate(), this.options.idleMs);
    timer.unref();
    this.idle.set(worker, timer);
    this.next();
  }

  private next(): void {
    if (this.waiting.length > 0 && (this.idle.size > 0 || this.live.size < this.options.size)) {
      this.start(this.waiting.shift()!);
    }
  }
}

/** In a worker's module: answers each task the pool sends with `handle`'s result. */
export function serveTasks<In, Out>(handle: (input: In) => Out | Promise<Out>): void {
  parentPort!.on('message', (input: In) => {
    void Promise.resolve(handle(input)).then((output) => parentPort!.postMessage(output));
  });
}
