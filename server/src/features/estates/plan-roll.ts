import { CUTTING_CLASSES, MODELLED_ACTIONS, type CuttingClass, type StandAction } from '#contracts/estates';
import { rollStandForward } from '../../forest-growth/roll-forward.js';
import type {
  ActionDue,
  DueAction,
  Region,
  StandFigures,
  StandInventory,
} from '../../forest-growth/types.js';

/**
 * How the portal rolls a plan forward with the growth model (docs/forest-growth.md 10): to which day, what a
 * stand's next action is, and which actions a roll tells the member of. Pure: the days are parameters.
 */

/** The latest 1 September on or before `today` (YYYY-MM-DD): the day every plan is rolled forward to. */
export function latestFirstOfSeptember(today: string): string {
  const year = Number(today.slice(0, 4));
  return `${String(today.slice(5) >= '09-01' ? year : year - 1)}-09-01`;
}

export const yearOf = (day: string): number => Number(day.slice(0, 4));

/** The last class in which each action is still the stand's to do, when the model found it by its threshold. */
const LAST_CLASS_FOR: Readonly<Record<DueAction, CuttingClass>> = {
  Röjning: 'R2',
  Gallring: 'G2',
  Slutavverkning: 'S2',
};

/**
 * The actions still the stand's: a threshold action whose classes the stand has grown past is left out (a
 * stand that became G1 without its röjning is thinned now, not cleared). The plan's own year is kept.
 */
export const currentActions = (due: readonly ActionDue[], cls: CuttingClass): ActionDue[] =>
  due.filter(
    (entry) =>
      entry.reason === 'plan-year' ||
      CUTTING_CLASSES.indexOf(cls) <= CUTTING_CLASSES.indexOf(LAST_CLASS_FOR[entry.action]),
  );

export interface NextAction {
  readonly action: StandAction;
  readonly year: number;
}

/**
 * The stand's next action: the earliest of the model's still the stand's (overdue ones first), else the
 * plan's own proposal of what the model does not judge (plantering, markberedning, naturvård).
 */
export function nextAction(
  due: readonly ActionDue[],
  cls: CuttingClass,
  plan: StandInventory,
): NextAction | null {
  const [first] = currentActions(due, cls);
  if (first !== undefined) return { action: first.action, year: first.year };
  const { proposedAction, proposedYear } = plan;
  if (
    proposedAction === 'Ingen' ||
    (MODELLED_ACTIONS as readonly StandAction[]).includes(proposedAction) ||
    proposedYear === null
  )
    return null;
  return { action: proposedAction, year: proposedYear };
}

/**
 * After which year an action must have become due for this roll to tell of it. A plan rolled before from
 * the same inventory: after that roll's year, so each year tells what its growth made due. A plan's first
 * roll, or its first from a new inventory: after the rolled year's previous one, and after the inventory
 * year, whose plan already showed what was due then; what became due in the years between went untold, as
 * no roll ran then to see it.
 */
export const noticesAfterYear = (
  inventoryYear: number,
  toYear: number,
  previousRollYear: number | null,
): number => previousRollYear ?? Math.max(inventoryYear, toYear - 1);

export interface RolledPlanStand {
  readonly figures: StandFigures;
  readonly next: NextAction | null;
  /** The model's actions that became due in the years this roll tells of. */
  readonly newlyDue: readonly ActionDue[];
}

/** One stand of a plan rolled from its inventory year to `toYear`. */
export function rollPlanStand(
  stand: StandInventory,
  years: { inventoryYear: number; toYear: number; noticesAfter: number },
  region: Region,
): RolledPlanStand {
  const rolled = rollStandForward(stand, years.inventoryYear, years.toYear, region);
  const cls = rolled.figures.cuttingClass;
  return {
    figures: rolled.figures,
    next: nextAction(rolled.actionsDue, cls, stand),
    newlyDue: currentActions(rolled.actionsDue, cls).filter(
      (entry) => entry.year > years.noticesAfter && entry.year <= years.toYear,
    ),
  };
}
