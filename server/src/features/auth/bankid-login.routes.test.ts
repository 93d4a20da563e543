import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BankIdStatus } from '#contracts/bankid';
import { PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { bankIdBrowser, bankIdPhone, listenForBankId, SAME_ORIGIN } from '../../testing/bankid-login.js';
import { testClock } from '../../testing/test-clock.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

const SECOND = 1000;

/** The login page's calls against the portal, with the BankID simulator the portal serves as the phone. */
describe('logging in with BankID', () => {
  let test: TestApp;
  let clock: ReturnType<typeof testClock>;
  let browser: ReturnType<typeof bankIdBrowser>;
  let phone: ReturnType<typeof bankIdPhone>;

  beforeEach(async () => {
    clock = testClock();
    test = await buildTestApp({ clock });
    await seedDemo(test.db);
    await listenForBankId(test);
    browser = bankIdBrowser(test);
    phone = bankIdPhone(test);
  });
  afterEach(async () => {
    await test.close();
  });

  const statusOf = async (flowCookie: string) => (await browser.status(flowCookie)).json<BankIdStatus>();

  it('shows an animated QR code with RFA1 until the phone scans it, then RFA9, then completes', async () => {
    const { flowCookie, status } = await browser.start('qr');
    expect(status).toMatchObject({
      status: 'pending',
      hintCode: 'outstandingTransaction',
      messageCode: 'RFA1',
    });
    expect(status.qr?.content).toMatch(/^bankid\.[0-9a-f-]{36}\.0\.[0-9a-f]{64}$/);
    expect(status.qr?.path).toMatch(/^M/);

    clock.advance(SECOND);
    const next = await statusOf(flowCookie);
    expect(next.qr?.content).toMatch(/\.1\.[0-9a-f]{64}$/);
    expect(next.qr?.content).not.toBe(status.qr?.content);

    const { orderRef } = await phone.newestOrder();
    await phone.approve(orderRef, PERSONAS.supplier.personalNumber);
    clock.advance(2 * SECOND);
    const done = await statusOf(flowCookie);
    expect(done).toEqual({ status: 'complete', hintCode: undefined, messageCode: undefined });
  });

  it('never gives the browser the order reference, tokens or QR secret', async () => {
    const { response, flowCookie } = await browser.start('same-device');
    const [order] = await test.db.query<{
      order_ref: string;
      qr_start_secret: string;
      auto_start_token: string;
    }>('SELECT order_ref, qr_start_secret, auto_start_token FROM bankid_order');
    const seen = response.body + (await browser.status(flowCookie)).body;
    expect(seen).not.toContain(order?.order_ref);
    expect(seen).not.toContain(order?.qr_start_secret);
    expect(flowCookie).not.toContain(order?.order_ref);
  });

  it('collects from BankID at most every 2 seconds however often the page polls', async () => {
    const { flowCookie } = await browser.start('qr');
    expect((await statusOf(flowCookie)).hintCode).toBe('outstandingTransaction');
    await phone.approve((await phone.newestOrder()).orderRef, PERSONAS.supplier.personalNumber);
    clock.advance(SECOND);
    expect((await statusOf(flowCookie)).status).toBe('pending');
    clock.advance(SECOND);
    expect((await statusOf(flowCookie)).status).toBe('complete');
  });

  it('shows the official message when the phone cancels or BankID refuses', async () => {
    const cases = [
      { act: (ref: string) => phone.cancel(ref), messageCode: 'RFA6', hintCode: 'userCancel' },
      {
        act: (ref: string) => phone.fail(ref, 'certificateErr'),
        messageCode: 'RFA16',
        hintCode: 'certificateErr',
      },
      {
        act: (ref: string) => phone.fail(ref, 'expiredTransaction'),
        messageCode: 'RFA8',
        hintCode: 'expiredTransaction',
      },
      {
        act: (ref: string) => phone.fail(ref, 'somethingNew'),
        messageCode: 'RFA22',
        hintCode: 'somethingNew',
      },
    ];
    for (const { act, messageCode, hintCode } of cases) {
      const { flowCookie } = await browser.start('qr');
      await act((await phone.newestOrder()).orderRef);
      clock.advance(2 * SECOND);
      expect(await statusOf(flowCookie)).toMatchObject({ status: 'failed', hintCode, messageCode });
      expect((await statusOf(flowCookie)).qr).toBeUndefined();
    }
  });

  it('silently replaces an unscanned QR order for up to three minutes, then shows RFA17B', async () => {
    const { flowCookie, status } = await browser.start('qr');
    const firstToken = status.qr?.content.split('.')[1];
    clock.advance(31 * SECOND);
    const renewed = await statusOf(flowCookie);
    expect(renewed).toMatchObject({
      status: 'pending',
      hintCode: 'outstandingTransaction',
      messageCode: 'RFA1',
    });
    expect(renewed.qr?.content.split('.')[1]).not.toBe(firstToken);
    expect(renewed.qr?.content).toMatch(/\.0\.[0-9a-f]{64}$/);

    for (let elapsed = 31; elapsed < 200; elapsed += 31) {
      clock.advance(31 * SECOND);
      await statusOf(flowCookie);
    }
    expect(await statusOf(flowCookie)).toMatchObject({ status: 'failed', messageCode: 'RFA17B' });
  });

  it('links to the app for the same device, with RFA13, and takes the return only from this browser', async () => {
    const { flowCookie, status } = await browser.start('same-device', 'mobile');
    expect(status).toMatchObject({ status: 'pending', messageCode: 'RFA13' });
    expect(status.launchUrl).toMatch(/^\/bankid-simulator\/app\?autostarttoken=[0-9a-f-]{36}&redirect=null$/);
    expect(status.qr).toBeUndefined();

    const [order] = await test.db.query<{ return_nonce: string }>('SELECT return_nonce FROM bankid_order');
    expect((await browser.status(flowCookie, order?.return_nonce)).statusCode).toBe(200);

    const stolen = await browser.status(flowCookie, 'a-nonce-from-another-browser');
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'BANKID_RETURN_MISMATCH' });
    expect(await statusOf(flowCookie)).toMatchObject({ status: 'failed', messageCode: 'RFA22' });
  });

  it('refuses a same-device login that BankID saw from another address', async () => {
    await phone.options({ deviceIpAddress: '198.51.100.7' });
    const { flowCookie } = await browser.start('same-device', 'mobile');
    await phone.approve((await phone.newestOrder()).orderRef, PERSONAS.supplier.personalNumber);
    expect(await statusOf(flowCookie)).toMatchObject({ status: 'failed', messageCode: 'RFA22' });
    expect((await browser.complete(flowCookie)).statusCode).toBe(400);
  });

  it('cancels the order at BankID and forgets it', async () => {
    const { flowCookie } = await browser.start('qr');
    const { orderRef } = await phone.newestOrder();
    expect((await browser.cancel(flowCookie)).statusCode).toBe(204);
    expect((await phone.newestOrder()).orderRef).toBe(orderRef);
    expect((await phone.newestOrder()).state).not.toBe('pending');
    const after = await browser.status(flowCookie);
    // A GET with no data answers 204 (docs/portal.md 5): this browser has no order any more.
    expect(after.statusCode).toBe(204);
    expect(after.body).toBe('');
  });

  it('replaces the first order when the button is pressed twice', async () => {
    const first = await browser.start('qr');
    const firstRef = (await phone.newestOrder()).orderRef;
    const second = await test.app.inject({
      method: 'POST',
      url: '/api/bankid/start',
      headers: { ...SAME_ORIGIN, cookie: first.flowCookie },
      payload: { flow: 'qr', device: 'computer' },
    });
    expect(second.statusCode).toBe(200);
    expect(await test.db.query('SELECT 1 FROM bankid_order')).toHaveLength(1);
    expect((await phone.newestOrder()).orderRef).not.toBe(firstRef);
  });

  it('answers bad input with a Swedish 400 and starts nothing', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/bankid/start',
      headers: SAME_ORIGIN,
      payload: { flow: 'telepathy', device: 'computer' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await test.db.query('SELECT 1 FROM bankid_order')).toHaveLength(0);
  });

  it('limits how often one address may start logins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/bankid/start',
        headers: SAME_ORIGIN,
        payload: { flow: 'qr', device: 'computer' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(30).fill(200), 429]);
  });

  it('refuses a start posted from another site', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/bankid/start',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { flow: 'qr', device: 'computer' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('shows RFA5 when BankID is down for maintenance at the start', async () => {
    await test.app.inject({
      method: 'POST',
      url: '/bankid-simulator/control/next-error',
      payload: { endpoint: 'auth', httpStatus: 503, errorCode: 'maintenance' },
    });
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/bankid/start',
      headers: SAME_ORIGIN,
      payload: { flow: 'qr', device: 'computer' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'BANKID_START_FAILED',
      message: 'Inloggningen med BankID kunde inte startas. Försök igen.',
    });
  });
});

describe("the user's address BankID is told", () => {
  const startFrom = async (env: Record<string, string>) => {
    const test = await buildTestApp({ env });
    try {
      await listenForBankId(test);
      await test.app.inject({
        method: 'POST',
        url: '/api/bankid/start',
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': '203.0.113.9' },
        payload: { flow: 'qr', device: 'computer' },
      });
      const [order] = await test.db.query<{ end_user_ip: string }>('SELECT end_user_ip FROM bankid_order');
      return order?.end_user_ip;
    } finally {
      await test.close();
    }
  };

  it('comes from the connection unless a proxy is trusted, never from what the client claims', async () => {
    expect(await startFrom({})).toBe('127.0.0.1');
  });

  it('comes from the trusted proxy hop when one is configured', async () => {
    expect(await startFrom({ TRUST_PROXY: '1' })).toBe('203.0.113.9');
  });
});
