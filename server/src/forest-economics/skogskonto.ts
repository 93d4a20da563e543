/**
 * The skogskonto deposit a year's forest income allows (docs/forest-economics.md 5): at most 60 % of the
 * income from a harvest right (avverkningsrätt) and 40 % of the income from delivery timber (leveransvirke),
 * and a deposit is at least 5 000 kr. The largest deposit is rounded down to whole öre, so it never goes past
 * the share; below the least deposit there is none.
 */

export const INCOME_KINDS = ['avverkningsratt', 'leveransvirke'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

export const SKOGSKONTO_SHARE_PERCENT: Record<IncomeKind, number> = {
  avverkningsratt: 60,
  leveransvirke: 40,
};
export const SKOGSKONTO_MIN_DEPOSIT_ORE = 500_000;

/** The largest deposit `incomeOre` (excluding moms, without interest) of `kind` allows; 0 when none. */
export function maxSkogskontoDepositOre(incomeOre: number, kind: IncomeKind): number {
  const share = Math.floor((incomeOre * SKOGSKONTO_SHARE_PERCENT[kind]) / 100);
  return share < SKOGSKONTO_MIN_DEPOSIT_ORE ? 0 : share;
}
