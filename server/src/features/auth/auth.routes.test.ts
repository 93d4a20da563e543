import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { createSessionRepository } from '../../session/session.repository.js';
import { createSessionService } from '../../session/session.service.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

describe('session endpoints', () => {
  let test: TestApp;
  let token: string;
  beforeEach(async () => {
    test = await buildTestApp();
    const sessions = createSessionService({
      repository: createSessionRepository(test.db),
      clock: systemClock,
    });
    token = await sessions.start({ profileId: 'member-1', roles: ['Member'] });
  });
  afterEach(async () => {
    await test.close();
  });

  const profile = (cookie?: string) =>
    test.app.inject({ url: '/api/auth/profile', headers: cookie === undefined ? {} : { cookie } });

  it('answer 204 (no data) to someone not logged in', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('give the signed-in profile, decided from the session cookie alone', async () => {
    const response = await profile(`session=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'member-1', roles: ['Member'] });
  });

  it('clear a cookie whose session has ended, so public pages keep working', async () => {
    const response = await profile(`session=${'x'.repeat(43)}`);
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('end the session on the server at logout', async () => {
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `session=${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/^session=;/);
    expect((await profile(`session=${token}`)).statusCode).toBe(204);
    expect(await test.db.query('SELECT 1 FROM session')).toHaveLength(0);
  });

  it('let logout without a session succeed too', async () => {
    expect((await test.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });
});

describe('the session cookie', () => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });

  const cookieSetBy = async (env: Record<string, string>): Promise<string> => {
    test = await buildTestApp({ env, ready: false });
    test.app.post('/api/test/login', async (_request, reply) => {
      await test.app.sessions.start(reply, { profileId: 'member-1', roles: ['Member'] });
      return reply.code(204).send();
    });
    await test.app.ready();
    return String((await test.app.inject({ method: 'POST', url: '/api/test/login' })).headers['set-cookie']);
  };

  it('is HttpOnly, SameSite=Lax and for the whole site', async () => {
    const cookie = await cookieSetBy({});
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Max-Age');
  });

  it('is __Host- and Secure outside local', async () => {
    const cookie = await cookieSetBy({ APP_ENV: 'staging' });
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toContain('Secure');
    expect(cookie).not.toContain('Domain');
  });
});
