import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema/index.js';
import { hashToken } from './tokens.js';

/**
 * Counts failures per key in PostgreSQL, so every server process shares one count: failed
 * sign-ins per (IP, email), guessed calendar-feed addresses per IP, reset mails per email. After `maxFailures` failures
 * within `windowMs` of the first, the key is refused until that window ends; a successful sign-in
 * clears its pair. Keys are stored hashed.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the pair may try again, or 0 when it may try now. */
  async secondsBlocked(key: string): Promise<number> {
    const [row] = await this.db
      .select({ seconds: sql<number>`ceil(extract(epoch from (${loginAttempts.blockedUntil} - now())))::int` })
      .from(loginAttempts)
      .where(sql`${loginAttempts.key} = ${hashToken(key)} and ${loginAttempts.blockedUntil} > now()`);
    return row ? Math.max(row.seconds, 1) : 0;
  }

  /** Counts one more failure for the key; how many it has in its window now. */
  async recordFailure(key: string): Promise<number> {
    const window = sql`make_interval(secs => ${this.windowMs / 1000})`;
    const stale = sql`${loginAttempts.windowStartedAt} < now() - ${window}`;
    const [row] = await this.db
      .insert(loginAttempts)
      .values({ key: hashToken(key), failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when ${stale} then now() else ${loginAttempts.windowStartedAt} end`,
          blockedUntil: sql`case when ${stale} then null else ${loginAttempts.blockedUntil} end`,
        },
      })
      .returning({ failures: loginAttempts.failures });
    if (row && row.failures >= this.maxFailures) {
      await this.db
        .update(loginAttempts)
        .set({ blockedUntil: sql`${loginAttempts.windowStartedAt} + ${window}` })
        .where(eq(loginAttempts.key, hashToken(key)));
    }
    return row?.failures ?? 0;
  }

  /** Counts one more for the key, and says whether it is still within the limit (a reset mail that may go). */
  async take(key: string): Promise<boolean> {
    return (await this.recordFailure(key)) <= this.maxFailures;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, hashToken(key)));
  }
}

/** "Too many failed sign-ins. Please wait 14 minutes and try again." */
export function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed sign-ins. Please wait ${wait} and try again.`;
}
