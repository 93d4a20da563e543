/**
 * A stand's ståndortsindex, e.g. "G28": the dominant species' letter and the height its dominant trees
 * reach at the reference age (docs/forest-growth.md 2).
 */

export const SPECIES_LETTERS = ['T', 'G', 'B', 'F', 'E', 'C'] as const;
export type SpeciesLetter = (typeof SPECIES_LETTERS)[number];

export interface SiteIndex {
  readonly letter: SpeciesLetter;
  /** Metres at the reference age. */
  readonly height: number;
  /** Total age, years: 100 for the conifers, beech and oak, 50 for birch (a fast-growing broadleaf). */
  readonly referenceAge: number;
}

const REFERENCE_AGE: Record<SpeciesLetter, number> = { T: 100, G: 100, C: 100, F: 100, E: 100, B: 50 };

const isSpeciesLetter = (letter: string): letter is SpeciesLetter =>
  (SPECIES_LETTERS as readonly string[]).includes(letter);

/** Reads "G28"; anything but a known letter and a two-digit height is an error in the plan's data. */
export function parseSiteIndex(text: string): SiteIndex {
  const match = /^([A-Z])(\d{2})$/.exec(text);
  const letter = match?.[1];
  if (match === null || letter === undefined || !isSpeciesLetter(letter)) {
    throw new Error(
      `Site index "${text}" is not a species letter (${SPECIES_LETTERS.join(', ')}) and a height in metres`,
    );
  }
  return { letter, height: Number(match[2]), referenceAge: REFERENCE_AGE[letter] };
}
