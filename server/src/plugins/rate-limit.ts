import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { HttpError } from './http-errors.js';

export interface RateLimitRule {
  /** Requests allowed per client address (or person) and window. */
  readonly max: number;
  readonly windowMs: number;
  /** Routes that name the same bucket share one count; without one, each route counts on its own. */
  readonly bucket?: string;
  /** Counted per signed-in person, from wherever they call; an anonymous call per client address. */
  readonly perPerson?: boolean;
}

/**
 * Every call that turns a personal number into a name or an answer whether the association knows someone
 * (looking a person up, giving them a mandate): one budget per person over all of them, so no route
 * answers more guesses than the lookup does.
 */
export const PERSONAL_NUMBER_LOOKUP: RateLimitRule = {
  max: 30,
  windowMs: 10 * 60 * 1000,
  bucket: 'personal-number-lookup',
  perPerson: true,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Limits calls of this route per client address; counted in the database, so per portal, not process. */
    rateLimit?: RateLimitRule;
  }
}

const OLD_WINDOWS_MS = 24 * 60 * 60 * 1000;

/**
 * Fixed-window rate limits on the routes that declare `config.rateLimit` (BankID start and polling,
 * personal-number lookups). Runs after the session is read, so a rule may count per person.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { db, clock }: { db: Queryable; clock: Clock }) => {
    const limit = (rule: RateLimitRule) => async (request: FastifyRequest, reply: FastifyReply) => {
      const now = clock.now().getTime();
      const windowStart = now - (now % rule.windowMs);
      const counted = rule.bucket ?? `${request.method} ${request.routeOptions.url ?? ''}`;
      const personId = rule.perPerson === true ? request.session?.personId : undefined;
      const key = `${counted} ${personId === undefined ? request.ip : `person:${personId}`}`;
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
        throw new HttpError(429, 'TOO_MANY_REQUESTS', 'För många försök. Vänta en stund och försök igen.');
      }
    };
    // Only the routes with a rule pay for the hook; it runs after the session is read (a global hook).
    app.addHook('onRoute', (route) => {
      const rule = route.config?.rateLimit;
      if (rule !== undefined) route.onRequest = [route.onRequest ?? []].flat().concat(limit(rule));
    });
  },
);
