import type { CuttingClass, Stand } from '#contracts/estates';

/**
 * What the growth relation reads from a forest plan's stand: the plan's figures in its inventory year. A
 * `Stand` from `#contracts/estates` is one.
 */
export type StandInventory = Pick<
  Stand,
  | 'age'
  | 'siteIndex'
  | 'cuttingClass'
  | 'goalClass'
  | 'areaHa'
  | 'volumePerHa'
  | 'growthPerHa'
  | 'proposedAction'
  | 'proposedYear'
>;

/**
 * Where the lowest felling age is read (docs/forest-growth.md 5.1): 'north' for Norrbotten, Västerbotten,
 * Jämtland and Västernorrland, 'south' for the rest of the country, the demo's counties among them.
 */
export type Region = 'north' | 'south';
export const DEFAULT_REGION: Region = 'south';

const NORTHERN_COUNTIES = ['Norrbottens län', 'Västerbottens län', 'Jämtlands län', 'Västernorrlands län'];

/** The region of an estate's county ("Uppsala län"): the four northernmost counties are 'north'. */
export const regionOfCounty = (county: string): Region =>
  NORTHERN_COUNTIES.includes(county) ? 'north' : 'south';

/** A stand's figures in one year, rounded for output: heights and growth to 0.1, volumes to whole m³sk. */
export interface StandFigures {
  readonly year: number;
  readonly age: number;
  /** Övre höjd, metres: the height of the site index's curve at this age. */
  readonly dominantHeight: number;
  /** Medelhöjd, metres. */
  readonly meanHeight: number;
  /** m³sk per hectare, and for the whole stand. */
  readonly volumePerHa: number;
  readonly volumeTotal: number;
  /** Löpande tillväxt: m³sk per hectare in the year from this one to the next. */
  readonly growthPerHa: number;
  readonly cuttingClass: CuttingClass;
}

/** The actions whose timing the growth relation judges. */
export type DueAction = 'Röjning' | 'Gallring' | 'Slutavverkning';

/**
 * When an action became (or becomes) due, and why: 'threshold' when the stand passed the action's
 * threshold that year, 'plan-year' when the plan's own earlier, still coming year was kept.
 */
export interface ActionDue {
  readonly action: DueAction;
  readonly year: number;
  readonly reason: 'threshold' | 'plan-year';
}

/** Work the forest has seen since the inventory, which moves the stand on from where the model left it. */
export type WorkAction = 'Röjning' | 'Gallring' | 'Slutavverkning' | 'Markberedning' | 'Plantering';

/** One piece of work done on the stand in a year after its inventory (a done order, a finished contract). */
export interface StandWork {
  readonly action: WorkAction;
  readonly year: number;
}

export interface RolledStand {
  /** The figures in the target year. */
  readonly figures: StandFigures;
  /** Every year from the inventory year to the target year, both included. */
  readonly yearly: readonly StandFigures[];
  /** By year; a year after the target year is an action still to come. */
  readonly actionsDue: readonly ActionDue[];
}
