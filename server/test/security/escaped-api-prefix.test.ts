import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStateChanging, type ApiRouteRule } from '../../src/plugins/access.js';
import type { TestApp } from '../../src/testing/test-app.js';
import { openApiDocument, operationOf } from './openapi-operations.js';
import { allowedRole, demoPortal, personaCookie } from './persona-sessions.js';
import { injectOptions, validPlans, type PlannedRequest } from './request-plan.js';

/** `/api/` as the router reads it, written so that a check of the raw URL text does not see it. */
const ESCAPED_PREFIXES = ['/%61pi/', '/%61%70%69/', '/ap%69/'];

const escaped = (url: string, prefix: string): string => prefix + url.slice('/api/'.length);

/** What a client notices of an answer: status, body, and whether it may be stored or sets a cookie. */
const answerOf = (response: { statusCode: number; body: string; headers: Record<string, unknown> }): string =>
  JSON.stringify({
    status: response.statusCode,
    body: response.body,
    cacheControl: response.headers['cache-control'],
    setsCookie: response.headers['set-cookie'] !== undefined,
  });

/**
 * The hooks that guard the API (session, CSRF, no-store) decide on the route the router matched, not the
 * raw URL: every API route, reached by an escaped prefix, answers exactly as by the plain path.
 */
describe('an API route reached by an escaped /api prefix', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await demoPortal();
  });
  afterAll(async () => {
    await test.close();
  });

  function validRequest(route: ApiRouteRule): PlannedRequest {
    const operation = operationOf(openApiDocument(test.app), route);
    const [plan] = fc.sample(validPlans(operation, route.method), { seed: 1_984, numRuns: 1 });
    if (plan === undefined) throw new Error(`no request for ${route.url}`);
    return injectOptions(route, plan);
  }

  const signedIn = async (cookie: string): Promise<boolean> =>
    (await test.app.inject({ url: '/api/auth/profile', headers: { cookie } })).statusCode === 200;

  it('reads as by the plain path when linked from another site, and keeps the session', async () => {
    const problems: string[] = [];
    const reads = test.app.apiRoutes.filter((route) => route.method === 'GET');
    expect(reads.length).toBeGreaterThan(50);
    for (const route of reads) {
      const request = validRequest(route);
      const cookie = await personaCookie(test, allowedRole(route));
      const headers = { ...request.headers, cookie, 'sec-fetch-site': 'cross-site' };
      const plain = answerOf(await test.app.inject({ ...request, headers }));
      for (const prefix of ESCAPED_PREFIXES) {
        const url = escaped(request.url, prefix);
        const answer = answerOf(await test.app.inject({ ...request, url, headers }));
        if (answer !== plain) problems.push(`GET ${url}: ${answer.slice(0, 160)} ≠ ${plain.slice(0, 160)}`);
      }
      if (!(await signedIn(cookie))) problems.push(`GET ${route.url} by an escaped prefix ended the session`);
    }
    expect(problems).toEqual([]);
  });

  it('is refused from another site, or from nowhere without JSON, on every state-changing route', async () => {
    const problems: string[] = [];
    const writes = test.app.apiRoutes.filter((route) => isStateChanging(route.method));
    expect(writes.length).toBeGreaterThan(30);
    for (const route of writes) {
      const request = validRequest(route);
      const cookie = await personaCookie(test, allowedRole(route));
      const forgeries = [
        { ...request.headers, cookie, 'sec-fetch-site': 'cross-site' },
        { ...request.headers, cookie, 'content-type': 'text/plain' },
      ];
      for (const headers of forgeries) {
        for (const prefix of ESCAPED_PREFIXES) {
          const url = escaped(request.url, prefix);
          const response = await test.app.inject({ ...request, url, headers });
          if (response.statusCode !== 403 || response.headers['cache-control'] !== 'no-store') {
            problems.push(`${route.method} ${url}: answered ${String(response.statusCode)}`);
          }
        }
      }
      if (!(await signedIn(cookie))) problems.push(`${route.method} ${route.url}: the session ended`);
    }
    expect(problems).toEqual([]);
  });

  it('answers an unknown API path as JSON 404 whichever way the prefix is written', async () => {
    for (const prefix of ['/api/', ...ESCAPED_PREFIXES]) {
      const response = await test.app.inject({ url: `${prefix}finns-inte` });
      expect(response.statusCode, prefix).toBe(404);
      expect(response.json<{ code: string }>().code, prefix).toBe('NOT_FOUND');
      expect(response.headers['cache-control'], prefix).toBe('no-store');
    }
  });
});
