import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles.js';
import type { Db } from '../db/client.js';
import { employees, sessions, users } from '../db/schema/index.js';
import { generateToken, hashToken } from './tokens.js';

export interface Principal {
  userId: string;
  role: Role;
  name: string;
  email: string;
  sessionId: string;
  employeeId: string | null;
  departmentId: string | null;
}

export interface SessionLifetimes {
  sessionMs: number;
  rememberMs: number;
}

/** Touching a session more often than this is wasted writes. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: Db,
  input: { userId: string; remember: boolean; ip: string | null; userAgent: string | null },
  lifetimes: SessionLifetimes,
) {
  const token = generateToken();
  const ttl = input.remember ? lifetimes.rememberMs : lifetimes.sessionMs;
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
    const ttl = row.remember ? lifetimes.rememberMs : lifetimes.sessionMs;
    expiresAt = new Date(Date.now() + ttl);
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
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
