import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-route.js';

/**
 * Fastify answers a URL it cannot decode (`/%E0%A4%A`) or a path parameter longer than it allows before
 * any hook runs: without the security headers, in its own error shape, echoing the path. Such a URL names
 * nothing the portal serves, so it is routed again as a path that does not exist, and the portal's own 404
 * answers it (a page or JSON), with every header and in the shape clients know.
 */
export function answerFrameworkErrorsAsNotFound(app: () => FastifyInstance) {
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const api = isApiPath(request.raw.url ?? '');
    request.raw.url = api ? '/api/ogiltig-adress' : '/ogiltig-adress';
    app().routing(request.raw, reply.raw);
  };
}
