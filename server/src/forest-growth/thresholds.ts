import type { SpeciesLetter } from './site-index.js';
import type { Region } from './types.js';

/**
 * Every threshold the huggningsklass transitions and the due actions use, each with its source in
 * docs/forest-growth.md 5 and 6. Heights in metres, ages in years of total age.
 */

/**
 * K2 → R1: the regeneration is taken as established at the age Skogsstyrelsen's regeneration survey judges
 * it, five years after felling in the south and seven in the north.
 */
export const ESTABLISHED_AGE: Record<Region, number> = { south: 5, north: 7 };

/** R1 → R2: plant forest becomes young forest when its mean height passes breast height. */
export const YOUNG_FOREST_MEAN_HEIGHT = 1.3;

/** R2 → G1: the dominant height where the thinning guides begin. */
export const THINNING_FOREST_DOMINANT_HEIGHT = 10;

/** G2 → S1: taller than this, a stand is too tall to thin. */
export const TOO_TALL_TO_THIN = 20;

/** G2 → S1 also, whatever the height, this long after the lowest felling age (our convention). */
export const FELLING_FOREST_YEARS_AFTER_LOWEST_AGE = 10;

/** S1 → S2: this long after the lowest felling age the stand is mature (our convention). */
export const MATURE_YEARS_AFTER_LOWEST_AGE = 20;

/** Röjning is due in R2 once the mean height reaches the lower end of the recommended 2–3 (2–4) m. */
export const CLEARING_DUE_MEAN_HEIGHT = 2;

/** Gallring is due in G1 or G2 once the dominant height reaches the first thinning's lower end. */
export const thinningDueDominantHeight = (letter: SpeciesLetter): number => (letter === 'T' ? 11 : 12);

/** A gallring takes this share of the standing volume: the middle of the 25–35 % usually taken (our convention). */
export const THINNING_REMOVES = 0.3;

/** After a gallring the stand is left to grow this long before it counts as final-felling forest (our convention). */
export const YEARS_TO_GROW_AFTER_THINNING = 10;
