import * as z from 'zod/mini';
import type { DayRange } from './calendar-day.js';
import { dayField } from './field-schemas.js';

/**
 * An order's way through the association (issue 23): received → confirmed → scheduled → done, or cancelled
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

const NOTE_MAX = 1000;
const note = (required: string | null) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required === null ? [] : [z.minLength(1, required)]),
      z.maxLength(NOTE_MAX, `Skriv högst ${String(NOTE_MAX)} tecken.`),
    );
/** The day the work starts: put in afterwards up to a year back, planned up to three years ahead. */
export const SCHEDULED_DAYS: DayRange = {
  from: { years: -1 },
  until: { years: 3 },
  words: 'från ett år bakåt till tre år fram',
};

/** The day the work was finished: today at the latest, and at most a year back. */
export const DONE_DAYS: DayRange = {
  from: { years: -1 },
  until: { days: 0 },
  words: 'från ett år bakåt till i dag',
};
const short = (required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(100, 'Skriv högst 100 tecken.'));

/** The final figures of one order line: the area done and the price without VAT, in öre. */
const FinalLineRequestSchema = z.object({
  position: z.number().check(z.int(), z.positive()),
  areaHa: z
    .number('Ange arealen i hektar.')
    .check(
      z.positive('Arealen ska vara större än 0 hektar.'),
      z.maximum(10_000, 'Arealen verkar för stor. Kontrollera siffran.'),
    ),
  netOre: z
    .number('Ange priset i kronor.')
    .check(
      z.int('Ange priset i hela ören.'),
      z.minimum(0, 'Priset kan inte vara negativt.'),
      z.maximum(100_000_000_00, 'Priset verkar för stort. Kontrollera siffran.'),
    ),
});

/** `POST /api/staff/orders/{number}/steps`: the next step, with what that step needs. */
export const OrderStepRequestSchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('confirmed'),
    plannedPeriod: short('Skriv när arbetet är planerat, till exempel ”vecka 18–20”.'),
    note: note(null),
  }),
  z.object({
    step: z.literal('scheduled'),
    scheduledOn: dayField(SCHEDULED_DAYS),
    contractor: short('Skriv vem som utför arbetet.'),
    note: note(null),
  }),
  z.object({
    step: z.literal('done'),
    doneOn: dayField(DONE_DAYS),
    lines: z.array(FinalLineRequestSchema).check(z.minLength(1, 'Ange utfallet för varje rad.')),
    priceReason: note(null),
    note: note(null),
  }),
  z.object({
    step: z.literal('cancelled'),
    note: note('Skriv varför beställningen avbryts. Medlemmen ser skälet.'),
  }),
]);
export type OrderStepRequest = z.infer<typeof OrderStepRequestSchema>;

export const ORDER_STEP_ERRORS = {
  notNext: 'Beställningen har redan gått vidare. Ladda om sidan och se var den står.',
  linesDiffer: 'Ange utfallet för varje rad i beställningen, en gång var.',
  reasonNeeded: 'Priset skiljer sig från uppskattningen. Skriv varför, medlemmen ser förklaringen.',
  doneBeforeScheduled: 'Arbetet kan inte vara klart före dagen det planerades in.',
} as const;
