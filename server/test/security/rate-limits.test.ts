import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ApiRouteRule } from '../../src/plugins/access.js';
import {
  isPortalRateLimit,
  PERSONAL_NUMBER_LOOKUP,
  type PortalRateLimit,
} from '../../src/plugins/rate-limit.js';
import { SAME_ORIGIN } from '../../src/testing/bankid-login.js';
import { testClock } from '../../src/testing/test-clock.js';
import { portalForTests } from '../../src/testing/portal-for-tests.js';
import { openApiDocument, operationOf } from './openapi-operations.js';
import { routeKey } from './path-parameter-routes.js';
import { routesTakingPersonalNumbers } from './personal-number-parameters.js';
import { concreteUrl } from './registered-routes.js';
import { securityHeaderProblems } from './security-header-problems.js';

type LimitedRoute = ApiRouteRule & { readonly rateLimit: PortalRateLimit };
const isLimited = (route: ApiRouteRule): route is LimitedRoute => isPortalRateLimit(route.rateLimit);

const CLIENT = '203.0.113.7';
const NEIGHBOUR = '198.51.100.9';
/** Into the window, so Retry-After has to be computed, not just the window's length. */
const OFFSET_MS = 15_000;

/** Goal 22: every route that declares a rate limit, generated from the route table. */
describe('rate limits', () => {
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  const test = portalForTests({ clock });

  const limited = (): LimitedRoute[] => test.app.apiRoutes.filter(isLimited);

  const call = (route: ApiRouteRule, remoteAddress: string, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: route.method as InjectOptions['method'],
      url: concreteUrl(route.url),
      remoteAddress,
      headers: { ...SAME_ORIGIN, ...headers },
    });

  it('are declared where logging in could be flooded', () => {
    expect(limited().map(routeKey)).toEqual(
      expect.arrayContaining([
        'POST /api/bankid/start',
        'GET /api/bankid/status',
        'POST /api/bankid/cancel',
        'POST /api/auth/bankid',
      ]),
    );
  });

  it('give every route that takes a personal number the one lookup budget, counted per person', () => {
    const takers = routesTakingPersonalNumbers(test.app.apiRoutes, (route) =>
      operationOf(openApiDocument(test.app), route),
    );
    expect(takers).toEqual(
      expect.arrayContaining(['GET /api/Ir/GetStakeholderByPoNo/:poNo', 'POST /api/Ir/CreateRight']),
    );
    const outside = test.app.apiRoutes
      .filter((route) => takers.includes(routeKey(route)))
      .filter((route) => route.rateLimit !== PERSONAL_NUMBER_LOOKUP)
      .map(routeKey);
    expect(outside, 'these take a personal number but not the shared budget PERSONAL_NUMBER_LOOKUP').toEqual(
      [],
    );
  });

  it('answer 429 with Retry-After and a Swedish message past the limit, for that address only', async () => {
    for (const route of limited()) {
      const { max, windowMs } = route.rateLimit;
      const where = routeKey(route);
      const windowStart = clock.now().getTime() - (clock.now().getTime() % windowMs) + windowMs;
      clock.advance(windowStart + Math.min(OFFSET_MS, windowMs / 4) - clock.now().getTime());

      for (let attempt = 1; attempt <= max; attempt++) {
        const within = await call(route, CLIENT);
        if (within.statusCode === 429)
          throw new Error(`${where}: 429 at call ${String(attempt)} of ${String(max)}`);
      }
      const over = await call(route, CLIENT);
      expect(over.statusCode, where).toBe(429);
      expect(over.headers['retry-after'], where).toBe(
        String(Math.ceil((windowMs - Math.min(OFFSET_MS, windowMs / 4)) / 1000)),
      );
      expect(over.json(), where).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: 'För många försök. Vänta en stund och försök igen.',
      });
      expect(securityHeaderProblems(over.headers, route.url, false), where).toEqual([]);

      // A forwarded-for header from an untrusted address changes nothing (TRUST_PROXY is unset).
      expect((await call(route, CLIENT, { 'x-forwarded-for': '192.0.2.99' })).statusCode, where).toBe(429);
      expect((await call(route, NEIGHBOUR)).statusCode, `${where} from another address`).not.toBe(429);

      clock.advance(Number(over.headers['retry-after']) * 1000);
      expect((await call(route, CLIENT)).statusCode, `${where} after Retry-After`).not.toBe(429);
    }
  });
});
