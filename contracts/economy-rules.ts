/**
 * The rules of the economy pages that both sides apply, without a schema library so pages may
 * import them: what counts as income, the withdrawal and payment-plan limits and the checks of a
 * withdrawal's amount and a pay day (a working day of contracts/swedish-calendar.ts), and amounts in
 * Swedish writing. Each side words a problem in its own Swedish. The answers' shapes are contracts/economy.ts; interest is contracts/interest.ts.
 */

import { addDays, addYears, isIsoDay } from './calendar-day.js';
import { isWorkingDay, workingDayFrom } from './swedish-calendar.js';
import { parseKronor } from './decimal-number.js';
import { formatKronorExact } from './swedish-number.js';

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
// services take it from here with the rest of their rules. Banks pay on the working days of the one Swedish
// calendar (contracts/swedish-calendar.ts), the days the association's advisors meet members.
export { addDays, addYears, isIsoDay };

/** The first day a withdrawal asked for now can be paid: today before the cut-off on a banking day, else the next. */
export const earliestPayDay = (today: string, hour: number): string =>
  isWorkingDay(today) && hour < WITHDRAWAL_CUTOFF_HOUR ? today : workingDayFrom(addDays(today, 1));

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
  if (!isWorkingDay(day)) return 'notBankingDay';
  return undefined;
}

// ---- Amounts -------------------------------------------------------------------------------------------

// Kronor as Swedes write them ("1 234,50", "1234.5", "1 234 kr") to öre: contracts/decimal-number.ts.
export { parseKronor };

// Öre as "1 234,50 kr", as every page writes a sum: contracts/swedish-number.ts.
export { formatKronorExact };
