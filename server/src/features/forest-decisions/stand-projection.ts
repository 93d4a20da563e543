import { CALCULATOR_LIMITS, regionOfCounty as priceRegionOf } from '#contracts/timber-prices';
import type { ProjectedStand } from '../../forest-economics/projected-stands-value.js';
import { projectStand } from '../../forest-growth/roll-forward.js';
import { regionOfCounty as growthRegionOf, type StandFigures } from '../../forest-growth/types.js';
import type { PlanStand } from './forest-decisions.repository.js';

/**
 * A stand of the forest plan in the harvest years compared (docs/forest-economics.md 8): rolled by the
 * growth model from its plan's inventory year with the work done since, or, when the plan has none, from
 * this year with the plan's figures as they are. The value calculator gets it in its own shape, priced by
 * its county's list.
 */

export interface StandProjection {
  /** The year it was rolled from: the plan's inventory year, or this year when the plan has none. */
  readonly fromYear: number;
  /** Per harvest year, in their order. */
  readonly figures: StandFigures[];
  readonly projected: ProjectedStand[];
}

/** Hectares to the hundredth: the area a follow-up service's order line counts. */
const hectaresOf = (areaM2: number): number => Math.round(areaM2 / 100) / 100;

/**
 * The stand now and `delays` years on. "Now" is the stand as every screen shows it: rolled to its plan's
 * rolled year with the work done, or as inventoried while its plan is not rolled; a plan without an
 * inventory date is read as this year's.
 */
export function projectPlanStand(
  stand: PlanStand,
  thisYear: number,
  delays: readonly number[],
): StandProjection {
  const areaHa = hectaresOf(stand.areaM2);
  // A plan dated in the future (a data error) is read as this year's, as the roll cannot go backwards.
  const fromYear = Math.min(stand.inventoryYear ?? thisYear, thisYear);
  const nowYear = Math.max(stand.rolledYear ?? fromYear, fromYear);
  const years = delays.map((delay) => nowYear + delay);
  const figures = projectStand(
    { ...stand, areaHa: stand.areaM2 / 10_000 },
    fromYear,
    years,
    growthRegionOf(stand.county),
    stand.workDone.map((work) => ({ ...work, year: Math.min(work.year, nowYear) })),
  );
  const region = priceRegionOf(stand.county);
  return {
    fromYear,
    figures,
    projected: figures.map(({ age, volumePerHa }) => ({
      id: stand.id,
      areaHa,
      age,
      volumePerHa,
      species: stand.species,
      region,
    })),
  };
}

const within = (value: number, { min, max }: { min: number; max: number }): boolean =>
  value >= min && value <= max;

/** Whether every projection is one the value calculator takes: its area, volume and age within its limits. */
export const withinCalculatorLimits = (projection: StandProjection): boolean =>
  projection.projected.every(
    ({ areaHa, volumePerHa, age }) =>
      within(areaHa, CALCULATOR_LIMITS.areaHa) &&
      within(volumePerHa, { min: 0, max: CALCULATOR_LIMITS.volumePerHa.max }) &&
      within(age, { min: 0, max: CALCULATOR_LIMITS.age.max }),
  );
