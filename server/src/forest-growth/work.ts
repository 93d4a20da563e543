import { CUTTING_CLASSES, type CuttingClass } from '#contracts/estates';
import { YEARS_TO_GROW_AFTER_THINNING } from './thresholds.js';
import type { DueAction, StandInventory, StandWork } from './types.js';

/**
 * How the plan's own judgement and the work done since the inventory steer a rolled stand
 * (docs/forest-growth.md 5 and 6): which class a stand may not grow past in a year, and which work a year saw.
 */

/** The last class in which each action is still the stand's to do. */
export const LAST_CLASS_FOR: Readonly<Record<DueAction, CuttingClass>> = {
  Röjning: 'R2',
  Gallring: 'G2',
  Slutavverkning: 'S2',
};

const doneBy = (work: readonly StandWork[], action: StandWork['action'], year: number): boolean =>
  work.some((entry) => entry.action === action && entry.year <= year);

const lower = (a: CuttingClass | null, b: CuttingClass): CuttingClass =>
  a === null || CUTTING_CLASSES.indexOf(b) < CUTTING_CLASSES.indexOf(a) ? b : a;

/**
 * The class the stand may not pass in `year`, or null. The plan's röjning or gallring, not yet done, holds
 * the stand in that action's classes up to the plan's year: the forester who planned it judged the stand
 * then, and the model does not carry it past work planned for it. A gallring done holds it in G2 for the
 * years it is left to grow after a thinning. A felling ends both.
 */
export function classCeiling(
  inventory: Pick<StandInventory, 'proposedAction' | 'proposedYear'>,
  work: readonly StandWork[],
  year: number,
): CuttingClass | null {
  const felled = work.some((entry) => entry.action === 'Slutavverkning' && entry.year <= year);
  if (felled) return null;
  let ceiling: CuttingClass | null = null;
  const { proposedAction: planned, proposedYear } = inventory;
  if (
    (planned === 'Röjning' || planned === 'Gallring') &&
    proposedYear !== null &&
    year <= proposedYear &&
    !doneBy(work, planned, year)
  ) {
    ceiling = lower(ceiling, LAST_CLASS_FOR[planned]);
  }
  const thinned = work.some(
    (entry) =>
      entry.action === 'Gallring' && entry.year <= year && year < entry.year + YEARS_TO_GROW_AFTER_THINNING,
  );
  return thinned ? lower(ceiling, 'G2') : ceiling;
}

/** The work of one year, in the order it is done on the ground: felling, then soil, then planting. */
const WORK_ORDER: readonly StandWork['action'][] = [
  'Slutavverkning',
  'Markberedning',
  'Plantering',
  'Röjning',
  'Gallring',
];
export const workIn = (work: readonly StandWork[], year: number): StandWork[] =>
  work
    .filter((entry) => entry.year === year)
    .sort((a, b) => WORK_ORDER.indexOf(a.action) - WORK_ORDER.indexOf(b.action));
