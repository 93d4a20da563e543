import {
  areaSquareMetres,
  MAX_POLYGON_VERTICES,
  type Extent,
  type MultiPolygon,
  type Point,
  type Polygon,
} from '#contracts/geometry';
import { geometryTexts, ringName } from './geometry-texts.js';
import { normaliseGeometry } from './normalise.js';
import { positionsOf, readStructure, vertexCount, type StoredGeometry } from './structure.js';
import { swedenRangeProblem } from './sweden-range.js';
import { topologyProblem } from './topology.js';

export type { StoredGeometry } from './structure.js';

/** Geometry fit to store: normalised, measured on the server, with its bounding box for map look-ups. */
export interface CheckedGeometry<G extends StoredGeometry = StoredGeometry> {
  readonly ok: true;
  readonly geometry: G;
  /** m², planar in SWEREF 99 TM; null for a point. */
  readonly areaSquareMetres: G extends Point ? null : number;
  /** [minE, minN, maxE, maxN]. */
  readonly bbox: Extent;
}

export interface RejectedGeometry {
  readonly ok: false;
  /** What is wrong and where, in Swedish, for `fieldErrors.geometry`. */
  readonly message: string;
}

export type GeometryCheck<G extends StoredGeometry = StoredGeometry> = CheckedGeometry<G> | RejectedGeometry;

const reject = (message: string): RejectedGeometry => ({ ok: false, message });

function bboxOf(geometry: StoredGeometry): Extent {
  const bbox: Extent = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [e, n] of positionsOf(geometry)) {
    bbox[0] = Math.min(bbox[0], e);
    bbox[1] = Math.min(bbox[1], n);
    bbox[2] = Math.max(bbox[2], e);
    bbox[3] = Math.max(bbox[3], n);
  }
  return bbox;
}

/** A ring that rounding to centimetres collapsed below four positions. */
function collapsedRing(geometry: Polygon | MultiPolygon): string | undefined {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const [index, rings] of polygons.entries()) {
    const ring = rings.findIndex((candidate) => candidate.length < 4);
    if (ring >= 0) return geometryTexts.tooFewPositions(ringName(ring, index, polygons.length));
  }
  return undefined;
}

/**
 * Validates geometry before anything is stored (docs/map.md 4): structure, Sweden's range in SWEREF 99 TM,
 * the vertex limit, topology (jsts); then normalises it and measures the area on the server. Takes what
 * the client sent as `unknown`, so it never trusts a shape a schema might have let through.
 */
export function checkGeometry(input: unknown): GeometryCheck {
  const structure = readStructure(input);
  if ('problem' in structure) return reject(structure.problem);
  const vertices = vertexCount(structure.geometry);
  if (vertices > MAX_POLYGON_VERTICES) {
    return reject(geometryTexts.tooManyVertices(vertices, MAX_POLYGON_VERTICES));
  }
  const outside = swedenRangeProblem(positionsOf(structure.geometry));
  if (outside !== undefined) return reject(outside);

  const geometry = normaliseGeometry(structure.geometry);
  if (geometry.type === 'Point') {
    return { ok: true, geometry, areaSquareMetres: null, bbox: bboxOf(geometry) };
  }
  const problem = collapsedRing(geometry) ?? topologyProblem(geometry);
  if (problem !== undefined) return reject(problem);
  return { ok: true, geometry, areaSquareMetres: areaSquareMetres(geometry), bbox: bboxOf(geometry) };
}

/** Only a polygon (or multipolygon) will do: a drawn area, a stand, a boundary. */
export function checkArea(input: unknown): GeometryCheck<Polygon | MultiPolygon> {
  const check = checkGeometry(input);
  if (check.ok && check.geometry.type === 'Point') return reject(geometryTexts.notAnArea);
  return check as GeometryCheck<Polygon | MultiPolygon>;
}

/** A point or a polygon, as custom points take. */
export function checkPointOrPolygon(input: unknown): GeometryCheck<Point | Polygon> {
  const check = checkGeometry(input);
  if (check.ok && check.geometry.type === 'MultiPolygon') return reject(geometryTexts.unsupportedType);
  return check as GeometryCheck<Point | Polygon>;
}
