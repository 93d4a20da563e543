/**
 * How a settlement (avräkningsnota) adds up (docs/domain.md 3): each row is volume × price, rounded to
 * öre; the harvesting cost is the measured volume × the contract's cost per m³fub; the insatsavdrag is a
 * share of the net timber value (value − cost) until the member's capital obligation is met; moms 25 % on
 * the net timber value when the business is VAT-registered. One function, used by the seed, the contracts
 * and the documents, so a PDF and the bookings never disagree by an öre.
 */

export interface SettlementRowInput {
  readonly volumeM3fub: number;
  readonly priceOrePerM3fub: number;
}

export interface SettlementTotals {
  readonly rowAmountsOre: readonly number[];
  readonly grossOre: number;
  readonly harvestingCostOre: number;
  readonly insatsDeductionOre: number;
  readonly vatOre: number;
  readonly netOre: number;
  readonly volumeM3fub: number;
}

export const VAT_RATE_PERCENT = 25;

const roundOre = (value: number): number => Math.round(value);

export function settlementTotals(input: {
  readonly rows: readonly SettlementRowInput[];
  readonly harvestingCostOrePerM3fub: number;
  /** Share of the net timber value drawn as insatsavdrag, in percent (2 % at the association). */
  readonly insatsRatePercent: number;
  /** What is left of the member's capital obligation: the deduction never exceeds it. */
  readonly insatsRemainingOre: number;
  readonly vatRegistered: boolean;
}): SettlementTotals {
  const rowAmountsOre = input.rows.map((row) => roundOre(row.volumeM3fub * row.priceOrePerM3fub));
  const grossOre = rowAmountsOre.reduce((sum, amount) => sum + amount, 0);
  // Volumes have two decimals; sum them in hundredths so 0,1 + 0,2 stays 0,3.
  const volumeM3fub = input.rows.reduce((sum, row) => sum + Math.round(row.volumeM3fub * 100), 0) / 100;
  const harvestingCostOre = roundOre(volumeM3fub * input.harvestingCostOrePerM3fub);
  const timberNetOre = grossOre - harvestingCostOre;
  const insatsDeductionOre = Math.max(
    0,
    Math.min(input.insatsRemainingOre, roundOre((timberNetOre * input.insatsRatePercent) / 100)),
  );
  const vatOre = input.vatRegistered ? Math.max(0, roundOre((timberNetOre * VAT_RATE_PERCENT) / 100)) : 0;
  return {
    rowAmountsOre,
    grossOre,
    harvestingCostOre,
    insatsDeductionOre,
    vatOre,
    netOre: timberNetOre - insatsDeductionOre + vatOre,
    volumeM3fub,
  };
}
