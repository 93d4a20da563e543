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
