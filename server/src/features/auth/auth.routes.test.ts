import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertPerson, insertPersonStakeholder } from '../../db/seed/builders.js';
import { signIn } from '../../testing/sign-in.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

describe('session endpoints', () => {
  let test: TestApp;
  let cookie: string;
  let stakeholderId: string;
  beforeEach(async () => {
    test = await buildTestApp();
    const person = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    stakeholderId = (await insertPersonStakeholder(test.db, person)).id;
    cookie = await signIn(test, { personId: person.id, stakeholderId, roles: ['Member'] });
  });
  afterEach(async () => {
    await test.close();
  });

  const profile = (cookieHeader?: string) =>
    test.app.inject({
      url: '/api/auth/profile',
      headers: cookieHeader === undefined ? {} : { cookie: cookieHeader },
    });

  it('answer 204 (no data) to someone not logged in', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('give the signed-in profile, decided from the session cookie alone', async () => {
    const response = await profile(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: stakeholderId,
      roles: ['Member'],
      name: 'Karin Lindqvist',
      actingFor: { id: stakeholderId, name: 'Karin Lindqvist' },
    });
  });

  it('are never cached by the browser or a proxy', async () => {
    expect((await profile(cookie)).headers['cache-control']).toBe('no-store');
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
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/^session=;/);
    expect((await profile(cookie)).statusCode).toBe(204);
    expect(await test.db.query('SELECT 1 FROM session')).toHaveLength(0);
  });

  it('let logout without a session succeed too', async () => {
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBe(204);
  });

  it('refuse a logout posted from another site (CSRF), keeping the session', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, ...headers },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: 'Förfrågan kom från en annan webbplats och stoppades.',
      });
    }
    expect((await profile(cookie)).statusCode).toBe(200);
  });
});

describe('the session cookie', () => {
  let test: TestApp;
  afterEach(async () => {
    await test.close();
  });

  const cookieSetBy = async (env: Record<string, string>): Promise<string> => {
    test = await buildTestApp({ env, ready: false });
    const person = await insertPerson(test.db);
    test.app.post('/api/test/login', { config: { access: 'public' } }, async (request, reply) => {
      await test.app.sessions.start(request, reply, { personId: person.id, stakeholderId: null, roles: [] });
      return reply.code(204).send();
    });
    await test.app.ready();
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/test/login',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    return String(login.headers['set-cookie']);
  };

  it('is HttpOnly, SameSite=Lax, for the whole site and ends with the browser', async () => {
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
