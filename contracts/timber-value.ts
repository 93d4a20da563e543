import { settlementTotals } from './settlement-math.js';
import type {
  CalculationRow,
  CalculatorOperation,
  TimberAssortment,
  TimberPriceList,
  TimberSpecies,
} from './timber-prices.js';

/**
 * The value calculator's rules: a rough estimate (uppskattning), the same for everyone, written down so a
 * member can follow it.
 * 1. Volume harvested: a final felling takes the whole standing volume; a thinning takes 30 % of it. A
 *    planned harvest given by hand is already the volume to harvest.
 * 2. m³sk → m³fub: × 0.83 (skogskubikmeter incl. bark and top to solid volume under bark; a common average
 *    for conifers).
 * 3. Split per species by the species mix, then into assortments by the shares below (operation and age).
 *    Sågtimmer is priced at one top-diameter class that grows with age: 14 cm + 2 cm per full 10 years
 *    over 40, at most 30+ cm.
 * 4. Priced by the region's current list; minus the list's typical harvesting cost per m³fub.
 * Rows and totals are added up as a settlement is (contracts/settlement-math.ts): no insatsavdrag, no moms.
 */

export const M3FUB_PER_M3SK = 0.83;
export const THINNING_SHARE_PERCENT = 30;
/** The age assumed when a planned harvest gives none. */
export const DEFAULT_AGE: Record<CalculatorOperation, number> = { slutavverkning: 90, gallring: 40 };
/** From this age a thinning yields some sågtimmer (a second thinning). */
export const SECOND_THINNING_AGE = 50;

type Shares = Partial<Record<TimberAssortment, number>>;

/** Per cent of a species' volume per assortment. */
export function assortmentShares(
  species: TimberSpecies,
  operation: CalculatorOperation,
  age: number,
): Shares {
  if (species === 'bjork') return { massaved: 85, bransleved: 15 };
  if (operation === 'slutavverkning') return { sagtimmer: 55, massaved: 38, bransleved: 7 };
  if (age >= SECOND_THINNING_AGE) return { sagtimmer: 25, klentimmer: 10, massaved: 55, bransleved: 10 };
  return { klentimmer: 15, massaved: 75, bransleved: 10 };
}

/** The sågtimmer top-diameter class for a stand of this age. */
export function sawlogDiameterClass(age: number): number {
  const stepped = 14 + 2 * Math.floor((age - 40) / 10);
  return Math.min(30, Math.max(14, stepped));
}

export const harvestSharePercent = (operation: CalculatorOperation): number =>
  operation === 'slutavverkning' ? 100 : THINNING_SHARE_PERCENT;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A stand's standing volume in whole m³sk: its volume per hectare times its measured area. */
export const standingVolumeM3sk = (volumePerHa: number, areaM2: number): number =>
  Math.round((volumePerHa * areaM2) / 10_000);

/** The m³sk a harvest takes of a standing volume (rule 1), with two decimals. */
export const harvestedVolumeM3sk = (standingM3sk: number, operation: CalculatorOperation): number =>
  round2((standingM3sk * harvestSharePercent(operation)) / 100);

export interface HarvestValue {
  readonly volumeM3fub: number;
  readonly rows: CalculationRow[];
  readonly grossOre: number;
  readonly harvestingCostOrePerM3fub: number;
  readonly harvestingCostOre: number;
  readonly netOre: number;
  readonly grossOrePerHa: number;
  readonly netOrePerHa: number;
}

const SPECIES_OF = [
  ['tall', 'pine'],
  ['gran', 'spruce'],
  ['bjork', 'deciduous'],
] as const;

export function valueHarvest(input: {
  readonly operation: CalculatorOperation;
  readonly areaHa: number;
  readonly age: number;
  readonly harvestedM3sk: number;
  readonly species: { readonly pine: number; readonly spruce: number; readonly deciduous: number };
  readonly list: TimberPriceList;
}): HarvestValue {
  const volumeM3fub = round2(input.harvestedM3sk * M3FUB_PER_M3SK);
  const rows: Omit<CalculationRow, 'amountOre'>[] = [];
  for (const [species, key] of SPECIES_OF) {
    const speciesVolume = (volumeM3fub * input.species[key]) / 100;
    if (speciesVolume <= 0) continue;
    for (const [assortment, share] of Object.entries(assortmentShares(species, input.operation, input.age))) {
      const volume = round2((speciesVolume * share) / 100);
      if (volume <= 0) continue;
      const diameterCm = assortment === 'sagtimmer' ? sawlogDiameterClass(input.age) : null;
      const price = input.list.prices.find(
        (candidate) =>
          candidate.species === species &&
          candidate.assortment === assortment &&
          candidate.diameterCm === diameterCm,
      );
      if (price === undefined)
        throw new Error(`${input.list.name} has no price for ${species} ${assortment} ${String(diameterCm)}`);
      rows.push({
        species,
        assortment: assortment as TimberAssortment,
        diameterCm,
        volumeM3fub: volume,
        priceOrePerM3fub: price.priceOrePerM3fub,
      });
    }
  }
  const harvestingCostOrePerM3fub = input.list.harvestingCostOrePerM3fub[input.operation];
  const totals = settlementTotals({
    rows,
    harvestingCostOrePerM3fub,
    insatsRatePercent: 0,
    insatsRemainingOre: 0,
    vatRegistered: false,
  });
  return {
    volumeM3fub: totals.volumeM3fub,
    rows: rows.map((row, index) => ({ ...row, amountOre: totals.rowAmountsOre[index] ?? 0 })),
    grossOre: totals.grossOre,
    harvestingCostOrePerM3fub,
    harvestingCostOre: totals.harvestingCostOre,
    netOre: totals.netOre,
    grossOrePerHa: Math.round(totals.grossOre / input.areaHa),
    netOrePerHa: Math.round(totals.netOre / input.areaHa),
  };
}
