/**
 * Every value as Swedes read it (sv-SE), one format for each kind of value, in Swedish time wherever the
 * browser is. Features compose units and words around these, never their own Intl formats (format.test.ts
 * checks that). The rules, with examples, are in docs/formats.md.
 *
 * Each Intl date format is made the first time it is used: making one loads the browser's locale data, tens
 * of milliseconds on a slow phone, which a page that shows no such value should not pay before its paint.
 */

import { swedishDayAt } from '#contracts/swedish-day';
import {
  formatKronor,
  formatKronorExact,
  formatSwedishDecimal,
  type SwedishDecimalOptions,
} from '#contracts/swedish-number';

const LOCALE = 'sv-SE';
const TIME_ZONE = 'Europe/Stockholm';

/** A value made on first use, then kept. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** Numbers are written as Intl writes them but without it, to the digit (contracts/swedish-number.ts says why). */
const numberFormat =
  (options: SwedishDecimalOptions) =>
  (value: number): string =>
    formatSwedishDecimal(value, options);
const kronor =
  (options: SwedishDecimalOptions) =>
  (value: number): string =>
    formatKronor(value, options);
const dateTimeFormat = (options: Intl.DateTimeFormatOptions) =>
  once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options }));

// ---- Money, always given in öre ----

const signedKronorWithOre = kronor({ minDecimals: 2, maxDecimals: 2, signDisplay: 'exceptZero' });
const wholeKronor = kronor({ maxDecimals: 0 });

/**
 * Money a member has or moves (a balance, a payment, a booking, a withdrawal, an order's sum), always to
 * the öre, so the same sum reads the same on every page: "201 585,22 kr", "3 400,00 kr".
 */
export const formatAmount: (ore: number) => string = formatKronorExact;

/** A booking in or out of an account: "+1 234,50 kr" / "−1 234,50 kr". */
export const formatSignedAmount = (ore: number): string => signedKronorWithOre(ore / 100);

/** A price as it is quoted in a price list: whole kronor when there are no öre ("3 400 kr"), else with them ("5,50 kr"). */
export const formatPrice = (ore: number): string =>
  ore % 100 === 0 ? wholeKronor(ore / 100) : formatAmount(ore);

/** An estimate, which is never exact: whole kronor, "48 300 kr". */
export const formatEstimate = (ore: number): string => wholeKronor(Math.round(ore / 100));

/** A short label above a bar, where the table beside it has the exact sum: "1,2 mkr", "356 tkr", "800 kr". */
export function formatKronorShort(ore: number): string {
  const kronor = ore / 100;
  if (kronor >= 1_000_000) return `${formatNumber(kronor / 1_000_000, 1)}\u00a0mkr`;
  if (kronor >= 1_000) return `${formatNumber(Math.round(kronor / 1_000), 0)}\u00a0tkr`;
  return `${formatNumber(Math.round(kronor), 0)}\u00a0kr`;
}

// ---- Numbers ----

const numberFormats = {
  0: numberFormat({ maxDecimals: 0 }),
  1: numberFormat({ maxDecimals: 1 }),
  2: numberFormat({ maxDecimals: 2 }),
};
const fixedOneDecimal = numberFormat({ minDecimals: 1, maxDecimals: 1 });

/** A number to at most `decimals` decimals, without trailing zeros: "1 234,56", "1 450". */
export const formatNumber = (value: number, decimals: 0 | 1 | 2 = 2): string =>
  numberFormats[decimals](value);

/** A figure always with one decimal, for a column whose heading names the unit: "4,0". */
export const formatOneDecimal = (value: number): string => fixedOneDecimal(value);

/** A quantity with its unit, to the hundredth, kept together on one line: "1,15 ha", "28 520 plantor", "427,3 m³fub". */
export const formatQuantity = (quantity: number, unit: string): string =>
  `${formatNumber(quantity, 2)}\u00a0${unit}`;

/** An area, always with one decimal: "64,8 ha". */
export const formatHectares = (hectares: number): string => `${formatOneDecimal(hectares)}\u00a0ha`;

/** A share in per cent, one decimal at most: "33,3 %". */
export const formatPercent = (percent: number): string => `${formatNumber(percent, 1)}\u00a0%`;

/**
 * An ownership share as "1/2 (50 %)": on a narrow screen it may break before the parenthesis, never
 * inside it.
 */
export const formatShare = (numerator: number, denominator: number, percent: number): string =>
  `${String(numerator)}/${String(denominator)} (${formatPercent(percent)})`;

// ---- Dates and times, in Swedish time ----

const shortDate = dateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const clock = dateTimeFormat({ hour: '2-digit', minute: '2-digit' });
const longDate = dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const weekdayDate = dateTimeFormat({ weekday: 'long', day: 'numeric', month: 'long' });

/** A calendar day (YYYY-MM-DD) is the same day everywhere; a timestamp is read in Swedish time. */
const instantOf = (value: string | Date): Date =>
  value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

/** A day, in running text and in tables alike: "1 apr. 1998", "30 juni 2027". */
export const formatDate = (value: string | Date): string => shortDate().format(instantOf(value));

/** A day written out, where it is said once as a heading's line: "1 september 2026". */
export const formatLongDate = (value: string | Date): string => longDate().format(instantOf(value));

/** A time of day: "09:05". */
export const formatTime = (value: string | Date): string => clock().format(instantOf(value));

/** A moment: "22 nov. 2026 kl. 10:14". */
export const formatDateTime = (value: string | Date): string =>
  `${formatDate(value)} kl.\u00a0${formatTime(value)}`;

/** A day to plan by, with its weekday: "onsdag 25 november". */
export const formatWeekday = (value: string | Date): string => weekdayDate().format(instantOf(value));

/** A span of time on one day: "10:00–11:00". */
export const formatTimeRange = (start: string | Date, end: string | Date): string =>
  `${formatTime(start)}–${formatTime(end)}`;

/** The Swedish calendar day of a moment as YYYY-MM-DD (today by default), for fields, limits and grouping. */
export const swedishDay = (value: string | Date = new Date()): string => swedishDayAt(instantOf(value));

// ---- Relative time ----

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const relative = once(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));

/** Whole calendar days between two moments in Swedish time, so yesterday evening is "i går" this morning. */
const calendarDaysBetween = (then: Date, now: Date): number =>
  Math.max(0, Math.round((Date.parse(swedishDay(now)) - Date.parse(swedishDay(then))) / (24 * HOUR)));

/**
 * How long ago, as a member says it: "nyss", "för 5 minuter sedan", "i går", "för 3 dagar sedan"; from a
 * month back the date ("22 nov. 2026"), since "för 5 veckor sedan" is harder to place.
 */
export function formatTimeAgo(value: string, now: Date = new Date()): string {
  const then = new Date(value);
  const ago = now.getTime() - then.getTime();
  if (ago < MINUTE) return 'nyss';
  if (ago < HOUR) return relative().format(-Math.floor(ago / MINUTE), 'minute');
  const days = calendarDaysBetween(then, now);
  if (days === 0) return relative().format(-Math.floor(ago / HOUR), 'hour');
  if (days < 30) return relative().format(-days, 'day');
  return formatDate(then);
}
