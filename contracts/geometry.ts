import * as z from 'zod/mini';

/**
 * Geometry as the portal stores and sends it: GeoJSON geometry objects whose coordinates are SWEREF 99 TM
 * (EPSG:3006) metres, [easting, northing]. RFC 7946 allows another CRS only "by prior arrangement"; this
 * is that arrangement, and it holds for every call that carries geometry.
 */
export const CRS = 'EPSG:3006';

/** Where Sweden lies in SWEREF 99 TM, with a margin: catches lon/lat by mistake and swapped axes. */
export const SWEDEN_BOUNDS = { minE: 180_000, maxE: 1_090_000, minN: 6_100_000, maxN: 7_700_000 } as const;

/** Most vertices one stored polygon may have (all rings together). */
export const MAX_POLYGON_VERTICES = 5_000;

const Position = z.tuple([z.number(), z.number()]);
export type Position = z.infer<typeof Position>;

export const PointSchema = z.object({ type: z.literal('Point'), coordinates: Position });
export const PolygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(Position)),
});
export const MultiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(Position))),
});
export const LineStringSchema = z.object({ type: z.literal('LineString'), coordinates: z.array(Position) });
export type Point = z.infer<typeof PointSchema>;
export type Polygon = z.infer<typeof PolygonSchema>;
export type MultiPolygon = z.infer<typeof MultiPolygonSchema>;

/** An area someone drew or a stand's outline. */
export const AreaGeometrySchema = z.union([PolygonSchema, MultiPolygonSchema]);
export type AreaGeometry = z.infer<typeof AreaGeometrySchema>;

export const GeometrySchema = z.union([PointSchema, LineStringSchema, PolygonSchema, MultiPolygonSchema]);
export type Geometry = z.infer<typeof GeometrySchema>;

export const FeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.optional(z.union([z.string(), z.number()])),
  geometry: GeometrySchema,
  properties: z.record(z.string(), z.unknown()),
});
export type Feature = z.infer<typeof FeatureSchema>;

export const FeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(FeatureSchema),
});
export type FeatureCollection = z.infer<typeof FeatureCollectionSchema>;

/** [minE, minN, maxE, maxN] in SWEREF 99 TM. */
export type Extent = [number, number, number, number];

// ---- Extents, as plain numbers without the map library ----

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

/** Planar (shoelace) area of one ring in m²; SWEREF 99 TM is close enough to equal-area (< 0.1 % in Sweden). */
function ringArea(ring: readonly Position[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    twice += (xj + xi) * (yj - yi);
  }
  return Math.abs(twice) / 2;
}

/** Area in m² of a polygon or multipolygon in SWEREF 99 TM: the outer ring less its holes. */
export function areaSquareMetres(geometry: AreaGeometry): number {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let total = 0;
  for (const [shell, ...holes] of polygons) {
    if (shell === undefined) continue;
    total += ringArea(shell) - holes.reduce((sum, hole) => sum + ringArea(hole), 0);
  }
  return total;
}

/** Hectares with one decimal, as the portal shows areas everywhere. */
export const hectares = (squareMetres: number): number => Math.round(squareMetres / 1_000) / 10;
