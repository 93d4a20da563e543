/**
 * Credit interest on a member's account (docs/domain.md 3). The rule, in one place for the server, the seed
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
 * Counted in stretches of days with the same balance and rate, so a year costs as much as its movements,
 * not 365 steps: the sum is the same as day by day.
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
  const movedOn = new Map<number, number>();
  for (const movement of input.movements) {
    const n = dayNumber(movement.day);
    if (n >= first && n <= last) movedOn.set(n, (movedOn.get(n) ?? 0) + movement.amountOre);
  }
  const rateFrom = new Map<number, number>();
  for (const period of [...input.rates].sort((a, b) => a.validFrom.localeCompare(b.validFrom))) {
    const n = dayNumber(period.validFrom);
    if (n > first && n <= last) rateFrom.set(n, period.rateBp);
  }
  const stretchStarts = [...new Set([first, ...movedOn.keys(), ...rateFrom.keys()])].sort((a, b) => a - b);
  // Öre × basis points × days, summed as a bigint: exact, whatever the balances.
  let sum = 0n;
  let balance = BigInt(input.openingBalanceOre);
  let rate = BigInt(rateOn(input.rates, input.from));
  stretchStarts.forEach((start, index) => {
    const end = stretchStarts[index + 1] ?? last + 1;
    balance += BigInt(movedOn.get(start) ?? 0);
    rate = BigInt(rateFrom.get(start) ?? rate);
    if (balance > 0n) sum += balance * rate * BigInt(end - start);
  });
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
