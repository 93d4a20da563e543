import { isIP } from 'node:net';
import { z } from 'zod';
import type { OrderInput, OrderKind } from './order.js';
import { invalidParameters } from './simulator-error.js';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Lengths after base64 (docs/bankid.md 2.1). */
const LIMITS = {
  auth: { visible: 1_500, nonVisible: 1_500 },
  sign: { visible: 40_000, nonVisible: 200_000 },
} as const;

const base64Text = (max: number) => z.string().min(1).max(max).regex(BASE64, { error: 'must be base64' });

const atLeastOneMember = (value: object) => Object.keys(value).length > 0;

const WebSchema = z
  .object({
    referringDomain: z
      .string()
      .regex(/^[0-9a-z.-]{3,253}$/)
      .optional(),
    userAgent: z.string().min(1).max(256).optional(),
    deviceIdentifier: z.string().min(1).max(64).optional(),
  })
  .refine(atLeastOneMember, { error: 'web needs at least one member' });

const AppSchema = z
  .object({
    appIdentifier: z.string().min(1).optional(),
    deviceOS: z.string().min(1).optional(),
    deviceModelName: z.string().min(1).optional(),
    deviceIdentifier: z.string().min(1).max(64).optional(),
  })
  .refine(atLeastOneMember, { error: 'app needs at least one member' });

const RequirementSchema = z.object({
  pinCode: z.boolean().optional(),
  mrtd: z.boolean().optional(),
  cardReader: z.enum(['class1', 'class2']).optional(),
  certificatePolicies: z.array(z.string().regex(/^[0-9*.]+$/)).optional(),
  personalNumber: z
    .string()
    .regex(/^\d{12}$/, { error: 'must be 12 digits' })
    .optional(),
});

function orderSchema(kind: OrderKind) {
  const limits = LIMITS[kind];
  const visible = base64Text(limits.visible);
  return z
    .object({
      endUserIp: z.string().refine((ip) => isIP(ip) !== 0, { error: 'must be an IPv4 or IPv6 address' }),
      userVisibleData: kind === 'sign' ? visible : visible.optional(),
      userNonVisibleData: base64Text(limits.nonVisible).optional(),
      userVisibleDataFormat: z.enum(['simpleMarkdownV1', 'plaintext']).optional(),
      returnUrl: z.url().max(512).optional(),
      returnRisk: z.boolean().optional(),
      requirement: RequirementSchema.optional(),
      web: WebSchema.optional(),
      app: AppSchema.optional(),
    })
    .refine((order) => order.web === undefined || order.app === undefined, {
      error: 'send web or app, not both',
    });
}

const SCHEMAS = { auth: orderSchema('auth'), sign: orderSchema('sign') };

/** `/auth` and `/sign` bodies, checked as BankID does; anything wrong is 400 invalidParameters. */
export function parseOrderRequest(kind: OrderKind, body: unknown): OrderInput {
  const parsed = SCHEMAS[kind].safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidParameters(`Invalid ${issue?.path.join('.') || 'body'}: ${issue?.message ?? ''}`);
  }
  const order = parsed.data;
  return {
    endUserIp: order.endUserIp,
    userVisibleData: order.userVisibleData,
    userVisibleDataFormat: order.userVisibleDataFormat,
    userNonVisibleData: order.userNonVisibleData,
    returnUrl: order.returnUrl,
    returnRisk: order.returnRisk ?? false,
    requirement: {
      personalNumber: order.requirement?.personalNumber,
      mrtd: order.requirement?.mrtd ?? false,
    },
    deviceIdentifier: order.web?.deviceIdentifier,
  };
}

const OrderRefSchema = z.object({ orderRef: z.string().min(1) });

/** `/collect` and `/cancel` bodies. */
export function parseOrderRef(body: unknown): string {
  const parsed = OrderRefSchema.safeParse(body);
  if (!parsed.success) throw invalidParameters('Invalid orderRef');
  return parsed.data.orderRef;
}
