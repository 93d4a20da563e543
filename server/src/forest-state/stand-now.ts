import {
  CUTTING_CLASSES,
  MODELLED_ACTIONS,
  type CuttingClass,
  type StandAction,
  type StandRolledForward,
} from '#contracts/estates';
import { rollStandForward } from '../forest-growth/roll-forward.js';
import type { ActionDue, Region, StandFigures, StandInventory, StandWork } from '../forest-growth/types.js';
import { LAST_CLASS_FOR } from '../forest-growth/work.js';

/**
 * A stand now (docs/forest-growth.md 10): its plan rolled forward to the rolled year with the work done
 * since the inventory, and its next action. The one place a stand's present state is made; pure, the
 * years are parameters.
 */

/**
 * The latest 1 September on or before `today` (YYYY-MM-DD): the day every plan is rolled forward to, whose
 * year is the year a stand's present state is for.
 */
export function latestFirstOfSeptember(today: string): string {
  const year = Number(today.slice(0, 4));
  return `${String(today.slice(5) >= '09-01' ? year : year - 1)}-09-01`;
}

/** The actions still the stand's: one whose classes the stand has grown past is left out. */
export const currentActions = (due: readonly ActionDue[], cls: CuttingClass): ActionDue[] =>
  due.filter(
    (entry) => CUTTING_CLASSES.indexOf(cls) <= CUTTING_CLASSES.indexOf(LAST_CLASS_FOR[entry.action]),
  );

export interface NextAction {
  readonly action: StandAction;
  readonly year: number;
}

const lastYearOf = (work: readonly StandWork[], action: StandWork['action']): number | null => {
  const years = work.filter((entry) => entry.action === action).map((entry) => entry.year);
  return years.length === 0 ? null : Math.max(...years);
};
const after = (year: number | null, than: number | null): boolean =>
  year !== null && (than === null || year >= than);

/**
 * What regeneration a felling or soil preparation since the inventory leaves to do: markberedning the year
 * after a felling, plantering the year after markberedning (docs/forest-growth.md 6.1). Null when none.
 */
function regenerationStep(work: readonly StandWork[]): NextAction | null {
  const felled = lastYearOf(work, 'Slutavverkning');
  const prepared = lastYearOf(work, 'Markberedning');
  const planted = lastYearOf(work, 'Plantering');
  if (felled !== null) {
    if (after(planted, felled)) return null;
    return after(prepared, felled)
      ? { action: 'Plantering', year: (prepared ?? felled) + 1 }
      : { action: 'Markberedning', year: felled + 1 };
  }
  if (prepared !== null && !after(planted, prepared)) return { action: 'Plantering', year: prepared + 1 };
  return null;
}

/**
 * The stand's next action: the earliest of the model's still the stand's, else what regeneration after
 * work done leaves, else the plan's own proposal of what the model does not judge (plantering,
 * markberedning, naturvård) unless work has done it.
 */
export function nextAction(
  due: readonly ActionDue[],
  cls: CuttingClass,
  plan: StandInventory,
  work: readonly StandWork[] = [],
): NextAction | null {
  const [first] = currentActions(due, cls);
  if (first !== undefined) return { action: first.action, year: first.year };
  const regeneration = regenerationStep(work);
  if (regeneration !== null) return regeneration;
  const { proposedAction, proposedYear } = plan;
  if (
    proposedAction === 'Ingen' ||
    (MODELLED_ACTIONS as readonly StandAction[]).includes(proposedAction) ||
    proposedYear === null ||
    work.some((entry) => entry.action === proposedAction || entry.action === 'Slutavverkning')
  )
    return null;
  return { action: proposedAction, year: proposedYear };
}

export interface RolledPlanStand {
  readonly figures: StandFigures;
  readonly next: NextAction | null;
  readonly lastWork: StandWork | null;
  /** The model's actions that became due in the years after `noticesAfter`, up to the rolled year. */
  readonly newlyDue: readonly ActionDue[];
}

/**
 * One stand of a plan rolled from its inventory year to `toYear`, with the work done since the inventory.
 * Work done after the rolled day (a thinning in March, before the next 1 September) counts in the rolled
 * year: the stand is thinned now, and the next roll puts the work in its own year.
 */
export function rollPlanStand(
  stand: StandInventory,
  years: { inventoryYear: number; toYear: number; noticesAfter: number },
  region: Region,
  work: readonly StandWork[] = [],
): RolledPlanStand {
  const done = work.map((entry) => ({ ...entry, year: Math.min(entry.year, years.toYear) }));
  const rolled = rollStandForward(stand, years.inventoryYear, years.toYear, region, done);
  const cls = rolled.figures.cuttingClass;
  return {
    figures: rolled.figures,
    next: nextAction(rolled.actionsDue, cls, stand, done),
    lastWork: work.toSorted((a, b) => a.year - b.year).at(-1) ?? null,
    newlyDue: currentActions(rolled.actionsDue, cls).filter(
      (entry) => entry.year > years.noticesAfter && entry.year <= years.toYear,
    ),
  };
}

/** The rolled stand as the API gives it (`Stand.rolledForward`). */
export const rolledForwardOf = ({ figures, next, lastWork }: RolledPlanStand): StandRolledForward => ({
  year: figures.year,
  age: figures.age,
  dominantHeight: figures.dominantHeight,
  meanHeight: figures.meanHeight,
  volumePerHa: figures.volumePerHa,
  volumeTotal: figures.volumeTotal,
  growthPerHa: figures.growthPerHa,
  cuttingClass: figures.cuttingClass,
  nextAction: next?.action ?? null,
  nextActionYear: next?.year ?? null,
  lastWork: lastWork === null ? null : { action: lastWork.action, year: lastWork.year },
});
