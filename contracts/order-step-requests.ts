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
/**
 * The days of the period the work is planned for, and the day it starts: from today, up to three years
 * ahead. What the member is told is to come cannot lie in the past.
 */
export const PLANNED_DAYS: DayRange = {
  from: { days: 0 },
  until: { years: 3 },
  words: 'från i dag till tre år fram',
};
export const SCHEDULED_DAYS: DayRange = PLANNED_DAYS;

/** The ISO 8601 week of a day (YYYY-MM-DD): weeks start on Monday, week 1 holds the year's first Thursday. */
function isoWeek(day: string): { year: number; week: number } {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const year = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  return { year, week: 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 86_400_000)) };
}

const MONTHS = [
  'jan.',
  'feb.',
  'mars',
  'apr.',
  'maj',
  'juni',
  'juli',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'dec.',
];
const shortDay = (day: string): string =>
  `${String(Number(day.slice(8)))} ${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''}`;

/**
 * A planned period as the member and staff read it, in weeks as forestry plans and with its days:
 * "vecka 18–20 2027 (3 maj–23 maj)", "vecka 52 2026–vecka 2 2027 (21 dec.–17 jan.)".
 */
export function plannedPeriodWords(from: string, until: string): string {
  const first = isoWeek(from);
  const last = isoWeek(until);
  const weeks =
    first.year !== last.year
      ? `vecka ${String(first.week)} ${String(first.year)}–vecka ${String(last.week)} ${String(last.year)}`
      : first.week === last.week
        ? `vecka ${String(first.week)} ${String(first.year)}`
        : `vecka ${String(first.week)}–${String(last.week)} ${String(first.year)}`;
  return `${weeks} (${from === until ? shortDay(from) : `${shortDay(from)}–${shortDay(until)}`})`;
}

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
    /** The first and the last day the work is planned for; the member reads them in weeks. */
    plannedFrom: dayField(PLANNED_DAYS),
    plannedUntil: dayField(PLANNED_DAYS),
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
  untilBeforeFrom: 'Den sista dagen kan inte vara före den första.',
  outsidePlanned: (period: string) =>
    `Arbetet ska börja inom tiden som bekräftades för medlemmen, ${period}. Rätta den planerade tiden först om den har ändrats.`,
  onlyLatest: 'Bara det senaste steget kan rättas. Ladda om sidan och se var beställningen står.',
} as const;
