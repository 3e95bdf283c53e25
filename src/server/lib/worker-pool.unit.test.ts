import { describe, expect, it } from 'vitest';
import { WorkerPool, type WorkerPoolOptions } from './worker-pool.js';

type Task = { value: number; waitMs?: number; fill?: boolean };

const poolOf = (options: Partial<WorkerPoolOptions> = {}) =>
  new WorkerPool<Task, number>({
    script: new URL('../test/pool-worker.ts', import.meta.url),
    size: 1,
    queue: 1,
    timeoutMs: 20_000,
    resourceLimits: { maxOldGenerationSizeMb: 32 },
    idleMs: 60_000,
    ...options,
  });

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: { reason?: string }) => error.reason,
  );

describe('WorkerPool', () => {
  it('runs `size` tasks at once, queues `queue` more and refuses the rest at once', async () => {
    const pool = poolOf();
    const first = pool.run({ value: 1, waitMs: 300 });
    const second = pool.run({ value: 2 });
    const third = reasonOf(pool.run({ value: 3 }));
    expect(await third).toBe('busy');
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(await pool.run({ value: 4 })).toBe(4);
  });

  it('ends a task past its time limit, and the next task gets a new worker', async () => {
    // The limit counts a new worker's start too (1–2 s from source on a busy machine).
    const pool = poolOf({ timeoutMs: 6_000 });
    expect(await pool.run({ value: 1 })).toBe(1);
    const started = performance.now();
    expect(await reasonOf(pool.run({ value: 2, waitMs: 60_000 }))).toBe('time');
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(await pool.run({ value: 3 })).toBe(3);
  });

  it('ends a worker that runs out of memory: only its task fails', async () => {
    const pool = poolOf({ size: 2, queue: 0 });
    const other = pool.run({ value: 1, waitMs: 1_000 });
    expect(await reasonOf(pool.run({ value: 2, fill: true }))).toBe('memory');
    expect(await other).toBe(1);
    expect(await pool.run({ value: 3 })).toBe(3);
  });
});
