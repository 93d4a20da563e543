import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../db/seed/personas.js';
import { listenForBankId, SAME_ORIGIN } from '../../testing/bankid-login.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { returnOriginFor } from './return-origin.js';

/** PUBLIC_URL's default in the tests' configuration. */
const PUBLIC_URL = 'http://localhost:3000';

/** Locally the portal works at whatever address it is opened by; BankID's app returns there and nowhere else. */
describe('where BankID on the same device returns to', () => {
  let test: TestApp;
  let own: string;

  beforeEach(async () => {
    test = await buildTestApp();
    await listenForBankId(test);
    own = `127.0.0.1:${String((test.app.server.address() as AddressInfo).port)}`;
  });
  afterEach(async () => {
    await test.close();
  });

  /** Starts a same-device login as a browser that reached the portal as `host`; the order's returnUrl. */
  async function returnUrlFor(host: string): Promise<string> {
    const start = await test.app.inject({
      method: 'POST',
      url: '/api/bankid/start',
      headers: { ...SAME_ORIGIN, host },
      payload: { flow: 'same-device', device: 'mobile' },
    });
    expect(start.statusCode).toBe(200);
    const { orders } = (
      await test.app.inject({ method: 'GET', url: '/bankid-simulator/control/orders' })
    ).json<{ orders: { returnUrl: string }[] }>();
    return orders[0]?.returnUrl ?? '';
  }

  it('is the address the browser used when it names this machine', async () => {
    expect(await returnUrlFor(own)).toMatch(new RegExp(`^http://${own}/login\\?retur=[\\w-]+$`));
    expect(await returnUrlFor('localhost:3000')).toMatch(/^http:\/\/localhost:3000\/login\?retur=/);
    // IPv6 loopback, where the machine has it: BankID still gets a valid start (referringDomain stays a name).
    expect(await returnUrlFor('[::1]:3000')).toMatch(/^http:\/\/(\[::1\]|localhost):3000\/login\?retur=/);
  });

  it('is PUBLIC_URL for a Host that is not this machine, or not a bare host', async () => {
    for (const host of ['evil.example', 'evil.example:3000', `${own}@evil.example`, 'x y']) {
      expect(await returnUrlFor(host), host).toMatch(/^http:\/\/localhost:3000\/login\?retur=/);
    }
  });

  it('brings the browser back to the address it came from, which the CSP lets a form go to', async () => {
    const start = await test.app.inject({
      method: 'POST',
      url: '/api/bankid/start',
      headers: { ...SAME_ORIGIN, host: own },
      payload: { flow: 'same-device', device: 'mobile' },
    });
    const { launchUrl } = start.json<{ launchUrl: string }>();
    const autoStartToken = new URL(launchUrl, `http://${own}`).searchParams.get('autostarttoken') ?? '';
    const opened = await test.app.inject({ method: 'GET', url: launchUrl, headers: { host: own } });
    expect(opened.statusCode).toBe(200);
    const orderRef = /action="\/bankid-simulator\/app\/orders\/([\w-]+)\/approve"/.exec(opened.body)?.[1];

    const approved = await test.app.inject({
      method: 'POST',
      url: `/bankid-simulator/app/orders/${orderRef ?? ''}/approve`,
      headers: { host: own, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        autostarttoken: autoStartToken,
        persona: PERSONAS.supplier.personalNumber,
      }).toString(),
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toMatch(new RegExp(`^http://${own}/login\\?retur=`));
    // The form posts to this origin and is sent on to this origin: 'self' allows both.
    expect(approved.headers['content-security-policy']).toContain("form-action 'self'");
  });
});

describe('the return origin outside local', () => {
  it('is always PUBLIC_URL, whatever the Host says', () => {
    for (const environment of ['production', 'staging'] as const) {
      const returnOrigin = returnOriginFor({ environment, publicUrl: 'https://portal.example' });
      expect(returnOrigin({ protocol: 'http', host: '127.0.0.1:3000' })).toBe('https://portal.example');
      expect(returnOrigin({ protocol: 'https', host: 'localhost' })).toBe('https://portal.example');
    }
  });

  it('locally also falls back to PUBLIC_URL for an odd scheme', () => {
    const returnOrigin = returnOriginFor({ environment: 'local', publicUrl: PUBLIC_URL });
    expect(returnOrigin({ protocol: 'javascript', host: 'localhost:3000' })).toBe(PUBLIC_URL);
    expect(returnOrigin({ protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
  });
});
