import { describe, expect, it } from 'vitest';
import { compareHarvestAlternatives, type HarvestAlternativesInput } from './harvest-alternatives.js';
import {
  CATALOGUE_FOLLOW_UPS,
  PAIR_IN_5,
  PAIR_NOW,
  SPRUCE_IN_10,
  SPRUCE_NOW,
  UPPLAND_2026,
} from './worked-examples.fixtures.js';

const prices = { priceLists: [UPPLAND_2026], followUpPrices: CATALOGUE_FOLLOW_UPS };
const spruceExample: HarvestAlternativesInput = {
  ...prices,
  alternatives: [
    { yearsFromNow: 0, stands: [SPRUCE_NOW] },
    { yearsFromNow: 10, stands: [SPRUCE_IN_10] },
  ],
};

function compared(input: HarvestAlternativesInput) {
  const outcome = compareHarvestAlternatives(input);
  if (outcome.kind !== 'compared') throw new Error(outcome.reason);
  return outcome;
}

describe('docs/forest-economics.md, example 1: 3,2 ha of spruce now or in 10 years at 2,5 %', () => {
  const { discountRateBp, alternatives } = compared(spruceExample);
  const [now, later] = alternatives;

  it('values the harvest now', () => {
    expect(discountRateBp).toBe(250);
    expect(now?.stands.map((stand) => stand.harvestedVolumeM3sk)).toEqual([832]);
    expect(now?.volumeByAssortmentM3fub).toEqual({
      sagtimmer: 379.81,
      klentimmer: 0,
      massaved: 262.41,
      bransleved: 48.34,
    });
    expect(now?.stands[0]?.value.rows.map((row) => row.amountOre)).toEqual([
      25_827_080, 9_184_350, 1_836_920,
    ]);
    expect([now?.volumeM3fub, now?.grossOre, now?.harvestingCostOre, now?.timberNetOre]).toEqual([
      690.56, 36_848_350, 9_253_504, 27_594_846,
    ]);
    expect(now?.followUps).toEqual([
      { service: 'markberedning', yearsFromNow: 1, costOre: 1_056_000 },
      { service: 'plantering', yearsFromNow: 1, costOre: 4_048_000 },
      { service: 'rojning', yearsFromNow: 11, costOre: 1_088_000 },
    ]);
    expect([now?.followUpCostOre, now?.netOre]).toEqual([6_192_000, 21_402_846]);
    expect(now?.cashflows.map((year) => year.presentValueOre)).toEqual([27_594_846, -4_979_512, -829_214]);
    expect(now?.netPresentValueOre).toBe(21_786_120);
  });

  it('values the harvest in 10 years, worth more today despite the wait', () => {
    expect(later?.volumeByAssortmentM3fub).toEqual({
      sagtimmer: 452.85,
      klentimmer: 0,
      massaved: 312.88,
      bransleved: 57.64,
    });
    expect([later?.volumeM3fub, later?.grossOre, later?.harvestingCostOre, later?.timberNetOre]).toEqual([
      823.37, 45_519_895, 11_033_158, 34_486_737,
    ]);
    expect(later?.followUps.map((followUp) => followUp.yearsFromNow)).toEqual([11, 11, 21]);
    expect(later?.cashflows).toEqual([
      { yearsFromNow: 10, amountOre: 34_486_737, presentValueOre: 26_940_984 },
      { yearsFromNow: 11, amountOre: -5_104_000, presentValueOre: -3_889_987 },
      { yearsFromNow: 21, amountOre: -1_088_000, presentValueOre: -647_780 },
    ]);
    expect([later?.netOre, later?.netPresentValueOre]).toEqual([28_294_737, 22_403_217]);
  });

  it('turns the other way at 3 %: harvesting now is then worth more', () => {
    const atThree = compared({ ...spruceExample, discountRateBp: 300 }).alternatives;
    expect(atThree.map((alternative) => alternative.netPresentValueOre)).toEqual([21_853_512, 21_389_279]);
  });
});

describe('docs/forest-economics.md, example 2: two small stands now or in 5 years at 4 %', () => {
  const { alternatives } = compared({
    ...prices,
    discountRateBp: 400,
    alternatives: [
      { yearsFromNow: 0, stands: PAIR_NOW },
      { yearsFromNow: 5, stands: PAIR_IN_5 },
    ],
  });
  const [now, later] = alternatives;

  it('adds the stands up and prices the follow-ups as one order line, minimums included', () => {
    expect(now?.stands.map((stand) => [stand.harvestedVolumeM3sk, stand.value.netOre])).toEqual([
      [80, 3_036_810],
      [72, 2_068_646],
    ]);
    expect(now?.volumeByAssortmentM3fub).toEqual({
      sagtimmer: 62.81,
      klentimmer: 0,
      massaved: 53.56,
      bransleved: 9.79,
    });
    expect([now?.volumeM3fub, now?.grossOre, now?.harvestingCostOre, now?.timberNetOre]).toEqual([
      126.16, 6_796_000, 1_690_544, 5_105_456,
    ]);
    expect(now?.followUps.map((followUp) => followUp.costOre)).toEqual([300_000, 885_500, 250_000]);
    expect(now?.cashflows.map((year) => year.presentValueOre)).toEqual([5_105_456, -1_139_904, -162_395]);
    expect(now?.netPresentValueOre).toBe(3_803_157);
  });

  it('rounds a projected standing volume to whole m³sk (0,3 ha × 265 = 79,5 → 80)', () => {
    expect(later?.stands.map((stand) => stand.harvestedVolumeM3sk)).toEqual([86, 80]);
    expect([later?.grossOre, later?.harvestingCostOre, later?.timberNetOre]).toEqual([
      7_625_000, 1_846_386, 5_778_614,
    ]);
    expect(later?.cashflows.map((year) => year.presentValueOre)).toEqual([4_749_599, -936_918, -133_477]);
    expect(later?.netPresentValueOre).toBe(3_679_204);
  });
});
