import type { CuttingClass, Stand, StandAction } from './estates.js';

/**
 * How a stand's present state reads, on every screen and in the server's texts alike (docs/forest-growth.md
 * 10.4): its class and age and its next action, as rolled forward where the plan is, else as inventoried.
 */

type StandNowSource = Pick<
  Stand,
  'age' | 'cuttingClass' | 'proposedAction' | 'proposedYear' | 'rolledForward' | 'ordered'
>;

/** The class, age, next action and its year the stand has now: the roll's, else the inventory's. */
export function standNow(stand: StandNowSource): {
  cuttingClass: CuttingClass;
  age: number;
  action: StandAction | null;
  year: number | null;
} {
  const rolled = stand.rolledForward;
  if (rolled !== null) {
    return {
      cuttingClass: rolled.cuttingClass,
      age: rolled.age,
      action: rolled.nextAction,
      year: rolled.nextActionYear,
    };
  }
  return {
    cuttingClass: stand.cuttingClass,
    age: stand.age,
    action: stand.proposedAction === 'Ingen' ? null : stand.proposedAction,
    year: stand.proposedYear,
  };
}

const word = {
  ordered: (action: string, number: string) =>
    `${action}, ${number.startsWith('SO-') ? 'beställd' : 'avtalad'} ${number}`,
  dueSince: (action: string, year: number) => `${action}, dags sedan ${String(year)}`,
  dueNow: (action: string, year: number) => `${action}, dags ${String(year)}`,
  comes: (action: string, year: number) => `${action} ${String(year)}`,
  /** A final felling reached is allowed, not overdue: "Slutavverkning möjlig sedan 2019". */
  fellingSince: (year: number) => `Slutavverkning möjlig sedan ${String(year)}`,
  fellingFrom: (year: number) => `Slutavverkning möjlig från ${String(year)}`,
};

/** The open order or contract that does the stand's next action, if one does. */
export const orderFor = (stand: StandNowSource): string | null => {
  const { action } = standNow(stand);
  return stand.ordered.find((entry) => entry.action === action)?.number ?? null;
};

/**
 * The stand's next action in words: "Gallring, beställd SO-2026-001001" when an open order does it;
 * "Gallring, dags sedan 2021", "Röjning, dags 2026", "Gallring 2029" in a rolled plan (to its year), a
 * final felling reached being possible, not due ("Slutavverkning möjlig sedan 2019"); the plan's own
 * "Gallring 2029" when it is not rolled. Null when there is none.
 */
export function nextActionText(stand: StandNowSource): string | null {
  const { action, year } = standNow(stand);
  if (action === null) return null;
  const ordered = orderFor(stand);
  if (ordered !== null) return word.ordered(action, ordered);
  if (year === null) return action;
  const rolledYear = stand.rolledForward?.year ?? null;
  if (rolledYear === null || year > rolledYear) return word.comes(action, year);
  if (action === 'Slutavverkning') {
    return year < rolledYear ? word.fellingSince(year) : word.fellingFrom(year);
  }
  return year < rolledYear ? word.dueSince(action, year) : word.dueNow(action, year);
}

/** "G2, 65 år · Gallring, dags sedan 2029": the line a recommendation and the order form both show. */
export function standStateLine(stand: StandNowSource): string {
  const { cuttingClass, age } = standNow(stand);
  const next = nextActionText(stand);
  return `${cuttingClass}, ${String(age)} år` + (next === null ? '' : ` · ${next}`);
}

/** How overdue the next action is, in years before `year` (negative: still to come); null without one. */
export const overdueYears = (stand: StandNowSource, year: number): number | null => {
  const { action, year: due } = standNow(stand);
  return action === null || due === null ? null : year - due;
};
