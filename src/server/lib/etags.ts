import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AreaCache, isCachedArea } from '../events/change-areas.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET whose answer is read from these areas only (its contract's `reads`): it answers with an ETag. */
    reads?: readonly string[];
  }
  interface FastifyRequest {
    /** The ETag of this request's answer, taken before the handler read anything; null when it has none. */
    etag: string | null;
  }
}

export interface EtagOptions {
  /** The read cache, whose clears version the areas (every announced change clears its area). */
  cache: Pick<AreaCache, 'versionOf'>;
  /** Today in the organisation's time zone: answers that count days or years change with it. */
  today: () => string;
}

/** Whether `If-None-Match` names the tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesTag(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return [header]
    .flat()
    .flatMap((value) => value.split(','))
    .some((value) => opaque(value) === wanted);
}

/**
 * An unchanged answer costs neither the reading nor the sending: a GET that declares the areas
 * it reads answers with a weak ETag, and a request whose `If-None-Match` names it gets a 304
 * before the handler runs. The tag is built from
 * - the versions of those areas in this process (`ReadCache.versionOf`: each announced change
 *   moves its area's version; the version names its process),
 * - who asks (user, role, employee record, department: a manager's lists are their department's),
 * - the day (lists of who is away, balances of the leave year), and the whole URL.
 * It is taken before the handler reads, so a change landing during the read gives the fresh
 * answer an old tag, which misses next time: never a current tag over data read before a change.
 * A route may declare only areas whose every change is announced (events/change-areas.ts); the
 * app refuses to start otherwise. Answers still carry `Cache-Control: no-store`: the web app keeps
 * the copy, in memory, not the browser (docs/decisions/0008-etags-per-area.md).
 */
async function etagsPlugin(app: FastifyInstance, options: EtagOptions) {
  app.decorateRequest('etag', null);

  app.addHook('onRoute', (route) => {
    const reads = route.config?.reads;
    if (!reads) return;
    const methods = [route.method].flat();
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares the areas it reads, but only a GET may`);
    }
    const unannounced = reads.filter((area) => !isCachedArea(area));
    if (!reads.length || unannounced.length) {
      throw new Error(
        `Route ${route.url} cannot answer with an ETag: ${reads.length ? `no change to ${unannounced.join(', ')} is announced` : 'it names no area'}`,
      );
    }
  });

  const tagOf = (request: FastifyRequest, reads: readonly string[]) => {
    const who = request.principal;
    const parts = [
      options.cache.versionOf(reads.filter(isCachedArea)),
      who ? [who.userId, who.role, who.employeeId ?? '', who.departmentId ?? ''].join(',') : '',
      options.today(),
      request.url,
    ];
    return `W/"${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 27)}"`;
  };

  app.addHook('preHandler', async (request, reply) => {
    const reads = request.routeOptions.config.reads;
    if (!reads) return;
    request.etag = tagOf(request, reads);
    if (matchesTag(request.headers['if-none-match'], request.etag)) return reply.code(304).send();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.etag && (reply.statusCode === 200 || reply.statusCode === 304)) reply.header('etag', request.etag);
    return payload;
  });
}

export const etags = fp(etagsPlugin, { name: 'etags' });
