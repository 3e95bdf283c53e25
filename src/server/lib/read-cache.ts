/**
 * A small in-process cache for reads that many requests share (dashboard figures, the
 * department list, signed-in sessions), so the database computes them once instead of once per
 * request.
 *
 * Correctness rests on clearing, not on expiry: every change made through the API clears this
 * process's cache before the answer is sent (read-your-writes), and tells the other server
 * processes through PostgreSQL NOTIFY to clear theirs (see app.ts). Expiry (`ttlMs`) only bounds
 * how long a value could live if a change reached the database some other way.
 *
 * - Concurrent misses of one key share one computation (single flight).
 * - A computation that started before a clear is handed to its callers but never stored, so a
 *   value read before a change cannot outlive the clear.
 * - At most `maxEntries` values, and text values of at most `maxChars` characters in all (a
 *   report's kept order is one long string); the oldest go first, a text longer than the whole
 *   budget is handed out and not kept.
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: unknown; expires: number; chars: number }>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private generation = 0;
  private chars = 0;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; maxChars?: number }) {}

  /**
   * The cached value of `key`, computing it once when absent. `ttlMs` may depend on the value;
   * 0 or less means "do not keep this one". `charsOf` says how much of the text budget a value
   * that is not a string holds (a string counts its length).
   */
  async get<T>(
    key: string,
    compute: () => Promise<T>,
    ttlMs: number | ((value: T) => number) = this.options.ttlMs,
    charsOf?: (value: T) => number,
  ): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as T;
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;

    const generation = this.generation;
    const computation = compute().then(
      (value) => {
        if (this.pending.get(key) === computation) this.pending.delete(key);
        const ttl = typeof ttlMs === 'function' ? ttlMs(value) : ttlMs;
        const keep = Math.min(ttl, this.options.ttlMs);
        if (generation === this.generation && keep > 0) {
          this.store(key, value, keep, charsOf ? charsOf(value) : typeof value === 'string' ? value.length : 0);
        }
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(key) === computation) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, computation);
    return computation;
  }

  /** Forgets everything: values and computations in flight (their callers still get them). */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
    this.chars = 0;
  }

  get size() {
    return this.entries.size;
  }

  /** Whether values are kept at all (a cache configured with no expiry time keeps nothing). */
  get keeps() {
    return this.options.ttlMs > 0;
  }

  private store(key: string, value: unknown, ttlMs: number, chars: number) {
    this.forget(key);
    const maxChars = this.options.maxChars ?? Infinity;
    if (chars > maxChars) return;
    while (this.entries.size && (this.entries.size >= this.options.maxEntries || this.chars + chars > maxChars)) {
      this.forget(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value, expires: Date.now() + ttlMs, chars });
    this.chars += chars;
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.chars;
  }
}
