import Densifier from 'jsts/org/locationtech/jts/densify/Densifier.js';
import GeometryFactory from 'jsts/org/locationtech/jts/geom/GeometryFactory.js';
import GeoJSONReader from 'jsts/org/locationtech/jts/io/GeoJSONReader.js';
import GeoJSONWriter from 'jsts/org/locationtech/jts/io/GeoJSONWriter.js';
import 'jsts/org/locationtech/jts/monkey.js';
import Polygonizer from 'jsts/org/locationtech/jts/operation/polygonize/Polygonizer.js';
import TopologyPreservingSimplifier from 'jsts/org/locationtech/jts/simplify/TopologyPreservingSimplifier.js';
import type { Geometry, Position } from '../../contracts/geometry.js';

/** The few JTS operations the generator uses, typed (jsts's own typings miss the overlay methods). */
export interface Shape {
  intersection(other: Shape): Shape;
  buffer(distance: number): Shape;
  getArea(): number;
  union(other: Shape): Shape;
  difference(other: Shape): Shape;
  getInteriorPoint(): Shape;
  getEnvelopeInternal(): { intersects(other: unknown): boolean };
}

const reader = new GeoJSONReader(new GeometryFactory()) as unknown as { read(geometry: Geometry): Shape };
const writer = new GeoJSONWriter() as unknown as { write(shape: Shape): Geometry };
const densifier = Densifier as unknown as { densify(shape: Shape, distance: number): Shape };
const simplifier = TopologyPreservingSimplifier as unknown as {
  simplify(shape: Shape, tolerance: number): Shape;
};

export const toShape = (geometry: Geometry): Shape => reader.read(geometry);
export const toGeoJson = (shape: Shape): Geometry => writer.write(shape);
export const densify = (shape: Shape, distance: number): Shape => densifier.densify(shape, distance);
export const simplify = (shape: Shape, tolerance: number): Shape => simplifier.simplify(shape, tolerance);

type PolygonizerType = new () => { add(shape: Shape): void; getPolygons(): unknown };

/** How many times the ring winds around the point (non-zero: inside). */
function winding(ring: readonly Position[], [x, y]: Position): number {
  let count = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i] as Position;
    const [x2, y2] = ring[i + 1] as Position;
    const side = (x2 - x1) * (y - y1) - (x - x1) * (y2 - y1);
    if (y1 <= y && y2 > y && side > 0) count += 1;
    else if (y1 > y && y2 <= y && side < 0) count -= 1;
  }
  return count;
}

/**
 * The area a ring encloses by the non-zero winding rule, even where it crosses itself or runs back along
 * itself (Natural Earth's quantised coastlines, and rings clipped to a box): the linework is noded and
 * polygonised, and the faces the ring winds around are joined. `buffer(0)` would drop whole lobes.
 */
export function enclosedArea(ring: Position[]): Shape | undefined {
  const line = toShape({ type: 'LineString', coordinates: ring });
  const polygonizer = new (Polygonizer as unknown as PolygonizerType)();
  polygonizer.add(line.union(line));
  const faces = (polygonizer.getPolygons() as { toArray(): Shape[] }).toArray();
  const inside = faces.filter((face) => {
    const point = toGeoJson(face.getInteriorPoint());
    return point.type === 'Point' && winding(ring, point.coordinates) !== 0;
  });
  const [first, ...rest] = inside;
  return first === undefined ? undefined : rest.reduce((joined, face) => joined.union(face), first);
}
