/**
 * Payslip PDFs made off the event loop. A PDF is 8–25 ms of font layout, subsetting and
 * compression: harmless for one download, but a run's payslips mailed (10,000) or a department's
 * ZIP (1,000) made on the main thread would hold every other request up for as long, a payslip
 * at a time. Workers make them instead; each parses the fonts once and is kept for a few minutes,
 * so a burst pays that once.
 */
import { availableParallelism } from 'node:os';
import { PAYSLIP_MSG } from '#shared/messages/payslips.js';
import { AppError } from '../../lib/errors.js';
import { WorkerPool, WorkerTaskError, workerScript } from '../../lib/worker-pool.js';
import type { Payslip, PayslipSettings, RenderTask } from './payslip-pdf.js';

/** One worker per core but one (the event loop keeps its own), at most four. */
const pool = new WorkerPool<RenderTask, Uint8Array>({
  script: workerScript(import.meta.url, 'payslip-worker'),
  size: Math.min(4, Math.max(1, availableParallelism() - 1)),
  // Callers wait their turn: the outbox sends four mails at a time, a ZIP one payslip at a time.
  queue: 256,
  // A payslip takes tens of milliseconds; the first of a worker also parses the fonts (0.3–0.6 s).
  timeoutMs: 30_000,
  resourceLimits: { maxOldGenerationSizeMb: 128 },
  idleMs: 5 * 60_000,
});

/** The PDF of one payslip, locked with `password` when one is given; a 503 when too many wait. */
export async function payslipPdf(slip: Payslip, settings: PayslipSettings, password?: string): Promise<Buffer> {
  try {
    const bytes = await pool.run({ slip, settings, password });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    throw error instanceof WorkerTaskError && error.reason === 'busy' ? new AppError(503, PAYSLIP_MSG.busy) : error;
  }
}
