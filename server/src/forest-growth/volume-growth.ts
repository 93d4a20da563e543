import { heightIncrement, YOUNGEST_CURVE_AGE } from './height-curves.js';
import type { SiteIndex } from './site-index.js';

/**
 * The volume increment (löpande tillväxt) in each year: the plan's own growth figure, scaled by how the
 * site index's height increment that year compares with the inventory year's (docs/forest-growth.md 4).
 * The plan's figure carries what the curves cannot know (density, species mix, earlier thinnings); the
 * curve carries how growth changes with age on this site.
 *
 * Below the curves' youngest age both increments are read at that age, so a young stand grows by the
 * plan's figure unchanged until it is old enough for the curve to say something.
 */
export function volumeIncrement(
  site: SiteIndex,
  planGrowthPerHa: number,
  inventoryAge: number,
): (age: number) => number {
  const atInventory = heightIncrement(site, Math.max(inventoryAge, YOUNGEST_CURVE_AGE));
  return (age) => (planGrowthPerHa * heightIncrement(site, Math.max(age, YOUNGEST_CURVE_AGE))) / atInventory;
}
