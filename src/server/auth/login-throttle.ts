import { eq, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { loginAttempts, users } from '../db/schema/index.js';
import { hashToken } from './tokens.js';

/** What is counted: its kind first, then what it is counted for ('sign-in', email, IP). */
export type ThrottleKey = readonly [kind: string, ...parts: string[]];

/** A key as stored: each part hashed, so the table holds no email or address, and a key's beginning can be matched. */
const stored = (key: readonly string[]) => key.map(hashToken).join(':');

/** A sign-in's key: the email before the address, so all of an account's can be forgotten at once. */
export const signInKey = (email: string, ip: string): ThrottleKey => ['sign-in', email.toLowerCase(), ip];

/**
 * Forgets an account's failed sign-ins from every address: it was enabled again, and what was
 * tried while it was disabled (when even the right password could not sign in) must not lock it.
 */
export async function forgetFailedSignIns(db: Db | Tx, userId: string): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await db.delete(loginAttempts).where(like(loginAttempts.key, `${stored(['sign-in', user.email.toLowerCase()])}:%`));
}

/**
 * Counts failures per key in PostgreSQL, so every server process shares one count: failed
 * sign-ins per email and IP, guessed calendar-feed addresses per IP, reset mails per email. After
 * `maxFailures` failures within `windowMs` of the first, the key is refused until that window
 * ends; a successful sign-in clears its key.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  async secondsBlocked(key: ThrottleKey): Promise<number> {
    const [row] = await this.db
      .select({ seconds: sql<number>`ceil(extract(epoch from (${loginAttempts.blockedUntil} - now())))::int` })
      .from(loginAttempts)
      .where(sql`${loginAttempts.key} = ${stored(key)} and ${loginAttempts.blockedUntil} > now()`);
    return row ? Math.max(row.seconds, 1) : 0;
  }

  /** Counts one more failure for the key; how many it has in its window now. */
  async recordFailure(key: ThrottleKey): Promise<number> {
    const window = sql`make_interval(secs => ${this.windowMs / 1000})`;
    const stale = sql`${loginAttempts.windowStartedAt} < now() - ${window}`;
    const [row] = await this.db
      .insert(loginAttempts)
      .values({ key: stored(key), failures: 1 })
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
        .where(eq(loginAttempts.key, stored(key)));
    }
    return row?.failures ?? 0;
  }

  /** Counts one more for the key, and says whether it is still within the limit (a reset mail that may go). */
  async take(key: ThrottleKey): Promise<boolean> {
    return (await this.recordFailure(key)) <= this.maxFailures;
  }

  async clear(key: ThrottleKey): Promise<void> {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, stored(key)));
  }
}

/** "Too many failed sign-ins. Please wait 14 minutes and try again." */
export function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed sign-ins. Please wait ${wait} and try again.`;
}
