import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../testing/test-clock.js';
import type { OrderResponse } from '../bankid-client.js';
import { startTestSimulator, type TestSimulator } from './test-simulator.js';

const clock = testClock();
const IP = '192.0.2.1';
let simulator: TestSimulator;

beforeAll(async () => {
  simulator = await startTestSimulator({ clock });
});
afterAll(() => simulator.close());
beforeEach(async () => {
  await simulator.control('reset');
});

const newOrder = async (body: Record<string, unknown> = {}) =>
  (await simulator.rp('auth', { endUserIp: IP, ...body })).json as unknown as OrderResponse;

describe('the control API', () => {
  it('lists orders newest first with their decoded text, never the QR secret', async () => {
    const first = await newOrder({ userVisibleData: Buffer.from('Första').toString('base64') });
    clock.advance(1_000);
    const second = await newOrder();
    const orders = await simulator.orders();
    expect(orders.map((order) => order.orderRef)).toEqual([second.orderRef, first.orderRef]);
    expect(orders[1]).toMatchObject({
      kind: 'auth',
      state: 'pending',
      hintCode: 'outstandingTransaction',
      pickedUp: false,
      userVisibleData: 'Första',
    });
    expect(JSON.stringify(orders)).not.toContain(first.qrStartSecret);
  });

  it('approves an order nobody opened yet, as a convenience for demos', async () => {
    const order = await newOrder();
    const approved = await simulator.control(`orders/${order.orderRef}/approve`, {
      personalNumber: '199001011239',
      givenName: 'Anna',
      surname: 'Test',
    });
    expect(approved.json).toMatchObject({ state: 'complete', pickedUp: true });
    const collected = await simulator.rp('collect', { orderRef: order.orderRef });
    expect(collected.json).toMatchObject({
      status: 'complete',
      completionData: { user: { personalNumber: '199001011239', name: 'Anna Test' } },
    });
  });

  it('refuses approval by someone other than the required person', async () => {
    const order = await newOrder({ requirement: { personalNumber: '199001011239' } });
    const answer = await simulator.control(`orders/${order.orderRef}/approve`, {
      personalNumber: '198001011230',
    });
    expect([answer.status, answer.json.errorCode]).toEqual([409, 'conflict']);
  });

  it.each([
    ['a personal number of 10 digits', 'approve', { personalNumber: '9001011239' }],
    ['no hint code', 'fail', {}],
    ['an empty hint code', 'pending', { hintCode: '' }],
  ])('rejects %s', async (_case, action, body) => {
    const order = await newOrder();
    const answer = await simulator.control(`orders/${order.orderRef}/${action}`, body);
    expect([answer.status, answer.json.errorCode]).toEqual([400, 'invalidParameters']);
  });

  it('answers 404 for an unknown order and 409 for one that is no longer pending', async () => {
    expect((await simulator.control('orders/nope/cancel')).status).toBe(404);
    const order = await newOrder();
    await simulator.control(`orders/${order.orderRef}/fail`, { hintCode: 'certificateErr' });
    expect((await simulator.control(`orders/${order.orderRef}/cancel`)).status).toBe(409);
    expect((await simulator.control('autostart', { autoStartToken: order.autoStartToken })).status).toBe(409);
  });

  it('does not open an order twice', async () => {
    const order = await newOrder();
    expect((await simulator.control('autostart', { autoStartToken: order.autoStartToken })).status).toBe(200);
    expect((await simulator.control('autostart', { autoStartToken: order.autoStartToken })).status).toBe(409);
  });

  it('rejects text that is not a BankID QR code', async () => {
    const answer = await simulator.control('scan', { qr: 'https://example.com' });
    expect([answer.status, answer.json.errorCode]).toEqual([400, 'qrRejected']);
  });

  it('validates next-error and options', async () => {
    expect(
      (await simulator.control('next-error', { endpoint: 'phone', httpStatus: 500, errorCode: 'x' })).status,
    ).toBe(400);
    expect((await simulator.control('options', { deviceIpAddress: 'my phone' })).status).toBe(400);
    const options = await simulator.control('options', { deviceIpAddress: '203.0.113.9', risk: 'moderate' });
    expect(options.json).toEqual({ deviceIpAddress: '203.0.113.9', risk: 'moderate' });
    expect((await simulator.control('options', { deviceIpAddress: null })).json).toEqual({
      risk: 'moderate',
    });
  });

  it('forgets orders, queued errors and options on reset', async () => {
    await newOrder();
    await simulator.control('next-error', { endpoint: 'auth', httpStatus: 503, errorCode: 'maintenance' });
    await simulator.control('options', { risk: 'high' });
    await simulator.control('reset');
    expect(await simulator.orders()).toEqual([]);
    expect((await simulator.rp('auth', { endUserIp: IP })).status).toBe(200);
    expect((await simulator.control('options', {})).json).toEqual({});
  });
});
