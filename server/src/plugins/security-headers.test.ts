import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { webBuild } from '../testing/web-build.js';

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

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

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
