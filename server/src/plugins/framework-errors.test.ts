import { beforeAll, describe, expect, it } from 'vitest';
import { portalForTests } from '../testing/portal-for-tests.js';
import { webBuild } from '../testing/web-build.js';

describe('a URL Fastify itself refuses', () => {
  const test = portalForTests({ env: { WEB_DIST_DIR: webBuild() }, ready: false });
  beforeAll(async () => {
    test.app.get('/api/test/items/:itemId', { config: { access: 'public' } }, async () => ({ item: true }));
    await test.app.ready();
  });

  it('gets the portal’s own 404, with its headers and without echoing the path', async () => {
    for (const url of ['/api/%E0%A4%A', `/api/test/items/${'7'.repeat(120)}`]) {
      const response = await test.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.body, url).not.toMatch(/%E0|7{12}/);
    }
    const page = await test.app.inject({ url: '/skog/%E0%A4%A' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});
