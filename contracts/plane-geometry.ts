import type { AreaGeometry, Position } from './geometry.js';

/**
 * Geometry in the map's plane, SWEREF 99 TM (EPSG:3006), where a coordinate unit is a metre: whether a
 * point lies in an area, how far it is from an area's boundary, and which way another point lies. Plain
 * numbers on the data the map already holds, so it works without a network.
 */

/** Even-odd ray casting: whether the point is inside the closed ring (a point on an edge may go either way). */
export function ringContains(ring: readonly Position[], [x, y]: Position): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const polygonsOf = (area: AreaGeometry): readonly (readonly Position[][])[] =>
  area.type === 'Polygon' ? [area.coordinates] : area.coordinates;

/** Whether the point lies in the area: inside a polygon's outer ring and in none of its holes. */
export function areaContains(area: AreaGeometry, point: Position): boolean {
  return polygonsOf(area).some(
    ([shell, ...holes]) =>
      shell !== undefined && ringContains(shell, point) && !holes.some((hole) => ringContains(hole, point)),
  );
}

/** Metres from the point to the nearest point of the segment a–b. */
export function distanceToSegment([px, py]: Position, [ax, ay]: Position, [bx, by]: Position): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const along = lengthSquared === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / lengthSquared;
  const t = Math.min(1, Math.max(0, along));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Metres from the point to the nearest edge of the area (its outer rings and holes alike). */
export function distanceToBoundary(area: AreaGeometry, point: Position): number {
  let nearest = Infinity;
  for (const ring of polygonsOf(area).flat()) {
    for (let i = 1; i < ring.length; i += 1) {
      nearest = Math.min(nearest, distanceToSegment(point, ring[i - 1] as Position, ring[i] as Position));
    }
  }
  return nearest;
}

/** Metres between two points. */
export const distanceBetween = ([ax, ay]: Position, [bx, by]: Position): number =>
  Math.hypot(bx - ax, by - ay);

/**
 * The direction from one point to another in degrees clockwise from north, 0 ≤ d < 360. It is grid north,
 * which differs from true north by under 4° in Sweden: nothing to an eight-point compass.
 */
export function bearingDegrees([ax, ay]: Position, [bx, by]: Position): number {
  const degrees = (Math.atan2(bx - ax, by - ay) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

const COMPASS_POINTS = [
  'norr',
  'nordost',
  'öster',
  'sydost',
  'söder',
  'sydväst',
  'väster',
  'nordväst',
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The nearest of the eight compass points, each the middle of a 45° sector ("nordost" is 22.5°–67.5°). */
export function compassPoint(bearing: number): CompassPoint {
  const sector = Math.round((((bearing % 360) + 360) % 360) / 45) % 8;
  return COMPASS_POINTS[sector] ?? 'norr';
}
