/**
 * When the portal rolls a plan forward (docs/forest-growth.md 10): to which day, and after which year the
 * actions a roll tells of must have become due. Pure: the days are parameters. What a stand is then is
 * forest-state/stand-now.ts.
 */

export { latestFirstOfSeptember } from '../../forest-state/stand-now.js';

export const yearOf = (day: string): number => Number(day.slice(0, 4));

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
