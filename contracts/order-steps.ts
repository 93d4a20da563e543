import * as z from 'zod/mini';

/**
 * An order's way through the association: received → confirmed → scheduled → done, or cancelled
 * on the way. Staff take each step from the workspace (`POST /api/staff/orders/{number}/steps`); the member
 * follows them on the order's page as a timeline, with a notification (and, per their settings, a mail) at
 * each one. Money is in öre; the final price may differ from the estimate only with a reason the member sees.
 * A final price above the estimate the member signed is theirs to accept (signed with BankID) or decline
 * (they pay the estimate): the member's own last step, price-accepted or price-declined.
 */

export const ORDER_STEPS = [
  'received',
  'confirmed',
  'scheduled',
  'done',
  'price-accepted',
  'price-declined',
  'cancelled',
] as const;
export type OrderStepName = (typeof ORDER_STEPS)[number];

/** The steps staff take; the member's answer to a higher price is the member's own. */
export const STAFF_STEPS = ['confirmed', 'scheduled', 'done', 'cancelled'] as const satisfies OrderStepName[];
export type StaffStepName = (typeof STAFF_STEPS)[number];

/** The step staff may take next from each status; cancelling is possible until the work is done. */
export const NEXT_STEPS: Readonly<Record<OrderStepName, readonly StaffStepName[]>> = {
  received: ['confirmed', 'cancelled'],
  confirmed: ['scheduled', 'cancelled'],
  scheduled: ['done', 'cancelled'],
  done: [],
  'price-accepted': [],
  'price-declined': [],
  cancelled: [],
};

const FinalLineSchema = z.object({
  position: z.number(),
  areaHa: z.number(),
  netOre: z.number(),
  vatOre: z.number(),
  totalOre: z.number(),
});

export const OrderFinalSchema = z.object({
  lines: z.array(FinalLineSchema),
  netOre: z.number(),
  vatOre: z.number(),
  totalOre: z.number(),
  /** Why the price differs from the estimate; null when it does not. */
  priceReason: z.nullable(z.string()),
});
export type OrderFinal = z.infer<typeof OrderFinalSchema>;

/** One step of the member's timeline. */
export const OrderStepSchema = z.object({
  step: z.enum(ORDER_STEPS),
  /** ISO 8601: when it was taken. */
  at: z.string(),
  /** Who took it: the member (received), or the advisor. */
  byName: z.string(),
  /** The advisor's note to the member; for a cancelled order, the reason. Empty when none. */
  note: z.string(),
  /** Confirmed: when the work is planned, in words ("vecka 18–20", "maj 2027"). */
  plannedPeriod: z.nullable(z.string()),
  /** Scheduled: the day the work starts (YYYY-MM-DD) and who does it. */
  scheduledOn: z.nullable(z.string()),
  contractor: z.nullable(z.string()),
  /** Done: the day it was finished and the final figures. */
  doneOn: z.nullable(z.string()),
  final: z.nullable(OrderFinalSchema),
  /** When staff last corrected the step, and who; null when it stands as taken. */
  corrected: z.nullable(z.object({ at: z.string(), byName: z.string() })),
});
export type OrderStep = z.infer<typeof OrderStepSchema>;

/** The parts of an order the rules below read: the estimate signed when it was placed, and its steps. */
interface PricedOrder {
  readonly status: OrderStepName;
  readonly netOre: number;
  readonly vatOre: number;
  readonly totalOre: number;
  readonly steps: readonly Pick<OrderStep, 'step' | 'final'>[];
}

/** The final figures of the work done, once it is done. */
export const finalOf = (order: PricedOrder): OrderFinal | null =>
  order.steps.find((step) => step.step === 'done')?.final ?? null;

/**
 * The work is done at a price above the estimate the member signed, and the member has not answered yet:
 * until they accept it, the estimate is what they pay ("Blir det dyrare frågar vi dig först").
 */
export const awaitsPriceAnswer = (order: PricedOrder): boolean =>
  order.status === 'done' && (finalOf(order)?.totalOre ?? 0) > order.totalOre;

/**
 * What the member pays, the one amount every page, mail and receipt shows: the estimate until the work is
 * done; then the final price, unless it is above the estimate and not accepted (declined or not answered
 * yet), when it stays the estimate; nothing for a cancelled order.
 */
export function amountToPay(order: PricedOrder): {
  readonly netOre: number;
  readonly vatOre: number;
  readonly totalOre: number;
  readonly basis: 'estimate' | 'final' | 'nothing';
} {
  if (order.status === 'cancelled') return { netOre: 0, vatOre: 0, totalOre: 0, basis: 'nothing' };
  const final = finalOf(order);
  const finalHolds =
    final !== null && (final.totalOre <= order.totalOre || order.status === 'price-accepted');
  return finalHolds
    ? { netOre: final.netOre, vatOre: final.vatOre, totalOre: final.totalOre, basis: 'final' }
    : { netOre: order.netOre, vatOre: order.vatOre, totalOre: order.totalOre, basis: 'estimate' };
}
