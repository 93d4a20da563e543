import type { SiteIndex, SpeciesLetter } from './site-index.js';

/**
 * Dominant height (övre höjd) over total age from the site index, by the Swedish height development
 * curves docs/forest-growth.md 3 cites. All are one difference equation (Cieszewski's GADA form of a
 * Hossfeld curve) with the species' three parameters; the curve through the site index gives every age.
 */
interface HeightCurve {
  readonly asi: number;
  readonly beta: number;
  readonly b2: number;
  /** Years taken from the total age before the curve is read (spruce: 3; birch: to breast height). */
  readonly ageShift: number;
  /** Metres the curve starts from: 1.3 for a curve over breast-height age, else 0. */
  readonly baseHeight: number;
}

/**
 * Birch's curve runs over breast-height age; the years a birch takes to reach 1.3 m are our assumption
 * (docs/forest-growth.md 3.2), not the source's.
 */
const BIRCH_YEARS_TO_BREAST_HEIGHT = 5;

const CURVES: Record<SpeciesLetter, HeightCurve> = {
  // Elfving & Kiviste 1997, Scots pine.
  T: { asi: 25, beta: 7395.6, b2: -1.7829, ageShift: 0, baseHeight: 0 },
  // Elfving 2003, Norway spruce, read at total age less three years (Fakta Skog 14/2013).
  G: { asi: 10, beta: 1495.3, b2: -1.5978, ageShift: 3, baseHeight: 0 },
  // Liziniewicz et al. 2016, lodgepole pine.
  C: { asi: 25, beta: 8016.54, b2: -1.6986, ageShift: 0, baseHeight: 0 },
  // Johansson et al. 2013 (Fakta Skog 14/2013), beech and oak.
  F: { asi: 15, beta: 4239.3, b2: -1.7753, ageShift: 0, baseHeight: 0 },
  E: { asi: 1000, beta: 8841.4, b2: -1.4317, ageShift: 0, baseHeight: 0 },
  // Eriksson, Johansson & Kiviste 1997, silver and downy birch.
  B: { asi: 7, beta: 394, b2: -1.387, ageShift: BIRCH_YEARS_TO_BREAST_HEIGHT, baseHeight: 1.3 },
};

/** The curve's height at `age`, given that it passes `anchorHeight` at `anchorAge` (total ages). */
function curveHeight(curve: HeightCurve, anchorAge: number, anchorHeight: number, age: number): number {
  const { asi, beta, b2, ageShift, baseHeight } = curve;
  const curveAge = age - ageShift;
  if (curveAge <= 0) return ageShift > 0 ? (baseHeight * Math.max(age, 0)) / ageShift : 0;
  const h0 = anchorHeight - baseHeight;
  const d = beta * asi ** b2;
  const r = Math.sqrt((h0 - d) ** 2 + 4 * beta * h0 * (anchorAge - ageShift) ** b2);
  return baseHeight + (h0 + d + r) / (2 + (4 * beta * curveAge ** b2) / (h0 - d + r));
}

/** Dominant height in metres at total age `age` on `site`. */
export function dominantHeight(site: SiteIndex, age: number): number {
  return curveHeight(CURVES[site.letter], site.referenceAge, site.height, age);
}

/**
 * The curves' fitting data cover total ages 10–80 for pine and spruce; below 10 years the height increment
 * is not used to scale growth (docs/forest-growth.md 4).
 */
export const YOUNGEST_CURVE_AGE = 10;

/** The dominant height gained from `age` to the next year. */
export const heightIncrement = (site: SiteIndex, age: number): number =>
  dominantHeight(site, age + 1) - dominantHeight(site, age);
