import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { SimulatorPersona } from '../../db/seed/personas.js';
import type { Clock } from '../../lib/clock.js';
import type { CollectResponse, OrderResponse } from '../bankid-client.js';
import { qrContent } from '../qr.js';
import { orderCode } from './browser-binding.js';
import { completionData, type Identity } from './completion.js';
import {
  toSummary,
  type Order,
  type OrderInput,
  type OrderKind,
  type OrderSummary,
  type Risk,
} from './order.js';
import { conflict, invalidParameters, SimulatorError } from './simulator-error.js';

export interface SimulatorSettings {
  /** The app's address in completionData; differs from endUserIp to test the channel-binding check. */
  deviceIpAddress?: string;
  /** completionData.risk when the RP asked for it; default low. */
  risk?: Risk;
  /**
   * completionData.user is this person whoever approved: a BankID that broke `requirement.personalNumber`,
   * to test that the portal checks the signer itself.
   */
  signedBy?: string;
}

/** Orders older than this are forgotten, so a long demo session does not grow without bound. */
const FORGET_AFTER_MS = 60 * 60 * 1000;
const QR_TOLERANCE_SECONDS = 2;
const QR_CONTENT = /^bankid\.([^.]+)\.(\d{1,9})\.([0-9a-f]{64})$/;

/**
 * The simulator's orders and their state machine (docs/bankid.md 8). There are no timers: the time rules
 * (startFailed, expiredTransaction) are applied with the injected clock whenever an order is looked at.
 */
export function createOrderBook(deps: {
  clock: Clock;
  startFailedAfterMs: number;
  expiresAfterMs: number;
  personas: readonly SimulatorPersona[];
}) {
  const orders = new Map<string, Order>();
  let settings: SimulatorSettings = {};

  function advance(order: Order): Order {
    if (order.state.status !== 'pending') return order;
    const age = deps.clock.now().getTime() - order.createdAt.getTime();
    const startFailedAfterMs = order.pickedUp ? Infinity : deps.startFailedAfterMs;
    if (age < Math.min(startFailedAfterMs, deps.expiresAfterMs)) return order;
    const hintCode = startFailedAfterMs <= deps.expiresAfterMs ? 'startFailed' : 'expiredTransaction';
    order.state = { status: 'failed', hintCode };
    return order;
  }

  /** The order as the control surface sees it: 404 when unknown, 409 unless it is still pending. */
  function pendingOrder(orderRef: string): Order {
    const order = orders.get(orderRef);
    if (order === undefined) throw new SimulatorError(404, 'notFound', 'No such order');
    advance(order);
    if (order.state.status !== 'pending' || order.cancelledByRp) {
      throw conflict(`The order is no longer pending (${stateText(order)})`);
    }
    return order;
  }

  const stateText = (order: Order): string =>
    order.cancelledByRp
      ? 'cancelled by the RP'
      : order.state.status === 'complete'
        ? 'complete'
        : `${order.state.status}/${order.state.hintCode}`;

  /** Anyone taking a new order in their app loses the one they held (failed/cancelled). */
  function holdOrder(order: Order, personalNumber: string | undefined): void {
    const user = personalNumber ?? order.requirement.personalNumber;
    if (user === undefined) return;
    for (const other of orders.values()) {
      if (other === order || other.user !== user || other.cancelledByRp) continue;
      if (advance(other).state.status === 'pending') {
        other.state = { status: 'failed', hintCode: 'cancelled' };
      }
    }
    order.user = user;
  }

  function pickUp(order: Order, personalNumber: string | undefined): void {
    if (order.pickedUp) throw conflict('The order has already been opened in an app');
    if (
      personalNumber !== undefined &&
      order.requirement.personalNumber !== undefined &&
      personalNumber !== order.requirement.personalNumber
    ) {
      throw conflict('The order is for another personal number');
    }
    holdOrder(order, personalNumber);
    order.pickedUp = true;
    order.state = { status: 'pending', hintCode: order.requirement.mrtd ? 'userMrtd' : 'userSign' };
  }

  function identity(input: { personalNumber: string; givenName?: string; surname?: string }): Identity {
    const persona = deps.personas.find((candidate) => candidate.personalNumber === input.personalNumber);
    return {
      personalNumber: input.personalNumber,
      givenName: input.givenName ?? persona?.givenName ?? 'Test',
      surname: input.surname ?? persona?.surname ?? 'Testsson',
    };
  }

  const summary = (order: Order): OrderSummary => toSummary(advance(order));

  return {
    /** `/auth`, `/sign`: a new order, unless the required person already has one (alreadyInProgress). */
    create(kind: OrderKind, input: OrderInput): OrderResponse {
      const now = deps.clock.now();
      for (const [orderRef, order] of orders) {
        if (now.getTime() - order.createdAt.getTime() > FORGET_AFTER_MS) orders.delete(orderRef);
      }
      const personalNumber = input.requirement.personalNumber;
      if (personalNumber !== undefined) {
        const running = [...orders.values()].filter(
          (order) =>
            !order.cancelledByRp &&
            advance(order).state.status === 'pending' &&
            (order.requirement.personalNumber === personalNumber || order.user === personalNumber),
        );
        if (running.length > 0) {
          for (const order of running) order.state = { status: 'failed', hintCode: 'cancelled' };
          throw new SimulatorError(400, 'alreadyInProgress', 'Order already in progress for pno');
        }
      }
      const order: Order = {
        ...input,
        kind,
        orderRef: randomUUID(),
        autoStartToken: randomUUID(),
        qrStartToken: randomUUID(),
        qrStartSecret: randomUUID(),
        createdAt: now,
        state: { status: 'pending', hintCode: 'outstandingTransaction' },
        pickedUp: false,
        terminalCollected: false,
        cancelledByRp: false,
      };
      orders.set(order.orderRef, order);
      const { orderRef, autoStartToken, qrStartToken, qrStartSecret } = order;
      return { orderRef, autoStartToken, qrStartToken, qrStartSecret };
    },

    /** `/collect`: the state now; a terminal state is answered once, then the order is gone. */
    collect(orderRef: string): CollectResponse {
      const order = orders.get(orderRef);
      if (order === undefined || order.cancelledByRp || order.terminalCollected) {
        throw invalidParameters('No such order');
      }
      const { state } = advance(order);
      if (state.status !== 'pending') order.terminalCollected = true;
      return state.status === 'complete'
        ? { orderRef, status: 'complete', completionData: state.completionData }
        : { orderRef, status: state.status, hintCode: state.hintCode };
    },

    /** `/cancel` by the RP; a second cancel, or one after the result was collected, is invalidParameters. */
    cancel(orderRef: string): void {
      const order = orders.get(orderRef);
      if (order === undefined || order.cancelledByRp || order.terminalCollected) {
        throw invalidParameters('No such order');
      }
      if (advance(order).state.status === 'pending') {
        order.state = { status: 'failed', hintCode: 'cancelled' };
      }
      order.cancelledByRp = true;
    },

    /** The virtual app scans an animated QR frame: the code must be genuine and at most 2 s off. */
    scan(qr: string, personalNumber?: string): OrderSummary {
      const match = QR_CONTENT.exec(qr);
      if (match === null) throw new SimulatorError(400, 'qrRejected', 'Not a BankID QR code');
      const [, token, time] = match as unknown as [string, string, string];
      const order = [...orders.values()].find((candidate) => candidate.qrStartToken === token);
      if (order === undefined) throw new SimulatorError(400, 'qrRejected', 'Unknown qrStartToken');
      const expected = Buffer.from(qrContent(token, order.qrStartSecret, Number(time)));
      const scanned = Buffer.from(qr);
      if (expected.length !== scanned.length || !timingSafeEqual(expected, scanned)) {
        throw new SimulatorError(400, 'qrRejected', 'The QR code is not genuine');
      }
      const elapsed = Math.floor((deps.clock.now().getTime() - order.createdAt.getTime()) / 1000);
      if (Math.abs(Number(time) - elapsed) > QR_TOLERANCE_SECONDS) {
        throw new SimulatorError(
          400,
          'qrRejected',
          `Stale QR code: ${time} s, order is ${String(elapsed)} s`,
        );
      }
      pickUp(pendingOrder(order.orderRef), personalNumber);
      return summary(order);
    },

    /** The virtual app is opened with the order's autoStartToken. */
    autostart(autoStartToken: string, personalNumber?: string): OrderSummary {
      const order = [...orders.values()].find((candidate) => candidate.autoStartToken === autoStartToken);
      if (order === undefined) throw new SimulatorError(404, 'notFound', 'Unknown autoStartToken');
      pickUp(pendingOrder(order.orderRef), personalNumber);
      return summary(order);
    },

    /** The user identifies or signs; an order not yet opened counts as opened by this user first. */
    approve(orderRef: string, who: { personalNumber: string; givenName?: string; surname?: string }) {
      const order = pendingOrder(orderRef);
      const required = order.requirement.personalNumber;
      if (required !== undefined && required !== who.personalNumber) {
        throw conflict('The order is for another personal number');
      }
      holdOrder(order, who.personalNumber);
      order.pickedUp = true;
      order.state = {
        status: 'complete',
        completionData: completionData({
          identity: identity(settings.signedBy === undefined ? who : { personalNumber: settings.signedBy }),
          orderRef,
          deviceIpAddress: settings.deviceIpAddress ?? order.endUserIp,
          userVisibleData: order.userVisibleData,
          userNonVisibleData: order.userNonVisibleData,
          mrtd: order.requirement.mrtd,
          risk: order.returnRisk ? (settings.risk ?? 'low') : undefined,
        }),
      };
      return summary(order);
    },

    /** The user presses cancel in the app. */
    cancelInApp(orderRef: string): OrderSummary {
      const order = pendingOrder(orderRef);
      order.state = { status: 'failed', hintCode: 'userCancel' };
      return summary(order);
    },

    /** Ends the order with any failed hint code, also ones the portal does not know. */
    fail(orderRef: string, hintCode: string): OrderSummary {
      const order = pendingOrder(orderRef);
      order.state = { status: 'failed', hintCode };
      return summary(order);
    },

    /** Sets a pending hint code; any hint but outstandingTransaction and noClient means the app has it. */
    setPending(orderRef: string, hintCode: string): OrderSummary {
      const order = pendingOrder(orderRef);
      if (hintCode !== 'outstandingTransaction' && hintCode !== 'noClient') order.pickedUp = true;
      order.state = { status: 'pending', hintCode };
      return summary(order);
    },

    summary(orderRef: string): OrderSummary | undefined {
      const order = orders.get(orderRef);
      return order === undefined ? undefined : summary(order);
    },

    orderRefForAutoStartToken(autoStartToken: string): string | undefined {
      return [...orders.values()].find((order) => order.autoStartToken === autoStartToken)?.orderRef;
    },

    /** Newest first. */
    list(): OrderSummary[] {
      return [...orders.values()].reverse().map(summary);
    },

    /**
     * What the phone page lists for a browser, newest first: the orders it started, and orders no browser
     * is named for (an RP that sends no `web.deviceIdentifier`). Never another browser's order.
     */
    listFor(deviceIdentifier: string | undefined): OrderSummary[] {
      return [...orders.values()]
        .filter(
          (order) => order.deviceIdentifier === undefined || order.deviceIdentifier === deviceIdentifier,
        )
        .reverse()
        .map(summary);
    },

    /** The newest order whose code (browser-binding.ts) is this one: a tester typed it on another device. */
    orderRefForCode(code: string): string | undefined {
      return [...orders.values()]
        .reverse()
        .find((order) => order.deviceIdentifier !== undefined && orderCode(order.deviceIdentifier) === code)
        ?.orderRef;
    },

    /** The app is opened by typing the order's code: like scanning its QR code. */
    openByCode(orderRef: string): OrderSummary {
      const order = pendingOrder(orderRef);
      pickUp(order, undefined);
      return summary(order);
    },

    /** Changes the given settings; a field given as undefined goes back to its default. */
    settings(changes: SimulatorSettings): SimulatorSettings {
      const merged: SimulatorSettings = { ...settings, ...changes };
      settings = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
      return settings;
    },

    reset(): void {
      orders.clear();
      settings = {};
    },
  };
}

export type OrderBook = ReturnType<typeof createOrderBook>;
