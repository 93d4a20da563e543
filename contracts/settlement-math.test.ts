import { describe, expect, it } from 'vitest';
import { settlementTotals } from './settlement-math.js';

describe('settlementTotals', () => {
  it('adds rows, takes the harvesting cost and insatsavdrag, and adds moms', () => {
    const totals = settlementTotals({
      rows: [
        { volumeM3fub: 100.5, priceOrePerM3fub: 72_000 },
        { volumeM3fub: 50.25, priceOrePerM3fub: 33_000 },
      ],
      harvestingCostOrePerM3fub: 13_400,
      insatsRatePercent: 2,
      insatsRemainingOre: 10_000_000,
      vatRegistered: true,
    });
    expect(totals.rowAmountsOre).toEqual([7_236_000, 1_658_250]);
    expect(totals.grossOre).toBe(8_894_250);
    expect(totals.volumeM3fub).toBe(150.75);
    expect(totals.harvestingCostOre).toBe(2_020_050);
    // Net timber value 68 742,00 kr: 2 % is 1 374,84 kr; moms 25 % is 17 185,50 kr.
    expect(totals.insatsDeductionOre).toBe(137_484);
    expect(totals.vatOre).toBe(1_718_550);
    expect(totals.netOre).toBe(6_874_200 - 137_484 + 1_718_550);
  });

  it('stops the insatsavdrag at what is left of the obligation and adds no moms when not registered', () => {
    const totals = settlementTotals({
      rows: [{ volumeM3fub: 10, priceOrePerM3fub: 50_000 }],
      harvestingCostOrePerM3fub: 0,
      insatsRatePercent: 2,
      insatsRemainingOre: 2_500,
      vatRegistered: false,
    });
    expect(totals.insatsDeductionOre).toBe(2_500);
    expect(totals.vatOre).toBe(0);
    expect(totals.netOre).toBe(500_000 - 2_500);
  });
});
