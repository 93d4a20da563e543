/**
 * The rules of the economy pages (issue 7) that both sides apply, without a schema library so pages may
 * import them: what counts as income, the withdrawal and payment-plan limits and the checks of a
 * withdrawal's amount and a pay day, Swedish banking days, and amounts in Swedish writing. Each side words
 * a problem in its own Swedish. The answers' shapes are contracts/economy.ts; interest is contracts/interest.ts.
 */

import { addDays, addYears, isIsoDay } from './calendar-day.js';
import { parseKronor } from './decimal-number.js';

/** Booking kinds that count as income when they land on the merkonto (with payouts from the payment plan). */
export const INCOME_SOURCES = [
  'likvid',
  'dellikvid',
  'efterlikvid',
  'utdelning',
  'ranta',
  'betalningsplan',
] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/** Withdrawals: at least 100 kr, at most 90 days ahead, and asked for before 13.00 to go the same day. */
export const MIN_WITHDRAWAL_ORE = 10_000;
export const WITHDRAWAL_HORIZON_DAYS = 90;
export const WITHDRAWAL_CUTOFF_HOUR = 13;

/** Payment plan changes: 30 days' notice, parts of at least 1 000 kr, within 10 years of the settlement. */
export const PLAN_CHANGE_NOTICE_DAYS = 30;
export const PLAN_MIN_PART_ORE = 100_000;
export const PLAN_MAX_YEARS = 10;

// ---- Calendar days and Swedish banking days ------------------------------------------------------------

// The calendar itself is contracts/calendar-day.ts, the one check of a typed day; the economy's pages and
// services take it from here with the rest of their rules.
export { addDays, addYears, isIsoDay };

/** Easter Sunday (the anonymous Gregorian computus). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The weekdays Swedish banks are closed: public holidays and the eves banks treat as holidays. */
function bankHolidays(year: number): Set<string> {
  const y = String(year);
  const easter = easterSunday(year);
  // Midsommarafton: the Friday between 19 and 25 June.
  let midsummerEve = `${y}-06-19`;
  while (new Date(`${midsummerEve}T00:00:00Z`).getUTCDay() !== 5) midsummerEve = addDays(midsummerEve, 1);
  return new Set([
    `${y}-01-01`, // nyårsdagen
    `${y}-01-06`, // trettondedag jul
    addDays(easter, -2), // långfredagen
    addDays(easter, 1), // annandag påsk
    `${y}-05-01`, // första maj
    addDays(easter, 39), // Kristi himmelsfärdsdag
    `${y}-06-06`, // nationaldagen
    midsummerEve,
    `${y}-12-24`, // julafton
    `${y}-12-25`, // juldagen
    `${y}-12-26`, // annandag jul
    `${y}-12-31`, // nyårsafton
  ]);
}

/** A day Swedish banks pay out on: Monday to Friday and not a bank holiday. */
export function isBankingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !bankHolidays(Number(day.slice(0, 4))).has(day);
}

/** The first banking day on or after `day`. */
export function bankingDayFrom(day: string): string {
  let candidate = day;
  while (!isBankingDay(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}

/** The first day a withdrawal asked for now can be paid: today before the cut-off on a banking day, else the next. */
export const earliestPayDay = (today: string, hour: number): string =>
  isBankingDay(today) && hour < WITHDRAWAL_CUTOFF_HOUR ? today : bankingDayFrom(addDays(today, 1));

// ---- The rules a form checks before the server does -----------------------------------------------------

/** Why a withdrawal's amount is refused: 0 or less, under the minimum, or more than the merkonto holds. */
export type WithdrawalAmountProblem = 'notPositive' | 'belowMinimum' | 'overBalance';

export function withdrawalAmountProblem(
  amountOre: number,
  { availableOre, minimumOre = MIN_WITHDRAWAL_ORE }: { availableOre: number; minimumOre?: number },
): WithdrawalAmountProblem | undefined {
  if (amountOre <= 0) return 'notPositive';
  if (amountOre < minimumOre) return 'belowMinimum';
  if (amountOre > availableOre) return 'overBalance';
  return undefined;
}

/** Why a pay day (a withdrawal's, or a payout's new day) is refused; the first problem found. */
export type PayDayProblem = 'notADate' | 'tooEarly' | 'tooLate' | 'notBankingDay';

/** A pay day: a real date, within [earliest, latest], a banking day. */
export function payDayProblem(
  day: string,
  { earliest, latest }: { earliest: string; latest: string },
): PayDayProblem | undefined {
  if (!isIsoDay(day)) return 'notADate';
  if (day < earliest) return 'tooEarly';
  if (day > latest) return 'tooLate';
  if (!isBankingDay(day)) return 'notBankingDay';
  return undefined;
}

// ---- Amounts -------------------------------------------------------------------------------------------

// Kronor as Swedes write them ("1 234,50", "1234.5", "1 234 kr") to öre: contracts/decimal-number.ts.
export { parseKronor };

/** Öre as "1 234,50 kr" (with öre, for amounts a member typed). */
export const formatKronorExact = (ore: number): string =>
  `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)} kr`;
