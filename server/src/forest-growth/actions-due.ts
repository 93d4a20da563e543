import type { CuttingClass } from '#contracts/estates';
import { isProductionGoal, type StandState } from './cutting-class.js';
import type { SpeciesLetter } from './site-index.js';
import { CLEARING_DUE_MEAN_HEIGHT, thinningDueDominantHeight } from './thresholds.js';
import type { ActionDue, DueAction, StandInventory } from './types.js';

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

/** Collects, year by year, the first year each action's threshold is passed. */
export function dueYearRecorder(letter: SpeciesLetter) {
  const firstYears = new Map<DueAction, number>();
  return {
    record(year: number, cls: CuttingClass, state: StandState): void {
      for (const action of DUE_ACTIONS) {
        if (!firstYears.has(action) && thresholdPassed(action, cls, state, letter))
          firstYears.set(action, year);
      }
    },
    firstYears: (): ReadonlyMap<DueAction, number> => firstYears,
  };
}

const isDueAction = (action: string): action is DueAction =>
  (DUE_ACTIONS as readonly string[]).includes(action);

/**
 * The actions due, from the model's first years and the plan's own proposal. A nature stand gets no year
 * from the model; an NO stand gets none at all. The plan's year for its proposed action is kept when it is
 * still to come in the target year and earlier than the model's (or the model has none).
 */
export function actionsDue(
  modelYears: ReadonlyMap<DueAction, number>,
  inventory: StandInventory,
  toYear: number,
): ActionDue[] {
  if (inventory.goalClass === 'NO') return [];
  const due = new Map<DueAction, ActionDue>();
  if (isProductionGoal(inventory.goalClass)) {
    for (const [action, year] of modelYears) due.set(action, { action, year, reason: 'threshold' });
  }
  const { proposedAction, proposedYear } = inventory;
  if (isDueAction(proposedAction) && proposedYear !== null && proposedYear >= toYear) {
    const model = due.get(proposedAction);
    if (model === undefined || proposedYear < model.year) {
      due.set(proposedAction, { action: proposedAction, year: proposedYear, reason: 'plan-year' });
    }
  }
  return [...due.values()].sort(
    (a, b) => a.year - b.year || DUE_ACTIONS.indexOf(a.action) - DUE_ACTIONS.indexOf(b.action),
  );
}
