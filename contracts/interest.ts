/**
 * Credit interest on a member's account (docs/domain.md 2.2). The rule, in one place for the server, the seed
 * and the pages that explain it:
 * - interest accrues per calendar day on the balance at the end of that day, at the rate in force that day;
 * - a day is 1/365 of a year (actual/365 fixed, leap years included), as Swedish savings accounts count;
 * - the year's interest is summed exactly and rounded once, half up, to whole öre;
 * - it is capitalised on 31 December: booked that day, after the day's balance has earned its interest;
 * - a balance below zero earns nothing (a merkonto cannot be overdrawn; this only guards the arithmetic).
 */

export interface RatePeriod {
  /** YYYY-MM-DD: the rate applies from this day until the next period's first day. */
  readonly validFrom: string;
  /** Yearly rate in basis points: 1,75 % is 175. */
  readonly rateBp: number;
}

export interface BalanceMovement {
  /** YYYY-MM-DD */
  readonly day: string;
  readonly amountOre: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The rate in force on `day`, in basis points; 0 before the first period. */
export function rateOn(rates: readonly RatePeriod[], day: string): number {
  let rate = 0;
  for (const period of [...rates].sort((a, b) => a.validFrom.localeCompare(b.validFrom))) {
    if (period.validFrom <= day) rate = period.rateBp;
  }
  return rate;
}

/**
 * Interest in öre for the days `from` to `to`, both included, on an account whose balance was
 * `openingBalanceOre` at the start of `from` and moved by `movements` (those outside the days are ignored).
 */
export function accruedInterestOre(input: {
  readonly openingBalanceOre: number;
  readonly movements: readonly BalanceMovement[];
  readonly rates: readonly RatePeriod[];
  readonly from: string;
  readonly to: string;
}): number {
  const first = dayNumber(input.from);
  const last = dayNumber(input.to);
  if (last < first) return 0;
  const byDay = new Map<number, number>();
  for (const movement of input.movements) {
    const n = dayNumber(movement.day);
    if (n >= first && n <= last) byDay.set(n, (byDay.get(n) ?? 0) + movement.amountOre);
  }
  // Öre × basis points, summed over days as a bigint: exact, whatever the balances.
  let sum = 0n;
  let balance = BigInt(input.openingBalanceOre);
  for (let n = first; n <= last; n += 1) {
    balance += BigInt(byDay.get(n) ?? 0);
    if (balance > 0n) sum += balance * BigInt(rateOn(input.rates, dayOf(n)));
  }
  const divisor = 10_000n * 365n;
  return Number((sum * 2n + divisor) / (divisor * 2n));
}

/** The interest booked on 31 December of `year` for that whole year. */
export const yearInterestOre = (input: {
  readonly year: number;
  readonly openingBalanceOre: number;
  readonly movements: readonly BalanceMovement[];
  readonly rates: readonly RatePeriod[];
}): number =>
  accruedInterestOre({ ...input, from: `${String(input.year)}-01-01`, to: `${String(input.year)}-12-31` });
