import { divideHalfAwayFromZero } from './rounding.js';

/**
 * Net present value in whole öre (docs/forest-economics.md 2): NPV = Σ cashflow_t / (1 + r)^t, with r in
 * basis points. Each year's cashflow is discounted exactly, in integers, and rounded once, half away from
 * zero, to whole öre; the NPV is the sum of those rounded present values.
 */

/** The discount rate (kalkylränta) a member starts from: 2,5 %. */
export const DEFAULT_DISCOUNT_RATE_BP = 250;
export const DISCOUNT_RATE_LIMITS_BP = { min: 0, max: 1_000 } as const;

const BP_PER_UNIT = 10_000n;

/**
 * What `amountOre` falling `years` from now is worth today at `rateBp`:
 * amount × 10 000^t / (10 000 + rate)^t, rounded half away from zero to whole öre.
 */
export function presentValueOre(amountOre: number, years: number, rateBp: number): number {
  if (!Number.isSafeInteger(amountOre) || !Number.isInteger(years) || years < 0 || !Number.isInteger(rateBp))
    throw new RangeError('A present value takes whole öre, whole years from now and whole basis points');
  const t = BigInt(years);
  const numerator = BigInt(amountOre) * BP_PER_UNIT ** t;
  const denominator = (BP_PER_UNIT + BigInt(rateBp)) ** t;
  return Number(divideHalfAwayFromZero(numerator, denominator));
}

export interface Cashflow {
  readonly yearsFromNow: number;
  /** In (positive) or out (negative), öre excluding moms. */
  readonly amountOre: number;
}

export interface DiscountedCashflow extends Cashflow {
  readonly presentValueOre: number;
}

/** Cashflows added up per year (earliest first), each year's sum discounted once; the NPV is their sum. */
export function discountCashflows(
  cashflows: readonly Cashflow[],
  rateBp: number,
): { readonly years: DiscountedCashflow[]; readonly netPresentValueOre: number } {
  const byYear = new Map<number, number>();
  for (const { yearsFromNow, amountOre } of cashflows)
    byYear.set(yearsFromNow, (byYear.get(yearsFromNow) ?? 0) + amountOre);
  const years = [...byYear.entries()]
    .sort(([a], [b]) => a - b)
    .map(([yearsFromNow, amountOre]) => ({
      yearsFromNow,
      amountOre,
      presentValueOre: presentValueOre(amountOre, yearsFromNow, rateBp),
    }));
  return { years, netPresentValueOre: years.reduce((sum, year) => sum + year.presentValueOre, 0) };
}
