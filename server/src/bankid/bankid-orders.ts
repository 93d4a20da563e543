import { createHash, randomBytes } from 'node:crypto';
import {
  messageForCollect,
  messageForError,
  type BankIdDevice,
  type BankIdFlow,
  type BankIdStatus,
} from '#contracts/bankid';
import { RFA_MESSAGES } from '#contracts/bankid-messages';
import { isPersonalNumber } from '#contracts/personal-number';
import { BankIdError, type BankIdClient, type CompletionData } from './bankid-client.js';
import { qrContent, qrImage } from './qr.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { HttpError } from '../plugins/http-errors.js';
import {
  createBankIdOrderRepository,
  type BankIdOrder,
  type OrderUpdate,
} from './bankid-order.repository.js';

/** BankID asks for at most one collect per order every 2 seconds (docs/bankid.md 2.4). */
const COLLECT_INTERVAL_MS = 2_000;
/** An unscanned QR order dies after 30 s; a new one replaces it silently for up to 3 minutes, 5 times. */
const RESTART_WINDOW_MS = 3 * 60 * 1000;
const MAX_RESTARTS = 5;
/** A completed order must become a session within this time, or the user identifies again. */
const COMPLETED_ORDER_LIFETIME_MS = 3 * 60 * 1000;
/** Failures on BankID's side in a row before the order is given up with RFA5. */
const MAX_COLLECT_ERRORS = 3;
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** BankID's own answers that mean "try again shortly" rather than "this order is dead". */
const TRANSIENT_ERRORS = new Set([
  'maintenance',
  'network',
  'requestTimeout',
  'internalError',
  'tooManyRequests',
]);

/** What a `/sign` order asks the user to sign, and who alone may sign it. */
export interface SignRequest {
  /** simpleMarkdownV1, shown in the app. */
  readonly userVisibleData: string;
  /** Not shown; BankID puts it in the signature, so the portal can check what was signed. */
  readonly userNonVisibleData: string;
  readonly personalNumber: string;
}

export interface StartOrder {
  readonly flow: BankIdFlow;
  readonly device: BankIdDevice;
  /** The user's address as a trusted proxy hop or the socket tells it, never as the body says. */
  readonly endUserIp: string;
  readonly userAgent?: string;
  /** Where BankID's app returns to (same device): the portal's origin as this browser reached it. */
  readonly returnOrigin?: string;
  /** A signature instead of a login; the app is not sent back to a page (the page that asked keeps polling). */
  readonly sign?: SignRequest;
}

/** What an order was made for: it completes that and nothing else. */
export type OrderPurpose = 'login' | 'sign';

const madeFor = (order: BankIdOrder, purpose: OrderPurpose): boolean =>
  (order.sign === null) === (purpose === 'login');

export interface IdentifiedUser {
  readonly personalNumber: string;
  readonly givenName: string;
  readonly surname: string;
}

export interface SimulatorBinding {
  /** BankID's `web.deviceIdentifier` for the browser with this flow token. */
  deviceIdentifier(flowToken: string): string;
  /** The short code shown beside the QR code. */
  code(deviceIdentifier: string): string;
}

const elementText = (xml: string, element: string): string | undefined =>
  new RegExp(`<${element}[^>]*>([^<]*)</${element}>`).exec(xml)?.[1];

/**
 * Whether BankID's signature (base64 XML) carries exactly the visible and non-visible data the order asked
 * to be signed (base64 inside `bankIdSignedData`, docs/bankid.md).
 */
export function signs(signature: string, asked: Pick<SignRequest, 'userVisibleData' | 'userNonVisibleData'>) {
  const xml = Buffer.from(signature, 'base64').toString('utf8');
  const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
  return (
    elementText(xml, 'usrVisibleData') === base64(asked.userVisibleData) &&
    elementText(xml, 'usrNonVisibleData') === base64(asked.userNonVisibleData)
  );
}

const hashFlowToken = (token: string): Buffer => createHash('sha256').update(token).digest();
const FLOW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** BankID wants the bare address; Node reports IPv4 clients on a dual-stack socket as ::ffff:a.b.c.d. */
export const bareIp = (ip: string): string => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * The login side of BankID: starts orders, answers the login page's polls from the database (collecting
 * from BankID at most every 2 s per order), restarts unscanned QR orders, and hands a completed order's
 * verified identity to the session exactly once. The browser holds only a random flow token (cookie).
 */
export function createBankIdOrders(deps: {
  db: Database;
  client: BankIdClient;
  clock: Clock;
  publicUrl: string;
  /** Where the same-device link sends the user: BankID's app link or the simulator's app page. */
  launchUrl: (autoStartToken: string, device: BankIdDevice) => string;
  /** Simulator only: binds an order to the browser that started it, and names it by a short code. */
  simulatorBinding?: SimulatorBinding;
  log: { warn(object: object, message: string): void };
}) {
  const { db, client, clock } = deps;
  const orders = createBankIdOrderRepository(db);

  async function startOrder(input: StartOrder, returnNonce: string, flowToken: string) {
    const origin = input.returnOrigin ?? deps.publicUrl;
    const web = {
      referringDomain: new URL(deps.publicUrl).hostname,
      userAgent: input.userAgent?.slice(0, 256),
      deviceIdentifier: deps.simulatorBinding?.deviceIdentifier(flowToken),
    };
    try {
      if (input.sign !== undefined) {
        return await client.sign({
          endUserIp: input.endUserIp,
          userVisibleData: input.sign.userVisibleData,
          userVisibleDataFormat: 'simpleMarkdownV1',
          userNonVisibleData: input.sign.userNonVisibleData,
          requirement: { personalNumber: input.sign.personalNumber },
          web,
        });
      }
      return await client.auth({
        endUserIp: input.endUserIp,
        userVisibleData: 'Logga in på medlemsportalen',
        returnUrl:
          input.flow === 'same-device'
            ? `${origin}/login?retur=${encodeURIComponent(returnNonce)}`
            : undefined,
        web,
      });
    } catch (error) {
      if (error instanceof BankIdError && error.errorCode === 'alreadyInProgress') {
        // BankID cancelled the person's other order (another tab, a double start): trying again works.
        throw new HttpError(409, 'BANKID_ALREADY_IN_PROGRESS', RFA_MESSAGES.RFA4);
      }
      if (error instanceof BankIdError) {
        const what = input.sign === undefined ? 'auth' : 'sign';
        deps.log.warn({ errorCode: error.errorCode, httpStatus: error.httpStatus }, `BankID ${what} failed`);
        throw new HttpError(
          502,
          'BANKID_START_FAILED',
          input.sign === undefined
            ? 'Inloggningen med BankID kunde inte startas. Försök igen.'
            : 'Signeringen med BankID kunde inte startas. Försök igen.',
        );
      }
      throw error;
    }
  }

  function statusOf(order: BankIdOrder, now: Date, flowToken: string): BankIdStatus {
    const status: BankIdStatus = {
      status: order.status,
      hintCode: order.hintCode ?? undefined,
      messageCode: order.messageCode ?? undefined,
    };
    if (order.status !== 'pending') return status;
    if (order.flow === 'qr' && order.hintCode === 'outstandingTransaction') {
      const seconds = Math.max(0, Math.floor((now.getTime() - order.orderStartedAt.getTime()) / 1000));
      const binding = deps.simulatorBinding;
      return {
        ...status,
        qr: qrImage(qrContent(order.qrStartToken, order.qrStartSecret, seconds)),
        simulatorCode: binding?.code(binding.deviceIdentifier(flowToken)),
      };
    }
    if (order.flow === 'same-device')
      return { ...status, launchUrl: deps.launchUrl(order.autoStartToken, order.device) };
    return status;
  }

  /** Checks BankID's answer before trusting it (docs/bankid.md 7). */
  function verifiedCompletion(
    order: BankIdOrder,
    completion: CompletionData | undefined,
  ): string | undefined {
    if (completion === undefined) return 'no completion data';
    if (!isPersonalNumber(completion.user.personalNumber)) return 'malformed personal number';
    if (order.flow === 'same-device' && bareIp(completion.device.ipAddress) !== order.endUserIp) {
      return 'device address differs from the address that started the order';
    }
    if (completion.risk === 'high') return 'high risk';
    if (order.sign !== null) {
      if (completion.user.personalNumber !== order.sign.personalNumber) return 'signed by another person';
      if (!signs(completion.signature, order.sign)) return 'the signature is not of what was asked';
    }
    return undefined;
  }

  async function collect(order: BankIdOrder, now: Date, flowToken: string): Promise<OrderUpdate> {
    const context = { flow: order.flow, device: order.device };
    try {
      const result = await client.collect(order.orderRef);
      const base = { lastCollectAt: now, collectErrors: 0, hintCode: result.hintCode ?? null };
      if (result.status === 'pending') {
        return { ...base, messageCode: messageForCollect(result, context) ?? null };
      }
      if (result.status === 'failed') {
        if (
          result.hintCode === 'startFailed' &&
          order.flow === 'qr' &&
          order.restarts < MAX_RESTARTS &&
          now.getTime() - order.loginStartedAt.getTime() < RESTART_WINDOW_MS
        ) {
          return await restart(order, now, flowToken);
        }
        return { ...base, status: 'failed', messageCode: messageForCollect(result, context) ?? 'RFA22' };
      }
      const problem = verifiedCompletion(order, result.completionData);
      if (problem !== undefined) {
        deps.log.warn({ problem }, 'BankID completion rejected');
        return { ...base, status: 'failed', hintCode: null, messageCode: 'RFA22' };
      }
      return {
        ...base,
        status: 'complete',
        messageCode: null,
        completion: result.completionData,
        completedAt: now,
      };
    } catch (error) {
      if (!(error instanceof BankIdError)) throw error;
      deps.log.warn({ errorCode: error.errorCode, httpStatus: error.httpStatus }, 'BankID collect failed');
      const collectErrors = order.collectErrors + 1;
      if (TRANSIENT_ERRORS.has(error.errorCode) && collectErrors < MAX_COLLECT_ERRORS) {
        return { lastCollectAt: now, collectErrors };
      }
      return {
        lastCollectAt: now,
        collectErrors,
        status: 'failed',
        messageCode: messageForError(error.errorCode),
      };
    }
  }

  async function restart(order: BankIdOrder, now: Date, flowToken: string): Promise<OrderUpdate> {
    const started = await startOrder(
      {
        flow: order.flow,
        device: order.device,
        endUserIp: order.endUserIp,
        sign: order.sign ?? undefined,
      },
      order.returnNonce,
      flowToken,
    );
    return {
      orderRef: started.orderRef,
      qrStartToken: started.qrStartToken,
      qrStartSecret: started.qrStartSecret,
      autoStartToken: started.autoStartToken,
      orderStartedAt: now,
      restarts: order.restarts + 1,
      lastCollectAt: null,
      collectErrors: 0,
      hintCode: 'outstandingTransaction',
      messageCode: messageForCollect({ status: 'pending', hintCode: 'outstandingTransaction' }, order),
    };
  }

  /**
   * The completion data of a completed order, handed out once, only while fresh, and only for what the
   * order was made for: a signature never logs in, a login never signs.
   */
  async function takeCompletion(
    flowToken: string | undefined,
    purpose: OrderPurpose,
  ): Promise<CompletionData | undefined> {
    if (flowToken === undefined || !FLOW_TOKEN.test(flowToken)) return undefined;
    const flowHash = hashFlowToken(flowToken);
    const order = await orders.find(flowHash);
    const now = clock.now();
    if (
      order?.status !== 'complete' ||
      !madeFor(order, purpose) ||
      order.completedAt === null ||
      now.getTime() - order.completedAt.getTime() > COMPLETED_ORDER_LIFETIME_MS ||
      !(await orders.consume(flowHash, now))
    ) {
      return undefined;
    }
    return order.completion as CompletionData;
  }

  return {
    /** Starts an order; returns the flow token for the browser's cookie and the first status. */
    async start(input: StartOrder): Promise<{ flowToken: string; status: BankIdStatus }> {
      const now = clock.now();
      await orders.deleteAbandoned(new Date(now.getTime() - ABANDONED_AFTER_MS));
      const returnNonce = randomBytes(16).toString('base64url');
      const flowToken = randomBytes(32).toString('base64url');
      const started = await startOrder(input, returnNonce, flowToken);
      const hintCode = 'outstandingTransaction';
      const order = await orders.insert(hashFlowToken(flowToken), {
        orderRef: started.orderRef,
        qrStartToken: started.qrStartToken,
        qrStartSecret: started.qrStartSecret,
        autoStartToken: started.autoStartToken,
        flow: input.flow,
        device: input.device,
        returnNonce,
        endUserIp: input.endUserIp,
        loginStartedAt: now,
        orderStartedAt: now,
        hintCode,
        messageCode: messageForCollect({ status: 'pending', hintCode }, input) ?? null,
        sign: input.sign ?? null,
      });
      return { flowToken, status: statusOf(order, now, flowToken) };
    },

    /**
     * The status of the browser's order made for `purpose` (a login page never follows a signing's), or
     * undefined when it has none; collects from BankID when the last collect is 2 s old.
     */
    async status(
      flowToken: string | undefined,
      purpose: OrderPurpose,
      returnNonce?: string,
    ): Promise<BankIdStatus | undefined> {
      if (flowToken === undefined || !FLOW_TOKEN.test(flowToken)) return undefined;
      const flowHash = hashFlowToken(flowToken);
      const answer = await db.transaction(async (tx) => {
        const locked = createBankIdOrderRepository(tx);
        const order = await locked.find(flowHash, { lock: true });
        if (order === undefined || !madeFor(order, purpose)) return undefined;
        const now = clock.now();
        if (returnNonce !== undefined && returnNonce !== order.returnNonce) {
          // A return link opened in a browser that did not start this order: never let it finish there.
          await client.cancel(order.orderRef).catch(() => undefined);
          await locked.update(flowHash, { status: 'failed', hintCode: null, messageCode: 'RFA22' });
          return 'return-mismatch' as const;
        }
        if (order.status !== 'pending') return statusOf(order, now, flowToken);
        const due =
          order.lastCollectAt === null ||
          now.getTime() - order.lastCollectAt.getTime() >= COLLECT_INTERVAL_MS;
        if (!due) return statusOf(order, now, flowToken);
        const changes = await collect(order, now, flowToken);
        await locked.update(flowHash, changes);
        return statusOf({ ...order, ...changes }, now, flowToken);
      });
      if (answer === 'return-mismatch')
        throw new HttpError(400, 'BANKID_RETURN_MISMATCH', 'Inloggningen kunde inte slutföras. Börja om.');
      return answer;
    },

    /** Cancels the browser's order at BankID (errors ignored: the user leaves either way) and forgets it. */
    async cancel(flowToken: string | undefined): Promise<void> {
      if (flowToken === undefined || !FLOW_TOKEN.test(flowToken)) return;
      const flowHash = hashFlowToken(flowToken);
      const order = await orders.find(flowHash);
      if (order === undefined) return;
      if (order.status === 'pending') await client.cancel(order.orderRef).catch(() => undefined);
      if (order.status !== 'complete') await orders.delete(flowHash);
    },

    /** Forgets the browser's order whatever its state: for someone the association does not know. */
    async forget(flowToken: string | undefined): Promise<void> {
      if (flowToken !== undefined && FLOW_TOKEN.test(flowToken))
        await orders.delete(hashFlowToken(flowToken));
    },

    takeCompletion,

    /** The identity of the browser's completed order, handed out once and only while fresh. */
    async consume(flowToken: string | undefined): Promise<IdentifiedUser | undefined> {
      const completion = await takeCompletion(flowToken, 'login');
      if (completion === undefined) return undefined;
      const { user } = completion;
      return { personalNumber: user.personalNumber, givenName: user.givenName, surname: user.surname };
    },
  };
}

export type BankIdOrders = ReturnType<typeof createBankIdOrders>;
