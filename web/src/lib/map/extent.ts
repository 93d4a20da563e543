import type { Extent, Geometry, Position } from '#contracts/geometry';

/**
 * Extents as plain numbers, without the map library: [minE, minN, maxE, maxN] in SWEREF 99 TM.
 */

function positionsOf(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'LineString':
      return geometry.coordinates;
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
  }
}

/** The smallest extent holding all the geometries; null when there are no coordinates. */
export function extentOf(geometries: readonly Geometry[]): Extent | null {
  let extent: Extent | null = null;
  for (const [e, n] of geometries.flatMap(positionsOf)) {
    extent =
      extent === null
        ? [e, n, e, n]
        : [Math.min(extent[0], e), Math.min(extent[1], n), Math.max(extent[2], e), Math.max(extent[3], n)];
  }
  return extent;
}

/** The extent grown on every side by `fraction` of its larger side, and to at least `minSize` metres across. */
export function padExtent(extent: Extent, fraction: number, minSize = 0): Extent {
  const [minE, minN, maxE, maxN] = extent;
  const pad = Math.max(maxE - minE, maxN - minN) * fraction;
  const padE = pad + Math.max(0, minSize - (maxE - minE) - 2 * pad) / 2;
  const padN = pad + Math.max(0, minSize - (maxN - minN) - 2 * pad) / 2;
  return [minE - padE, minN - padN, maxE + padE, maxN + padN];
}

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
