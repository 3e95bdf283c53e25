import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_MINUTES } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import type { LoginInput, SessionInfo, SessionUser, SignupInput } from '#shared/schemas/auth.js';
import type { LoginThrottle } from '../../auth/login-throttle.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords.js';
import {
  createSession,
  revokeOtherSessions,
  revokeSession,
  type Principal,
  type SessionLifetimes,
} from '../../auth/session-store.js';
import { generateToken, hashToken } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import { departments, employees, passwordResetTokens, sessions, users } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden, notFound, pgErrorOf } from '../../lib/errors.js';
import { enqueueMail, enqueueMailIf } from '../../events/outbox.js';
import { describeDevice } from '../../lib/request-meta.js';
import { imageName } from '../uploads/index.js';

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

/** The signed-in user as the API returns it: never a password hash. */
export async function getSessionUser(db: Db, userId: string): Promise<SessionUser> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      imageId: users.imageId,
      lastLoginIp: users.lastLoginIp,
      lastLoginDevice: users.lastLoginDevice,
      lastLoginAt: users.lastLoginAt,
      employeeId: employees.id,
      employeeCode: employees.employeeCode,
      departmentId: departments.id,
      departmentName: departments.name,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('User not found.');
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    profileImage: imageName(row.imageId),
    meta: {
      lastLoginIp: row.lastLoginIp,
      lastLoginDevice: row.lastLoginDevice,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    },
    employee:
      row.employeeId && row.employeeCode
        ? {
            _id: row.employeeId,
            employeeId: row.employeeCode,
            department:
              row.departmentId && row.departmentName ? { _id: row.departmentId, dep_name: row.departmentName } : null,
          }
        : null,
  };
}

export async function login(db: Db, input: LoginInput, client: ClientMeta, lifetimes: SessionLifetimes) {
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  if (!account) {
    await verifyAgainstDummy(input.password);
    throw new AppError(401, MSG.invalidCredentials);
  }
  const valid = await verifyPassword(account.passwordHash, input.password);
  if (!valid) throw new AppError(401, MSG.invalidCredentials);
  // Said only to whoever knows the password: without it, a disabled account answers as any other.
  if (!account.isActive) throw forbidden(MSG.accountDisabled);

  const remember = input.remember ?? false;
  const session = await createSession(
    db,
    { userId: account.id, remember, ip: client.ip, userAgent: client.userAgent },
    lifetimes,
  );
  await db
    .update(users)
    .set({
      lastLoginAt: new Date(),
      lastLoginIp: client.ip,
      lastLoginDevice: describeDevice(client.userAgent ?? undefined),
    })
    .where(eq(users.id, account.id));
  return { ...session, remember, user: await getSessionUser(db, account.id) };
}

/**
 * Users with a live session, by name: the first `limit` of them (all without one), how many in
 * all, and until when the answer holds — the moment the first live session ends by expiring (a
 * sign-in, sign-out or revocation is a change made through the API, which clears what is kept).
 */
export async function listActiveUsers(db: Db, limit?: number) {
  const live = sql`${sessions.expiresAt} > now()`;
  const query = db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      total: sql<number>`count(*) over ()::int`,
      firstExpiry: sql<number>`(extract(epoch from (select min(${sessions.expiresAt}) from ${sessions} where ${live})) * 1000)::float8`,
    })
    .from(users)
    .where(sql`exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${live})`)
    .orderBy(asc(users.name), asc(users.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const result = rows.map((row) => ({ _id: row.id, email: row.email, name: row.name, role: row.role }));
  // The window count is the same on every row; with no row, there are none (the limit is at least 1).
  const first = rows[0];
  return { result, count: first?.total ?? 0, until: first ? Number(first.firstExpiry) : Infinity };
}

/**
 * Creates a `user`-role account. The answer is the same whether or not the email already has an
 * account (so sign-up cannot be used to find out who has one); the mail tells the owner which.
 */
export async function signup(db: Db, input: SignupInput, allowSignup: boolean, publicUrl: string) {
  if (!allowSignup) throw forbidden(MSG.signupDisabled);
  // Hashed in both cases, so the answer takes as long either way.
  const passwordHash = await hashPassword(input.password);
  const base = publicUrl.replace(/\/$/, '');
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, role: 'user', passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) {
      await enqueueMail(tx, {
        topic: 'signup',
        to: input.email,
        subject: 'Your EMS Panel account is ready',
        text: [
          `Hello ${input.name},`,
          '',
          'Your EMS Panel account has been created. Sign in here:',
          `${base}/login`,
        ].join('\n'),
      });
      return;
    }
    await enqueueMail(tx, {
      topic: 'signup',
      to: input.email,
      subject: 'Someone tried to sign up with your email',
      text: [
        'Hello,',
        '',
        'Someone tried to create an EMS Panel account with this email, but you already have one, so nothing was changed.',
        `Sign in: ${base}/login`,
        `Forgot your password? ${base}/forgot-password`,
        '',
        'If this was not you, you can ignore this mail.',
      ].join('\n'),
    });
  });
}

/** Stands for the user when there is none: a statement about them then finds nothing. */
const NO_ONE = '00000000-0000-0000-0000-000000000000';

/**
 * Queues a one-time reset link. A new link replaces every earlier one of that user. An email gets
 * at most `resetMails`' limit of links an hour (counted in the database, for every process), and
 * a disabled account none. Whether the account exists shows nowhere: the answer is the same, it
 * never waits for mail, and the database work is the same statements — counted, looked up, the
 * old links deleted, the new one and its mail written — which write nothing when no mail goes.
 */
export async function requestPasswordReset(db: Db, email: string, publicUrl: string, resetMails: LoginThrottle) {
  const within = await resetMails.take(['reset-mail', email]);
  const token = generateToken();
  const resetUrl = `${publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email), eq(users.isActive, true)))
      .limit(1);
    const send = within && account !== undefined;
    const userId = send ? account.id : NO_ONE;
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.execute(sql`insert into password_reset_tokens (user_id, token_hash, expires_at)
      select ${userId}, ${hashToken(token)}, ${new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000)} where ${send}`);
    // Mailed whatever the person's mail setting: it is how they get back in.
    await enqueueMailIf(tx, send, {
      topic: 'password-reset',
      to: account?.email ?? email,
      subject: 'Reset your EMS Panel password',
      text: [
        `Hello ${account?.name ?? ''},`,
        '',
        `Someone asked to reset the password of your EMS Panel account. The link below works once, for ${RESET_TOKEN_MINUTES} minutes:`,
        resetUrl,
        '',
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ].join('\n'),
    });
  });
}

export async function resetPassword(db: Db, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Claiming the token and changing the password happen together, or not at all.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw badRequest(MSG.resetInvalid);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, claimed.userId));
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
    // Every other link of this user dies with the one used.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, claimed.userId));
  });
}

export async function changePassword(
  db: Db,
  principal: Principal,
  input: { currentPassword: string; newPassword: string },
) {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw badRequest(MSG.currentPasswordWrong, { field: 'currentPassword' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, principal.userId));
    await revokeOtherSessions(tx, principal.userId, principal.sessionId);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, principal.userId));
  });
}

/** Changes the own sign-in email (the current password proves it is the owner); other sessions end. */
export async function changeEmail(db: Db, principal: Principal, input: { currentPassword: string; email: string }) {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw badRequest(MSG.currentPasswordWrong, { field: 'currentPassword' });
  }
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ email: input.email, updatedAt: new Date() }).where(eq(users.id, principal.userId));
      await revokeOtherSessions(tx, principal.userId, principal.sessionId);
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, principal.userId));
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') throw conflict(MSG.emailTaken, { field: 'email' });
    throw error;
  }
}

export async function listSessions(db: Db, principal: Principal): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, principal.userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ip: row.ip,
    device: describeDevice(row.userAgent ?? undefined),
    current: row.id === principal.sessionId,
  }));
}

export async function revokeOwnSession(db: Db, principal: Principal, sessionId: string) {
  if (!(await revokeSession(db, sessionId, principal.userId))) {
    throw notFound('Session not found.');
  }
}
