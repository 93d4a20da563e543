import type { CuttingClass } from '#contracts/estates';
import { advanceCuttingClass, type StandState } from './cutting-class.js';
import { dominantHeight } from './height-curves.js';
import { lowestFellingAge } from './lowest-felling-age.js';
import { meanHeight } from './mean-height.js';
import { parseSiteIndex, type SiteIndex } from './site-index.js';
import type { Region, StandInventory } from './types.js';
import { volumeIncrement } from './volume-growth.js';

/** A year of the loop, unrounded: the loop never reads a rounded number. */
export interface YearState extends StandState {
  readonly year: number;
  readonly volumePerHa: number;
  /** The increment from this year to the next. */
  readonly growthPerHa: number;
  readonly cuttingClass: CuttingClass;
}

const stateAt = (site: SiteIndex, age: number): StandState => {
  const dominant = dominantHeight(site, age);
  return { age, dominantHeight: dominant, meanHeight: meanHeight(dominant) };
};

/**
 * Rolls the plan's figures one year at a time from `inventoryYear` to `lastYear` (docs/forest-growth.md 4):
 * each year adds that year's increment to the volume, a year to the age, and then moves the class on. The
 * inventory year keeps the plan's own class and growth. A K1 stand waits for regeneration: nothing grows and
 * its age stays.
 */
export function rollYears(
  inventory: StandInventory,
  inventoryYear: number,
  lastYear: number,
  region: Region,
): { site: SiteIndex; years: YearState[] } {
  const site = parseSiteIndex(inventory.siteIndex);
  const setting = {
    goalClass: inventory.goalClass,
    region,
    lowestFellingAge: lowestFellingAge(site, region),
  };
  const increment = volumeIncrement(site, inventory.growthPerHa, inventory.age);
  const growthAt = (cls: CuttingClass, age: number): number => (cls === 'K1' ? 0 : increment(age));

  let state = stateAt(site, inventory.age);
  let cls = inventory.cuttingClass;
  let volume = inventory.volumePerHa;
  let growth = growthAt(cls, state.age);
  const years: YearState[] = [
    { year: inventoryYear, ...state, volumePerHa: volume, growthPerHa: growth, cuttingClass: cls },
  ];
  for (let year = inventoryYear + 1; year <= lastYear; year++) {
    volume += growth;
    state = stateAt(site, cls === 'K1' ? state.age : state.age + 1);
    cls = advanceCuttingClass(cls, state, setting);
    growth = growthAt(cls, state.age);
    years.push({ year, ...state, volumePerHa: volume, growthPerHa: growth, cuttingClass: cls });
  }
  return { site, years };
}
