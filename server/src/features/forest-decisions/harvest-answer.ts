import type { DecisionStand, HarvestAlternative, HarvestAlternatives } from '#contracts/forest-decisions';
import type { TimberPriceList } from '#contracts/timber-prices';
import type { HarvestAlternative as Compared } from '../../forest-economics/harvest-alternatives.js';
import type { PlanStand } from './forest-decisions.repository.js';
import type { StandProjection } from './stand-projection.js';

/** The comparison as the page reads it: calendar years instead of years from now, the lists that priced it. */

export interface ProjectedPlanStand {
  readonly stand: PlanStand;
  readonly projection: StandProjection;
}

const toStand = ({ stand, projection }: ProjectedPlanStand): DecisionStand => ({
  id: stand.id,
  estateDesignation: stand.estateDesignation,
  number: stand.number,
  areaHa: projection.projected[0]?.areaHa ?? 0,
  inventoryYear: stand.inventoryYear === null ? null : projection.fromYear,
  projected: projection.figures.map(({ year, age, volumePerHa, cuttingClass }) => ({
    year,
    age,
    volumePerHa,
    cuttingClass,
  })),
});

function toAlternative(alternative: Compared, thisYear: number): HarvestAlternative {
  const yearOf = (yearsFromNow: number): number => thisYear + yearsFromNow;
  return {
    yearsFromNow: alternative.yearsFromNow,
    year: yearOf(alternative.yearsFromNow),
    volumeByAssortmentM3fub: alternative.volumeByAssortmentM3fub,
    volumeM3fub: alternative.volumeM3fub,
    grossOre: alternative.grossOre,
    harvestingCostOre: alternative.harvestingCostOre,
    timberNetOre: alternative.timberNetOre,
    followUps: alternative.followUps.map(({ service, yearsFromNow, costOre }) => ({
      service,
      year: yearOf(yearsFromNow),
      costOre,
    })),
    followUpCostOre: alternative.followUpCostOre,
    netOre: alternative.netOre,
    cashflows: alternative.cashflows.map(({ yearsFromNow, amountOre, presentValueOre }) => ({
      year: yearOf(yearsFromNow),
      amountOre,
      presentValueOre,
    })),
    netPresentValueOre: alternative.netPresentValueOre,
  };
}

/** The earliest alternative of the highest net present value. */
const bestOf = (alternatives: readonly Compared[]): number =>
  alternatives.reduce<Compared | undefined>(
    (best, alternative) =>
      best === undefined || alternative.netPresentValueOre > best.netPresentValueOre ? alternative : best,
    undefined,
  )?.yearsFromNow ?? 0;

export function harvestAnswer(input: {
  readonly stands: readonly ProjectedPlanStand[];
  readonly alternatives: readonly Compared[];
  readonly discountRateBp: number;
  readonly priceLists: readonly TimberPriceList[];
  readonly thisYear: number;
}): HarvestAlternatives {
  const regions = new Set(
    input.stands.flatMap(({ projection }) => projection.projected.map((p) => p.region)),
  );
  return {
    discountRateBp: input.discountRateBp,
    priceLists: input.priceLists
      .filter((list) => regions.has(list.region))
      .map(({ name, region, validFrom }) => ({ name, region, validFrom })),
    stands: input.stands.map(toStand),
    alternatives: input.alternatives.map((alternative) => toAlternative(alternative, input.thisYear)),
    bestYearsFromNow: bestOf(input.alternatives),
  };
}
