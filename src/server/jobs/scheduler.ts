import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { rowsOf } from '../lib/sql.js';

export interface Job {
  name: string;
  /** A fixed number per job: processes take a PostgreSQL advisory lock on it, so one runs it. */
  lockKey: number;
  everyMs: number;
  run(tx: Tx): Promise<unknown>;
}

/**
 * Runs periodic jobs inside the server. Each run is one transaction that first takes the job's
 * transaction-scoped advisory lock without waiting: with several server processes, the others
 * skip that round instead of repeating the work.
 */
export class Scheduler {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly jobs: readonly Job[],
    /** `afterRun`: awaited after each run this process made, before `runNow` resolves. */
    private readonly options: { afterRun?: () => Promise<void> } = {},
  ) {}

  start() {
    for (const job of this.jobs) {
      const timer = setInterval(() => void this.runNow(job.name), job.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** Runs a job once (if no other process holds it); true when this process ran it. */
  async runNow(name: string): Promise<boolean> {
    const job = this.jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`unknown job ${name}`);
    const run = this.db
      .transaction(async (tx) => {
        const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${job.lockKey}) as locked`);
        const [row] = rowsOf<{ locked: boolean }>(locked);
        if (!row?.locked) return false;
        await job.run(tx);
        return true;
      })
      .catch((error: unknown) => {
        this.log.warn({ err: error, job: job.name }, 'scheduled job failed');
        return false;
      });
    const ran = run.then(async (done) => {
      if (done) await this.options.afterRun?.();
      return done;
    });
    this.running.add(ran);
    try {
      return await ran;
    } finally {
      this.running.delete(ran);
    }
  }

  async close() {
    for (const timer of this.timers) clearInterval(timer);
    await Promise.all(this.running);
  }
}
