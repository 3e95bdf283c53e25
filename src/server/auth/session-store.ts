import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Role } from '#shared/roles.js';
import type { Db, Tx } from '../db/client.js';
import type { ChangedRows } from '../lib/read-cache.js';
import { employees, passwordResetTokens, sessions, users } from '../db/schema/index.js';
import { generateToken, hashToken } from './tokens.js';

export interface Principal {
  userId: string;
  role: Role;
  name: string;
  email: string;
  sessionId: string;
  employeeId: string | null;
  departmentId: string | null;
  /** When the session ends unless it is used (or revoked) before. */
  sessionExpiresAt: Date;
}

export interface SessionLifetimes {
  /** Idle lifetime of a plain session: each use moves its end this far ahead. */
  sessionMs: number;
  /** Lifetime of a "Remember me" session, from sign-in. */
  rememberMs: number;
  /** Longest a plain session lives from sign-in, however busy. */
  sessionMaxMs: number;
}

/** When a session created at `createdAt` ends at the latest, whatever its activity. */
export function absoluteEnd(createdAt: Date, remember: boolean, lifetimes: SessionLifetimes): Date {
  return new Date(createdAt.getTime() + (remember ? lifetimes.rememberMs : lifetimes.sessionMaxMs));
}

/** Touching a session more often than this is wasted writes. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: Db,
  input: { userId: string; remember: boolean; ip: string | null; userAgent: string | null },
  lifetimes: SessionLifetimes,
) {
  const token = generateToken();
  const ttl = input.remember ? lifetimes.rememberMs : Math.min(lifetimes.sessionMs, lifetimes.sessionMaxMs);
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      remember: input.remember,
      ip: input.ip,
      userAgent: input.userAgent,
      expiresAt: new Date(Date.now() + ttl),
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return { token, sessionId: row!.id, expiresAt: row!.expiresAt };
}

/**
 * The signed-in person behind a token and when the session ends, or null when it is unknown,
 * expired or revoked.
 */
export async function findSession(
  db: Db,
  token: string,
  lifetimes: SessionLifetimes,
): Promise<{ principal: Principal; expiresAt: Date } | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      remember: sessions.remember,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      isActive: users.isActive,
      employeeId: employees.id,
      departmentId: employees.departmentId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row || !row.isActive) return null;
  let expiresAt = row.expiresAt;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    // A plain session's idle end moves with use, never past its absolute end; a remembered
    // session ends a fixed time after sign-in.
    const limit = absoluteEnd(row.createdAt, row.remember, lifetimes).getTime();
    const idle = row.remember ? limit : Date.now() + lifetimes.sessionMs;
    expiresAt = new Date(Math.min(idle, limit));
    await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, row.sessionId));
  }
  const principal: Principal = {
    userId: row.userId,
    role: row.role,
    name: row.name,
    email: row.email,
    sessionId: row.sessionId,
    employeeId: row.employeeId,
    departmentId: row.departmentId,
    sessionExpiresAt: expiresAt,
  };
  return { principal, expiresAt };
}

export async function revokeSession(db: Db, sessionId: string, userId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string | null) {
  await db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
}

/** Ends every session and open reset link of an account; returns how many sessions ended. */
export async function signOutEverywhere(db: Db | Tx, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  return ended.length;
}

/** Deletes ended sessions (a session's `expires_at` never passes its absolute end). */
export async function deleteExpiredSessions(db: Db | Tx) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/**
 * Whether rows changed elsewhere leave a kept principal as it is: other people's accounts and
 * employee records (a colleague's phone number, a leave's person) do not make it read again.
 * Someone without an employee record may have just been given one: any record drops theirs.
 */
export function principalUnaffected(principal: Principal, rows: ChangedRows) {
  if (rows.table === 'users') return !rows.ids.includes(principal.userId);
  if (rows.table === 'employees') return principal.employeeId !== null && !rows.ids.includes(principal.employeeId);
  return false;
}
