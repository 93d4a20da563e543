import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertPerson, insertPersonStakeholder } from '../db/seed/builders.js';
import { signIn } from '../testing/sign-in.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { webBuild } from '../testing/web-build.js';

const BLOCK = /<script type="application\/json" id="first-data">(.*?)<\/script>/s;
const firstDataIn = (html: string): Record<string, unknown> | undefined => {
  const json = BLOCK.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
};

describe("a signed-in page's first data", () => {
  let test: TestApp;
  let cookie: string;
  let personalNumber: string;

  beforeEach(async () => {
    test = await buildTestApp({ env: { WEB_DIST_DIR: webBuild() } });
    const person = await insertPerson(test.db, { givenName: '</script><script>alert(1)</script>' });
    personalNumber = person.personalNumber;
    const member = await insertPersonStakeholder(test.db, person);
    cookie = await signIn(test, { personId: person.id, stakeholderId: member.id, roles: ['Member'] });
  });
  afterEach(async () => {
    await test.close();
  });

  /** The answer the SPA's own call gets: a 204 is null, as in the block. */
  const api = async (path: string): Promise<unknown> => {
    const answer = await test.app.inject({ url: `/api/${path}`, headers: { cookie } });
    return answer.statusCode === 204 ? null : answer.json();
  };

  it('carries what the API answers the same session, never cached, and no personal number', async () => {
    const page = await test.app.inject({ url: '/', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const data = firstDataIn(page.body);
    expect(data?.['auth/profile']).toEqual(await api('auth/profile'));
    expect(data?.['overview/economy']).toEqual(await api('overview/economy'));
    expect(data?.['overview/open-contracts']).toEqual(await api('overview/open-contracts'));
    expect(data?.['Ir/GetMemberData']).toEqual(await api('Ir/GetMemberData'));
    expect(page.body).not.toContain(personalNumber);
    expect(page.body).not.toContain(personalNumber.slice(2));
  });

  it('comes compressed to a browser that accepts it, as the same page', async () => {
    const plain = await test.app.inject({ url: '/', headers: { cookie } });
    const page = await test.app.inject({
      url: '/',
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps names from breaking out of the data block', async () => {
    const page = await test.app.inject({ url: '/', headers: { cookie } });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(firstDataIn(page.body)?.['auth/profile']).toMatchObject({
      name: '</script><script>alert(1)</script> Testsson',
    });
  });

  it("holds no page's data where there is no page, and on a page without data what its header reads", async () => {
    const missing = await test.app.inject({ url: '/finns-inte', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(firstDataIn(missing.body) ?? {})).toEqual(['auth/profile']);
    const cleanHeader = await test.app.inject({ url: '/loggain', headers: { cookie } });
    expect(Object.keys(firstDataIn(cleanHeader.body) ?? {})).toEqual(['auth/profile']);
    const login = await test.app.inject({ url: '/login', headers: { cookie } });
    expect(Object.keys(firstDataIn(login.body) ?? {}).sort()).toEqual([
      'auth/profile',
      'cart/count',
      'notifications/unread-count',
    ]);
  });

  it('says only that no one is signed in to an anonymous visitor, and nothing for a session that has ended', async () => {
    const anonymous = await test.app.inject({ url: '/login' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(firstDataIn(anonymous.body)).toEqual({ 'auth/profile': null });

    await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: test.config.publicUrl },
    });
    const ended = await test.app.inject({ url: '/', headers: { cookie } });
    expect(ended.statusCode).toBe(200);
    expect(ended.headers['cache-control']).toBe('no-cache');
    expect(firstDataIn(ended.body)).toBeUndefined();
  });

  it('is never in the shell the service worker keeps, whoever asks for it', async () => {
    const page = await test.app.inject({ url: '/app-shell.html', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('id="runtime-config"');
    expect(firstDataIn(page.body)).toBeUndefined();
    expect(page.body).not.toContain(personalNumber);
    expect(page.body).not.toContain('alert(1)');
  });
});
