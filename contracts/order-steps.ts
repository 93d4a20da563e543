import * as z from 'zod/mini';

/**
 * An order's way through the association: received → confirmed → scheduled → done, or cancelled
 * on the way. Staff take each step from the workspace (`POST /api/staff/orders/{number}/steps`); the member
 * follows them on the order's page as a timeline, with a notification (and, per their settings, a mail) at
 * each one. Money is in öre; the final price may differ from the estimate only with a reason the member sees.
 */

export const ORDER_STEPS = ['received', 'confirmed', 'scheduled', 'done', 'cancelled'] as const;
export type OrderStepName = (typeof ORDER_STEPS)[number];

/** The step that may follow each status; cancelling is possible until the work is done. */
export const NEXT_STEPS: Readonly<Record<OrderStepName, readonly OrderStepName[]>> = {
  received: ['confirmed', 'cancelled'],
  confirmed: ['scheduled', 'cancelled'],
  scheduled: ['done', 'cancelled'],
  done: [],
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
});
export type OrderStep = z.infer<typeof OrderStepSchema>;
