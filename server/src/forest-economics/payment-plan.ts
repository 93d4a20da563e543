import { divideRoundingHalfUp } from './rounding.js';

/**
 * A harvest right's payment spread over years (betalningsplan; docs/forest-economics.md 5): equal yearly
 * parts in whole öre, the remainder of the division in the last part. The first part is paid at the
 * settlement, the next ones a year apart. Between two payouts the plan's balance earns interest for a whole
 * year, paid yearly with the next payout and not added to the balance; each year's interest is rounded half
 * up to whole öre once.
 */

export interface PlanYear {
  /** 0 for the year of the settlement. */
  readonly yearIndex: number;
  readonly payoutOre: number;
  /** Interest on the balance left after the year before's payout. */
  readonly interestOre: number;
  /** What the plan still holds after this year's payout. */
  readonly balanceAfterOre: number;
}

/** The parts of `amountOre` over `years` (≥ 1): equal, the remainder in the last. */
export function planParts(amountOre: number, years: number): number[] {
  const part = Math.floor(amountOre / years);
  return Array.from({ length: years }, (_, index) =>
    index === years - 1 ? amountOre - part * (years - 1) : part,
  );
}

export function paymentPlan(amountOre: number, years: number, rateBp: number): PlanYear[] {
  let balance = amountOre;
  return planParts(amountOre, years).map((payoutOre, yearIndex) => {
    const interestOre = yearIndex === 0 ? 0 : divideRoundingHalfUp(balance * rateBp, 10_000);
    balance -= payoutOre;
    return { yearIndex, payoutOre, interestOre, balanceAfterOre: balance };
  });
}
