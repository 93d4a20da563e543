import type { AreaGeometry, Polygon, Position } from '#contracts/geometry';
import { areaSquareMetres } from '#contracts/geometry';
import { ringContains } from '#contracts/plane-geometry';
import Centroid from 'jsts/org/locationtech/jts/algorithm/Centroid.js';
import type Geometry from 'jsts/org/locationtech/jts/geom/Geometry.js';
import GeometryFactory from 'jsts/org/locationtech/jts/geom/GeometryFactory.js';
import GeoJSONReader from 'jsts/org/locationtech/jts/io/GeoJSONReader.js';
import GeoJSONWriter from 'jsts/org/locationtech/jts/io/GeoJSONWriter.js';
import OverlayOp from 'jsts/org/locationtech/jts/operation/overlay/OverlayOp.js';
import { extentOf } from './stand-builders.js';

/**
 * Synthetic but plausible estate geometry for the demo (docs/map.md 5): an irregular property boundary
 * of a given area, and a forest plan whose stands tile it without gaps or overlaps. Everything is
 * deterministic: the same seed gives the same coordinates, so the demo and its tests agree.
 */

/** mulberry32: a small seeded generator; the demo needs repeatable, not good, randomness. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seed from a text (the property designation), so each estate has its own shapes. */
export function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16_777_619);
  return hash >>> 0;
}

/** Enough Lloyd rounds to avoid slivers, few enough to keep stands of different sizes. */
const LLOYD_ROUNDS = 1;

const round = (metres: number): number => Math.round(metres * 100) / 100;

export interface BoundarySpec {
  readonly centre: Position;
  readonly areaM2: number;
  readonly vertices: number;
  /** Length over width of the estate's rough ellipse. */
  readonly elongation: number;
  /** Direction of its long axis, degrees from east. */
  readonly rotationDeg: number;
  readonly seed: number;
}

/**
 * An irregular, star-shaped polygon around `centre` whose planar area is `areaM2` (to the centimetre
 * rounding of its coordinates): a wobbly ellipse with field-edge-like kinks.
 */
export function estateBoundary(spec: BoundarySpec): Polygon {
  const random = seededRandom(spec.seed);
  const phase = [random() * Math.PI * 2, random() * Math.PI * 2, random() * Math.PI * 2];
  const rotation = (spec.rotationDeg * Math.PI) / 180;
  const shape: Position[] = [];
  for (let i = 0; i < spec.vertices; i++) {
    const angle = ((i + (random() - 0.5) * 0.6) / spec.vertices) * Math.PI * 2;
    const radius =
      1 +
      0.14 * Math.sin(2 * angle + (phase[0] ?? 0)) +
      0.09 * Math.sin(3 * angle + (phase[1] ?? 0)) +
      0.05 * Math.sin(5 * angle + (phase[2] ?? 0)) +
      (random() - 0.5) * 0.08;
    const x = radius * Math.cos(angle) * Math.sqrt(spec.elongation);
    const y = (radius * Math.sin(angle)) / Math.sqrt(spec.elongation);
    shape.push([
      x * Math.cos(rotation) - y * Math.sin(rotation),
      x * Math.sin(rotation) + y * Math.cos(rotation),
    ]);
  }
  const unit: Polygon = { type: 'Polygon', coordinates: [[...shape, shape[0] as Position]] };
  const scale = Math.sqrt(spec.areaM2 / areaSquareMetres(unit));
  const [e, n] = spec.centre;
  const ring = shape.map(([x, y]): Position => [round(e + x * scale), round(n + y * scale)]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0] as Position]] };
}

const factory = new GeometryFactory();
const reader = new GeoJSONReader(factory);
const writer = new GeoJSONWriter();

const toJsts = (geometry: AreaGeometry): Geometry => reader.read(geometry) as Geometry;

/** The overlay operations used here and in the tests, typed (jsts declares them as `any`). */
export const overlay = {
  intersection: (a: Geometry, b: Geometry): Geometry => OverlayOp.intersection(a, b) as Geometry,
  union: (a: Geometry, b: Geometry): Geometry => OverlayOp.union(a, b) as Geometry,
  difference: (a: Geometry, b: Geometry): Geometry => OverlayOp.difference(a, b) as Geometry,
};

/** A jsts polygon or multipolygon as GeoJSON polygons, coordinates rounded to the centimetre. */
function polygonsOf(geometry: Geometry): Polygon[] {
  const json = writer.write(geometry) as { type: string; coordinates: Position[][] | Position[][][] };
  const parts =
    json.type === 'Polygon'
      ? [json.coordinates as Position[][]]
      : json.type === 'MultiPolygon'
        ? (json.coordinates as Position[][][])
        : [];
  return parts.map((rings) => ({
    type: 'Polygon',
    coordinates: rings.map((ring) => ring.map(([e, n]): Position => [round(e), round(n)])),
  }));
}

/** The Voronoi cell of `site` among `sites`, clipped to a (convex) box: half-plane by half-plane. */
function voronoiCell(site: Position, sites: readonly Position[], box: Position[]): Position[] {
  let cell = box;
  for (const other of sites) {
    if (other === site) continue;
    // Keep points nearer `site` than `other`: n·p <= c, n = other - site, c = n·midpoint.
    const nx = other[0] - site[0];
    const ny = other[1] - site[1];
    const c = (nx * (site[0] + other[0])) / 2 + (ny * (site[1] + other[1])) / 2;
    const side = ([x, y]: Position): number => nx * x + ny * y - c;
    const next: Position[] = [];
    for (let i = 0; i < cell.length; i++) {
      const a = cell[i] as Position;
      const b = cell[(i + 1) % cell.length] as Position;
      const sa = side(a);
      const sb = side(b);
      if (sa <= 0) next.push(a);
      if ((sa < 0 && sb > 0) || (sa > 0 && sb < 0)) {
        const t = sa / (sa - sb);
        next.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
      }
    }
    cell = next;
  }
  return cell;
}

const ringPolygon = (ring: Position[]): Polygon => ({
  type: 'Polygon',
  coordinates: [[...ring, ring[0] as Position]],
});

/**
 * Splits `boundary` into about `count` stands: Voronoi cells of jittered sites, evened out by a few
 * rounds of Lloyd relaxation (each site moves to its clipped cell's centroid), then clipped to the
 * boundary with jsts. A clipped cell that falls apart is split into its parts, and a part smaller than
 * `minAreaM2` is merged into the neighbour it shares the longest edge with.
 */
export function tileStands(boundary: Polygon, count: number, seed: number, minAreaM2 = 5_000): Polygon[] {
  const random = seededRandom(seed);
  const shape = toJsts(boundary);
  const [minE, minN, maxE, maxN] = extentOf(boundary);
  const margin = 100;
  const box: Position[] = [
    [minE - margin, minN - margin],
    [maxE + margin, minN - margin],
    [maxE + margin, maxN + margin],
    [minE - margin, maxN + margin],
  ];
  let sites: Position[] = [];
  while (sites.length < count) {
    const site: Position = [minE + random() * (maxE - minE), minN + random() * (maxN - minN)];
    if (ringContains(boundary.coordinates[0] ?? [], site)) sites.push(site);
  }
  const clipped = (all: Position[]): Geometry[] =>
    all.map((site) => overlay.intersection(toJsts(ringPolygon(voronoiCell(site, all, box))), shape));
  for (let round = 0; round < LLOYD_ROUNDS; round++) {
    sites = clipped(sites).map((cell, i) => {
      if (cell.getArea() === 0) return sites[i] as Position;
      const { x, y } = Centroid.getCentroid(cell) as { x: number; y: number };
      return [x, y];
    });
  }
  const parts = clipped(sites).flatMap(polygonsOf).map(toJsts);
  return mergeSmallParts(parts, minAreaM2).flatMap(polygonsOf);
}

function mergeSmallParts(parts: Geometry[], minAreaM2: number): Geometry[] {
  const stands = [...parts];
  for (;;) {
    const smallIndex = stands.findIndex((part) => part.getArea() < minAreaM2);
    if (smallIndex < 0) return stands;
    const small = stands[smallIndex] as Geometry;
    let best = -1;
    let bestLength = 0;
    stands.forEach((other, i) => {
      if (i === smallIndex) return;
      // The perimeter the two lose when joined is twice the edge they share.
      const shared = (small.getLength() + other.getLength() - overlay.union(small, other).getLength()) / 2;
      if (shared > bestLength) {
        best = i;
        bestLength = shared;
      }
    });
    if (best < 0) return stands;
    stands[best] = overlay.union(small, stands[best] as Geometry);
    stands.splice(smallIndex, 1);
  }
}
