import type { SiteIndex } from './site-index.js';
import type { Region } from './types.js';

/**
 * Lägsta ålder för föryngringsavverkning (LÅF): the youngest total age at which a stand may be final-felled,
 * by site index and region, as Skogsstyrelsen's regulations to § 10 of the Forestry Act set it (SKSFS
 * 2011:7). The ages below are NOT verified against the regulation's table (docs/forest-growth.md 5.1): check
 * them before showing them as a legal limit. They sit in this one table so a correction is one line.
 */
const SOUTH: readonly (readonly [lowestSiteIndex: number, age: number])[] = [
  [36, 45],
  [32, 50],
  [28, 60],
  [24, 65],
  [20, 70],
  [16, 80],
  [12, 90],
  [0, 100],
];

/** The four northernmost counties' ages were higher, by 5–10 years; we take the upper bound. */
const NORTH_EXTRA_YEARS = 10;

/**
 * Years, or null where the table does not apply: birch, beech and oak (broadleaved stands; beech and oak
 * fall under the rules for ädellövskog instead).
 */
export function lowestFellingAge(site: SiteIndex, region: Region): number | null {
  if (site.letter !== 'T' && site.letter !== 'G' && site.letter !== 'C') return null;
  const row = SOUTH.find(([lowest]) => site.height >= lowest);
  const age = row?.[1] ?? 100;
  return region === 'north' ? age + NORTH_EXTRA_YEARS : age;
}
