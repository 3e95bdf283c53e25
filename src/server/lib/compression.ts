import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What is compressed: text (CSV exports, calendar feeds), JSON and XML. Not the notification
 * stream (text/event-stream: compressing it would hold events back in the compressor's buffer;
 * it is written to the socket directly in any case), nor what is compressed already: images,
 * PDFs (their streams are deflated), ZIPs and XLSX workbooks (ZIPs too).
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+](?:json|xml)(?:;|$)/;

/**
 * Below this many bytes an answer goes as it is: the headers and the compressor's own framing
 * would eat most of the gain.
 */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Levels chosen for answers made per request, not ahead of time (the built web app's files are
 * compressed at build time at the highest level, scripts/compress-web.mjs, and served as they
 * are). On the 6.05 MB legacy employee list, brotli quality 4 takes 0.35 s of CPU and gives
 * 777 kB, quality 11 (zlib's default) 35 s; gzip level 6 0.14 s and 840 kB. On a page of a list
 * or a dashboard's summary (6–7 kB) every level here costs well under a millisecond
 * (docs/performance.md, "Compressed API answers").
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/**
 * API answers compressed as the request's Accept-Encoding asks (brotli, else gzip), above
 * 1 kB, with `Vary: Accept-Encoding` on every answer whose type could be compressed. A reply
 * that already carries a Content-Encoding (the web app's pre-compressed files) goes as it is.
 * Registered after every hook that reads the body as text (the idempotency store): the
 * compression hook is the route's own, so it runs after them.
 */
async function compressionPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && COMPRESSIBLE.test(type)) varyByEncoding(reply);
    return payload;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_ABOVE_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    // Request bodies are read as they come: nothing in the API accepts a compressed upload.
    globalDecompression: false,
  });
}

/** Adds `accept-encoding` to the reply's Vary header once (lower case, as @fastify/compress looks for it). */
function varyByEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/accept-encoding/i.test(current)) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

export const compression = fp(compressionPlugin, { name: 'compression' });
