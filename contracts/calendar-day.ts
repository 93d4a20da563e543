/**
 * Calendar days as people type them, YYYY-MM-DD, and how far from today each kind of day may be: the one
 * rule the server's schemas and the web's forms check a typed day by. Plain functions, no schema library,
 * so a page's first load may import it; the schema is contracts/field-schemas.ts.
 */

import { swedishDayAt } from './swedish-day.js';

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const toNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const toDay = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** A day of the calendar written YYYY-MM-DD in ASCII digits: 2028-02-29 is one, 2026-02-29 and 2026-3-1 are not. */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC reads years 0–99 as 1900–1999; no day a person types is that old.
  return (
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export const addDays = (day: string, days: number): string => toDay(toNumber(day) + days);

/** The same day of the month `years` later (or earlier); 29 February may give a day that does not exist. */
export const addYears = (day: string, years: number): string =>
  `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;

/** Whole days from one day to another. */
export const daysBetween = (from: string, to: string): number => Math.round(toNumber(to) - toNumber(from));

// ---- Today -------------------------------------------------------------------------------------------

export { swedishDayAt };

let todaySource: () => string | undefined = () => undefined;

/**
 * Where "today" comes from while a day is checked. The server answers with its clock's Swedish day for the
 * request being validated (server/src/plugins/request-day.ts), so its tests can move time; anywhere else,
 * and in the browser, it is today in Sweden.
 */
export function takeTodayFrom(source: () => string | undefined): void {
  todaySource = source;
}

export const today = (): string => todaySource() ?? swedishDayAt(new Date());

// ---- How far from today a typed day may be -----------------------------------------------------------

/** A distance from today: whole days, or years (the same day of the month). Negative is back in time. */
export type DayOffset = { readonly days: number } | { readonly years: number };

export interface DayRange {
  readonly from: DayOffset;
  readonly until: DayOffset;
  /** The range in Swedish words, to follow "Ange ett datum": "från ett år bakåt till tre år fram". */
  readonly words: string;
}

const shifted = (day: string, offset: DayOffset): string =>
  'days' in offset ? addDays(day, offset.days) : addYears(day, offset.years);

/** The first and the last day of the range, counted from `day` (today). */
export const dayBounds = (range: DayRange, day: string = today()): { first: string; last: string } => ({
  first: shifted(day, range.from),
  last: shifted(day, range.until),
});

export type DayProblem = 'notADate' | 'outOfRange';

/** Why a typed day is refused: not a day of the calendar written YYYY-MM-DD, or outside its range. */
export function dayProblem(text: string, range: DayRange, day: string = today()): DayProblem | undefined {
  if (!isIsoDay(text)) return 'notADate';
  const { first, last } = dayBounds(range, day);
  return text < first || text > last ? 'outOfRange' : undefined;
}

/** What a form and the server say of a day that is not one. */
export const NOT_A_DAY = 'Ange ett datum, till exempel 2026-12-01.';

/** What they say of a day outside its range: "Ange ett datum från ett år bakåt till tre år fram." */
export const dayRangeMessage = (range: DayRange): string => `Ange ett datum ${range.words}.`;

/** The messages a field words its problems in; by default the two above. */
export interface DayMessages {
  readonly notADate?: string;
  readonly outOfRange?: string;
}

/** The message for a typed day's problem, or undefined when it is a day in range. */
export function dayMessage(
  text: string,
  range: DayRange,
  messages: DayMessages = {},
  day: string = today(),
): string | undefined {
  switch (dayProblem(text, range, day)) {
    case 'notADate':
      return messages.notADate ?? NOT_A_DAY;
    case 'outOfRange':
      return messages.outOfRange ?? dayRangeMessage(range);
    case undefined:
      return undefined;
  }
}
