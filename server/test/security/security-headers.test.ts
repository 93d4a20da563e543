import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { insertPerson, insertPersonStakeholder } from '../../src/db/seed/builders.js';
import { SAME_ORIGIN } from '../../src/testing/bankid-login.js';
import { signIn } from '../../src/testing/sign-in.js';
import { buildTestApp, type TestApp } from '../../src/testing/test-app.js';
import { webBuild } from '../../src/testing/web-build.js';
import { concreteUrl, registeredRoutes } from './registered-routes.js';
import { cspDirectives as directives, securityHeaderProblems } from './security-header-problems.js';

const REQUESTS = [
  { url: '/api/Health/ping', kind: 'API 200' },
  { url: '/api/finns-inte', kind: 'API 404' },
  { url: '/api/internal/isAlive', kind: 'internal' },
  { url: '/', kind: 'page 200' },
  { url: '/sida-som-inte-finns', kind: 'page 404' },
  { url: '/assets/app-3f9a.js', kind: 'static asset' },
  { url: '/minskogsverksamhet', kind: 'redirect' },
  { url: '/metrics', kind: 'metrics' },
  { url: '/api/docs/static/index.html', kind: 'API docs' },
];

describe('security headers', () => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });

  it('are on every kind of response', async () => {
    test = await buildTestApp({ env: { WEB_DIST_DIR: webBuild() } });
    for (const { url, kind } of REQUESTS) {
      const { headers } = await test.app.inject({ url });
      const csp = directives(String(headers['content-security-policy']));
      expect(csp.get('default-src'), kind).toEqual(["'self'"]);
      expect(csp.get('script-src'), kind).toEqual(["'self'"]);
      expect(csp.get('object-src'), kind).toEqual(["'none'"]);
      expect(csp.get('base-uri'), kind).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), kind).toEqual(["'none'"]);
      expect(headers['x-content-type-options'], kind).toBe('nosniff');
      expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], kind).toBe('same-origin');
      expect(headers['x-frame-options'], kind).toBe('DENY');
      if (url.startsWith('/api/')) expect(headers['cache-control'], kind).toBe('no-store');
      // Locally the portal runs on plain http, where HSTS would do harm.
      expect(headers['strict-transport-security'], kind).toBeUndefined();
    }
  });

  it('are one exact set, helmet defaults included, on pages, the API, assets and the simulator', async () => {
    test = await buildTestApp({ env: { WEB_DIST_DIR: webBuild() } });
    const securityHeaders = {
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;connect-src 'self';" +
        "font-src 'self';frame-src 'self';object-src 'none';base-uri 'none';form-action 'self';" +
        "frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
    };
    const others = [
      'cache-control',
      'content-type',
      'content-length',
      'content-encoding',
      'vary',
      'connection',
    ];
    for (const url of ['/', '/api/Health/ping', '/assets/app-3f9a.js', '/bankid-simulator/app']) {
      const { headers } = await test.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      const security = Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) =>
            !others.includes(name) && !['date', 'etag', 'last-modified', 'accept-ranges'].includes(name),
        ),
      );
      expect(security, url).toEqual(securityHeaders);
    }
  });

  it('add HSTS for a year outside local', async () => {
    test = await buildTestApp({ env: { APP_ENV: 'staging' } });
    const { headers } = await test.app.inject({ url: '/api/Health/ping' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('allow exactly the third-party scripts the configuration names, and never inline script', async () => {
    test = await buildTestApp({
      env: {
        ASSISTANT_SCRIPT_URL: 'https://assistent.example/loader.js',
        WIDGET_SCRIPT_URL: 'https://chatt.example/widget.js',
        ANALYTICS_MEASUREMENT_ID: 'G-TEST123',
      },
    });
    const { headers } = await test.app.inject({ url: '/' });
    const scripts = directives(String(headers['content-security-policy'])).get('script-src') ?? [];
    expect(scripts.sort()).toEqual(
      [
        "'self'",
        'https://assistent.example',
        'https://chatt.example',
        'https://www.googletagmanager.com',
      ].sort(),
    );
    expect(scripts.join(' ')).not.toMatch(/unsafe/);
  });
});

/** A request whose URL is a string, so a report can quote it. */
type Request = InjectOptions & { url: string };

const emptyWebBuild = (): string => mkdtempSync(join(tmpdir(), 'no-web-build-'));

/** Outcomes the registered routes alone may not produce: errors before routing, crashes, refusals. */
const EDGE_CASES: Request[] = [
  { url: '/api/finns-inte' },
  { url: '/sida-som-inte-finns' },
  { method: 'DELETE', url: '/api/Health/ping' },
  { method: 'PUT', url: '/' },
  { method: 'OPTIONS', url: '/api/auth/profile' },
  { url: '/minskogsverksamhet?flik=2' },
  { url: '/assets/app-3f9a.js', headers: { 'accept-encoding': 'gzip' } },
  { url: '/api/test/crash' },
  { url: '/test/crash' },
  { url: '/%E0%A4%A' },
  { url: '/api/%E0%A4%A' },
  { url: `/bankid-simulator/control/orders/${'x'.repeat(200)}/cancel`, method: 'POST' },
  {
    method: 'POST',
    url: '/api/bankid/start',
    headers: { 'content-type': 'application/json' },
    payload: '{"flow":',
  },
  { method: 'POST', url: '/api/bankid/start', headers: { 'content-type': 'text/xml' }, payload: '<start/>' },
  { method: 'POST', url: '/api/bankid/start', payload: { padding: 'x'.repeat(1_100_000) } },
  { method: 'POST', url: '/api/auth/logout', headers: { 'sec-fetch-site': 'cross-site' } },
  { method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://angripare.example' } },
];

const ENVIRONMENTS = [
  { name: 'local', hsts: false, env: () => ({ WEB_DIST_DIR: webBuild() }) },
  // Staging without a web build: pages answer 503, one more kind of server error.
  { name: 'staging', hsts: true, env: () => ({ APP_ENV: 'staging', WEB_DIST_DIR: emptyWebBuild() }) },
  {
    name: 'production',
    hsts: true,
    env: () => ({
      APP_ENV: 'production',
      // Read by main.ts only; the test's own database is passed in.
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
      BANKID_PFX_PATH: 'server/src/bankid/certs/FPTestcert5_20240610.p12',
      BANKID_PASSPHRASE: 'qwerty123',
      VAPID_PUBLIC_KEY:
        'BGJzoCa025VI2fie3hNYmWv-qIuHkYDqfuG1wlmtfUqlbDFRjFCgEJr_jEZeosSXzDFzy9VK4HdDEaoc-7tfZeM',
      VAPID_PRIVATE_KEY: '1Fm4lOjeTXJJqUIu3IQ6ZsPGl-tzNwNROaCJrztIRAY',
      WEB_DIST_DIR: webBuild(),
    }),
  },
] as const;

/**
 * Goal 19: the headers on 100 % of responses. Every registered route, any method it answers, anonymous and
 * signed in, plus the outcomes routes do not give on their own, in every environment.
 */
describe('security headers on every response', () => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });

  for (const environment of ENVIRONMENTS) {
    it(`are on every route, method and outcome in ${environment.name}`, async () => {
      test = await buildTestApp({ env: environment.env(), ready: false });
      test.app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
        throw new Error('hemligt fel');
      });
      test.app.get('/test/crash', async () => {
        throw new Error('hemligt fel');
      });
      await test.app.ready();
      const person = await insertPerson(test.db);
      const stakeholder = await insertPersonStakeholder(test.db, person);
      const member = {
        ...SAME_ORIGIN,
        cookie: await signIn(test, { personId: person.id, stakeholderId: stakeholder.id, roles: ['Member'] }),
      };

      const routes = registeredRoutes(test.app);
      // The route tree was read whole: every API route the guard knows, the SPA host, HEAD twins.
      for (const { method, url } of [...test.app.apiRoutes, { method: 'GET', url: '/*' }]) {
        expect(routes).toContainEqual({ method, url });
      }
      expect(routes).toContainEqual({ method: 'HEAD', url: '/api/Health/ping' });
      const requests: Request[] = [
        ...routes.flatMap(({ method, url }) =>
          [{}, member].map((headers) => ({ method: method as 'GET', url: concreteUrl(url), headers })),
        ),
        ...EDGE_CASES,
      ];
      const problems: string[] = [];
      const statusClasses = new Set<number>();
      for (const request of requests) {
        const response = await test.app.inject(request);
        statusClasses.add(Math.floor(response.statusCode / 100));
        const path = request.url;
        for (const problem of securityHeaderProblems(response.headers, path, environment.hsts)) {
          problems.push(
            `${String(request.method ?? 'GET')} ${path} → ${String(response.statusCode)}: ${problem}`,
          );
        }
      }
      expect(problems).toEqual([]);
      expect([...statusClasses].sort()).toEqual([2, 3, 4, 5]);
      expect(requests.length).toBeGreaterThan(40);
    });
  }
});
