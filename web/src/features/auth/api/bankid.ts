import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BankIdDevice, BankIdFlow, BankIdStartRequest, BankIdStatus } from '#contracts/bankid';
import type { RfaCode } from '#contracts/bankid-messages';
import { portalRoutes } from '#contracts/routes';
import { ApiError, useApiClient, type ApiClient } from '../../../lib/api-client';

const statusSchema = async () => (await import('#contracts/bankid')).BankIdStatusSchema;

/** The server answers from its store between its 2-second collects; the QR changes every second. */
const POLL_INTERVAL_MS = 1_000;
/** Pure network failures (the server never answered) are retried this many times in a row. */
const NETWORK_RETRIES = 3;

export type BankIdLoginState =
  /** On load: asking the server whether this browser already has an order running. */
  | { view: 'checking' }
  | { view: 'start' }
  | { view: 'starting'; flow: BankIdFlow }
  /** `autoLaunch`: the first answer after a same-device start, when the page follows the link once. */
  | { view: 'pending'; flow: BankIdFlow; status: BankIdStatus; autoLaunch: boolean }
  | { view: 'failed'; flow: BankIdFlow; messageCode: RfaCode };

export const startBankIdOrder = (api: ApiClient, request: BankIdStartRequest) =>
  api.send('POST', 'bankid/start', { body: request, schema: statusSchema });

export const getBankIdStatus = (api: ApiClient, returnNonce?: string) =>
  api.get(
    returnNonce === undefined
      ? 'bankid/status'
      : `bankid/status?returnNonce=${encodeURIComponent(returnNonce)}`,
    statusSchema,
  );

export const cancelBankIdOrder = (api: ApiClient) => api.send('POST', 'bankid/cancel');

const isNetworkError = (error: unknown): boolean => error instanceof ApiError && error.status === 0;
const failureMessage = (error: unknown): RfaCode =>
  isNetworkError(error) || (error instanceof ApiError && error.code === 'BANKID_START_FAILED')
    ? 'RFA5'
    : 'RFA22';
/** A resumed order does not say its flow; only the same-device flow carries a launch link. */
const flowOf = (status: BankIdStatus): BankIdFlow => (status.launchUrl === undefined ? 'qr' : 'same-device');
const NO_ANSWER: BankIdStatus = { status: 'failed', messageCode: 'RFA22' };

/**
 * The login flow outside React: start, poll every second, cancel. Every action starts a new run; an
 * answer or timer of an older run is dropped, so nothing arrives after a cancel, a restart or unmount.
 * A status call that got any HTTP answer other than 2xx is never repeated (docs/bankid.md 6, step 7).
 */
export function createBankIdLogin(deps: {
  api: ApiClient;
  device: BankIdDevice;
  pollIntervalMs: number;
  onChange: (state: BankIdLoginState) => void;
  onComplete: () => void;
}) {
  const { api, device, pollIntervalMs } = deps;
  let run = 0;
  let view: BankIdLoginState['view'] = 'checking';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelling: Promise<unknown> = Promise.resolve();

  const set = (state: BankIdLoginState): void => {
    view = state.view;
    deps.onChange(state);
  };

  function stop(): number {
    run += 1;
    clearTimeout(timer);
    return run;
  }

  function show(id: number, flow: BankIdFlow, status: BankIdStatus, autoLaunch = false): void {
    if (id !== run) return;
    if (status.status === 'complete') {
      stop();
      deps.onComplete();
    } else if (status.status === 'failed') {
      set({ view: 'failed', flow, messageCode: status.messageCode ?? 'RFA22' });
    } else {
      set({ view: 'pending', flow, status, autoLaunch });
      timer = setTimeout(() => void poll(id, flow, 0), pollIntervalMs);
    }
  }

  async function poll(id: number, flow: BankIdFlow, networkFailures: number): Promise<void> {
    try {
      show(id, flow, (await getBankIdStatus(api)) ?? NO_ANSWER);
    } catch (error) {
      if (id !== run) return;
      if (isNetworkError(error) && networkFailures < NETWORK_RETRIES) {
        timer = setTimeout(() => void poll(id, flow, networkFailures + 1), pollIntervalMs);
      } else {
        set({ view: 'failed', flow, messageCode: failureMessage(error) });
      }
    }
  }

  /**
   * On load. Back from the BankID app (`returnNonce`): show whatever became of the order. A plain load
   * only picks up an order still pending (iOS reloads the tab); anything else is an earlier visit's.
   */
  async function resume(returnNonce: string | null): Promise<void> {
    const id = stop();
    set({ view: 'checking' });
    try {
      const status = (await getBankIdStatus(api, returnNonce ?? undefined)) ?? NO_ANSWER;
      if (id !== run) return;
      if (returnNonce !== null || status.status === 'pending') show(id, flowOf(status), status);
      else set({ view: 'start' });
    } catch (error) {
      if (id !== run) return;
      if (returnNonce === null) set({ view: 'start' });
      else set({ view: 'failed', flow: 'same-device', messageCode: failureMessage(error) });
    }
  }

  async function start(flow: BankIdFlow): Promise<void> {
    if (view === 'starting') return; // a double click must not start two orders (RFA4)
    // Switching flows cancels the running order first; waiting for that keeps its cookie-clearing answer
    // from landing after the new order's cookie.
    if (view === 'pending') cancelling = cancelBankIdOrder(api).catch(() => undefined);
    const id = stop();
    set({ view: 'starting', flow });
    await cancelling;
    try {
      const status = (await startBankIdOrder(api, { flow, device })) ?? NO_ANSWER;
      show(id, flow, status, flow === 'same-device');
    } catch (error) {
      if (id === run) set({ view: 'failed', flow, messageCode: failureMessage(error) });
    }
  }

  /** Back to the start at once; the server is told, but its answer does not matter. */
  function cancel(): void {
    stop();
    set({ view: 'start' });
    cancelling = cancelBankIdOrder(api).catch(() => undefined);
  }

  return { resume, start, cancel, stop };
}

/**
 * The login flow as React state. `returnNonce` is read once, on the first render. The check for a running
 * order waits until `ready` (the page is on screen), so its call and schema do not compete with the paint.
 */
export function useBankIdLogin({
  device,
  returnNonce,
  ready,
  pollIntervalMs = POLL_INTERVAL_MS,
}: {
  device: BankIdDevice;
  returnNonce: string | null;
  ready: boolean;
  pollIntervalMs?: number;
}) {
  const api = useApiClient();
  const navigate = useNavigate();
  const [state, setState] = useState<BankIdLoginState>({ view: 'checking' });
  const [login] = useState(() =>
    createBankIdLogin({
      api,
      device,
      pollIntervalMs,
      onChange: setState,
      onComplete: () => void navigate(portalRoutes.loginRedirect.path, { replace: true }),
    }),
  );
  const [firstNonce] = useState(returnNonce);
  useEffect(() => {
    if (!ready) return;
    void login.resume(firstNonce);
    return () => void login.stop();
  }, [login, firstNonce, ready]);
  return { state, start: login.start, cancel: login.cancel };
}
