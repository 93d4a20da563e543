import {
  CALCULATOR_LIMITS,
  TIMBER_ASSORTMENTS,
  type CalculatorOperation,
  type CalculatorStand,
  type TimberAssortment,
  type TimberPriceList,
} from '#contracts/timber-prices';
import {
  harvestedVolumeM3sk,
  standingVolumeM3sk,
  valueHarvest,
  type HarvestValue,
} from '#contracts/timber-value';

/**
 * A set of stands valued by the portal's one value calculator (contracts/timber-value.ts), each at its
 * region's price list, and added up: volumes in hundredths of m³fub, money in whole öre.
 */

/** A stand as the growth model projects it to the year of a harvest, in the calculator's shape. */
export type ProjectedStand = Pick<
  CalculatorStand,
  'id' | 'areaHa' | 'age' | 'volumePerHa' | 'species' | 'region'
>;

export interface StandValue {
  readonly standId: string;
  readonly harvestedVolumeM3sk: number;
  readonly value: HarvestValue;
}

export interface StandsValue {
  readonly stands: StandValue[];
  /** Hundredths of a hectare, summed stand by stand: the area an order line for the set covers. */
  readonly areaHundredths: number;
  readonly volumeByAssortmentM3fub: Record<TimberAssortment, number>;
  readonly volumeM3fub: number;
  readonly grossOre: number;
  readonly harvestingCostOre: number;
  readonly timberNetOre: number;
}

const hundredths = (value: number): number => Math.round(value * 100);

const within = (value: number, min: number, max: number): boolean => value >= min && value <= max;

/** Stand figures come from the forest plan and the growth model, never from a form: a wrong one is a bug. */
function checkStand(stand: ProjectedStand): void {
  const { areaHa, volumePerHa, age, species } = stand;
  const { areaHa: area, volumePerHa: volume, age: ages } = CALCULATOR_LIMITS;
  if (!within(areaHa, area.min, area.max) || !within(volumePerHa, 0, volume.max))
    throw new RangeError(`Stand ${stand.id}: area or volume out of range`);
  const shares = species.pine + species.spruce + species.deciduous;
  if (!Number.isInteger(age) || !within(age, 0, ages.max) || shares !== 100)
    throw new RangeError(`Stand ${stand.id}: age or species mix out of range`);
}

/** The stands' value, or the first region without a price list among them. */
export function valueProjectedStands(
  stands: readonly ProjectedStand[],
  operation: CalculatorOperation,
  priceLists: readonly TimberPriceList[],
): StandsValue | { readonly missingListFor: string } {
  const valued: StandValue[] = [];
  for (const stand of stands) {
    checkStand(stand);
    const list = priceLists.find((candidate) => candidate.region === stand.region);
    if (list === undefined) return { missingListFor: stand.region };
    const standing = standingVolumeM3sk(stand.volumePerHa, Math.round(stand.areaHa * 10_000));
    const harvested = harvestedVolumeM3sk(standing, operation);
    const { areaHa, age, species } = stand;
    const value = valueHarvest({ operation, areaHa, age, species, harvestedM3sk: harvested, list });
    valued.push({ standId: stand.id, harvestedVolumeM3sk: harvested, value });
  }
  const byAssortment = Object.fromEntries(TIMBER_ASSORTMENTS.map((name) => [name, 0])) as Record<
    TimberAssortment,
    number
  >;
  for (const { value } of valued)
    for (const row of value.rows) byAssortment[row.assortment] += hundredths(row.volumeM3fub);
  const sum = (pick: (value: HarvestValue) => number) =>
    valued.reduce((total, stand) => total + pick(stand.value), 0);
  const grossOre = sum((value) => value.grossOre);
  const harvestingCostOre = sum((value) => value.harvestingCostOre);
  return {
    stands: valued,
    areaHundredths: stands.reduce((total, stand) => total + hundredths(stand.areaHa), 0),
    volumeByAssortmentM3fub: Object.fromEntries(
      TIMBER_ASSORTMENTS.map((name) => [name, byAssortment[name] / 100]),
    ) as Record<TimberAssortment, number>,
    volumeM3fub: sum((value) => hundredths(value.volumeM3fub)) / 100,
    grossOre,
    harvestingCostOre,
    timberNetOre: grossOre - harvestingCostOre,
  };
}
