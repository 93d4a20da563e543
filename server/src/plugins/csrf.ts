import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isStateChanging } from './access.js';
import { ForbiddenError } from './http-errors.js';

const CROSS_SITE_MESSAGE = 'Förfrågan kom från en annan webbplats och stoppades.';

/**
 * CSRF protection for every state-changing API call (OWASP: Fetch Metadata, then Origin). Browsers send
 * Sec-Fetch-Site on every request; older ones at least Origin on a cross-site POST. A request with
 * neither is not a browser's, so it carries no cookie a victim's browser would have added.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !isStateChanging(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined) {
      if (site === 'same-origin' || site === 'none') return;
      throw new ForbiddenError(CROSS_SITE_MESSAGE);
    }
    const origin = request.headers.origin;
    if (origin === undefined || origin === publicUrl || origin === `${request.protocol}://${request.host}`)
      return;
    throw new ForbiddenError(CROSS_SITE_MESSAGE);
  });
});
