import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/db/seed/seed-demo.js';
import { isStateChanging, type ApiRouteRule } from '../../src/plugins/access.js';
import { listenForBankId, SAME_ORIGIN } from '../../src/testing/bankid-login.js';
import { portalForTests } from '../../src/testing/portal-for-tests.js';
import { databaseFingerprint } from './database-fingerprint.js';
import { openApiDocument, operationOf } from './openapi-operations.js';
import { allowedRole, personaCookie } from './persona-sessions.js';
import { injectOptions, validPlans, type PlannedRequest } from './request-plan.js';
import { probeRequests, type RequestProbe } from './request-probe.js';
import { securityHeaderProblems } from './security-header-problems.js';

const CROSS_SITE = 'Förfrågan kom från en annan webbplats och stoppades.';
const UNKNOWN_SITE =
  'Förfrågan saknar uppgift om vilken webbplats den kom från och stoppades. Ladda om sidan och försök igen.';

/** How a forged request arrives: Fetch Metadata from today's browsers, only Origin from older ones. */
const FORGERIES: readonly { name: string; headers: Record<string, string> }[] = [
  { name: 'Sec-Fetch-Site: cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
  { name: 'Sec-Fetch-Site: same-site (a sibling subdomain)', headers: { 'sec-fetch-site': 'same-site' } },
  { name: 'a foreign Origin', headers: { origin: 'https://angripare.example' } },
  { name: 'a lookalike Origin', headers: { origin: 'http://localhost:3000.angripare.example' } },
  { name: 'Origin: null (a sandboxed frame)', headers: { origin: 'null' } },
  {
    name: 'cross-site metadata beside our own Origin',
    headers: { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' },
  },
];

/** What a read may write: who read what (staff audit) and how often (rate limits). */
const BOOKKEEPING = ['audit_event', 'rate_limit'];

/** Goal 21: every state-changing API route, generated from the route table, refuses other sites. */
describe('cross-site requests', () => {
  let probe: RequestProbe;

  const test = portalForTests({ ready: false });
  beforeAll(async () => {
    probe = probeRequests(test.app);
    await test.app.ready();
    await seedDemo(test.db);
    await listenForBankId(test);
  });

  /** Requests the route's schemas accept, as a browser on the portal would send them. */
  function validRequests(route: ApiRouteRule): PlannedRequest[] {
    const operation = operationOf(openApiDocument(test.app), route);
    return fc
      .sample(validPlans(operation, route.method), { seed: 4_711, numRuns: 20 })
      .map((plan) => injectOptions(route, plan));
  }

  const send = async (request: PlannedRequest, headers: Record<string, string>) => {
    const tags = probe.tag();
    const response = await test.app.inject({
      ...request,
      headers: { ...request.headers, ...headers, ...tags },
    });
    return { response, passedGuard: probe.passedGuard(tags), reachedHandler: probe.reachedHandler(tags) };
  };

  const stateChanging = () => test.app.apiRoutes.filter((route) => isStateChanging(route.method));

  it('are refused with 403 on every state-changing route, before anything happens, even with a session', async () => {
    expect(stateChanging().length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const route of stateChanging()) {
      const cookie = await personaCookie(test, allowedRole(route));
      const before = await databaseFingerprint(test.db);
      for (const request of validRequests(route)) {
        for (const forgery of FORGERIES) {
          const { response, passedGuard } = await send(request, { ...forgery.headers, cookie });
          const where = `${forgery.name} → ${route.method} ${route.url}`;
          const body = response.json<{ code?: string; message?: string }>();
          if (response.statusCode !== 403 || body.message !== CROSS_SITE || body.code !== 'FORBIDDEN') {
            problems.push(`${where}: answered ${String(response.statusCode)} ${response.body.slice(0, 120)}`);
          }
          if (passedGuard) problems.push(`${where}: got past the CSRF check`);
          if (response.headers['set-cookie'] !== undefined) problems.push(`${where}: set a cookie`);
          problems.push(
            ...securityHeaderProblems(response.headers, route.url, false).map((p) => `${where}: ${p}`),
          );
        }
      }
      // Nothing written anywhere: no order, no logout, not even a rate-limit count.
      expect(await databaseFingerprint(test.db), `${route.method} ${route.url}`).toEqual(before);
      const profile = await test.app.inject({ url: '/api/auth/profile', headers: { cookie } });
      expect(profile.statusCode, `still signed in after forgeries to ${route.url}`).toBe(200);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('are refused with 403 when they say neither where they come from nor carry JSON, on every state-changing route', async () => {
    const problems: string[] = [];
    for (const route of stateChanging()) {
      const cookie = await personaCookie(test, allowedRole(route));
      const before = await databaseFingerprint(test.db);
      for (const request of validRequests(route).slice(0, 3)) {
        const { 'content-type': _json, ...headers } = request.headers;
        const payload = request.payload ?? 'x=1';
        // What a form, a beacon or a plain link can send with no Origin and no Fetch Metadata (old browsers).
        const bodies: { name: string; headers: Record<string, string>; payload: string | undefined }[] = [
          { name: 'no body', headers: {}, payload: undefined },
          { name: 'text/plain', headers: { 'content-type': 'text/plain' }, payload },
          { name: 'a form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload },
          {
            name: 'multipart',
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
            payload:
              '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF\r\n--x--\r\n',
          },
        ];
        for (const body of bodies) {
          const { response, passedGuard } = await send(
            { ...request, headers, payload: body.payload },
            { ...headers, ...body.headers, cookie },
          );
          const where = `${body.name} → ${route.method} ${route.url}`;
          if (response.statusCode !== 403 || response.json<{ message?: string }>().message !== UNKNOWN_SITE) {
            problems.push(`${where}: answered ${String(response.statusCode)} ${response.body.slice(0, 120)}`);
          }
          if (passedGuard) problems.push(`${where}: got past the CSRF check`);
        }
      }
      expect(await databaseFingerprint(test.db), `${route.method} ${route.url}`).toEqual(before);
    }
    expect(problems).toEqual([]);
  });

  it('let a JSON body through without Origin or Fetch Metadata: no page on another site can send one', async () => {
    const withJson = stateChanging().filter((route) => validRequests(route)[0]?.payload !== undefined);
    expect(withJson.length).toBeGreaterThan(10);
    for (const route of withJson) {
      const [request] = validRequests(route);
      if (request === undefined) continue;
      const cookie = await personaCookie(test, allowedRole(route));
      const { response } = await send(request, { cookie });
      // A write that answers 204 (turning push off for a device) has no body to read.
      const message = response.body === '' ? undefined : response.json<{ message?: string }>().message;
      expect([CROSS_SITE, UNKNOWN_SITE], `${route.method} ${route.url}`).not.toContain(message);
    }
  });

  it('are let through to the handler from the portal’s own pages, by Fetch Metadata or by Origin', async () => {
    const ownPage = [SAME_ORIGIN, { origin: test.config.publicUrl }];
    for (const route of stateChanging()) {
      for (const headers of ownPage) {
        let reached = false;
        for (const request of validRequests(route)) {
          // A fresh session each time: logging out or choosing whom to act for ends the previous one.
          const cookie = await personaCookie(test, allowedRole(route));
          const { response, reachedHandler } = await send(request, { ...headers, cookie });
          expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(403);
          reached ||= reachedHandler;
          if (reached) break;
        }
        expect(reached, `${JSON.stringify(headers)} → ${route.method} ${route.url} reached its handler`).toBe(
          true,
        );
      }
    }
  });

  it('change nothing by a GET from another site (a link or an image) but the audit trail and rate counts', async () => {
    const reads = test.app.apiRoutes.filter((route) => route.method === 'GET');
    for (const route of reads) {
      const cookie = await personaCookie(test, allowedRole(route));
      const before = await databaseFingerprint(test.db, BOOKKEEPING);
      for (const request of validRequests(route)) {
        const { response } = await send(request, { 'sec-fetch-site': 'cross-site', cookie });
        expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      }
      expect(await databaseFingerprint(test.db, BOOKKEEPING), `GET ${route.url}`).toEqual(before);
    }
  }, 120_000);
});
