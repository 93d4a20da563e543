import type { FastifyInstance } from 'fastify';

const PROBE_HEADER = 'x-test-probe';

export interface RequestProbe {
  /** Headers that tag a request, so the probe can later tell how far it got. */
  tag(): Record<string, string>;
  /** Past every onRequest check (CSRF, rate limit) and the access guard. */
  passedGuard(tags: Record<string, string>): boolean;
  /** Past validation too: the route's handler ran. */
  reachedHandler(tags: Record<string, string>): boolean;
}

/**
 * Watches how far each tagged request gets. Call before `app.ready()`: hooks added to the root then run
 * after the portal's own, so `preValidation` here means the access guard let the request through.
 */
export function probeRequests(app: FastifyInstance): RequestProbe {
  const passedGuard = new Set<string>();
  const reachedHandler = new Set<string>();
  let next = 0;
  const tagOf = (headers: Record<string, string | string[] | undefined>): string | undefined => {
    const value = headers[PROBE_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  app.addHook('preValidation', async (request) => {
    const tag = tagOf(request.headers);
    if (tag !== undefined) passedGuard.add(tag);
  });
  app.addHook('preHandler', async (request) => {
    const tag = tagOf(request.headers);
    if (tag !== undefined) reachedHandler.add(tag);
  });
  return {
    tag: () => ({ [PROBE_HEADER]: String(++next) }),
    passedGuard: (tags) => passedGuard.has(tags[PROBE_HEADER] ?? ''),
    reachedHandler: (tags) => reachedHandler.has(tags[PROBE_HEADER] ?? ''),
  };
}
