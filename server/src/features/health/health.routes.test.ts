import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { buildLoggedTestApp } from '../../../test/security/log-capture.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { webBuild } from '../../testing/web-build.js';

describe('GET /api/Health/ping', () => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });

  it('reports all five services up when the database and the geodata answer', async () => {
    test = await buildTestApp();
    const response = await test.app.inject({ method: 'GET', url: '/api/Health/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ gis: true, kr: true, ir: true, calculation: true, splan: true });
  });

  it('reports gis down when the geodata source cannot be read', async () => {
    test = await buildTestApp({ env: { GEO_FIXTURES_DIR: mkdtempSync(join(tmpdir(), 'no-geodata-')) } });
    const response = await test.app.inject({ method: 'GET', url: '/api/Health/ping' });
    expect(response.json()).toEqual({ gis: false, kr: true, ir: true, calculation: true, splan: true });
  });

  it('reports the database-backed services down, still answering 200, when the database is gone', async () => {
    test = await buildTestApp();
    await test.db.close();
    const response = await test.app.inject({ method: 'GET', url: '/api/Health/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ gis: true, kr: false, ir: false, calculation: false, splan: false });
  });
});

describe('operations endpoints', () => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });

  it('answer alive, and ready only while the database answers', async () => {
    test = await buildTestApp();
    expect((await test.app.inject({ url: '/api/internal/isAlive' })).json()).toEqual({ alive: true });
    expect((await test.app.inject({ url: '/api/internal/isReady' })).statusCode).toBe(200);
    await test.db.close();
    const notReady = await test.app.inject({ url: '/api/internal/isReady' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ code: 'NOT_READY' });
    expect((await test.app.inject({ url: '/api/internal/isAlive' })).statusCode).toBe(200);
  });

  it('count requests by route pattern at /metrics', async () => {
    test = await buildTestApp();
    await test.app.inject({ url: '/api/Health/ping' });
    const metrics = await test.app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/Health\/ping",status_code="200"\} 1/,
    );
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
  });

  it('describe the API as OpenAPI at /api/docs', async () => {
    test = await buildTestApp();
    const document = (await test.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/Health/ping',
        '/api/auth/profile',
        '/api/auth/logout',
        '/api/internal/isReady',
      ]),
    );
    const ui = await test.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

const TOKEN = 'prometheus-skrapar-0123456789abcdefghij';
const WITH_TOKEN = { authorization: `Bearer ${TOKEN}` };
const WRONG_AUTHORIZATIONS: Record<string, string>[] = [
  {},
  { authorization: 'Bearer fel-token-0123456789abcdefghijklmnopq' },
  { authorization: `Bearer ${TOKEN}x` },
  { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
  { authorization: TOKEN },
];

/** Each environment with what it needs to start; a web build, so unknown pages answer 404 as deployed. */
const ENVIRONMENTS = {
  local: () => ({ WEB_DIST_DIR: webBuild() }),
  staging: () => ({ APP_ENV: 'staging', WEB_DIST_DIR: webBuild() }),
  production: () => ({
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
};

describe('the API description and /metrics, per environment', () => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ url, headers });
  /** Status, type and body of `url` are those of a path that does not exist. */
  async function expectUnknown(url: string, unknown: string, headers: Record<string, string> = {}) {
    const [answer, expected] = [await get(url, headers), await get(unknown)];
    expect(answer.statusCode, url).toBe(404);
    expect(answer.headers['content-type'], url).toBe(expected.headers['content-type']);
    expect(answer.body, url).toBe(expected.body);
  }
  const expectMetrics = async (headers: Record<string, string> = {}) => {
    const metrics = await get('/metrics', headers);
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('http_request_duration_seconds');
  };
  const expectDocs = async () => {
    expect((await get('/api/docs/json')).json()).toMatchObject({ openapi: expect.any(String) as unknown });
    expect((await get('/api/docs/')).statusCode).toBe(200);
  };

  it('local: both open to anyone', async () => {
    test = await buildTestApp({ env: ENVIRONMENTS.local() });
    await expectDocs();
    await expectMetrics();
  });

  it('local with METRICS_TOKEN: metrics only for its holder', async () => {
    test = await buildTestApp({ env: { ...ENVIRONMENTS.local(), METRICS_TOKEN: TOKEN } });
    for (const headers of WRONG_AUTHORIZATIONS) await expectUnknown('/metrics', '/finns-inte', headers);
    await expectMetrics(WITH_TOKEN);
  });

  it('staging: the API described; metrics as if absent without METRICS_TOKEN', async () => {
    test = await buildTestApp({ env: ENVIRONMENTS.staging() });
    await expectDocs();
    await expectUnknown('/metrics', '/finns-inte');
    await expectUnknown('/metrics', '/finns-inte', WITH_TOKEN);
  });

  it('staging with METRICS_TOKEN: metrics only for its holder', async () => {
    test = await buildTestApp({ env: { ...ENVIRONMENTS.staging(), METRICS_TOKEN: TOKEN } });
    for (const headers of WRONG_AUTHORIZATIONS) await expectUnknown('/metrics', '/finns-inte', headers);
    await expectMetrics(WITH_TOKEN);
  });

  it('production: no API description at all; metrics only for the holder of METRICS_TOKEN', async () => {
    test = await buildTestApp({ env: ENVIRONMENTS.production() });
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
      await expectUnknown(url, '/api/finns-inte');
    }
    await expectUnknown('/metrics', '/finns-inte', WITH_TOKEN);
    await test.close();

    test = await buildTestApp({ env: { ...ENVIRONMENTS.production(), METRICS_TOKEN: TOKEN } });
    for (const headers of WRONG_AUTHORIZATIONS) await expectUnknown('/metrics', '/finns-inte', headers);
    await expectMetrics(WITH_TOKEN);
  });

  it('never write the token to the log', async () => {
    const logged = await buildLoggedTestApp(systemClock, 'trace', {
      ...ENVIRONMENTS.staging(),
      METRICS_TOKEN: TOKEN,
    });
    test = logged;
    const { lines } = logged;
    expect((await get('/metrics', WITH_TOKEN)).statusCode).toBe(200);
    await get('/metrics', { authorization: `Bearer ${TOKEN.slice(1)}` });
    expect(lines.join('')).toContain('/metrics');
    expect(lines.join('')).not.toContain(TOKEN.slice(1));
  });
});
