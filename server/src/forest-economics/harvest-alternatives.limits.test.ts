import { describe, expect, it } from 'vitest';
import { compareHarvestAlternatives, type HarvestAlternativesInput } from './harvest-alternatives.js';
import { forestEconomicsTexts as texts } from './forest-economics.texts.js';
import { CATALOGUE_FOLLOW_UPS, SPRUCE_NOW, UPPLAND_2026 } from './worked-examples.fixtures.js';

const input = (changes: Partial<HarvestAlternativesInput>): HarvestAlternativesInput => ({
  priceLists: [UPPLAND_2026],
  followUpPrices: CATALOGUE_FOLLOW_UPS,
  alternatives: [{ yearsFromNow: 0, stands: [SPRUCE_NOW] }],
  ...changes,
});
const refusal = (changes: Partial<HarvestAlternativesInput>) => {
  const outcome = compareHarvestAlternatives(input(changes));
  return outcome.kind === 'invalid' ? { field: outcome.field, reason: outcome.reason } : outcome.kind;
};
const later = (yearsFromNow: number) => ({ alternatives: [{ yearsFromNow, stands: [SPRUCE_NOW] }] });

describe('the discount rate', () => {
  it('is 2,5 % unless the member changes it', () => {
    const outcome = compareHarvestAlternatives(input({}));
    expect(outcome.kind === 'compared' && outcome.discountRateBp).toBe(250);
  });

  it('may be 0: the present value is then the plain net', () => {
    const outcome = compareHarvestAlternatives(input({ ...later(15), discountRateBp: 0 }));
    if (outcome.kind !== 'compared') throw new Error(outcome.reason);
    const [alternative] = outcome.alternatives;
    expect(alternative?.netPresentValueOre).toBe(alternative?.netOre);
    expect(alternative?.netOre).toBe(21_402_846);
  });

  it('is whole basis points from 0 to 1 000', () => {
    expect(refusal({ discountRateBp: 1_000 })).toBe('compared');
    const wrong = { field: 'discountRateBp', reason: texts.discountRate };
    expect([-1, 1_001, 2.5, Number.NaN].map((discountRateBp) => refusal({ discountRateBp }))).toEqual([
      wrong,
      wrong,
      wrong,
      wrong,
    ]);
  });
});

describe('the alternatives', () => {
  it('are at least one, each harvested now or in at most 15 whole years', () => {
    expect(refusal({ alternatives: [] })).toEqual({ field: 'alternatives', reason: texts.noAlternatives });
    expect(refusal(later(15))).toBe('compared');
    for (const years of [-1, 16, 2.5])
      expect(refusal(later(years))).toEqual({ field: 'alternatives', reason: texts.harvestDelay });
  });

  it('each fell at least one stand', () => {
    expect(refusal({ alternatives: [{ yearsFromNow: 5, stands: [] }] })).toEqual({
      field: 'alternatives',
      reason: texts.noStands,
    });
  });

  it('need a price list for every stand region', () => {
    const inDalarna = { ...SPRUCE_NOW, region: 'dalarna' as const };
    expect(refusal({ alternatives: [{ yearsFromNow: 0, stands: [SPRUCE_NOW, inDalarna] }] })).toEqual({
      field: 'priceLists',
      reason: texts.noPriceList,
    });
  });

  it('may be a thinning, which takes 30 % of the volume and needs no follow-up', () => {
    const outcome = compareHarvestAlternatives(
      input({ alternatives: [{ yearsFromNow: 0, operation: 'gallring', stands: [SPRUCE_NOW] }] }),
    );
    if (outcome.kind !== 'compared') throw new Error(outcome.reason);
    const [thinning] = outcome.alternatives;
    expect(thinning?.stands[0]?.harvestedVolumeM3sk).toBe(249.6);
    expect([thinning?.followUps, thinning?.followUpCostOre]).toEqual([[], 0]);
    expect(thinning?.netPresentValueOre).toBe(thinning?.timberNetOre);
  });

  it('value a bare stand at nothing, and still owe its follow-ups', () => {
    const bare = { ...SPRUCE_NOW, volumePerHa: 0 };
    const outcome = compareHarvestAlternatives(
      input({ alternatives: [{ yearsFromNow: 0, stands: [bare] }] }),
    );
    if (outcome.kind !== 'compared') throw new Error(outcome.reason);
    expect([outcome.alternatives[0]?.grossOre, outcome.alternatives[0]?.netOre]).toEqual([0, -6_192_000]);
  });

  it('refuse stand figures no forest plan holds, as a bug rather than a member mistake', () => {
    for (const wrong of [
      { areaHa: 0 },
      { areaHa: Number.NaN },
      { volumePerHa: 900 },
      { age: 12.5 },
      { species: { pine: 50, spruce: 40, deciduous: 0 } },
    ]) {
      const stands = [{ ...SPRUCE_NOW, ...wrong }];
      expect(() =>
        compareHarvestAlternatives(input({ alternatives: [{ yearsFromNow: 0, stands }] })),
      ).toThrow(RangeError);
    }
  });
});
