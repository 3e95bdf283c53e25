import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError, badRequest } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create route: honours the `Idempotency-Key` header. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: { userId: string; key: string } | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_MSG = {
  invalidKey: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  reused: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
} as const;

/** A claim whose request has not answered within this time (its process died) may be taken over. */
const ABANDONED_MS = 60_000;
const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 30_000;

function fingerprintOf(request: FastifyRequest): string {
  const body = request.isMultipart() ? '' : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

/**
 * Create routes marked `idempotent` return their first answer again when the same user sends the
 * same `Idempotency-Key` within 24 hours, and create nothing new — also when the copies arrive at
 * the same moment or at different server processes: the first to insert the key's row serves
 * the request, the others wait for its stored answer. Only successful answers are kept; after a
 * refusal the key may be used again.
 */
async function idempotencyPlugin(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent || !request.principal) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest(IDEMPOTENCY_MSG.invalidKey);
    const userId = request.principal.userId;
    const fingerprint = fingerprintOf(request);
    const started = Date.now();
    for (;;) {
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed) {
        request.idempotencyClaim = { userId, key };
        return;
      }
      const [row] = await db
        .select({
          fingerprint: idempotencyKeys.fingerprint,
          statusCode: idempotencyKeys.statusCode,
          body: idempotencyKeys.body,
          ageMs: sql<number>`(extract(epoch from now() - ${idempotencyKeys.createdAt}) * 1000)::float8`,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!row) continue; // released meanwhile: claim it
      const stale = row.ageMs > 24 * 3_600_000 || (row.statusCode === null && row.ageMs > ABANDONED_MS);
      if (stale) {
        await db
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.userId, userId),
              eq(idempotencyKeys.key, key),
              sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${row.statusCode === null ? ABANDONED_MS / 1000 : 86_400})`,
            ),
          );
        continue;
      }
      if (row.fingerprint !== fingerprint) throw new AppError(422, IDEMPOTENCY_MSG.reused);
      if (row.statusCode !== null) {
        return reply
          .code(row.statusCode)
          .header('content-type', 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(row.body ?? '');
      }
      if (Date.now() - started > WAIT_LIMIT_MS) throw new AppError(409, IDEMPOTENCY_MSG.inProgress);
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const where = and(
      eq(idempotencyKeys.userId, claim.userId),
      eq(idempotencyKeys.key, claim.key),
      isNull(idempotencyKeys.statusCode),
    );
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, body: payload }).where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    return payload;
  });
}

export const idempotency = fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['access-control'] });
