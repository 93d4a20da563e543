import * as z from 'zod/mini';
import type { DayRange } from './calendar-day.js';
import { dayField } from './field-schemas.js';

/**
 * What staff send to move an order on (contracts/order-steps.ts has the steps themselves), as the server
 * checks it and the step form does. Apart from the steps, so the pages that show an order's way need none of
 * the rules of typed days.
 */

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
