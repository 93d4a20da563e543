import type { CuttingClass } from '#contracts/estates';
import { isProductionGoal, type StandState } from './cutting-class.js';
import type { SpeciesLetter } from './site-index.js';
import { CLEARING_DUE_MEAN_HEIGHT, thinningDueDominantHeight } from './thresholds.js';
import type { ActionDue, DueAction, StandInventory, StandWork } from './types.js';

const DUE_ACTIONS: readonly DueAction[] = ['Röjning', 'Gallring', 'Slutavverkning'];

/** How far past the target year the roll looks for an action still to come. */
export const LOOKAHEAD_YEARS = 30;

/** Whether the model's threshold for `action` is passed in a year with this class and state. */
function thresholdPassed(
  action: DueAction,
  cls: CuttingClass,
  state: StandState,
  letter: SpeciesLetter,
): boolean {
  switch (action) {
    case 'Röjning':
      return cls === 'R2' && state.meanHeight >= CLEARING_DUE_MEAN_HEIGHT;
    case 'Gallring':
      return (cls === 'G1' || cls === 'G2') && state.dominantHeight >= thinningDueDominantHeight(letter);
    case 'Slutavverkning':
      return cls === 'S1' || cls === 'S2';
  }
}

/**
 * Collects, year by year, the years each action's threshold is crossed: passed that year and not the year
 * before. A threshold already passed in the first year (the inventory's) is not the model's to judge: the
 * forester saw the stand and proposed what it needed, so only what the stand grows into after it counts.
 */
export function dueYearRecorder(letter: SpeciesLetter) {
  const crossings = new Map<DueAction, number[]>();
  let before: ReadonlySet<DueAction> | null = null;
  return {
    record(year: number, cls: CuttingClass, state: StandState): void {
      const passed = new Set(DUE_ACTIONS.filter((action) => thresholdPassed(action, cls, state, letter)));
      if (before !== null) {
        for (const action of passed) {
          if (!before.has(action)) crossings.set(action, [...(crossings.get(action) ?? []), year]);
        }
      }
      before = passed;
    },
    crossings: (): ReadonlyMap<DueAction, readonly number[]> => crossings,
  };
}

const isDueAction = (action: string): action is DueAction =>
  (DUE_ACTIONS as readonly string[]).includes(action);

const lastYear = (work: readonly StandWork[], action: StandWork['action']): number | null => {
  const years = work.filter((entry) => entry.action === action).map((entry) => entry.year);
  return years.length === 0 ? null : Math.max(...years);
};

/** The last year the work done settled `action`: that action done, or a felling, which starts anew. */
const settledIn = (work: readonly StandWork[], action: DueAction): number | null => {
  const done = lastYear(work, action);
  const felled = lastYear(work, 'Slutavverkning');
  return done === null ? felled : felled === null ? done : Math.max(done, felled);
};

/**
 * Whether the action itself was done since the last felling: a röjning or gallring done is not found due
 * again by the model, which knows only the first of each in a generation (docs/forest-growth.md 6.1).
 */
const doneThisGeneration = (work: readonly StandWork[], action: DueAction): boolean => {
  const done = lastYear(work, action);
  const felled = lastYear(work, 'Slutavverkning');
  return action !== 'Slutavverkning' && done !== null && (felled === null || done >= felled);
};

/**
 * The actions due, from the model's crossings and the plan's own proposal, after the work done. A nature
 * stand gets no year from the model; an NO stand gets none at all. Of the model's crossings of an action,
 * the first after the felling that last started the stand anew counts, none once the action itself is done. The plan's proposal counts until work settles it,
 * also when its year has passed (then it is overdue); it is kept when it comes earlier than the model's.
 */
export function actionsDue(
  crossings: ReadonlyMap<DueAction, readonly number[]>,
  inventory: StandInventory,
  work: readonly StandWork[] = [],
): ActionDue[] {
  if (inventory.goalClass === 'NO') return [];
  const due = new Map<DueAction, ActionDue>();
  if (isProductionGoal(inventory.goalClass)) {
    for (const [action, years] of crossings) {
      if (doneThisGeneration(work, action)) continue;
      const settled = settledIn(work, action);
      const year = years.find((each) => settled === null || each > settled);
      if (year !== undefined) due.set(action, { action, year, reason: 'threshold' });
    }
  }
  const { proposedAction, proposedYear } = inventory;
  if (isDueAction(proposedAction) && proposedYear !== null && settledIn(work, proposedAction) === null) {
    const model = due.get(proposedAction);
    if (model === undefined || proposedYear < model.year) {
      due.set(proposedAction, { action: proposedAction, year: proposedYear, reason: 'plan-year' });
    }
  }
  return [...due.values()].sort(
    (a, b) => a.year - b.year || DUE_ACTIONS.indexOf(a.action) - DUE_ACTIONS.indexOf(b.action),
  );
}
