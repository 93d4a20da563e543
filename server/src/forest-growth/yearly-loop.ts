import type { CuttingClass } from '#contracts/estates';
import { advanceCuttingClass, type StandState } from './cutting-class.js';
import { dominantHeight } from './height-curves.js';
import { lowestFellingAge } from './lowest-felling-age.js';
import { meanHeight } from './mean-height.js';
import { parseSiteIndex, type SiteIndex } from './site-index.js';
import { THINNING_REMOVES } from './thresholds.js';
import type { Region, StandInventory, StandWork } from './types.js';
import { volumeIncrement } from './volume-growth.js';
import { classCeiling, workIn } from './work.js';

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
 * each year adds that year's increment to the volume, a year to the age, and then moves the class on, never
 * past the class the plan or the work done holds it in. The inventory year keeps the plan's own class and
 * growth. A K1 stand waits for regeneration: nothing grows and its age stays. The work of a year is done on
 * that year's figures: a gallring takes its share of the volume (and of the growth), a felling leaves bare
 * land (K1), a planting starts a new generation (K2, age 0) whose volume the plan cannot know.
 */
export function rollYears(
  inventory: StandInventory,
  inventoryYear: number,
  lastYear: number,
  region: Region,
  work: readonly StandWork[] = [],
): { site: SiteIndex; years: YearState[] } {
  const site = parseSiteIndex(inventory.siteIndex);
  const setting = {
    goalClass: inventory.goalClass,
    region,
    lowestFellingAge: lowestFellingAge(site, region),
  };
  const increment = volumeIncrement(site, inventory.growthPerHa, inventory.age);
  let growthShare = 1;
  let felled = false;
  const growthAt = (cls: CuttingClass, age: number): number =>
    cls === 'K1' || felled ? 0 : increment(age) * growthShare;

  let state = stateAt(site, inventory.age);
  let cls = inventory.cuttingClass;
  let volume = inventory.volumePerHa;
  const years: YearState[] = [];
  for (let year = inventoryYear; year <= lastYear; year++) {
    if (year > inventoryYear) {
      volume += growthAt(cls, state.age);
      state = stateAt(site, cls === 'K1' ? state.age : state.age + 1);
      cls = advanceCuttingClass(cls, state, setting, classCeiling(inventory, work, year));
    }
    for (const { action } of workIn(work, year)) {
      if (action === 'Slutavverkning') {
        [cls, state, volume, felled] = ['K1', stateAt(site, 0), 0, true];
      } else if (action === 'Plantering' && (cls === 'K1' || cls === 'K2')) {
        [cls, state, volume] = ['K2', stateAt(site, 0), 0];
      } else if (action === 'Gallring') {
        volume *= 1 - THINNING_REMOVES;
        growthShare *= 1 - THINNING_REMOVES;
      }
    }
    years.push({
      year,
      ...state,
      volumePerHa: volume,
      growthPerHa: growthAt(cls, state.age),
      cuttingClass: cls,
    });
  }
  return { site, years };
}
