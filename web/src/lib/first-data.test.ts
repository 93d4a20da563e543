// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '#contracts/first-data';
import { createApiClient } from './api-client';
import { firstAnswers, readFirstData } from './first-data';

const PROFILE = { id: '100245', roles: ['Member'], name: 'Karin Lindqvist' };

describe("the page's first data", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('is read from the data block, and is empty without one', () => {
    expect(readFirstData()).toEqual({});
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_DATA_ELEMENT_ID;
    block.textContent = JSON.stringify({ 'auth/profile': PROFILE, 'overview/orders': null });
    document.body.append(block);
    expect(readFirstData()).toEqual({ 'auth/profile': PROFILE, 'overview/orders': null });
  });

  it('answers a GET once without asking the server, and the next time the server answers', async () => {
    const fetch = vi.fn(async () => Response.json({ id: '100245', roles: ['Member'], name: 'Ny' }));
    vi.stubGlobal('fetch', fetch);
    const schema = vi.fn(async () => (await import('#contracts/profile')).ProfileSchema);
    const api = createApiClient({
      apiRoot: '/api/',
      onUnauthorized: () => undefined,
      firstAnswers: firstAnswers({ 'auth/profile': PROFILE, 'overview/orders': null }),
    });
    expect(await api.get('auth/profile', schema)).toEqual(PROFILE);
    expect(await api.get('overview/orders', schema)).toBeNull();
    // Taken from the page as the server serialized it: no schema is loaded for it.
    expect(schema).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.get('auth/profile', schema)).toMatchObject({ name: 'Ny' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not used once it is older than a cached answer would be', () => {
    let now = 1_000;
    const answers = firstAnswers({ 'auth/profile': PROFILE }, () => now);
    now += 30_001;
    expect(answers.take('auth/profile')).toBeUndefined();
  });

  it('is never used for a call that changes something', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const api = createApiClient({
      apiRoot: '/api/',
      onUnauthorized: () => undefined,
      firstAnswers: firstAnswers({ cart: { items: [] } }),
    });
    await api.send('DELETE', 'cart');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
