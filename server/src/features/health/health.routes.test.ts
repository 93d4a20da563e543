import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

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
