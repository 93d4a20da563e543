import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * A page compressed as the browser accepts it: a signed-in page carries its first data (40 KB on the map),
 * which is made per request, so it cannot be precompressed at build time like the assets. Brotli at a low
 * quality costs well under a millisecond for such a page and makes it about a fifth of its size.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: string): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (Buffer.byteLength(page) < MIN_BYTES) return reply.send(page);
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(page));
  return reply.send(page);
}
