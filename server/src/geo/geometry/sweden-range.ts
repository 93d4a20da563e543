import { SWEDEN_BOUNDS, type Position } from '#contracts/geometry';
import { geometryTexts, where } from './geometry-texts.js';

const inSweden = ([e, n]: Position): boolean =>
  e >= SWEDEN_BOUNDS.minE && e <= SWEDEN_BOUNDS.maxE && n >= SWEDEN_BOUNDS.minN && n <= SWEDEN_BOUNDS.maxN;

/** Degrees, either way round: Sweden lies within lon 10–25, lat 55–70 (with a margin for typing). */
const isDegrees = ([x, y]: Position): boolean => Math.abs(x) <= 180 && Math.abs(y) <= 90;

/** SWEREF 99 TM with northing first. */
const isSwapped = ([x, y]: Position): boolean => inSweden([y, x]);

/** RT 90 2.5 gon V (the older national grid) has eastings around 1 200 000–1 900 000 in Sweden. */
const isRt90 = ([x, y]: Position): boolean =>
  x >= 1_200_000 && x <= 1_950_000 && y >= SWEDEN_BOUNDS.minN && y <= SWEDEN_BOUNDS.maxN;

/**
 * CRS sanity (docs/map.md 4, step 2): every position inside Sweden's range in SWEREF 99 TM. When all of
 * them miss it the same recognisable way (degrees, swapped axes, RT 90) the message names that mistake;
 * otherwise it names the first position outside. Undefined when all is well.
 */
export function swedenRangeProblem(positions: readonly Position[]): string | undefined {
  const outside = positions.find((p) => !inSweden(p));
  if (outside === undefined) return undefined;
  if (positions.every(isDegrees)) return geometryTexts.lonLat;
  if (positions.every(isSwapped)) return geometryTexts.swappedAxes;
  if (positions.every(isRt90)) return geometryTexts.rt90;
  return geometryTexts.outsideSweden(where(...outside));
}
