import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AreaCache, CachedArea } from '../events/change-areas.js';
import { isCachedArea } from '../events/change-areas.js';

/** A GET's answer as it was sent: the serialized body and the headers its handler set. */
interface KeptAnswer {
  body: string;
  headers: Record<string, string | string[] | number>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request is the one reading a kept answer for everyone asking the same: hand it over when sent. */
    answerFor: {
      settle: (answer: KeptAnswer | null) => void;
      headersBefore: Set<string>;
      /** The headers the handler set, once it has returned its answer (before any onSend hook). */
      headers?: KeptAnswer['headers'];
    } | null;
  }
}

export interface AnswerCacheOptions {
  cache: AreaCache;
}

/** Handed to the requests that waited on an answer that was not a 200: each reads its own. */
class NotKept extends Error {}

/**
 * One way to be fast for every GET that declares the areas it reads (lib/etags.ts): its 200 answer
 * is kept, as sent, under those areas in the read cache, keyed by its ETag — the areas' versions
 * taken before the handler read anything, who asks, the day and the whole URL. The next request
 * with the same tag gets the same bytes without the handler, its queries or the serializer; a
 * change to one of the areas clears the answer in every process (events/cache-sync.ts) and moves
 * the tag, so an answer read before a change is never handed out after this process heard of it.
 * Requests that arrive while an answer is being read wait for it (one read for all of them).
 *
 * Only answers with status 200 are kept: a refusal (404 of a record, 403 of another's) is always
 * the handler's own. The handler's checks of the record ran for the same person, URL and data.
 */
async function answerCachePlugin(app: FastifyInstance, options: AnswerCacheOptions) {
  const { cache } = options;
  app.decorateRequest('answerFor', null);
  if (!cache.keeps) return;

  app.addHook('preHandler', async (request, reply) => {
    const reads = request.routeOptions.config.reads;
    if (!reads || request.method !== 'GET' || !request.etag || reply.sent) return;
    const areas = reads.filter(isCachedArea) as CachedArea[];
    let settle: ((answer: KeptAnswer | null) => void) | undefined;
    const kept = cache.get<KeptAnswer>(
      `answer:${request.etag}`,
      areas,
      () =>
        new Promise<KeptAnswer>((resolve, reject) => {
          settle = (answer) => (answer ? resolve(answer) : reject(new NotKept()));
        }),
      { charsOf: (answer) => answer.body.length },
    );
    if (settle) {
      // This request reads it: the others asking meanwhile wait for what it sends.
      kept.catch(() => undefined);
      request.answerFor = { settle, headersBefore: new Set(Object.keys(reply.getHeaders())) };
      return;
    }
    const answer = await kept.catch((error: unknown) => {
      if (error instanceof NotKept) return null;
      throw error;
    });
    if (answer) return send(reply, answer);
  });

  // The handler has returned its answer, not yet serialized: what it set are its own headers.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const reading = request.answerFor;
    if (!reading) return payload;
    reading.headers = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !reading.headersBefore.has(name)) reading.headers[name] = value;
    }
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const reading = request.answerFor;
    if (!reading) return payload;
    request.answerFor = null;
    const sent = reply.statusCode === 200 && typeof payload === 'string' && reading.headers;
    reading.settle(sent ? { body: payload, headers: reading.headers! } : null);
    return payload;
  });

  // A request that ends without sending (its client left first) hands nothing: the others read their own.
  const abandon = async (request: FastifyRequest) => {
    request.answerFor?.settle(null);
    request.answerFor = null;
  };
  app.addHook('onResponse', abandon);
  app.addHook('onRequestAbort', abandon);
}

function send(reply: FastifyReply, answer: KeptAnswer) {
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  return reply.code(200).send(answer.body);
}

export const answerCache = fp(answerCachePlugin, { name: 'answer-cache', dependencies: ['etags'] });
