import { SWEDEN_BOUNDS, type Extent } from '#contracts/geometry';

/**
 * The map's URL names that notifications link to: `/kartvy?punkt=<own point id>` opens the own-points tool
 * with that point chosen; `/kartvy?mitt=<east>,<north>` (SWEREF 99 TM metres) shows a 1 km square there.
 */
export const POINT_PARAM = 'punkt';
export const CENTRE_PARAM = 'mitt';

/** A warning's square: 1 km on each side, with its centre in the link. */
export const LINKED_SQUARE_M = 1000;
/** About 2.5 km across: the square and the land around it. */
export const LINKED_VIEW_M = 2500;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The point the `mitt` value names, or null when it is not two numbers inside Sweden. */
export function parseCentre(value: string | null): [east: number, north: number] | null {
  const parts = value?.split(',').map((part) => part.trim()) ?? [];
  if (parts.length !== 2 || !parts.every((part) => NUMBER.test(part))) return null;
  const [east, north] = parts.map(Number) as [number, number];
  const { minE, maxE, minN, maxN } = SWEDEN_BOUNDS;
  if (east < minE || east > maxE || north < minN || north > maxN) return null;
  return [east, north];
}

/** The extent of `size` metres square around a centre. */
export function squareAround([east, north]: readonly [number, number], size: number): Extent {
  const half = size / 2;
  return [east - half, north - half, east + half, north + half];
}
