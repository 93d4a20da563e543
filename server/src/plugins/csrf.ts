import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStateChanging } from './access.js';
import { isApiRoute } from './api-route.js';
import { ForbiddenError } from './http-errors.js';

const CROSS_SITE_MESSAGE = 'Förfrågan kom från en annan webbplats och stoppades.';
const UNKNOWN_SITE_MESSAGE =
  'Förfrågan saknar uppgift om vilken webbplats den kom från och stoppades. Ladda om sidan och försök igen.';

/** A JSON body: a page on another site can send one only after a CORS preflight, which we never grant. */
const hasJsonBody = (request: FastifyRequest): boolean =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * CSRF protection for every state-changing API route (OWASP: Fetch Metadata, then Origin). Browsers send
 * Sec-Fetch-Site on every request, older ones at least Origin on a cross-site POST. A request with neither
 * is let through only with a JSON body, which no form can send: a body-less, text, form or multipart
 * request must say where it came from.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    const refusal = (request: FastifyRequest): ForbiddenError | undefined => {
      if (!isApiRoute(request) || !isStateChanging(request.method)) return undefined;
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined) {
        return site === 'same-origin' || site === 'none' ? undefined : new ForbiddenError(CROSS_SITE_MESSAGE);
      }
      const origin = request.headers.origin;
      if (origin !== undefined) {
        const sameSite = origin === publicUrl || origin === `${request.protocol}://${request.host}`;
        return sameSite ? undefined : new ForbiddenError(CROSS_SITE_MESSAGE);
      }
      return hasJsonBody(request) ? undefined : new ForbiddenError(UNKNOWN_SITE_MESSAGE);
    };
    app.addHook('onRequest', (request, _reply, done) => {
      done(refusal(request));
    });
  },
  { name: 'csrf', fastify: '5.x' },
);
