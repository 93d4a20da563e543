import { toShape } from './jsts.js';
import type { Geometry, Position } from '../../contracts/geometry.js';

/** Shapes for the synthetic fixtures: seeded, so every run of the generator writes the same files. */

/** mulberry32: a small seeded generator, so the fixtures come out the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20261123);
export const between = (low: number, high: number): number => low + (high - low) * rnd();
export const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * A closed, irregular ring around a centre: angles strictly increase and every vertex keeps its own
 * radius, so the ring is star-shaped and never crosses itself. Counter-clockwise (RFC 7946 outer ring).
 */
export function blob(
  centre: Position,
  radius: number,
  vertices = 18,
  roughness = 0.3,
  clockwise = false,
): Position[] {
  const ring: Position[] = [];
  for (let i = 0; i < vertices; i++) {
    const angle = ((i + between(-0.3, 0.3)) / vertices) * 2 * Math.PI;
    const r = radius * between(1 - roughness, 1 + roughness / 2);
    ring.push([round(centre[0] + r * Math.cos(angle)), round(centre[1] + r * Math.sin(angle))]);
  }
  if (clockwise) ring.reverse();
  return [...ring, ring[0] as Position];
}

/** A wandering line (stream, road) through the given points, with small bends between them. */
export function wander(points: Position[], bend: number, steps = 4): Position[] {
  const path: Position[] = [];
  points.forEach((point, index) => {
    const next = points[index + 1];
    path.push([round(point[0]), round(point[1])]);
    if (next === undefined) return;
    for (let s = 1; s < steps; s++) {
      const t = s / steps;
      path.push([
        round(point[0] + (next[0] - point[0]) * t + between(-bend, bend)),
        round(point[1] + (next[1] - point[1]) * t + between(-bend, bend)),
      ]);
    }
  });
  return path;
}

export interface Feature {
  type: 'Feature';
  id: string;
  geometry: Geometry;
  properties: Record<string, unknown>;
}
export const polygon = (...rings: Position[][]): Geometry => ({ type: 'Polygon', coordinates: rings });
/** A rectangle [minX, minY, maxX, maxY] as a polygon. */
export const box = (minX: number, minY: number, maxX: number, maxY: number): Geometry =>
  polygon([
    [minX, minY],
    [maxX, minY],
    [maxX, maxY],
    [minX, maxY],
    [minX, minY],
  ]);
export const point = (position: Position): Geometry => ({ type: 'Point', coordinates: position });
export const line = (positions: Position[]): Geometry => ({ type: 'LineString', coordinates: positions });
export const areaHa = (geometry: Geometry): number => Math.round(toShape(geometry).getArea() / 1_000) / 10;

/** A fixture feature; `styleKey` is the map's style for it (the registry's `styleProperty`). */
export function featureOf(
  id: string,
  styleKey: string,
  geometry: Geometry,
  properties: Record<string, unknown>,
): Feature {
  return { type: 'Feature', id, geometry, properties: { styleKey, ...properties, synthetic: true } };
}

// Demo estates (their boundaries live in the estate table): Ekeby 2:7 and Viggeby 4:3 north of Uppsala,
// Brunnsberg 5:21 by Älvdalen. Features are placed around them so the demo map shows every layer.
export const EKEBY: Position = [650_600, 6_650_400];
export const VIGGEBY: Position = [652_300, 6_651_600];
export const BRUNNSBERG: Position = [447_000, 6_790_000];
