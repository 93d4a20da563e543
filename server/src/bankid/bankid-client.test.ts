import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAILED_HINT_CODES, PENDING_HINT_CODES } from '#contracts/bankid';
import { PERSONAS } from '../db/seed/personas.js';
import { testClock } from '../testing/test-clock.js';
import { createBankIdClient, type OrderResponse } from './bankid-client.js';
import { qrContent } from './qr.js';
import { failure, startTestSimulator, type TestSimulator } from './simulator/test-simulator.js';

const clock = testClock();
const USER_IP = '192.0.2.10';
const member = PERSONAS.member;
let simulator: TestSimulator;
let client: ReturnType<typeof createBankIdClient>;

beforeAll(async () => {
  simulator = await startTestSimulator({ clock, startFailedAfterMs: 30_000, expiresAfterMs: 180_000 });
  client = createBankIdClient({ baseUrl: simulator.rpUrl });
});
afterAll(() => simulator.close());
beforeEach(async () => {
  await simulator.control('reset');
});

const scan = (order: OrderResponse, seconds: number, personalNumber?: string) =>
  simulator.control('scan', {
    qr: qrContent(order.qrStartToken, order.qrStartSecret, seconds),
    personalNumber,
  });

describe('an identification against the simulator', () => {
  it('goes from outstandingTransaction through a QR scan and userSign to complete', async () => {
    const order = await client.auth({ endUserIp: USER_IP, userVisibleData: 'Logga in', returnRisk: true });
    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    clock.advance(3_000);
    expect((await scan(order, 3)).status).toBe(200);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });

    const approved = await simulator.control(`orders/${order.orderRef}/approve`, {
      personalNumber: member.personalNumber,
    });
    expect(approved.status).toBe(200);
    const result = await client.collect(order.orderRef);
    expect(result.status).toBe('complete');
    const data = result.completionData;
    expect(data?.user).toEqual({
      personalNumber: member.personalNumber,
      name: `${member.givenName} ${member.surname}`,
      givenName: member.givenName,
      surname: member.surname,
    });
    expect(data?.device.ipAddress).toBe(USER_IP);
    expect(data?.device.uhi).toMatch(/\S/);
    expect(data?.bankIdIssueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data?.risk).toBe('low');
    expect(data?.stepUp).toBeUndefined();
    const signature = Buffer.from(data?.signature ?? '', 'base64').toString('utf8');
    expect(signature).toContain('SIMULATED');
    expect(signature).toContain(Buffer.from('Logga in').toString('base64'));
    expect(data?.ocspResponse).toMatch(/\S/);

    const again = await failure(client.collect(order.orderRef));
    expect([again.httpStatus, again.errorCode]).toEqual([400, 'invalidParameters']);
  });

  it('sends exactly application/json and base64-encodes the visible text', async () => {
    const text = 'Skriv under: gallring på Norrby 3:14, 12 500 kr';
    const order = await client.sign({ endUserIp: USER_IP, userVisibleData: text });
    const [listed] = await simulator.orders();
    expect(listed).toMatchObject({ orderRef: order.orderRef, kind: 'sign', userVisibleData: text });
    expect(listed).not.toHaveProperty('qrStartSecret');
    // The simulator answers 415 to anything but exactly application/json, as BankID does.
    const charset = await simulator.rp('auth', { endUserIp: USER_IP }, 'application/json; charset=UTF-8');
    expect([charset.status, charset.json.errorCode]).toEqual([415, 'unsupportedMediaType']);
  });

  it('asks for the MRTD step and reports it in stepUp', async () => {
    const order = await client.auth({ endUserIp: USER_IP, requirement: { mrtd: true } });
    await simulator.control('autostart', { autoStartToken: order.autoStartToken });
    expect(await client.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'userMrtd' });
    await simulator.control(`orders/${order.orderRef}/approve`, { personalNumber: member.personalNumber });
    expect((await client.collect(order.orderRef)).completionData?.stepUp).toEqual({ mrtd: true });
  });

  it('reports another device address and high risk when told to', async () => {
    await simulator.control('options', { deviceIpAddress: '198.51.100.7', risk: 'high' });
    const order = await client.auth({ endUserIp: USER_IP, returnRisk: true });
    await simulator.control(`orders/${order.orderRef}/approve`, { personalNumber: member.personalNumber });
    const { completionData } = await client.collect(order.orderRef);
    expect(completionData?.device.ipAddress).toBe('198.51.100.7');
    expect(completionData?.risk).toBe('high');
  });

  it.each([...PENDING_HINT_CODES, 'userFace'])('reports the pending hint %s', async (hintCode) => {
    const order = await client.auth({ endUserIp: USER_IP });
    await simulator.control(`orders/${order.orderRef}/pending`, { hintCode });
    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'pending',
      hintCode,
    });
  });

  it.each([...FAILED_HINT_CODES, 'stepUpFailed'])('reports the failed hint %s', async (hintCode) => {
    const order = await client.auth({ endUserIp: USER_IP });
    await simulator.control(`orders/${order.orderRef}/fail`, { hintCode });
    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'failed',
      hintCode,
    });
  });

  it('reports userCancel when the user cancels in the app', async () => {
    const order = await client.auth({ endUserIp: USER_IP });
    await simulator.control(`orders/${order.orderRef}/cancel`);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: 'failed', hintCode: 'userCancel' });
  });
});

describe('time rules', () => {
  it('fails with startFailed when no app opens the order in time', async () => {
    const order = await client.auth({ endUserIp: USER_IP });
    clock.advance(29_999);
    expect(await client.collect(order.orderRef)).toMatchObject({ hintCode: 'outstandingTransaction' });
    clock.advance(1);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: 'failed', hintCode: 'startFailed' });
  });

  it('fails with expiredTransaction when an opened order is not completed in time', async () => {
    const order = await client.auth({ endUserIp: USER_IP });
    await scan(order, 0);
    clock.advance(180_000);
    expect(await client.collect(order.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'expiredTransaction',
    });
  });

  it('accepts a QR frame up to 2 s off, and rejects stale and forged ones without opening the order', async () => {
    const order = await client.auth({ endUserIp: USER_IP });
    clock.advance(5_000);
    const stale = await scan(order, 2);
    const forged = await simulator.control('scan', {
      qr: qrContent(order.qrStartToken, 'a-guessed-secret', 5),
    });
    for (const answer of [stale, forged])
      expect([answer.status, answer.json.errorCode]).toEqual([400, 'qrRejected']);
    expect(await client.collect(order.orderRef)).toMatchObject({ hintCode: 'outstandingTransaction' });
    expect((await scan(order, 7)).status).toBe(200);
    expect(await client.collect(order.orderRef)).toMatchObject({ hintCode: 'userSign' });
  });
});

describe('orders and users', () => {
  it('cancels the first order when the same user opens a second one', async () => {
    const first = await client.auth({ endUserIp: USER_IP });
    const second = await client.auth({ endUserIp: USER_IP });
    await scan(first, 0, member.personalNumber);
    await simulator.control('autostart', {
      autoStartToken: second.autoStartToken,
      personalNumber: member.personalNumber,
    });
    expect(await client.collect(first.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
    expect(await client.collect(second.orderRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });
  });

  it('answers alreadyInProgress to a second order for the same person and cancels the first', async () => {
    const requirement = { personalNumber: member.personalNumber };
    const first = await client.auth({ endUserIp: USER_IP, requirement });
    const error = await failure(client.auth({ endUserIp: USER_IP, requirement }));
    expect([error.httpStatus, error.errorCode]).toEqual([400, 'alreadyInProgress']);
    expect(await simulator.orders()).toHaveLength(1);
    expect(await client.collect(first.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
  });

  it('forgets an order the RP cancelled: collect and a second cancel are invalidParameters', async () => {
    const order = await client.auth({ endUserIp: USER_IP });
    await client.cancel(order.orderRef);
    for (const call of [client.collect(order.orderRef), client.cancel(order.orderRef)]) {
      const error = await failure(call);
      expect([error.httpStatus, error.errorCode]).toEqual([400, 'invalidParameters']);
    }
  });
});

describe('errors reach the caller as BankIdError', () => {
  it.each([
    ['an invalid endUserIp', () => client.auth({ endUserIp: 'localhost' })],
    [
      'a short personal number',
      () => client.auth({ endUserIp: USER_IP, requirement: { personalNumber: '1952' } }),
    ],
    ['an unknown orderRef', () => client.collect('00000000-0000-4000-8000-000000000000')],
  ])('invalidParameters for %s', async (_case, call) => {
    const error = await failure(call());
    expect([error.httpStatus, error.errorCode]).toEqual([400, 'invalidParameters']);
  });

  it.each([
    ['auth', 408, 'requestTimeout'],
    ['collect', 500, 'internalError'],
    ['sign', 503, 'maintenance'],
    ['cancel', 401, 'unauthorized'],
    ['auth', 403, 'unauthorized'],
    ['collect', 429, 'tooManyRequests'],
  ] as const)('%s answers HTTP %i %s when told to', async (endpoint, httpStatus, errorCode) => {
    await simulator.control('next-error', { endpoint, httpStatus, errorCode });
    const calls = {
      auth: () => client.auth({ endUserIp: USER_IP }),
      sign: () => client.sign({ endUserIp: USER_IP, userVisibleData: 'x' }),
      collect: () => client.collect('any'),
      cancel: () => client.cancel('any'),
    };
    const error = await failure(calls[endpoint]());
    expect([error.httpStatus, error.errorCode]).toEqual([httpStatus, errorCode]);
    expect((await simulator.orders()).length).toBe(0);
  });

  it('gives RateLimit headers with 429 and repeats an error the given number of times', async () => {
    await simulator.control('next-error', {
      endpoint: 'auth',
      httpStatus: 429,
      errorCode: 'tooManyRequests',
      times: 2,
    });
    const limited = await simulator.rp('auth', { endUserIp: USER_IP });
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('ratelimit-limit')).toMatch(/^\d+$/);
    expect(limited.headers.get('ratelimit-reset')).toMatch(/^\d+$/);
    expect((await failure(client.auth({ endUserIp: USER_IP }))).errorCode).toBe('tooManyRequests');
    await expect(client.auth({ endUserIp: USER_IP })).resolves.toHaveProperty('orderRef');
  });

  it('notFound for an endpoint the simulator does not have', async () => {
    const phone = createBankIdClient({ baseUrl: `${simulator.rpUrl}/phone` });
    const error = await failure(phone.auth({ endUserIp: USER_IP }));
    expect([error.httpStatus, error.errorCode]).toEqual([404, 'notFound']);
  });

  it('network when nothing listens, and when the answer takes longer than the time-out', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createBankIdClient({ baseUrl: `http://127.0.0.1:${String(port)}/rp/v6.0` });
    expect(await failure(unreachable.collect('any'))).toMatchObject({ httpStatus: 0, errorCode: 'network' });

    await simulator.control('next-error', {
      endpoint: 'collect',
      httpStatus: 500,
      errorCode: 'internalError',
      delayMs: 1_000,
    });
    const impatient = createBankIdClient({ baseUrl: simulator.rpUrl, timeoutMs: 100 });
    expect(await failure(impatient.collect('any'))).toMatchObject({ httpStatus: 0, errorCode: 'network' });
  });
});
