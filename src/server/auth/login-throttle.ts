/**
 * Counts failed sign-ins per (IP, email) in a sliding window. After `maxFailures` the pair is
 * refused until the window passes; a success clears it. Per process, like any in-memory limiter:
 * with N processes an attacker gets at most N × maxFailures tries per window.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.maxFailures;
  }

  recordFailure(key: string, now = Date.now()): void {
    const kept = this.recent(key, now);
    kept.push(now);
    this.failures.set(key, kept);
    if (this.failures.size > 100_000) this.failures.clear(); // bounded memory under a flood
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
