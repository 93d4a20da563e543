import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeConfigSchema } from '#contracts/runtime-config';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { ASSET_SOURCE, webBuild } from '../testing/web-build.js';

const runtimeConfigIn = (html: string): unknown => {
  const json = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
};

describe('the SPA host', () => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });

  const start = async (env: Record<string, string> = {}): Promise<TestApp> =>
    (test = await buildTestApp({ env: { WEB_DIST_DIR: webBuild(), ...env } }));

  it('hands the SPA its runtime configuration inside index.html, and nothing secret', async () => {
    await start({
      DATABASE_URL: 'postgres://portal:hemligt-losenord@db.internal/portal',
      SURVEY_URL: 'https://enkat.example/portal',
    });
    const page = await test.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const config = RuntimeConfigSchema.parse(runtimeConfigIn(page.body));
    expect(config).toMatchObject({
      environment: 'local',
      apiRoot: '/api/',
      productName: 'Skogsportalen',
      surveyUrl: 'https://enkat.example/portal',
    });
    expect(config.flags.purchases).toBe(false);
    expect(page.body).not.toContain('hemligt-losenord');
    expect(page.body).not.toContain('db.internal');
    expect(page.body).toContain('<title>Skogsportalen</title>');
  });

  it('keeps configured text from breaking out of the data block', async () => {
    await start({ ASSOCIATION_NAME: '</script><script>alert(1)</script>' });
    const page = await test.app.inject({ url: '/' });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(runtimeConfigIn(page.body)).toMatchObject({
      associationName: '</script><script>alert(1)</script>',
    });
  });

  it('answers 200 for every page of the SPA, and 404 (with the SPA, to show the not-found page) otherwise', async () => {
    await start();
    for (const url of [
      '/',
      '/minasidor/ekonomi/transaktioner',
      '/skogligatjanster/gallring',
      '/login',
      '/MinaSidor/',
    ]) {
      expect((await test.app.inject({ url })).statusCode, url).toBe(200);
    }
    for (const url of ['/finns-inte', '/minasidor/ekonomi/okand', '/index.html']) {
      const page = await test.app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain('id="runtime-config"');
    }
  });

  it('answers 404 for a page whose feature flag is off', async () => {
    await start();
    expect((await test.app.inject({ url: '/minasidor/minakop' })).statusCode).toBe(404);
    await test.close();
    await start({ FEATURE_OVERRIDES: 'purchases:on' });
    expect((await test.app.inject({ url: '/minasidor/minakop' })).statusCode).toBe(200);
  });

  it('redirects the old /minskogsverksamhet paths permanently, keeping the query', async () => {
    await start();
    const response = await test.app.inject({ url: '/minskogsverksamhet/ekonomi/dokument?ar=2025' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/minasidor/dokument?ar=2025');
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    await start();
    const plain = await test.app.inject({ url: '/assets/app-3f9a.js' });
    expect(plain.body).toBe(ASSET_SOURCE);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzipped = await test.app.inject({
      url: '/assets/app-3f9a.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  it('says in Swedish that the app is not built, when it is not', async () => {
    test = await buildTestApp({ env: { WEB_DIST_DIR: '/finns/inte' } });
    const page = await test.app.inject({ url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('Webbappen är inte byggd');
  });
});
