// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankIdStatus } from '#contracts/bankid';
import {
  ApiClientProvider,
  createApiClient,
  type ApiClient,
  type SchemaSource,
} from '../../../lib/api-client';
import { testApiServer, type TestAnswer } from '../../../lib/test-api-server';
import { takeLoginDestination } from '../login-destination';
import { BankIdLogin } from './bankid-login';

/** The polls come this often here, instead of every second. */
const POLL_MS = 20;

const START = 'POST /api/bankid/start';
const STATUS = 'GET /api/bankid/status';
const ok = (body: BankIdStatus): TestAnswer => [200, body];
/** This browser has no order: GET with no data answers 204. */
const NO_ORDER: TestAnswer = [204];
/** The connection closes without an answer, as when the server cannot be reached. */
const UNREACHABLE: TestAnswer = [0];
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

/** Answers like the portal's BankID API; each test sets `answersInTurn` for START and STATUS. */
const api = testApiServer();
const urlOf = (url: string) => new URL(url, api.root);
const calls = (path: string) =>
  api.requests.filter((request) => urlOf(request.url).pathname === `/api/bankid/${path}`);

/** The calls the page has made: once they have all settled, the server has seen every one of them. */
let made: Promise<unknown>[] = [];
function remembering(client: ApiClient): ApiClient {
  const remember = <T,>(call: Promise<T>): Promise<T> => {
    made.push(call.catch(() => undefined));
    return call;
  };
  return {
    get: <T,>(path: string, schema: SchemaSource<T>) => remember(client.get(path, schema)),
    send: (method, path, options) => remember(client.send(method, path, options)),
    takeFromPage: (path) => client.takeFromPage(path),
  };
}
const everyCallAnswered = () =>
  act(async () => {
    await Promise.all(made);
  });
/** For a test on the fake clock: time passes, and whatever the page sent meanwhile reaches the server. */
async function passTime(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await everyCallAnswered();
}

/** Where the page tried to go by itself: the launch link it clicked (the click is stopped here). */
let launched: string[] = [];
const recordLaunch = (event: MouseEvent) => {
  const link = (event.target as Element).closest('a');
  if (link === null) return;
  event.preventDefault();
  launched.push(link.href);
};
beforeEach(() => {
  launched = [];
  api.answers['POST /api/bankid/cancel'] = [204];
  document.addEventListener('click', recordLaunch, true);
});
afterEach(async () => {
  cleanup();
  // A poll still on its way must not reach the next test's answers.
  await everyCallAnswered();
  made = [];
  vi.useRealTimers();
  document.removeEventListener('click', recordLaunch, true);
  vi.unstubAllGlobals();
  sessionStorage.clear();
  api.requests.length = 0;
  api.answers = {};
  api.answersInTurn = {};
  api.delays = {};
});

function renderLogin(entry: InitialEntry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <BankIdLogin pollIntervalMs={POLL_MS} /> },
      { path: '/loginRedirect', element: <p>Omdirigerar</p> },
    ],
    { initialEntries: [entry] },
  );
  const client = createApiClient({ apiRoot: api.root, onUnauthorized: () => undefined });
  render(
    <ApiClientProvider client={remembering(client)}>
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
const qrPath = () =>
  screen.getByRole('img', { name: 'QR-kod för BankID' }).querySelector('path')?.getAttribute('d');
const message = () => screen.getByRole('status').textContent;

describe('BankID on another device (QR)', () => {
  it('shows the QR code and "Starta BankID-appen.", and the code changes with the next poll', async () => {
    api.answersInTurn[STATUS] = [NO_ORDER, ok(qrPending(QR_B))];
    api.answersInTurn[START] = [ok(qrPending(QR_A))];
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
    api.answersInTurn[STATUS] = [
      NO_ORDER,
      ok({ status: 'pending', hintCode: 'userSign', messageCode: 'RFA9' }),
    ];
    api.answersInTurn[START] = [ok(qrPending(QR_A))];
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
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.answersInTurn[STATUS] = [NO_ORDER, ok(qrPending(QR_B))];
    api.answersInTurn[START] = [ok(qrPending(QR_A))];
    renderLogin();
    await click('Logga in med BankID');
    await screen.findByRole('img', { name: 'QR-kod för BankID' });
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.getByRole('button', { name: 'Logga in med BankID' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR-kod för BankID' })).toBeNull();
    await waitFor(() => expect(calls('cancel')).toHaveLength(1));
    await everyCallAnswered();
    const polls = calls('status').length;
    await passTime(POLL_MS * 6);
    expect(calls('status')).toHaveLength(polls);
  });

  it('shows a failed order\'s message, and "Försök igen" starts a new QR order', async () => {
    api.answersInTurn[STATUS] = [
      NO_ORDER,
      ok({ status: 'failed', hintCode: 'userCancel', messageCode: 'RFA6' }),
    ];
    api.answersInTurn[START] = [ok(qrPending(QR_A))];
    renderLogin();
    await click('Logga in med BankID');
    expect((await screen.findByRole('alert')).textContent).toBe('Åtgärden avbröts.');
    await click('Försök igen');
    await waitFor(() => expect(calls('start')).toHaveLength(2));
    expect(calls('start')[1]?.body).toEqual({ flow: 'qr', device: 'computer' });
  });

  it('switches to this device: cancels the QR order first, then starts a same-device order', async () => {
    api.answersInTurn[STATUS] = [NO_ORDER, ok(qrPending(QR_B))];
    api.answersInTurn[START] = [
      ok(qrPending(QR_A)),
      ok(sameDevicePending('outstandingTransaction', 'RFA13')),
    ];
    renderLogin();
    await click('Logga in med BankID');
    await screen.findByRole('img', { name: 'QR-kod för BankID' });
    await click('Öppna BankID på den här enheten istället');
    await screen.findByRole('link', { name: 'Öppna BankID' });
    const order = api.requests
      .filter((request) => request.method === 'POST')
      .map((request) => urlOf(request.url).pathname);
    expect(order).toEqual(['/api/bankid/start', '/api/bankid/cancel', '/api/bankid/start']);
    expect(calls('start')[1]?.body).toEqual({ flow: 'same-device', device: 'computer' });
  });
});

describe('BankID on this device', () => {
  it('on a phone, opens BankID once by itself and keeps the "Öppna BankID" link', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    api.answersInTurn[STATUS] = [NO_ORDER, ok(sameDevicePending('outstandingTransaction', 'RFA13'))];
    api.answersInTurn[START] = [ok(sameDevicePending('outstandingTransaction', 'RFA13'))];
    renderLogin();
    expect(
      await screen.findByRole('button', { name: 'Öppna BankID på en annan enhet istället' }),
    ).toBeTruthy();
    await click('Logga in med BankID');
    const link = await screen.findByRole('link', { name: 'Öppna BankID' });
    expect(link.getAttribute('href')).toBe(LAUNCH_URL);
    expect(link.getAttribute('referrerpolicy')).toBe('origin');
    expect(message()).toBe('Försöker starta BankID-appen.');
    // Three more polls while the order runs, their answers rendered: BankID is not opened again.
    const polls = calls('status').length;
    await act(() =>
      vi.waitFor(() => expect(calls('status').length).toBeGreaterThanOrEqual(polls + 3), { timeout: 5_000 }),
    );
    expect(launched).toEqual([LAUNCH_URL]);
    expect(calls('start').map((request) => request.body)).toEqual([
      { flow: 'same-device', device: 'mobile' },
    ]);
  });

  it('back from the app (?retur=), resumes with the nonce once, without a new order or launch', async () => {
    api.answersInTurn[STATUS] = [
      ok(sameDevicePending('userSign', 'RFA9')),
      ok(sameDevicePending('userSign', 'RFA9')),
      ok({ status: 'complete' }),
    ];
    const router = renderLogin('/login?retur=n0nce');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Omdirigerar')).toBeTruthy();
    expect(calls('status').map((request) => urlOf(request.url).searchParams.get('returnNonce'))).toEqual([
      'n0nce',
      null,
      null,
    ]);
    expect(calls('start')).toHaveLength(0);
    expect(launched).toEqual([]);
  });
});

describe('the rules of polling', () => {
  it('goes on to /loginRedirect when the order is complete, remembering where the user was going', async () => {
    api.answersInTurn[STATUS] = [NO_ORDER, ok({ status: 'complete' })];
    api.answersInTurn[START] = [ok(qrPending(QR_A))];
    const router = renderLogin({ pathname: '/login', state: { from: '/minasidor/ekonomi' } });
    await click('Logga in med BankID');
    expect(await screen.findByText('Omdirigerar')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/loginRedirect');
    expect(takeLoginDestination()).toBe('/minasidor/ekonomi');
  });

  it('never remembers an address on another site', async () => {
    api.answersInTurn[STATUS] = [NO_ORDER];
    api.answersInTurn[START] = [ok(qrPending(QR_A))];
    renderLogin({ pathname: '/login', state: { from: '//elsewhere.example/' } });
    await click('Logga in med BankID');
    await screen.findByRole('img', { name: 'QR-kod för BankID' });
    expect(takeLoginDestination()).toBeUndefined();
  });

  it('shows an error and never repeats a status call that got an HTTP error (here 429)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.answersInTurn[STATUS] = [NO_ORDER, [429, { code: 'RATE_LIMITED', message: 'För många.' }]];
    api.answersInTurn[START] = [ok(qrPending(QR_A))];
    renderLogin();
    await click('Logga in med BankID');
    expect((await screen.findByRole('alert')).textContent).toBe('Något gick fel. Försök igen.');
    expect(calls('status')).toHaveLength(2);
    await passTime(POLL_MS * 6);
    expect(calls('status')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeTruthy();
  });

  it('retries quietly when the server could not be reached', async () => {
    api.answersInTurn[STATUS] = [NO_ORDER, UNREACHABLE, UNREACHABLE, ok(qrPending(QR_B))];
    api.answersInTurn[START] = [ok(qrPending(QR_A))];
    renderLogin();
    await click('Logga in med BankID');
    await waitFor(() => expect(qrPath()).toBe(QR_B));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows progress and blocks a second start while a slow start is on its way', async () => {
    api.answersInTurn[STATUS] = [NO_ORDER];
    api.answersInTurn[START] = [[502, { code: 'BANKID_START_FAILED', message: 'x' }]];
    api.delays[START] = 500;
    renderLogin();
    await click('Logga in med BankID');
    const button = screen.getByRole('button', { name: 'Logga in med BankID' });
    expect(button).toHaveProperty('disabled', true);
    await waitFor(() => expect(message()).toBe('Startar BankID'));
    expect((await screen.findByRole('alert')).textContent).toBe('Något gick fel. Försök igen.');
    expect(calls('start')).toHaveLength(1);
  });

  it('on a plain load picks up an order still pending in this browser', async () => {
    api.answersInTurn[STATUS] = [ok(qrPending(QR_A))];
    renderLogin();
    expect(await screen.findByRole('img', { name: 'QR-kod för BankID' })).toBeTruthy();
    expect(calls('start')).toHaveLength(0);
  });

  it("on a plain load does not show an earlier visit's failure", async () => {
    api.answersInTurn[STATUS] = [ok({ status: 'failed', hintCode: 'userCancel', messageCode: 'RFA6' })];
    renderLogin();
    await enabledButton('Logga in med BankID');
    expect(screen.queryByText('Åtgärden avbröts.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
