import type { Extent } from '#contracts/geometry';

/**
 * Extents as plain numbers, without the map library: [minE, minN, maxE, maxN] in SWEREF 99 TM. An extent
 * of geometries, and one padded around them, are contracts/geometry.ts (the staff workspace's small maps
 * use them too).
 */

/**
 * The `bbox` query parameter of `/api/geo/layers/{id}/features`: whole metres, rounded outwards to `step`
 * metres so that small pans ask for the same extent again (and hit the cache).
 */
export function bboxParam(extent: Extent, step = 1): string {
  const down = (value: number): number => Math.floor(value / step) * step;
  const up = (value: number): number => Math.ceil(value / step) * step;
  return [down(extent[0]), down(extent[1]), up(extent[2]), up(extent[3])].map(String).join(',');
}

export const extentCenter = (extent: Extent): [number, number] => [
  (extent[0] + extent[2]) / 2,
  (extent[1] + extent[3]) / 2,
];

export const extentsIntersect = (a: Extent, b: Extent): boolean =>
  a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
