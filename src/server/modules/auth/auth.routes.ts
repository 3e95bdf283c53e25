import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  resetPasswordSchema,
  sessionInfoSchema,
  sessionUserSchema,
  signupSchema,
} from '../../../shared/schemas/auth.js';
import { ROLES } from '../../../shared/roles.js';
import { messageResponseSchema } from '../../../shared/schemas/common.js';
import { principalOf } from '../../auth/access.js';
import { LoginThrottle } from '../../auth/login-throttle.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { requestMeta } from '../../lib/request-meta.js';
import type { AppContext } from '../../app-context.js';
import * as auth from './auth.service.js';

const FIFTEEN_MINUTES = 15 * 60_000;
const publicLimit = { max: 30, timeWindow: '1 minute' };

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle(ctx.config.LOGIN_RATE_LIMIT, FIFTEEN_MINUTES);

  function setSessionCookie(reply: FastifyReply, token: string, remember: boolean, expiresAt: Date) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: reply.request.protocol === 'https',
      ...(remember ? { expires: expiresAt } : {}),
    });
  }

  r.post('/api/user/login', {
    config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' } },
    schema: {
      tags: ['Session'],
      summary: 'Sign in; returns the token and sets the session cookie',
      body: loginSchema,
      response: { 200: loginResponseSchema },
    },
    handler: async (request, reply) => {
      const key = `${request.ip}|${request.body.email}`;
      if (throttle.isBlocked(key)) throw new AppError(429, MSG.tooManyRequests);
      try {
        const result = await auth.login(ctx.db, request.body, requestMeta(request), ctx.lifetimes);
        throttle.clear(key);
        setSessionCookie(reply, result.token, result.remember, result.expiresAt);
        return { success: true as const, token: result.token, user: result.user };
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) throttle.recordFailure(key);
        throw error;
      }
    },
  });

  r.get('/api/user/verify', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['Session'],
      summary: 'The signed-in user',
      response: { 200: z.object({ success: z.literal(true), user: sessionUserSchema }) },
    },
    handler: async (request) => ({
      success: true as const,
      user: await auth.getSessionUser(ctx.db, principalOf(request).userId),
    }),
  });

  r.post('/api/user/logout/:id', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['Session'],
      summary: 'Sign out: revokes this session',
      params: z.object({ id: z.string().max(100) }),
      response: { 200: messageResponseSchema },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      if (request.params.id !== principal.userId && request.params.id !== principal.employeeId) {
        throw forbidden();
      }
      await auth.revokeOwnSession(ctx.db, principal, principal.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true, message: MSG.loggedOut };
    },
  });

  r.get('/api/user/active', {
    config: { access: ['admin'] },
    schema: {
      tags: ['Session'],
      summary: 'Users with a live session',
      response: {
        200: z.object({
          success: z.literal(true),
          result: z.array(
            z.object({ _id: z.string(), email: z.string(), name: z.string(), role: z.enum(ROLES) }),
          ),
        }),
      },
    },
    handler: async () => ({ success: true as const, result: await auth.listActiveUsers(ctx.db) }),
  });

  r.post('/api/user/signup', {
    config: { access: 'public', rateLimit: publicLimit },
    schema: {
      tags: ['Session'],
      summary: 'Create a `user`-role account (when sign-up is enabled)',
      body: signupSchema,
      response: { 201: z.object({ success: z.literal(true), user: sessionUserSchema }) },
    },
    handler: async (request, reply) => {
      const user = await auth.signup(ctx.db, request.body, ctx.config.ALLOW_SIGNUP);
      return reply.code(201).send({ success: true as const, user });
    },
  });

  r.post('/api/user/forgot-password', {
    config: { access: 'public', rateLimit: publicLimit },
    schema: {
      tags: ['Session'],
      summary: 'Mail a one-time reset link (always answers the same)',
      body: forgotPasswordSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await auth.requestPasswordReset(ctx.db, request.body.email, ctx.mailer, ctx.publicUrl);
      return { success: true, message: MSG.resetRequested };
    },
  });

  r.post('/api/user/reset-password', {
    config: { access: 'public', rateLimit: publicLimit },
    schema: {
      tags: ['Session'],
      summary: 'Set a new password with a reset token; signs out every session',
      body: resetPasswordSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await auth.resetPassword(ctx.db, request.body.token, request.body.password);
      return { success: true, message: MSG.passwordReset };
    },
  });

  r.post('/api/user/change-password', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['Session'],
      summary: 'Change the own password; signs out the other sessions',
      body: changePasswordSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await auth.changePassword(ctx.db, principalOf(request), request.body);
      return { success: true, message: MSG.passwordChanged };
    },
  });

  r.get('/api/user/sessions', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['Session'],
      summary: 'The own live sessions',
      response: {
        200: z.object({ success: z.literal(true), result: z.array(sessionInfoSchema) }),
      },
    },
    handler: async (request) => ({
      success: true as const,
      result: await auth.listSessions(ctx.db, principalOf(request)),
    }),
  });

  r.delete('/api/user/sessions/:id', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['Session'],
      summary: 'Sign out one of the own sessions',
      params: z.object({ id: z.uuid({ error: 'Invalid session id.' }) }),
      response: { 200: messageResponseSchema },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      await auth.revokeOwnSession(ctx.db, principal, request.params.id);
      if (request.params.id === principal.sessionId) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true, message: MSG.sessionRevoked };
    },
  });
}
