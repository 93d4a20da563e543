import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { HttpError } from './http-errors.js';

export interface RateLimitRule {
  /** Requests allowed per client address and window. */
  readonly max: number;
  readonly windowMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Limits calls of this route per client address; counted in the database, so per portal, not process. */
    rateLimit?: RateLimitRule;
  }
}

const OLD_WINDOWS_MS = 24 * 60 * 60 * 1000;

export class TooManyRequestsError extends HttpError {
  constructor() {
    super(429, 'TOO_MANY_REQUESTS', 'För många försök. Vänta en stund och försök igen.');
  }
}

/** Fixed-window rate limits on the routes that declare `config.rateLimit` (BankID start and polling). */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { db, clock }: { db: Queryable; clock: Clock }) => {
    app.addHook('onRequest', async (request, reply) => {
      const rule = request.routeOptions.config.rateLimit;
      if (rule === undefined) return;
      const now = clock.now().getTime();
      const windowStart = now - (now % rule.windowMs);
      const key = `${request.method} ${request.routeOptions.url ?? ''} ${request.ip}`;
      const [row] = await db.query<{ hits: number }>(
        `INSERT INTO rate_limit (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit.hits + 1
       RETURNING hits`,
        [key, new Date(windowStart)],
      );
      const hits = row?.hits ?? 1;
      if (hits === 1)
        await db.query('DELETE FROM rate_limit WHERE window_start < $1', [new Date(now - OLD_WINDOWS_MS)]);
      const resetSeconds = Math.ceil((windowStart + rule.windowMs - now) / 1000);
      reply.header('ratelimit-limit', rule.max);
      reply.header('ratelimit-remaining', Math.max(0, rule.max - hits));
      reply.header('ratelimit-reset', resetSeconds);
      if (hits > rule.max) {
        reply.header('retry-after', resetSeconds);
        throw new TooManyRequestsError();
      }
    });
  },
);
