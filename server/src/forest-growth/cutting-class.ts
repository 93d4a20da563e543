import { CUTTING_CLASSES, type CuttingClass, type GoalClass } from '#contracts/estates';
import {
  ESTABLISHED_AGE,
  FELLING_FOREST_YEARS_AFTER_LOWEST_AGE,
  MATURE_YEARS_AFTER_LOWEST_AGE,
  THINNING_FOREST_DOMINANT_HEIGHT,
  TOO_TALL_TO_THIN,
  YOUNG_FOREST_MEAN_HEIGHT,
} from './thresholds.js';
import type { Region } from './types.js';

/** What the transitions look at in a year, unrounded. */
export interface StandState {
  readonly age: number;
  readonly dominantHeight: number;
  readonly meanHeight: number;
}

export interface ClassSetting {
  readonly goalClass: GoalClass;
  readonly region: Region;
  /** Null where no lowest felling age applies (broadleaved site indices). */
  readonly lowestFellingAge: number | null;
}

/** Goal classes whose stands are managed for production; nature stands keep their class. */
export const isProductionGoal = (goal: GoalClass): boolean => goal === 'PG' || goal === 'PF' || goal === 'K';

/** The class after `current` if the stand passed its threshold, else `current`. */
function nextClass(current: CuttingClass, state: StandState, setting: ClassSetting): CuttingClass {
  const lowest = setting.lowestFellingAge;
  const pastLowest = (years: number): boolean => lowest !== null && state.age >= lowest + years;
  switch (current) {
    case 'K2':
      return state.age >= ESTABLISHED_AGE[setting.region] ? 'R1' : current;
    case 'R1':
      return state.meanHeight >= YOUNG_FOREST_MEAN_HEIGHT ? 'R2' : current;
    case 'R2':
      return state.dominantHeight >= THINNING_FOREST_DOMINANT_HEIGHT ? 'G1' : current;
    case 'G1':
      return pastLowest(0) ? 'G2' : current;
    case 'G2':
      return pastLowest(0) &&
        (state.dominantHeight >= TOO_TALL_TO_THIN || pastLowest(FELLING_FOREST_YEARS_AFTER_LOWEST_AGE))
        ? 'S1'
        : current;
    case 'S1':
      return pastLowest(MATURE_YEARS_AFTER_LOWEST_AGE) ? 'S2' : current;
    // K1 waits for regeneration, S2 is last; S3 and E1–E3 are kept for reasons growth does not change.
    default:
      return current;
  }
}

/**
 * The huggningsklass in a year, from last year's: it only moves forward, and may pass several thresholds in
 * one year (a plan's R2 already 11 m tall becomes G1, and G2 if it is also past the lowest felling age), but
 * never past `ceiling` (a planned action not yet done holds the stand, docs/forest-growth.md 5).
 * Nature stands (NS, NO) keep the plan's class.
 */
export function advanceCuttingClass(
  current: CuttingClass,
  state: StandState,
  setting: ClassSetting,
  ceiling: CuttingClass | null = null,
): CuttingClass {
  if (!isProductionGoal(setting.goalClass)) return current;
  const limit = ceiling === null ? Infinity : CUTTING_CLASSES.indexOf(ceiling);
  let cls = current;
  for (
    let next = nextClass(cls, state, setting);
    next !== cls && CUTTING_CLASSES.indexOf(next) <= limit;
    next = nextClass(cls, state, setting)
  ) {
    cls = next;
  }
  return cls;
}
