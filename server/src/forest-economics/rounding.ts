/**
 * The two roundings of the module (docs/forest-economics.md 6), in integers so no binary fraction can tip a
 * half: amounts that are never negative (costs, moms, interest) round half up; a present value, which may be
 * negative, rounds half away from zero, so an outflow rounds as its inflow would.
 */

/** `numerator / denominator` rounded half up (both non-negative integers, `denominator` > 0). */
export const divideRoundingHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** `numerator / denominator` rounded half away from zero, exactly (`denominator` > 0). */
export function divideHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -quotient : quotient;
}
