import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import type { Role } from '#shared/roles.js';
import type { Db } from '../db/client.js';
import { errorBody } from '../lib/errors.js';
import type { AreaCache } from '../events/change-areas.js';
import { hashToken } from './tokens.js';
import { findSession, principalUnaffected, type Principal, type SessionLifetimes } from './session-store.js';

/**
 * Who may call a route. Every `/api` route must declare it: `'public'` (no session),
 * `'signed-in'` (any role), or the list of roles allowed.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every `/api` route with its declared access, for the route audit test. */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** How the session token came: cookie-borne unsafe requests get a CSRF check. */
    authVia: 'cookie' | 'bearer' | null;
  }
}

export interface AccessOptions {
  db: Db;
  lifetimes: SessionLifetimes;
  allowedOrigins: readonly string[];
  /** Keeps found sessions for a few seconds; cleared by sign-outs and changes to people (see read-cache.ts). */
  cache?: AreaCache;
}

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** Reads the session token: `Authorization: Bearer` first, then the cookie. */
export function tokenFrom(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    // Old clients send "Bearer null" when they have no token; treat it as no header.
    if (token && token !== 'null' && token !== 'undefined') return { token, via: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

function isAllowedOrigin(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  // Browsers always send Origin on cross-site unsafe requests; its absence means a non-browser client.
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

async function accessPlugin(app: FastifyInstance, options: AccessOptions) {
  app.decorateRequest('principal', null);
  app.decorateRequest('authVia', null);

  const apiRoutes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
    }
  });

  // A principal is its session, its account (role, active) and its employee record (department).
  const SESSION_AREAS = ['Session', 'Accounts', 'Employees'] as const;
  const lookUp = (token: string) => findSession(options.db, token, options.lifetimes);
  // Unknown tokens are not kept (ttl 0); a session is kept no longer than it lives.
  const principalFor = async (token: string) => {
    const session = options.cache
      ? await options.cache.get(`session:${hashToken(token)}`, SESSION_AREAS, () => lookUp(token), {
          ttlMs: (found) => (found ? found.expiresAt.getTime() - Date.now() : 0),
          follow: (found, rows) => (found ? principalUnaffected(found.principal, rows) : false),
        })
      : await lookUp(token);
    return session && session.expiresAt.getTime() > Date.now() ? session.principal : null;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    const found = tokenFrom(request);
    if (found) {
      request.principal = await principalFor(found.token);
      if (request.principal) request.authVia = found.via;
    }
    if (access === 'public') return;
    if (!request.principal) {
      return reply.code(401).send(errorBody(MSG.notSignedIn));
    }
    if (
      request.authVia === 'cookie' &&
      !SAFE_METHODS.has(request.method) &&
      !isAllowedOrigin(request, options.allowedOrigins)
    ) {
      return reply.code(403).send(errorBody(MSG.crossSite));
    }
    if (access !== 'signed-in' && !access.includes(request.principal.role)) {
      return reply.code(403).send(errorBody(MSG.forbidden));
    }
  });
}

export const accessControl = fp(accessPlugin, { name: 'access-control' });

/** The signed-in principal of a route whose access is not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf() used on a route without a session');
  return request.principal;
}
