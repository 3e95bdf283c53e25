import { z } from 'zod';
import { ROLES } from '../roles.js';
import {
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  resetPasswordSchema,
  sessionInfoSchema,
  sessionUserSchema,
  signupSchema,
} from '../schemas/auth.js';
import { endpoint } from './endpoint.js';
import { doneSchema } from './envelope.js';

const tags = ['Session'] as const;

export const authApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/user/login',
    tags,
    summary: 'Sign in; returns the token and sets the session cookie',
    body: loginSchema,
    responses: { 200: loginResponseSchema },
  }),
  verify: endpoint({
    method: 'GET',
    path: '/api/user/verify',
    tags,
    summary: 'The signed-in user',
    responses: { 200: z.object({ success: z.literal(true), user: sessionUserSchema }) },
  }),
  /*
   * The web's own two session calls. A browser logs every 4xx answer as an error in its console,
   * so the outcomes a signed-out screen expects (nobody signed in, a wrong password) answer 200
   * with success false here; the spec's login and verify keep their statuses for other clients.
   */
  session: endpoint({
    method: 'GET',
    path: '/api/user/session',
    tags,
    summary: 'The signed-in user, or null when nobody is (200 either way: the web app’s session check)',
    responses: { 200: z.object({ success: z.literal(true), user: sessionUserSchema.nullable() }) },
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/user/sign-in',
    tags,
    summary:
      'Sign in as /api/user/login does, but a wrong email or password answers 200 with success false (the web app’s sign-in)',
    body: loginSchema,
    responses: {
      200: z.union([loginResponseSchema, z.object({ success: z.literal(false), message: z.string() })]),
    },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/user/logout/:id',
    tags,
    summary: 'Sign out: revokes this session (id: the own user or employee id)',
    params: z.object({ id: z.string().max(100) }),
    responses: { 200: doneSchema },
  }),
  active: endpoint({
    method: 'GET',
    path: '/api/user/active',
    tags,
    summary: 'Users with a live session, by name; `limit` returns only the first ones, with the full count',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).optional() }),
    responses: {
      200: z.object({
        success: z.literal(true),
        result: z.array(z.object({ _id: z.string(), email: z.string(), name: z.string(), role: z.enum(ROLES) })),
        /** How many there are in all (the dashboard shows the first five). */
        count: z.number(),
      }),
    },
  }),
  signupAllowed: endpoint({
    method: 'GET',
    path: '/api/user/signup',
    tags,
    summary: 'Whether sign-up is open (the login screen offers it only then)',
    responses: { 200: z.object({ success: z.literal(true), allowed: z.boolean() }) },
  }),
  signup: endpoint({
    method: 'POST',
    path: '/api/user/signup',
    tags,
    summary:
      'Create a `user`-role account (when sign-up is enabled). Answers the same for a new and a taken email; the mail says which.',
    body: signupSchema,
    responses: { 201: doneSchema },
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/user/forgot-password',
    tags,
    summary: 'Mail a one-time reset link (always answers the same)',
    body: forgotPasswordSchema,
    responses: { 200: doneSchema },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/user/reset-password',
    tags,
    summary: 'Set a new password with a reset token; signs out every session',
    body: resetPasswordSchema,
    responses: { 200: doneSchema },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/user/change-password',
    tags,
    summary: 'Change the own password; signs out the other sessions',
    body: changePasswordSchema,
    responses: { 200: doneSchema },
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/api/user/change-email',
    tags,
    summary: 'Change the own sign-in email with the current password; signs out the other sessions',
    body: changeEmailSchema,
    responses: { 200: doneSchema },
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/user/sessions',
    tags,
    summary: 'The own live sessions',
    responses: { 200: z.object({ success: z.literal(true), result: z.array(sessionInfoSchema) }) },
  }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/api/user/sessions/:id',
    tags,
    summary: 'Sign out one of the own sessions',
    params: z.object({ id: z.uuid({ error: 'Invalid session id.' }) }),
    responses: { 200: doneSchema },
  }),
};
