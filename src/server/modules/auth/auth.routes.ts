import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authApi as api } from '#shared/api/auth.js';
import { SESSION_COOKIE } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import type { LoginInput } from '#shared/schemas/auth.js';
import { principalOf } from '../../auth/access.js';
import { LoginThrottle, signInKey, waitMessage } from '../../auth/login-throttle.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { requestMeta } from '../../lib/request-meta.js';
import { route } from '../../lib/route.js';
import * as figures from './auth.figures.js';
import type { AppContext } from '../../app-context.js';
import * as auth from './auth.service.js';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Reset links one email may be sent in an hour. */
export const RESET_MAILS_PER_HOUR = 3;
const publicLimit = { max: 30, timeWindow: '1 minute' };

/** The browser's session cookie: httpOnly, SameSite=Lax, persistent only with "Remember me". */
function setSessionCookie(reply: FastifyReply, token: string, remember: boolean, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
    ...(remember ? { expires: expiresAt } : {}),
  });
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  sessionRoutes(app, ctx);
  signupRoutes(app, ctx);
  credentialRoutes(app, ctx);
}

/** Signing in (the spec's login, and the web's sign-in): the throttle, the session and its cookie. */
function signInWith(ctx: AppContext, throttle: LoginThrottle) {
  return async (request: FastifyRequest<{ Body: LoginInput }>, reply: FastifyReply) => {
    const key = signInKey(request.body.email, request.ip);
    const wait = await throttle.secondsBlocked(key);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new AppError(429, waitMessage(wait));
    }
    try {
      const result = await auth.login(ctx.db, request.body, requestMeta(request), ctx.lifetimes);
      await throttle.clear(key);
      setSessionCookie(reply, result.token, result.remember, result.expiresAt);
      return { success: true as const, token: result.token, user: result.user };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) await throttle.recordFailure(key);
      throw error;
    }
  };
}

/**
 * The web app's session check and sign-in: what a signed-out screen expects (nobody signed in, a
 * wrong password) answers 200, so the browser's console logs no failed request.
 */
function webSessionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  signIn: ReturnType<typeof signInWith>,
  rateLimit: { max: number; timeWindow: string },
) {
  route(app, api.signIn, {
    access: 'public',
    rateLimit,
    handler: async (request, reply) => {
      try {
        return await signIn(request, reply);
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 401)) throw error;
        return { success: false as const, message: error.message };
      }
    },
  });

  route(app, api.session, {
    access: 'public',
    handler: async (request) => ({
      success: true as const,
      user: request.principal ? await auth.getSessionUser(ctx.db, request.principal.userId) : null,
    }),
  });
}

/** Signing in and out, one's sessions, and who is signed in. */
function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const throttle = new LoginThrottle(ctx.db, ctx.config.LOGIN_RATE_LIMIT, FIFTEEN_MINUTES);

  const signIn = signInWith(ctx, throttle);
  const signInLimit = { max: 300, timeWindow: '1 minute' };

  route(app, api.login, { access: 'public', rateLimit: signInLimit, handler: signIn });

  webSessionRoutes(app, ctx, signIn, signInLimit);

  route(app, api.verify, {
    access: 'signed-in',
    handler: async (request) => ({
      success: true as const,
      user: await auth.getSessionUser(ctx.db, principalOf(request).userId),
    }),
  });

  route(app, api.logout, {
    access: 'signed-in',
    handler: async (request, reply) => {
      const principal = principalOf(request);
      if (request.params.id !== principal.userId && request.params.id !== principal.employeeId) {
        throw forbidden();
      }
      await auth.revokeOwnSession(ctx.db, principal, principal.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const, message: MSG.loggedOut };
    },
  });

  route(app, api.active, {
    access: ['admin'],
    handler: ({ query }) => figures.activeUsers(ctx, query.limit),
  });

  route(app, api.sessions, {
    access: 'signed-in',
    handler: async (request) => ({
      success: true as const,
      result: await auth.listSessions(ctx.db, principalOf(request)),
    }),
  });

  route(app, api.revokeSession, {
    access: 'signed-in',
    handler: async (request, reply) => {
      const principal = principalOf(request);
      await auth.revokeOwnSession(ctx.db, principal, request.params.id);
      if (request.params.id === principal.sessionId) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const, message: MSG.sessionRevoked };
    },
  });
}

/** Sign-up, where the organisation allows it. */
function signupRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.signupAllowed, {
    access: 'public',
    handler: async () => ({ success: true as const, allowed: ctx.config.ALLOW_SIGNUP }),
  });

  route(app, api.signup, {
    access: 'public',
    rateLimit: publicLimit,
    handler: async (request) => {
      await auth.signup(ctx.db, request.body, ctx.config.ALLOW_SIGNUP, ctx.publicUrl);
      return { success: true as const, message: MSG.signupReceived };
    },
  });
}

/** Passwords and sign-in email: a forgotten password, its reset link, and changes in Settings. */
function credentialRoutes(app: FastifyInstance, ctx: AppContext) {
  const resetMails = new LoginThrottle(ctx.db, RESET_MAILS_PER_HOUR, 60 * 60_000);

  route(app, api.forgotPassword, {
    access: 'public',
    rateLimit: publicLimit,
    handler: async (request) => {
      await auth.requestPasswordReset(ctx.db, request.body.email, ctx.publicUrl, resetMails);
      return { success: true as const, message: MSG.resetRequested };
    },
  });

  route(app, api.resetPassword, {
    access: 'public',
    rateLimit: publicLimit,
    handler: async (request) => {
      await auth.resetPassword(ctx.db, request.body.token, request.body.password);
      return { success: true as const, message: MSG.passwordReset };
    },
  });

  route(app, api.changePassword, {
    access: 'signed-in',
    handler: async (request) => {
      await auth.changePassword(ctx.db, principalOf(request), request.body);
      return { success: true as const, message: MSG.passwordChanged };
    },
  });

  route(app, api.changeEmail, {
    access: 'signed-in',
    handler: async (request) => {
      await auth.changeEmail(ctx.db, principalOf(request), request.body);
      return { success: true as const, message: MSG.emailChanged };
    },
  });
}
