import GeometryFactory from 'jsts/org/locationtech/jts/geom/GeometryFactory.js';
import GeoJSONReader from 'jsts/org/locationtech/jts/io/GeoJSONReader.js';
import IsValidOp from 'jsts/org/locationtech/jts/operation/valid/IsValidOp.js';
import TopologyValidationError from 'jsts/org/locationtech/jts/operation/valid/TopologyValidationError.js';
import type { MultiPolygon, Polygon } from '#contracts/geometry';
import { geometryTexts, where } from './geometry-texts.js';

const reader = new GeoJSONReader(new GeometryFactory());

const MESSAGES = new Map<number, (position: string) => string>([
  [TopologyValidationError.SELF_INTERSECTION, geometryTexts.selfIntersection],
  [TopologyValidationError.RING_SELF_INTERSECTION, geometryTexts.ringSelfIntersection],
  [TopologyValidationError.HOLE_OUTSIDE_SHELL, geometryTexts.holeOutsideShell],
  [TopologyValidationError.NESTED_HOLES, geometryTexts.nestedHoles],
  [TopologyValidationError.DISCONNECTED_INTERIOR, geometryTexts.disconnectedInterior],
  [TopologyValidationError.NESTED_SHELLS, geometryTexts.nestedShells],
  [TopologyValidationError.DUPLICATE_RINGS, geometryTexts.duplicateRings],
  [TopologyValidationError.TOO_FEW_POINTS, geometryTexts.tooFewPoints],
]);

interface JstsCoordinate {
  readonly x: number;
  readonly y: number;
}

/**
 * Topology (docs/map.md 4, step 3) with JTS's IsValidOp, which is planar and so right for SWEREF 99 TM:
 * self-intersections (a bow-tie), a ring through one point twice, holes outside their shell or nested,
 * too few distinct points. The message says what and where. Undefined when the area is valid.
 */
export function topologyProblem(geometry: Polygon | MultiPolygon): string | undefined {
  const op = new IsValidOp(reader.read(geometry));
  if (op.isValid()) return undefined;
  const error = op.getValidationError();
  const coordinate = error.getCoordinate() as JstsCoordinate | null;
  const position = coordinate === null ? '' : where(coordinate.x, coordinate.y);
  const message = MESSAGES.get(error.getErrorType() as number) ?? geometryTexts.invalidTopology;
  return message(position);
}

/** JTS's own area of a valid polygon, for cross-checks. */
export const jstsArea = (geometry: Polygon | MultiPolygon): number =>
  (reader.read(geometry) as { getArea(): number }).getArea();
