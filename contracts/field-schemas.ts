import * as z from 'zod/mini';
import { dayMessage, NOT_A_DAY, type DayMessages, type DayRange } from './calendar-day.js';
import { wholeNumberPattern } from './decimal-number.js';

/**
 * The schemas of what people type that is not free text: a day, checked against how far from today that
 * kind of day may be, and a whole number carried as text. Every contract takes its typed days and its
 * numbers in a query or path from here, so the rules are one (contracts/calendar-day.ts,
 * contracts/decimal-number.ts).
 */

/**
 * A day written YYYY-MM-DD (OpenAPI: `format: date`) within `range` of today: the server's clock's day for
 * a request, the browser's day in a form.
 */
export const dayField = (range: DayRange, messages: DayMessages = {}) =>
  z.iso.date({ error: messages.notADate ?? NOT_A_DAY, abort: true }).check(
    z.refine((text) => dayMessage(text, range, messages) === undefined, {
      error: (issue) => dayMessage(String(issue.input), range, messages) ?? NOT_A_DAY,
    }),
  );

const WHOLE_NUMBER = /^(0|[1-9]\d*)$/;
const DECIMAL_FRACTION = /^\d+[.,]\d+$/;

/** What a whole number in a query or path is told when wrong; each defaults to `message`. */
export interface WholeNumberMessages {
  /** Not a number at all ("tio", "0x10", " 16"). */
  readonly message: string;
  /** A decimal where a whole number is asked for ("2.5"). */
  readonly notWhole?: string;
  readonly tooLow?: string;
  readonly tooHigh?: string;
}

/**
 * A whole number a query or path carries as text, from `min` to `max`: ASCII digits only, so `0x10`,
 * `1e1`, ` 16`, `+16`, `016` and `Infinity` are refused, not read as 16. Its pattern is its range
 * (`wholeNumberPattern`), so the OpenAPI document says it and no personal number fits a URL's number.
 */
export function wholeNumberText({
  min,
  max,
  ...messages
}: { min: number; max: number } & WholeNumberMessages) {
  const { message, notWhole = message, tooLow = message, tooHigh = message } = messages;
  const problem = (text: string): string => {
    if (WHOLE_NUMBER.test(text)) return Number(text) < min ? tooLow : tooHigh;
    return DECIMAL_FRACTION.test(text) ? notWhole : message;
  };
  return z.pipe(
    z
      .string(message)
      .check(z.regex(wholeNumberPattern(min, max), { error: (issue) => problem(String(issue.input)) })),
    z.transform(Number),
  );
}
