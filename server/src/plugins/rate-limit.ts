import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { HttpError } from './http-errors.js';

declare module '@fastify/rate-limit' {
  interface RateLimitOptions {
    /** The window's length; windows start at whole multiples of it, so every process counts the same one. */
    windowMs?: number;
    /** Routes that name the same bucket share one count; without one, each route counts on its own. */
    bucket?: string;
    /** Counted per signed-in person, from wherever they call; an anonymous call per client address. */
    perPerson?: boolean;
  }
}

/** A portal rate limit: requests allowed per client address (or person) and fixed window. */
export interface PortalRateLimit extends RateLimitOptions {
  readonly max: number;
  readonly windowMs: number;
}

/** What a route declares as `config.rateLimit` (@fastify/rate-limit's type, which also allows `false`). */
export type RateLimitRule = NonNullable<FastifyContextConfig['rateLimit']>;

export const isPortalRateLimit = (rule: RateLimitRule | undefined): rule is PortalRateLimit =>
  typeof rule === 'object' && typeof rule.max === 'number' && typeof rule.windowMs === 'number';

/**
 * Every call that turns a personal number into a name or an answer whether the association knows someone
 * (looking a person up, giving them a mandate): one budget per person over all of them, so no route
 * answers more guesses than the lookup does.
 */
export const PERSONAL_NUMBER_LOOKUP: PortalRateLimit = {
  max: 30,
  windowMs: 10 * 60 * 1000,
  bucket: 'personal-number-lookup',
  perPerson: true,
};

const OLD_WINDOWS_MS = 24 * 60 * 60 * 1000;

const ruleOf = (request: FastifyRequest): PortalRateLimit => {
  const rule = request.routeOptions.config.rateLimit;
  if (!isPortalRateLimit(rule)) throw new Error(`No portal rate limit on ${request.routeOptions.url ?? ''}`);
  return rule;
};

/** The key the hand-written limiter counted, so counts in the table carry over: bucket or route, then who. */
function keyOf(request: FastifyRequest): string {
  const rule = ruleOf(request);
  const counted = rule.bucket ?? `${request.method} ${request.routeOptions.url ?? ''}`;
  const personId = rule.perPerson === true ? request.session?.personId : undefined;
  return `${counted} ${personId === undefined ? request.ip : `person:${personId}`}`;
}

/**
 * Fixed-window counts in the `rate_limit` table, so a limit holds over every process on one database and
 * across restarts. The plugin's own stores keep counts in memory (per process) or in Redis.
 */
function databaseStore(db: Queryable, clock: Clock): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ): void {
      const now = clock.now().getTime();
      const windowStart = now - (now % windowMs);
      db.query<{ hits: number }>(
        `INSERT INTO rate_limit (key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit.hits + 1
         RETURNING hits`,
        [key, new Date(windowStart)],
      )
        .then(async ([row]) => {
          const hits = row?.hits ?? 1;
          if (hits === 1) {
            await db.query('DELETE FROM rate_limit WHERE window_start < $1', [
              new Date(now - OLD_WINDOWS_MS),
            ]);
          }
          callback(null, { current: hits, ttl: windowStart + windowMs - now });
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * @fastify/rate-limit on the routes that declare `config.rateLimit` (BankID start and polling, personal-
 * number lookups), counted in the database. Route hooks run after the global ones, so after the session is
 * read and a rule may count per person.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { db, clock }: { db: Queryable; clock: Clock }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      store: databaseStore(db, clock),
      enableDraftSpec: true,
      timeWindow: (request) => ruleOf(request).windowMs,
      keyGenerator: keyOf,
      errorResponseBuilder: () =>
        new HttpError(429, 'TOO_MANY_REQUESTS', 'För många försök. Vänta en stund och försök igen.'),
    });
    app.addHook('onRoute', (route) => {
      const rule = route.config?.rateLimit;
      if (rule !== undefined && rule !== false && !isPortalRateLimit(rule)) {
        throw new Error(`${String(route.method)} ${route.url}: a rate limit needs a number max and windowMs`);
      }
    });
  },
  { name: 'rate-limit', dependencies: ['session'], fastify: '5.x' },
);
