import { actionsDue, dueYearRecorder, LOOKAHEAD_YEARS } from './actions-due.js';
import {
  DEFAULT_REGION,
  type Region,
  type RolledStand,
  type StandFigures,
  type StandInventory,
  type StandWork,
} from './types.js';
import { rollYears, type YearState } from './yearly-loop.js';

/**
 * Framskrivning: a forest plan's stand rolled forward from the plan's inventory year, one year at a time
 * (docs/forest-growth.md). Pure: the years are parameters, never the clock.
 */

const toTenths = (value: number): number => Math.round(value * 10) / 10;

/** Rounding happens here only, on output. */
function toFigures(state: YearState, areaHa: number): StandFigures {
  return {
    year: state.year,
    age: state.age,
    dominantHeight: toTenths(state.dominantHeight),
    meanHeight: toTenths(state.meanHeight),
    volumePerHa: Math.round(state.volumePerHa),
    volumeTotal: Math.round(state.volumePerHa * areaHa),
    growthPerHa: toTenths(state.growthPerHa),
    cuttingClass: state.cuttingClass,
  };
}

function checkYears(inventoryYear: number, years: readonly number[]): void {
  for (const year of [inventoryYear, ...years]) {
    if (!Number.isInteger(year)) throw new RangeError(`Year ${String(year)} is not a whole year`);
    if (year < inventoryYear) {
      throw new RangeError(
        `Year ${String(year)} is before the plan's inventory year ${String(inventoryYear)}`,
      );
    }
  }
}

/**
 * The stand's figures in `toYear`, every year's figures on the way, and the actions due: the year each
 * became due after the inventory and the work done, looking up to 30 years past `toYear` for those still to
 * come. `work` is what was done on the stand after its inventory (docs/forest-growth.md 6.1).
 */
export function rollStandForward(
  inventory: StandInventory,
  inventoryYear: number,
  toYear: number,
  region: Region = DEFAULT_REGION,
  work: readonly StandWork[] = [],
): RolledStand {
  checkYears(inventoryYear, [toYear]);
  const { site, years } = rollYears(inventory, inventoryYear, toYear + LOOKAHEAD_YEARS, region, work);
  const recorder = dueYearRecorder(site.letter);
  for (const year of years) recorder.record(year.year, year.cuttingClass, year);
  const yearly = years.filter((year) => year.year <= toYear).map((year) => toFigures(year, inventory.areaHa));
  const figures = yearly[yearly.length - 1];
  if (figures === undefined) throw new Error('The roll gave no year');
  return { figures, yearly, actionsDue: actionsDue(recorder.crossings(), inventory, work) };
}

/**
 * The stand's figures in each of `years` (calendar years, e.g. now and 5, 10 and 15 years on), rolled from
 * the plan's inventory year: what a comparison of felling now with felling later reads.
 */
export function projectStand(
  inventory: StandInventory,
  inventoryYear: number,
  years: readonly number[],
  region: Region = DEFAULT_REGION,
  work: readonly StandWork[] = [],
): StandFigures[] {
  checkYears(inventoryYear, years);
  const { years: rolled } = rollYears(
    inventory,
    inventoryYear,
    Math.max(inventoryYear, ...years),
    region,
    work,
  );
  return years.map((year) => {
    const state = rolled[year - inventoryYear];
    if (state === undefined) throw new Error(`The roll gave no ${String(year)}`);
    return toFigures(state, inventory.areaHa);
  });
}
