import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../testing/test-clock.js';
import { startTestSimulator, type TestSimulator } from './test-simulator.js';

const clock = testClock();
const IP = '2001:db8::1';
const base64 = (text: string) => Buffer.from(text).toString('base64');
let simulator: TestSimulator;

beforeAll(async () => {
  simulator = await startTestSimulator({ clock });
});
afterAll(() => simulator.close());
beforeEach(async () => {
  await simulator.control('reset');
});

describe('the RP API surface', () => {
  it('answers /auth with the four tokens as UUIDs', async () => {
    const answer = await simulator.rp('auth', { endUserIp: IP });
    expect(answer.status).toBe(200);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(Object.keys(answer.json).sort()).toEqual([
      'autoStartToken',
      'orderRef',
      'qrStartSecret',
      'qrStartToken',
    ]);
    for (const token of Object.values(answer.json)) expect(token).toMatch(uuid);
  });

  it('answers /cancel with an empty object', async () => {
    const { json } = await simulator.rp('auth', { endUserIp: IP });
    const answer = await simulator.rp('cancel', { orderRef: json.orderRef });
    expect([answer.status, answer.json]).toEqual([200, {}]);
  });

  it.each([
    ['no endUserIp', 'auth', {}],
    ['an endUserIp that is no address', 'auth', { endUserIp: '10.0.0' }],
    ['userVisibleData that is not base64', 'auth', { endUserIp: IP, userVisibleData: 'Logga in!' }],
    ['userVisibleData over 1 500 characters', 'auth', { endUserIp: IP, userVisibleData: 'QUJD'.repeat(376) }],
    ['a sign without userVisibleData', 'sign', { endUserIp: IP }],
    ['an unknown userVisibleDataFormat', 'auth', { endUserIp: IP, userVisibleDataFormat: 'html' }],
    [
      'a personal number of 10 digits',
      'auth',
      { endUserIp: IP, requirement: { personalNumber: '5203149712' } },
    ],
    ['both web and app', 'auth', { endUserIp: IP, web: { userAgent: 'x' }, app: { deviceOS: 'iOS' } }],
    ['an empty web object', 'auth', { endUserIp: IP, web: {} }],
    ['a body that is not an object', 'auth', [IP]],
    ['malformed JSON', 'auth', '{"endUserIp":'],
    ['a collect without orderRef', 'collect', {}],
    ['a collect of an unknown order', 'collect', { orderRef: 'no-such-order' }],
    ['a cancel of an unknown order', 'cancel', { orderRef: 'no-such-order' }],
  ])('answers 400 invalidParameters to %s', async (_case, endpoint, body) => {
    const answer =
      typeof body === 'string'
        ? await simulator.request(`/rp/v6.0/${endpoint}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          })
        : await simulator.rp(endpoint, body);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json).sort()).toEqual(['details', 'errorCode']);
    expect(answer.json.errorCode).toBe('invalidParameters');
  });

  it('accepts long signing texts and device data', async () => {
    const answer = await simulator.rp('sign', {
      endUserIp: IP,
      userVisibleData: base64('Jag godkänner avtalet. '.repeat(1_000)),
      userVisibleDataFormat: 'simpleMarkdownV1',
      userNonVisibleData: base64('avtal-123'),
      returnUrl: 'https://portal.example/login?retur=abc',
      web: { referringDomain: 'portal.example', userAgent: 'Mozilla/5.0', deviceIdentifier: 'abc' },
    });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['with a charset', 'application/json; charset=UTF-8'],
    ['in capitals', 'Application/JSON'],
    ['of another type', 'text/plain'],
  ])('answers 415 unsupportedMediaType to a Content-Type %s', async (_case, contentType) => {
    const answer = await simulator.rp('auth', { endUserIp: IP }, contentType);
    expect(answer.status).toBe(415);
    expect(answer.json).toMatchObject({ errorCode: 'unsupportedMediaType' });
  });

  it.each(['GET', 'PUT', 'DELETE'])(
    'answers 405 methodNotAllowed to %s on a known endpoint',
    async (method) => {
      const answer = await simulator.request('/rp/v6.0/collect', { method });
      expect(answer.status).toBe(405);
      expect(answer.json).toMatchObject({ errorCode: 'methodNotAllowed' });
    },
  );

  it.each(['/rp/v6.0/phone/auth', '/rp/v6.0/payment', '/rp/v6.0/'])(
    'answers 404 notFound at %s',
    async (path) => {
      const answer = await simulator.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ errorCode: 'notFound' });
    },
  );

  it('answers a terminal state once, then invalidParameters', async () => {
    const { json } = await simulator.rp('auth', { endUserIp: IP });
    await simulator.control(`orders/${String(json.orderRef)}/cancel`);
    expect((await simulator.rp('collect', { orderRef: json.orderRef })).json).toMatchObject({
      status: 'failed',
      hintCode: 'userCancel',
    });
    expect((await simulator.rp('collect', { orderRef: json.orderRef })).status).toBe(400);
    expect((await simulator.rp('cancel', { orderRef: json.orderRef })).status).toBe(400);
  });
});
