import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export interface MetricsOptions {
  /** METRICS_TOKEN: when set, only a request with `Authorization: Bearer <token>` reaches /metrics. */
  readonly token?: string;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Whether the request carries the token. Compared as hashes in constant time, so neither the token's
 * length nor a matching prefix shows in the time the answer takes.
 */
function carriesBearer(token: string) {
  const expected = sha256(token);
  return (request: IncomingMessage): boolean => {
    const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
    return match?.[1] !== undefined && timingSafeEqual(sha256(match[1]), expected);
  };
}

/** What a router constraint keeps per value (find-my-way wants null for none). */
function valueStore<T>() {
  const stored = new Map<unknown, T>();
  return {
    get: (value: unknown): T | null => stored.get(value) ?? null,
    set: (value: unknown, item: T): void => {
      stored.set(value, item);
    },
  };
}

/**
 * Prometheus metrics at /metrics: process metrics plus request durations labelled by route pattern
 * (never the raw URL, which could carry an identity number). With a token, the route exists only for
 * requests that carry it (a router constraint): any other request falls through to what an unknown
 * path answers, so nobody without the token learns that /metrics is there.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { token }: MetricsOptions) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests in seconds',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });

    app.addHook('onResponse', (request, reply, done) => {
      duration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    let constraints: Record<string, string> | undefined;
    if (token !== undefined) {
      const authorized = carriesBearer(token);
      app.addConstraintStrategy({
        name: 'metricsToken',
        storage: () => valueStore(),
        deriveConstraint: (request) => (authorized(request) ? 'valid' : undefined),
      });
      constraints = { metricsToken: 'valid' };
    }

    app.get('/metrics', { schema: { hide: true }, constraints }, async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', fastify: '5.x' },
);
