import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from './api-route.js';

/** Below this a page's headers cost more than compression saves. */
const PAGE_MIN_BYTES = 1024;

/**
 * API answers from this size on go compressed. A smaller one is a few packets, well inside the first round
 * trip of a new connection (about 14 KB): compressing it would cost the server work per request for little.
 */
const ANSWER_MIN_BYTES = 8 * 1024;

/**
 * The body compressed as the browser accepts it (brotli, else gzip), with the headers that say so. Made per
 * request, so it cannot be precompressed at build time like the assets. Brotli at quality 4 took 1.0 ms for
 * the 56 KB base map and made it 17 KB; quality 5 took twice as long for no smaller answer.
 */
function compressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  minBytes: number,
): string | Buffer {
  reply.header('vary', 'accept-encoding');
  if (Buffer.byteLength(body) < minBytes) return body;
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(body);
  }
  return body;
}

/** A page, compressed when it is large enough (a signed-in page carries its first data). */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: string): FastifyReply {
  return reply.send(compressed(request, reply, page, PAGE_MIN_BYTES));
}

/**
 * Large API answers compressed (the map's base map is 56 KB of GeoJSON, a fifth of that compressed): on a
 * weak mobile connection every kilobyte is felt. Registered after the hooks that read an answer.
 */
export const compressedAnswersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload !== 'string' || !isApiRoute(request) || reply.hasHeader('content-encoding')) {
        done(null, payload);
        return;
      }
      done(null, compressed(request, reply, payload, ANSWER_MIN_BYTES));
    });
  },
  { name: 'compressed-answers', fastify: '5.x' },
);
