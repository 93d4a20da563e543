import type { LightMyRequestResponse } from 'fastify';
import type { BankIdFlow, BankIdStatus } from '#contracts/bankid';
import type { Profile } from '#contracts/profile';
import type { TestApp } from './test-app.js';

/** What a browser on the portal's own pages sends with every state-changing call. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;

const SIMULATOR_CONTROL = '/bankid-simulator/control';

/** The portal's BankID client reaches the simulator over HTTP, as it would reach BankID: so it listens. */
export async function listenForBankId(test: TestApp): Promise<void> {
  await test.app.listen({ port: 0, host: '127.0.0.1' });
}

/** `name=value` of the cookie a response set, for the next request's `cookie` header. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  if (cookie === undefined) throw new Error(`no ${name} cookie in the response`);
  return `${name}=${cookie.value}`;
}

/** The browser's side of a BankID login: start, poll, finish. */
export function bankIdBrowser(test: TestApp) {
  const flowCookieName = test.config.session.secureCookie ? '__Host-bankid' : 'bankid';
  return {
    async start(flow: BankIdFlow = 'qr', device: 'computer' | 'mobile' = 'computer') {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/bankid/start',
        headers: SAME_ORIGIN,
        payload: { flow, device },
      });
      return {
        response,
        flowCookie: cookieFrom(response, flowCookieName),
        status: response.json<BankIdStatus>(),
      };
    },

    status: (flowCookie: string, returnNonce?: string) =>
      test.app.inject({
        method: 'GET',
        url: '/api/bankid/status',
        query: returnNonce === undefined ? {} : { returnNonce },
        headers: { cookie: flowCookie },
      }),

    cancel: (flowCookie: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/bankid/cancel',
        headers: { ...SAME_ORIGIN, cookie: flowCookie },
      }),

    /** `POST /api/auth/bankid`: the completed order becomes a session. */
    complete: (flowCookie: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/bankid',
        headers: { ...SAME_ORIGIN, cookie: flowCookie },
      }),
  };
}

interface SimulatedOrder {
  orderRef: string;
  state: string;
}

/** The phone: the simulator's control API, as its phone page uses it. */
export function bankIdPhone(test: TestApp) {
  const post = (url: string, payload: object = {}) =>
    test.app.inject({ method: 'POST', url: `${SIMULATOR_CONTROL}${url}`, payload });
  return {
    async newestOrder(): Promise<SimulatedOrder> {
      const { orders } = (await test.app.inject({ method: 'GET', url: `${SIMULATOR_CONTROL}/orders` })).json<{
        orders: SimulatedOrder[];
      }>();
      const [newest] = orders;
      if (newest === undefined) throw new Error('the simulator has no order');
      return newest;
    },
    approve: (orderRef: string, personalNumber: string) =>
      post(`/orders/${orderRef}/approve`, { personalNumber }),
    fail: (orderRef: string, hintCode: string) => post(`/orders/${orderRef}/fail`, { hintCode }),
    cancel: (orderRef: string) => post(`/orders/${orderRef}/cancel`),
    options: (options: { deviceIpAddress?: string | null; risk?: 'low' | 'moderate' | 'high' | null }) =>
      post('/options', options),
  };
}

/** A whole BankID login as `personalNumber` (QR, approved on the phone): the session cookie and profile. */
export async function logInWithBankId(test: TestApp, personalNumber: string) {
  const browser = bankIdBrowser(test);
  const phone = bankIdPhone(test);
  const { flowCookie } = await browser.start();
  await phone.approve((await phone.newestOrder()).orderRef, personalNumber);
  const status = (await browser.status(flowCookie)).json<BankIdStatus>();
  if (status.status !== 'complete') throw new Error(`the order is ${status.status}, not complete`);
  const response = await browser.complete(flowCookie);
  const sessionCookie =
    response.statusCode === 200 ? cookieFrom(response, test.config.session.cookieName) : undefined;
  const profile = response.statusCode === 200 ? response.json<Profile>() : undefined;
  return { response, flowCookie, sessionCookie, profile };
}
