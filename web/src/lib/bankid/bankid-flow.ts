import type { BankIdDevice, BankIdFlow, BankIdStartRequest, BankIdStatus } from '#contracts/bankid';
import type { RfaCode } from '#contracts/bankid-messages';
import { ApiError } from '../api-client';

/** The server answers from its store between its 2-second collects; the QR changes every second. */
export const POLL_INTERVAL_MS = 1_000;
/** Pure network failures (the server never answered) are retried this many times in a row. */
const NETWORK_RETRIES = 3;

export type BankIdFlowState =
  /** On load: asking the server whether this browser already has an order running. */
  | { view: 'checking' }
  | { view: 'start' }
  | { view: 'starting'; flow: BankIdFlow }
  /** `autoLaunch`: the first answer after a same-device start, when the page follows the link once. */
  | { view: 'pending'; flow: BankIdFlow; status: BankIdStatus; autoLaunch: boolean }
  /** `message`: the server's own words when it refused the order (a signing no longer open, say). */
  | { view: 'failed'; flow: BankIdFlow; messageCode: RfaCode; message?: string };

/** The three calls of one kind of BankID order: the login's, or a signing's (docs/signing.md). */
export interface BankIdCalls {
  start(request: BankIdStartRequest): Promise<BankIdStatus | null>;
  status(returnNonce?: string): Promise<BankIdStatus | null>;
  cancel(): Promise<unknown>;
}

const isNetworkError = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

function failureOf(error: unknown, refusedStart: boolean): { messageCode: RfaCode; message?: string } {
  if (!(error instanceof ApiError)) return { messageCode: 'RFA22' };
  if (error.status === 0 || error.code === 'BANKID_START_FAILED') return { messageCode: 'RFA5' };
  if (error.code === 'BANKID_ALREADY_IN_PROGRESS') return { messageCode: 'RFA4' };
  // A start the server refuses (4xx: a signing no longer open, say) is explained in its words; any other
  // failure is RFA22, as BankID asks.
  const explained = refusedStart && error.status < 500 && error.status !== 401;
  return explained ? { messageCode: 'RFA22', message: error.message } : { messageCode: 'RFA22' };
}

/** A resumed order does not say its flow; only the same-device flow carries a launch link. */
const flowOf = (status: BankIdStatus): BankIdFlow => (status.launchUrl === undefined ? 'qr' : 'same-device');
const NO_ANSWER: BankIdStatus = { status: 'failed', messageCode: 'RFA22' };

/**
 * A BankID order outside React: start, poll every second, cancel. Every action starts a new run; an
 * answer or timer of an older run is dropped, so nothing arrives after a cancel, a restart or unmount.
 * A status call that got any HTTP answer other than 2xx is never repeated (docs/bankid.md 6, step 7).
 * `isDone` lets a caller accept a refused start as done (a signing already signed in another tab).
 */
export function createBankIdFlow(deps: {
  calls: BankIdCalls;
  device: BankIdDevice;
  pollIntervalMs: number;
  onChange: (state: BankIdFlowState) => void;
  onComplete: () => void;
  isDone?: (error: unknown) => boolean;
}) {
  const { calls, device, pollIntervalMs } = deps;
  let run = 0;
  let view: BankIdFlowState['view'] = 'checking';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelling: Promise<unknown> = Promise.resolve();

  const set = (state: BankIdFlowState): void => {
    view = state.view;
    deps.onChange(state);
  };

  function stop(): number {
    run += 1;
    clearTimeout(timer);
    return run;
  }

  function fail(id: number, flow: BankIdFlow, error: unknown, refusedStart = false): void {
    if (id !== run) return;
    if (deps.isDone?.(error) === true) {
      stop();
      deps.onComplete();
    } else {
      set({ view: 'failed', flow, ...failureOf(error, refusedStart) });
    }
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
      show(id, flow, (await calls.status()) ?? NO_ANSWER);
    } catch (error) {
      if (id !== run) return;
      if (isNetworkError(error) && networkFailures < NETWORK_RETRIES) {
        timer = setTimeout(() => void poll(id, flow, networkFailures + 1), pollIntervalMs);
      } else {
        fail(id, flow, error);
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
      const status = (await calls.status(returnNonce ?? undefined)) ?? NO_ANSWER;
      if (id !== run) return;
      if (returnNonce !== null || status.status === 'pending') show(id, flowOf(status), status);
      else set({ view: 'start' });
    } catch (error) {
      if (id !== run) return;
      if (returnNonce === null) set({ view: 'start' });
      else fail(id, 'same-device', error);
    }
  }

  async function start(flow: BankIdFlow): Promise<void> {
    if (view === 'starting') return; // a double click must not start two orders (RFA4)
    // Switching flows cancels the running order first; waiting for that keeps its cookie-clearing answer
    // from landing after the new order's cookie.
    if (view === 'pending') cancelling = calls.cancel().catch(() => undefined);
    const id = stop();
    set({ view: 'starting', flow });
    await cancelling;
    try {
      const status = (await calls.start({ flow, device })) ?? NO_ANSWER;
      show(id, flow, status, flow === 'same-device');
    } catch (error) {
      fail(id, flow, error, true);
    }
  }

  /** Back to the start at once; the server is told, but its answer does not matter. */
  function cancel(): void {
    stop();
    set({ view: 'start' });
    cancelling = calls.cancel().catch(() => undefined);
  }

  return { resume, start, cancel, stop };
}
