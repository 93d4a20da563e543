/**
 * Writes the map's synthetic fixture layers (server/src/geo/fixtures/*.geojson), all in SWEREF 99 TM
 * (EPSG:3006): protected nature, ancient remains, water protection, the mountain-near forest boundary,
 * wetlands, neighbouring property boundaries and an offline base map for the demo regions (Uppsala north
 * and Älvdalen), plus a Scandinavian land outline from Natural Earth (world-atlas land-50m).
 *
 * Deterministic: a seeded random generator, so running it again gives the same files.
 *   npx tsx --conditions=source scripts/generate-geo-fixtures.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { format } from 'prettier';
import proj4 from 'proj4';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { SWEDEN_BOUNDS, type Geometry, type Position } from '../contracts/geometry.js';
import { densify, enclosedArea, simplify, toGeoJson, toShape } from './geo-fixtures/jsts.js';
import { baseMapRegion } from './geo-fixtures/basemap.js';
import {
  ancientRemains,
  mountainForest,
  properties,
  protectedNature,
  waterProtection,
  wetlands,
} from './geo-fixtures/layers.js';
import { box, polygon, type Feature } from './geo-fixtures/shapes.js';

const OUT = join(import.meta.dirname, '..', 'server', 'src', 'geo', 'fixtures');
const SWEREF = '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs';

const LON_LAT_BOX = { minX: 2, minY: 53, maxX: 35, maxY: 72 };

/** Sutherland–Hodgman: a ring clipped to LON_LAT_BOX (edges may run along the box; rebuilding mends them). */
function clipRing(input: Position[]): Position[] {
  // An edge that jumps across the antimeridian (Chukotka) would cut straight through the box: send it
  // round by the pole instead, outside the box, where clipping folds it onto the box's edge.
  const ring = input.flatMap((point, index): Position[] => {
    const next = input[index + 1];
    if (next === undefined || Math.abs(next[0] - point[0]) <= 180) return [point];
    return [point, [point[0], 90], [next[0], 90]];
  });
  const edges: [(p: Position) => boolean, (a: Position, b: Position) => Position][] = [
    [(p) => p[0] >= LON_LAT_BOX.minX, (a, b) => at(a, b, 0, LON_LAT_BOX.minX)],
    [(p) => p[0] <= LON_LAT_BOX.maxX, (a, b) => at(a, b, 0, LON_LAT_BOX.maxX)],
    [(p) => p[1] >= LON_LAT_BOX.minY, (a, b) => at(a, b, 1, LON_LAT_BOX.minY)],
    [(p) => p[1] <= LON_LAT_BOX.maxY, (a, b) => at(a, b, 1, LON_LAT_BOX.maxY)],
  ];
  let points = ring.slice(0, -1);
  for (const [inside, cross] of edges) {
    const input = points;
    points = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length] as Position;
      if (inside(current)) {
        if (!inside(previous)) points.push(cross(previous, current));
        points.push(current);
      } else if (inside(previous)) {
        points.push(cross(previous, current));
      }
    });
  }
  return points.length < 3 ? [] : [...points, points[0] as Position];
}

/** Where segment a–b crosses the line coordinate[axis] = value. */
function at(a: Position, b: Position, axis: 0 | 1, value: number): Position {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** Natural Earth land (world-atlas land-50m), projected to SWEREF 99 TM and cut to Sweden's range. */
function landOutline(): Feature[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology;
  const land = feature(topology, topology.objects.land as Parameters<typeof feature>[1]) as unknown as {
    features: { geometry: Geometry }[];
  };
  // Cut in lon/lat first so nothing far from zone 33 is projected, then exactly to Sweden's SWEREF range.
  const lonLatBox = toShape(box(LON_LAT_BOX.minX, LON_LAT_BOX.minY, LON_LAT_BOX.maxX, LON_LAT_BOX.maxY));
  const toSweref = proj4('EPSG:4326', SWEREF);
  const { minE, maxE, minN, maxN } = SWEDEN_BOUNDS;
  const swedenBox = toShape(box(minE, minN, maxE, maxN));
  const out: Feature[] = [];
  const polygons = land.features.flatMap(({ geometry }) =>
    geometry.type === 'MultiPolygon' ? geometry.coordinates.map((rings) => polygon(...rings)) : [geometry],
  );
  for (const geometry of polygons) {
    if (geometry.type !== 'Polygon') continue;
    // Natural Earth's rings cross themselves here and there (quantisation; Eurasia at the antimeridian), and
    // JTS overlays of them fail or drop land: clip each ring to the box by hand, then rebuild the area.
    const [outer = [], ...holes] = geometry.coordinates.map(clipRing);
    if (outer.length < 4) continue;
    let area = enclosedArea(outer);
    for (const hole of holes.filter((ring) => ring.length >= 4)) {
      const water = enclosedArea(hole);
      if (area !== undefined && water !== undefined) area = area.difference(water);
    }
    if (area === undefined) continue;
    // Densified, so straight cut edges stay close to their true (curved) course once projected.
    const cut = toGeoJson(densify(area.intersection(lonLatBox), 0.05));
    if (cut.type !== 'Polygon' && cut.type !== 'MultiPolygon') continue;
    const projectRings = (rings: Position[][]) =>
      rings.map((ring) => ring.map((p) => toSweref.forward<Position>(p)));
    const projected: Geometry =
      cut.type === 'Polygon'
        ? polygon(...projectRings(cut.coordinates))
        : { type: 'MultiPolygon', coordinates: cut.coordinates.map(projectRings) };
    const simplified = simplify(toShape(projected).intersection(swedenBox), 300);
    const result = toGeoJson(simplified.buffer(0));
    const roundAll = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(roundAll) : Math.round(value as number);
    // Real (public-domain) data, not synthetic: the only base map feature that is not made up.
    out.push({
      type: 'Feature',
      id: `ne-land-${String(out.length + 1)}`,
      geometry: { ...result, coordinates: roundAll(result.coordinates) } as Geometry,
      properties: { kind: 'land', source: 'Natural Earth 1:50m', synthetic: false },
    });
  }
  return out;
}

async function write(name: string, features: Feature[]): Promise<void> {
  const text = JSON.stringify({ type: 'FeatureCollection', features });
  writeFileSync(join(OUT, name), await format(text, { parser: 'json', printWidth: 110 }));
  console.log(`${name}: ${String(features.length)} features`);
}

await write('skyddad-natur.geojson', protectedNature());
await write('fornlamningar.geojson', ancientRemains());
await write('vattenskydd.geojson', waterProtection());
await write('fjallnara-skog.geojson', mountainForest());
await write('vatmarker.geojson', wetlands());
await write('fastigheter.geojson', properties());
await write('basemap-region.geojson', baseMapRegion());
await write('basemap-land.geojson', landOutline());
