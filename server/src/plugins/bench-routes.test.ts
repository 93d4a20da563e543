import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

describe('GET /bench/hello', () => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });

  it('does not exist unless BENCH_ROUTES is on', async () => {
    test = await buildTestApp();
    const response = await test.app.inject({ method: 'GET', url: '/bench/hello' });
    expect(response.statusCode).toBe(404);
  });

  it('answers the load benchmark its baseline when BENCH_ROUTES is on, without a session', async () => {
    test = await buildTestApp({ env: { BENCH_ROUTES: 'on' } });
    const response = await test.app.inject({ method: 'GET', url: '/bench/hello' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'world' });
  });
});

describe('BENCH_ROUTES', () => {
  const production = {
    APP_ENV: 'production',
    DATABASE_URL: 'postgres://db/portal',
    BANKID_PFX_PATH: '/run/secrets/bankid.p12',
    BANKID_PASSPHRASE: 'hemlig',
    VAPID_PUBLIC_KEY:
      'BGJzoCa025VI2fie3hNYmWv-qIuHkYDqfuG1wlmtfUqlbDFRjFCgEJr_jEZeosSXzDFzy9VK4HdDEaoc-7tfZeM',
    VAPID_PRIVATE_KEY: '1Fm4lOjeTXJJqUIu3IQ6ZsPGl-tzNwNROaCJrztIRAY',
  };

  it('is refused in production', () => {
    expect(() => loadConfig({ ...production, BENCH_ROUTES: 'on' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, BENCH_ROUTES: 'on' })).toThrow(/BENCH_ROUTES/);
    expect(loadConfig(production).benchRoutes).toBe(false);
  });

  it('accepts only on or off', () => {
    expect(() => loadConfig({ BENCH_ROUTES: 'yes' })).toThrow(/BENCH_ROUTES: must be on or off/);
  });
});
