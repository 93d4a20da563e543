import type { Position } from '#contracts/geometry';
import type { StoredGeometry } from './structure.js';

/** Centimetres: far below what anyone draws or surveys in a forest, and it keeps stored JSON short. */
const round = (value: number): number => Math.round(value * 100) / 100 + 0;

const roundPosition = ([e, n]: Position): Position => [round(e), round(n)];

/** Twice the signed area: positive when the ring runs counter-clockwise (E right, N up). */
function signedTwiceArea(ring: readonly Position[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i] as Position;
    const [x2, y2] = ring[i + 1] as Position;
    twice += x1 * y2 - x2 * y1;
  }
  return twice;
}

/** Rounded, without repeated consecutive positions, and wound as RFC 7946 says. */
function normaliseRing(ring: readonly Position[], counterClockwise: boolean): Position[] {
  const rounded: Position[] = [];
  for (const position of ring.map(roundPosition)) {
    const previous = rounded[rounded.length - 1];
    if (previous?.[0] !== position[0] || previous[1] !== position[1]) rounded.push(position);
  }
  const area = signedTwiceArea(rounded);
  return area > 0 === counterClockwise || area === 0 ? rounded : rounded.reverse();
}

const normalisePolygon = (rings: readonly (readonly Position[])[]): Position[][] =>
  rings.map((ring, index) => normaliseRing(ring, index === 0));

/**
 * Normalisation (docs/map.md 4, step 4): coordinates rounded to 0.01 m, repeated positions dropped, outer
 * rings counter-clockwise and holes clockwise (RFC 7946 3.1.6).
 */
export function normaliseGeometry<G extends StoredGeometry>(geometry: G): G {
  switch (geometry.type) {
    case 'Point':
      return { type: 'Point', coordinates: roundPosition(geometry.coordinates) } as G;
    case 'Polygon':
      return { type: 'Polygon', coordinates: normalisePolygon(geometry.coordinates) } as G;
    case 'MultiPolygon':
      return { type: 'MultiPolygon', coordinates: geometry.coordinates.map(normalisePolygon) } as G;
  }
}
