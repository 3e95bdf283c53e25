import { randomUUID } from 'node:crypto';

/**
 * A small in-process cache for reads that many requests share (dashboard figures, the
 * department list, signed-in sessions), so the database computes them once instead of once per
 * request.
 *
 * Each value is kept under the areas it was read from ('Employees', 'Leave', …), and a change to an
 * area clears only the values read from it. Correctness rests on clearing, not on expiry: the
 * database announces every change to an area, whoever makes it (events/change-areas.ts), and
 * each process clears what it keeps of that area. Expiry (`ttlMs`) only bounds how long a value
 * lives when nothing changes.
 *
 * - Concurrent misses of one key share one computation (single flight).
 * - A computation that started before one of its areas was cleared is handed to its callers but
 *   never stored, so a value read before a change cannot outlive the change.
 * - At most `maxEntries` values, and text values of at most `maxChars` characters in all (a
 *   report's kept order is one long string); the oldest go first, a text longer than the whole
 *   budget is handed out and not kept.
 */
export interface KeepOptions<T> {
  /** How long to keep it (at most the cache's `ttlMs`); 0 or less: do not keep this one. */
  ttlMs?: number | ((value: T) => number);
  /** How much of the text budget a value that is not a string holds (a string counts its length). */
  charsOf?: (value: T) => number;
  /**
   * A value that follows changes row by row instead of being dropped: told of the rows that changed
   * in one of its areas (`changedRows`), it answers whether it has taken them in (it will re-read
   * them before it is next used) or not (it is dropped, as any other value of the area). A change
   * announced without its rows still drops it.
   */
  follow?: (value: T, rows: ChangedRows) => boolean;
}

/** Rows of one table that a change touched (their primary keys). */
export interface ChangedRows {
  table: string;
  ids: string[];
}

interface Entry<A> {
  value: unknown;
  expires: number;
  chars: number;
  areas: readonly A[];
  follow?: ((value: unknown, rows: ChangedRows) => boolean) | undefined;
}

interface Pending<A> {
  computation: Promise<unknown>;
  areas: readonly A[];
  /** A following computation: the rows changed while it ran, handed to the value once it is there. */
  changes?: ChangedRows[];
}

export class ReadCache<A extends string> {
  private readonly entries = new Map<string, Entry<A>>();
  private readonly pending = new Map<string, Pending<A>>();
  /** Keys kept or being computed, by area. */
  private readonly keysOf = new Map<A, Set<string>>();
  /** Bumped by each clear of an area: a computation stores its value only if none moved meanwhile. */
  private readonly generations = new Map<A, number>();
  /** Bumped by each clear of everything (announcements may have been missed, of any area). */
  private epoch = 0;
  /** Tells this process's versions from another's (or a restarted one's), whose counters may agree. */
  private readonly processId = randomUUID();
  private chars = 0;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; maxChars?: number }) {}

  /** The cached value of `key`, read from `areas`, computing it once when absent. */
  async get<T>(key: string, areas: readonly A[], compute: () => Promise<T>, keep: KeepOptions<T> = {}): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as T;
    const running = this.pending.get(key);
    if (running) return running.computation as Promise<T>;

    const started = areas.map((area) => this.generations.get(area) ?? 0);
    const follow = keep.follow as Entry<A>['follow'];
    const pending: Pending<A> = { computation: undefined!, areas, ...(follow ? { changes: [] } : {}) };
    // A following value is overtaken only by a clear (which takes it off `pending`); rows changed
    // meanwhile are handed to it. Any other value, by any change to its areas.
    const current = () =>
      follow
        ? this.pending.get(key) === pending && pending.changes!.every((rows) => follow(value, rows))
        : areas.every((area, i) => (this.generations.get(area) ?? 0) === started[i]);
    let value: T;
    const computation = compute().then(
      (computed) => {
        value = computed;
        const unchanged = current();
        if (this.pending.get(key) === pending) this.pending.delete(key);
        const ttl = typeof keep.ttlMs === 'function' ? keep.ttlMs(value) : (keep.ttlMs ?? this.options.ttlMs);
        const lifetime = Math.min(ttl, this.options.ttlMs);
        if (lifetime > 0 && unchanged) {
          const chars = keep.charsOf ? keep.charsOf(value) : typeof value === 'string' ? value.length : 0;
          this.store(key, { value, expires: Date.now() + lifetime, chars, areas, follow });
        } else this.unlist(key, areas);
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(key) === pending) this.pending.delete(key);
        this.unlist(key, areas);
        throw error;
      },
    );
    pending.computation = computation;
    this.pending.set(key, pending);
    for (const area of areas) this.keysIn(area).add(key);
    return computation;
  }

  /**
   * Forgets what was read from these areas: values and computations in flight (their callers
   * still get them, nobody else).
   */
  clearAreas(areas: Iterable<A>) {
    for (const area of areas) {
      this.generations.set(area, (this.generations.get(area) ?? 0) + 1);
      const keys = this.keysOf.get(area);
      if (!keys) continue;
      this.keysOf.delete(area);
      for (const key of keys) {
        const listed = this.entries.get(key)?.areas ?? this.pending.get(key)?.areas ?? [];
        this.pending.delete(key);
        this.forget(key);
        this.unlist(key, listed);
      }
    }
  }

  /**
   * Some rows of one table of `area` changed: values that follow such changes take them in (or
   * are dropped if they cannot), every other value read from the area is forgotten as by
   * `clearAreas`.
   */
  changedRows(area: A, rows: ChangedRows) {
    this.generations.set(area, (this.generations.get(area) ?? 0) + 1);
    const keys = this.keysOf.get(area);
    if (!keys) return;
    for (const key of [...keys]) {
      const entry = this.entries.get(key);
      const running = this.pending.get(key);
      running?.changes?.push(rows);
      if (entry && !entry.follow?.(entry.value, rows)) this.forget(key);
      if (running && !running.changes) this.pending.delete(key);
      this.unlist(key, entry?.areas ?? running?.areas ?? []);
    }
  }

  /** Forgets everything (a process that may have missed announcements of changes). */
  clear() {
    this.epoch += 1;
    // Every key kept or being computed is listed under its areas.
    this.clearAreas([...this.keysOf.keys()]);
  }

  /**
   * What this process has heard of these areas, as one text: it changes with every clear of one
   * of them (a change announced by the database, whoever made it) and is never the same in two
   * processes. Taken before a read, it names the data that read sees at least (lib/etags.ts).
   */
  versionOf(areas: readonly A[]): string {
    return [this.processId, this.epoch, ...areas.map((area) => `${area}=${this.generations.get(area) ?? 0}`)].join(':');
  }

  get size() {
    return this.entries.size;
  }

  /** Whether values are kept at all (a cache configured with no expiry time keeps nothing). */
  get keeps() {
    return this.options.ttlMs > 0;
  }

  private keysIn(area: A) {
    let keys = this.keysOf.get(area);
    if (!keys) this.keysOf.set(area, (keys = new Set()));
    return keys;
  }

  private store(key: string, entry: Entry<A>) {
    this.forget(key);
    const maxChars = this.options.maxChars ?? Infinity;
    if (entry.chars > maxChars) return;
    while (this.entries.size && (this.entries.size >= this.options.maxEntries || this.chars + entry.chars > maxChars)) {
      this.forget(this.entries.keys().next().value!);
    }
    this.entries.set(key, entry);
    this.chars += entry.chars;
    for (const area of entry.areas) this.keysIn(area).add(key);
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.chars;
    this.unlist(key, entry.areas);
  }

  /** Takes a key off its areas' lists once nothing is kept or computed under it. */
  private unlist(key: string, areas: readonly A[]) {
    if (this.entries.has(key) || this.pending.has(key)) return;
    for (const area of areas) this.keysOf.get(area)?.delete(key);
  }
}
