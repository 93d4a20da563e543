import type { CompletionData, OrderResponse } from '../bankid-client.js';
import { orderCode } from './browser-binding.js';

export type OrderKind = 'auth' | 'sign';
export type Risk = 'low' | 'moderate' | 'high';

/** A validated `/auth` or `/sign` request; the data fields are still base64 as the RP sent them. */
export interface OrderInput {
  readonly endUserIp: string;
  readonly userVisibleData?: string;
  readonly userVisibleDataFormat?: string;
  readonly userNonVisibleData?: string;
  readonly returnUrl?: string;
  readonly returnRisk: boolean;
  readonly requirement: { readonly personalNumber?: string; readonly mrtd: boolean };
  /** `web.deviceIdentifier`: the browser that started the order (browser-binding.ts), if the RP says. */
  readonly deviceIdentifier?: string;
}

export type OrderState =
  { status: 'pending' | 'failed'; hintCode: string } | { status: 'complete'; completionData: CompletionData };

export interface Order extends OrderResponse, OrderInput {
  readonly kind: OrderKind;
  readonly createdAt: Date;
  state: OrderState;
  pickedUp: boolean;
  /** The virtual user who holds the order in their app, once known. */
  user?: string;
  terminalCollected: boolean;
  cancelledByRp: boolean;
}

/** What the control API and the phone page see of an order: never the QR secret. */
export interface OrderSummary {
  readonly orderRef: string;
  readonly kind: OrderKind;
  readonly createdAt: string;
  readonly state: 'pending' | 'failed' | 'complete';
  readonly hintCode?: string;
  readonly pickedUp: boolean;
  readonly cancelledByRp: boolean;
  readonly userVisibleData?: string;
  readonly userVisibleDataFormat?: string;
  readonly endUserIp: string;
  readonly returnUrl?: string;
  readonly requiredPersonalNumber?: string;
  /** The short code the portal shows beside the QR code, for an order bound to a browser. */
  readonly code?: string;
}

const decode = (data: string | undefined): string | undefined =>
  data === undefined ? undefined : Buffer.from(data, 'base64').toString('utf8');

/** The order as the control API and the phone page show it. */
export function toSummary(order: Order): OrderSummary {
  return {
    orderRef: order.orderRef,
    kind: order.kind,
    createdAt: order.createdAt.toISOString(),
    state: order.state.status,
    hintCode: order.state.status === 'complete' ? undefined : order.state.hintCode,
    pickedUp: order.pickedUp,
    cancelledByRp: order.cancelledByRp,
    userVisibleData: decode(order.userVisibleData),
    userVisibleDataFormat: order.userVisibleDataFormat,
    endUserIp: order.endUserIp,
    returnUrl: order.returnUrl,
    requiredPersonalNumber: order.requirement.personalNumber,
    code: order.deviceIdentifier === undefined ? undefined : orderCode(order.deviceIdentifier),
  };
}
