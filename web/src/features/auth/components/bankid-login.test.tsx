// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankIdStatus } from '#contracts/bankid';
import { ApiClientProvider, createApiClient } from '../../../lib/api-client';
import { takeLoginDestination } from '../login-destination';
import { BankIdLogin } from './bankid-login';

/** The polls come this often here, instead of every second. */
const POLL_MS = 20;

type Answer = { status: number; body?: unknown; delayMs?: number } | 'network-error';
const ok = (body: BankIdStatus): Answer => ({ status: 200, body });
/** This browser has no order: GET with no data answers 204. */
const NO_ORDER: Answer = { status: 204 };
const qrPending = (path: string): BankIdStatus => ({
  status: 'pending',
  hintCode: 'outstandingTransaction',
  messageCode: 'RFA1',
  qr: { content: `bankid.${path}`, path, size: 29 },
});
const LAUNCH_URL = 'https://app.bankid.com/?autostarttoken=abc&redirect=null';
const sameDevicePending = (hintCode: string, messageCode: 'RFA13' | 'RFA9'): BankIdStatus => ({
  status: 'pending',
  hintCode,
  messageCode,
  launchUrl: LAUNCH_URL,
});
const QR_A = 'M4 4h1v1H4z';
const QR_B = 'M5 5h1v1H5z';

/** A real HTTP server answering like the portal's BankID API; each queue's last answer repeats. */
const answers: { start: Answer[]; status: Answer[] } = { start: [], status: [] };
const seen: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
let server: Server;
let serverRoot: string;
let testNumber = 0;

const next = (queue: Answer[]): Answer =>
  (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 500, body: { code: 'X', message: 'x' } };
const calls = (path: string) => seen.filter((request) => request.path === `/api/bankid/${path}`);

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      // A poll a previous test left on its way must not take this test's answers.
      const [, test, ...rest] = url.pathname.split('/');
      if (test !== `t${String(testNumber)}`) return void response.writeHead(410).end();
      url.pathname = `/${rest.join('/')}`;
      seen.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body: body === '' ? undefined : JSON.parse(body),
      });
      const queue = { '/api/bankid/start': answers.start, '/api/bankid/status': answers.status }[
        url.pathname
      ];
      const answer = queue === undefined ? { status: 204 } : next(queue);
      if (answer === 'network-error') return void request.socket.destroy();
      setTimeout(() => {
        response
          .writeHead(answer.status, { 'content-type': 'application/json', connection: 'close' })
          .end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

/** Where the page tried to go by itself: the launch link it clicked (the click is stopped here). */
let launched: string[] = [];
const recordLaunch = (event: MouseEvent) => {
  const link = (event.target as Element).closest('a');
  if (link === null) return;
  event.preventDefault();
  launched.push(link.href);
};
beforeEach(() => {
  testNumber += 1;
  launched = [];
  document.addEventListener('click', recordLaunch, true);
});
afterEach(() => {
  cleanup();
  document.removeEventListener('click', recordLaunch, true);
  vi.unstubAllGlobals();
  sessionStorage.clear();
  seen.length = 0;
  answers.start = [];
  answers.status = [];
});

function renderLogin(entry: InitialEntry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <BankIdLogin pollIntervalMs={POLL_MS} /> },
      { path: '/loginRedirect', element: <p>Omdirigerar</p> },
    ],
    { initialEntries: [entry] },
  );
  const apiRoot = `${serverRoot}/t${String(testNumber)}/api/`;
  const api = createApiClient({ apiRoot, onUnauthorized: () => undefined });
  render(
    <ApiClientProvider client={api}>
      <RouterProvider router={router} />
    </ApiClientProvider>,
  );
  return router;
}

async function enabledButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}
const click = async (name: string) => void fireEvent.click(await enabledButton(name));
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const qrPath = () =>
  screen.getByRole('img', { name: 'QR-kod för BankID' }).querySelector('path')?.getAttribute('d');
const message = () => screen.getByRole('status').textContent;

describe('BankID on another device (QR)', () => {
  it('shows the QR code and "Starta BankID-appen.", and the code changes with the next poll', async () => {
    answers.status = [NO_ORDER, ok(qrPending(QR_B))];
    answers.start = [ok(qrPending(QR_A))];
    renderLogin();
    await click('Logga in med BankID');
    expect(await screen.findByRole('img', { name: 'QR-kod för BankID' })).toBeTruthy();
    expect(qrPath()).toBe(QR_A);
    expect(message()).toBe('Starta BankID-appen.');
    expect(
      screen.getByText('Starta BankID-appen och tryck på QR-ikonen. Skanna sedan QR-koden nedan.'),
    ).toBeTruthy();
    await waitFor(() => expect(qrPath()).toBe(QR_B));
    expect(calls('start').map((request) => request.body)).toEqual([{ flow: 'qr', device: 'computer' }]);
  });

  it('hides the QR code once the phone has scanned it and asks for the security code', async () => {
    answers.status = [NO_ORDER, ok({ status: 'pending', hintCode: 'userSign', messageCode: 'RFA9' })];
    answers.start = [ok(qrPending(QR_A))];
    renderLogin();
    await click('Logga in med BankID');
    await waitFor(() =>
      expect(message()).toBe(
        'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
      ),
    );
    expect(screen.queryByRole('img', { name: 'QR-kod för BankID' })).toBeNull();
    expect(screen.queryByText(/tryck på QR-ikonen/)).toBeNull();
  });

  it('"Avbryt" returns to the start at once, tells the server, and polls no more', async () => {
    answers.status = [NO_ORDER, ok(qrPending(QR_B))];
    answers.start = [ok(qrPending(QR_A))];
    renderLogin();
    await click('Logga in med BankID');
    await screen.findByRole('img', { name: 'QR-kod för BankID' });
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.getByRole('button', { name: 'Logga in med BankID' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR-kod för BankID' })).toBeNull();
    await waitFor(() => expect(calls('cancel')).toHaveLength(1));
    const polls = calls('status').length;
    await pause(POLL_MS * 6);
    expect(calls('status')).toHaveLength(polls);
  });

  it('shows a failed order\'s message, and "Försök igen" starts a new QR order', async () => {
    answers.status = [NO_ORDER, ok({ status: 'failed', hintCode: 'userCancel', messageCode: 'RFA6' })];
    answers.start = [ok(qrPending(QR_A))];
    renderLogin();
    await click('Logga in med BankID');
    expect((await screen.findByRole('alert')).textContent).toBe('Åtgärden avbröts.');
    await click('Försök igen');
    await waitFor(() => expect(calls('start')).toHaveLength(2));
    expect(calls('start')[1]?.body).toEqual({ flow: 'qr', device: 'computer' });
  });

  it('switches to this device: cancels the QR order first, then starts a same-device order', async () => {
    answers.status = [NO_ORDER, ok(qrPending(QR_B))];
    answers.start = [ok(qrPending(QR_A)), ok(sameDevicePending('outstandingTransaction', 'RFA13'))];
    renderLogin();
    await click('Logga in med BankID');
    await screen.findByRole('img', { name: 'QR-kod för BankID' });
    await click('Öppna BankID på den här enheten istället');
    await screen.findByRole('link', { name: 'Öppna BankID' });
    const order = seen.filter((request) => request.method === 'POST').map((request) => request.path);
    expect(order).toEqual(['/api/bankid/start', '/api/bankid/cancel', '/api/bankid/start']);
    expect(calls('start')[1]?.body).toEqual({ flow: 'same-device', device: 'computer' });
  });
});

describe('BankID on this device', () => {
  it('on a phone, opens BankID once by itself and keeps the "Öppna BankID" link', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    answers.status = [NO_ORDER, ok(sameDevicePending('outstandingTransaction', 'RFA13'))];
    answers.start = [ok(sameDevicePending('outstandingTransaction', 'RFA13'))];
    renderLogin();
    expect(
      await screen.findByRole('button', { name: 'Öppna BankID på en annan enhet istället' }),
    ).toBeTruthy();
    await click('Logga in med BankID');
    const link = await screen.findByRole('link', { name: 'Öppna BankID' });
    expect(link.getAttribute('href')).toBe(LAUNCH_URL);
    expect(link.getAttribute('referrerpolicy')).toBe('origin');
    expect(message()).toBe('Försöker starta BankID-appen.');
    await pause(POLL_MS * 4);
    expect(launched).toEqual([LAUNCH_URL]);
    expect(calls('start').map((request) => request.body)).toEqual([
      { flow: 'same-device', device: 'mobile' },
    ]);
  });

  it('back from the app (?retur=), resumes with the nonce once, without a new order or launch', async () => {
    answers.status = [
      ok(sameDevicePending('userSign', 'RFA9')),
      ok(sameDevicePending('userSign', 'RFA9')),
      ok({ status: 'complete' }),
    ];
    const router = renderLogin('/login?retur=n0nce');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Omdirigerar')).toBeTruthy();
    expect(calls('status').map((request) => request.query.get('returnNonce'))).toEqual(['n0nce', null, null]);
    expect(calls('start')).toHaveLength(0);
    expect(launched).toEqual([]);
  });
});

describe('the rules of polling', () => {
  it('goes on to /loginRedirect when the order is complete, remembering where the user was going', async () => {
    answers.status = [NO_ORDER, ok({ status: 'complete' })];
    answers.start = [ok(qrPending(QR_A))];
    const router = renderLogin({ pathname: '/login', state: { from: '/minasidor/ekonomi' } });
    await click('Logga in med BankID');
    expect(await screen.findByText('Omdirigerar')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/loginRedirect');
    expect(takeLoginDestination()).toBe('/minasidor/ekonomi');
  });

  it('never remembers an address on another site', async () => {
    answers.status = [NO_ORDER];
    answers.start = [ok(qrPending(QR_A))];
    renderLogin({ pathname: '/login', state: { from: '//elsewhere.example/' } });
    await click('Logga in med BankID');
    await screen.findByRole('img', { name: 'QR-kod för BankID' });
    expect(takeLoginDestination()).toBeUndefined();
  });

  it('shows an error and never repeats a status call that got an HTTP error (here 429)', async () => {
    answers.status = [NO_ORDER, { status: 429, body: { code: 'RATE_LIMITED', message: 'För många.' } }];
    answers.start = [ok(qrPending(QR_A))];
    renderLogin();
    await click('Logga in med BankID');
    expect((await screen.findByRole('alert')).textContent).toBe('Något gick fel. Försök igen.');
    expect(calls('status')).toHaveLength(2);
    await pause(POLL_MS * 6);
    expect(calls('status')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeTruthy();
  });

  it('retries quietly when the server could not be reached', async () => {
    answers.status = [NO_ORDER, 'network-error', 'network-error', ok(qrPending(QR_B))];
    answers.start = [ok(qrPending(QR_A))];
    renderLogin();
    await click('Logga in med BankID');
    await waitFor(() => expect(qrPath()).toBe(QR_B));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows progress and blocks a second start while a slow start is on its way', async () => {
    answers.status = [NO_ORDER];
    answers.start = [{ status: 502, body: { code: 'BANKID_START_FAILED', message: 'x' }, delayMs: 500 }];
    renderLogin();
    await click('Logga in med BankID');
    const button = screen.getByRole('button', { name: 'Logga in med BankID' });
    expect(button).toHaveProperty('disabled', true);
    await waitFor(() => expect(message()).toBe('Startar BankID'));
    expect((await screen.findByRole('alert')).textContent).toBe('Något gick fel. Försök igen.');
    expect(calls('start')).toHaveLength(1);
  });

  it('on a plain load picks up an order still pending in this browser', async () => {
    answers.status = [ok(qrPending(QR_A))];
    renderLogin();
    expect(await screen.findByRole('img', { name: 'QR-kod för BankID' })).toBeTruthy();
    expect(calls('start')).toHaveLength(0);
  });

  it("on a plain load does not show an earlier visit's failure", async () => {
    answers.status = [ok({ status: 'failed', hintCode: 'userCancel', messageCode: 'RFA6' })];
    renderLogin();
    await enabledButton('Logga in med BankID');
    expect(screen.queryByText('Åtgärden avbröts.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
