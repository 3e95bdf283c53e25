/** Concurrent request loops that keep every outcome, for scripts that judge each answer. */
import { type Response, sleep } from './lib.js';

export interface Op {
  name: string;
  run: () => Promise<Response>;
}

export interface Outcome {
  op: string;
  worker: number;
  /** performance.now() when the request was sent and when its answer (or error) arrived. */
  start: number;
  end: number;
  /** HTTP status; 0 for a network error or a timeout (see `error`). */
  status: number;
  /** The error code (ECONNRESET, ECONNREFUSED, TIMEOUT…) when there was no answer. */
  error?: string;
  /** The `error` message of a JSON error body; null when the body was not JSON. */
  message?: string | null;
  response?: Response;
}

export const ok = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 300;

/**
 * A 4xx: the server refused the request by its rules. The mix sends only requests the rules
 * accept (writes.ts), so this is a fault of the benchmark's requests, not of the server: the
 * scripts report it apart from server faults (5xx, resets, timeouts, lost writes).
 */
export const refused = (outcome: Outcome) => outcome.status >= 400 && outcome.status < 500;

/** A failure that is the server's: neither an answer in 2xx nor a refusal of the mix. */
export const serverFault = (outcome: Outcome) => !ok(outcome) && !refused(outcome);

/** What a script claims, whether it holds, and the figures behind it. */
export interface Claim {
  claim: string;
  holds: boolean;
  detail: string;
}

/** The refused requests by operation and answer: `add leave: 400 "Not enough Sick Leave left…" ×3`. */
export function refusals(outcomes: Outcome[]): string[] {
  const counts = new Map<string, number>();
  for (const outcome of outcomes.filter(refused)) {
    const key = `${outcome.op}: ${outcome.status} ${JSON.stringify(outcome.message ?? outcome.response?.body.slice(0, 200) ?? '')}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} ×${n}`);
}

/** Every script's claim about its own requests: the server refused none of them. */
export function mixClaim(outcomes: Outcome[]): Claim {
  const found = refusals(outcomes);
  return {
    claim: 'the request mix is valid under the rules: no 4xx (else the benchmark is at fault, not the server)',
    holds: found.length === 0,
    detail: found.length ? `REFUSED — ${found.join('; ')}` : `none of ${outcomes.length} requests refused`,
  };
}

/** Picks an operation with the given relative weights. */
export function weighted(entries: [number, Op | (() => Op)][]): () => Op {
  const total = entries.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [weight, op] of entries) {
      roll -= weight;
      if (roll < 0) return typeof op === 'function' ? op() : op;
    }
    const last = entries[entries.length - 1]![1];
    return typeof last === 'function' ? last() : last;
  };
}

export async function send(op: Op, worker: number): Promise<Outcome> {
  const start = performance.now();
  try {
    const response = await op.run();
    const outcome: Outcome = { op: op.name, worker, start, end: performance.now(), status: response.status, response };
    if (!ok(outcome)) {
      try {
        const body = JSON.parse(response.body) as { error?: unknown };
        outcome.message = typeof body.error === 'string' ? body.error : null;
      } catch {
        outcome.message = null;
      }
    }
    return outcome;
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as Error).message;
    return { op: op.name, worker, start, end: performance.now(), status: 0, error: code };
  }
}

/**
 * `workers` loops, each sending one request after another until `stopped()`; a worker pauses
 * `pauseAfterFailureMs` after a failed request, as a client honouring Retry-After would.
 */
export async function drive(
  workers: number,
  pick: (worker: number) => Op | null,
  options: { stopped: () => boolean; pauseAfterFailureMs?: number; onOutcome?: (outcome: Outcome) => void },
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const loop = async (worker: number) => {
    while (!options.stopped()) {
      const op = pick(worker);
      if (!op) return;
      const outcome = await send(op, worker);
      outcomes.push(outcome);
      options.onOutcome?.(outcome);
      if (!ok(outcome) && options.pauseAfterFailureMs) await sleep(options.pauseAfterFailureMs);
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)));
  return outcomes;
}

/** `{ "503 JSON": 12, "ECONNRESET": 2 }`: what the failures were. */
export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key =
      outcome.status === 0 ? outcome.error! : `${outcome.status}${outcome.message === null ? ' (not JSON)' : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
