import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import { deleteExpiredSessions } from '../auth/session-store.js';
import { idempotencyKeys, loginAttempts, outbox, passwordResetTokens } from '../db/schema/index.js';
import type { Job } from './scheduler.js';

const MINUTE = 60_000;

/** Deletes what has outlived its use (ended sessions, spent reset links, old idempotency answers) and folds the tallies. */
export function housekeepingJobs(): Job[] {
  return [
    {
      name: 'delete-ended-sessions',
      lockKey: 727_201,
      everyMs: 10 * MINUTE,
      run: (tx) => deleteExpiredSessions(tx),
    },
    {
      name: 'delete-spent-credentials',
      lockKey: 727_202,
      everyMs: 30 * MINUTE,
      async run(tx) {
        await tx
          .delete(passwordResetTokens)
          .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, sql`now()`)));
        await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`));
        await tx
          .delete(loginAttempts)
          .where(
            and(
              lt(loginAttempts.windowStartedAt, sql`now() - interval '1 day'`),
              or(sql`${loginAttempts.blockedUntil} is null`, lt(loginAttempts.blockedUntil, sql`now()`)),
            ),
          );
        // Sent mail is kept a month (the admin's Outgoing Mail list); failed mail until retried.
        await tx.delete(outbox).where(lt(outbox.sentAt, sql`now() - interval '30 days'`));
      },
    },
    {
      // The tallies' appended differences folded into one row per count (decision 13): the sums
      // stay the same, so no read is cleared.
      name: 'fold-tallies',
      lockKey: 727_203,
      everyMs: MINUTE,
      run: (tx) => tx.execute(sql`select fold_tallies()`),
    },
  ];
}
