import type { SiteIndex } from './site-index.js';
import type { Region } from './types.js';

/**
 * The model's final-felling age: the youngest total age at which a rolled stand becomes S1 and final felling
 * due, by site index and region. It approximates the lowest age for final felling (LÅF) of Skogsstyrelsen's
 * regulations to § 10 of the Forestry Act (SKSFS 2011:7), whose own figures we could not read: it is never
 * shown as the legal limit (docs/forest-growth.md 5.1). One table, so a correction is one place.
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
