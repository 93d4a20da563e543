import type { MultiPolygon, Point, Polygon, Position } from '#contracts/geometry';
import { geometryTexts, ringName, where } from './geometry-texts.js';

export type StoredGeometry = Point | Polygon | MultiPolygon;

/** A shape read from untrusted JSON: the geometry, or the first problem in Swedish. */
export type StructureCheck = { readonly geometry: StoredGeometry } | { readonly problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class StructureProblem extends Error {}

function position(value: unknown): Position {
  if (!Array.isArray(value) || value.length !== 2) throw new StructureProblem(geometryTexts.badPosition);
  const [easting, northing] = value as unknown[];
  if (typeof easting !== 'number' || typeof northing !== 'number') {
    throw new StructureProblem(geometryTexts.badPosition);
  }
  if (!Number.isFinite(easting) || !Number.isFinite(northing)) {
    throw new StructureProblem(geometryTexts.notANumber);
  }
  return [easting, northing];
}

function ring(value: unknown, name: string): Position[] {
  if (!Array.isArray(value)) throw new StructureProblem(geometryTexts.badPosition);
  const positions = value.map(position);
  if (positions.length < 4) throw new StructureProblem(geometryTexts.tooFewPositions(name));
  const first = positions[0] as Position;
  const last = positions[positions.length - 1] as Position;
  if (first[0] !== last[0] || first[1] !== last[1]) {
    throw new StructureProblem(geometryTexts.notClosed(name, where(...first), where(...last)));
  }
  return positions;
}

function polygon(value: unknown, index: number, count: number): Position[][] {
  if (!Array.isArray(value)) throw new StructureProblem(geometryTexts.noRings);
  if (value.length === 0) throw new StructureProblem(geometryTexts.noRings);
  return value.map((candidate, ringIndex) => ring(candidate, ringName(ringIndex, index, count)));
}

/**
 * Structure (docs/map.md 4, step 1): a Point, Polygon or MultiPolygon whose positions are two finite numbers
 * and whose rings are closed with at least four positions. The route schemas check the shape too; this
 * also guards geometry that reaches the server by other ways (seeds, imports) and says where it is wrong.
 */
export function readStructure(input: unknown): StructureCheck {
  if (!isRecord(input)) return { problem: geometryTexts.notAGeometry };
  try {
    switch (input.type) {
      case 'Point':
        return { geometry: { type: 'Point', coordinates: position(input.coordinates) } };
      case 'Polygon':
        return { geometry: { type: 'Polygon', coordinates: polygon(input.coordinates, 0, 1) } };
      case 'MultiPolygon': {
        const parts = input.coordinates;
        if (!Array.isArray(parts)) return { problem: geometryTexts.noRings };
        if (parts.length === 0) return { problem: geometryTexts.emptyMultiPolygon };
        return {
          geometry: {
            type: 'MultiPolygon',
            coordinates: parts.map((part, index) => polygon(part, index, parts.length)),
          },
        };
      }
      default:
        return { problem: geometryTexts.unsupportedType };
    }
  } catch (error) {
    if (error instanceof StructureProblem) return { problem: error.message };
    throw error;
  }
}

/** Every position of a geometry, closing positions included. */
export function positionsOf(geometry: StoredGeometry): Position[] {
  if (geometry.type === 'Point') return [geometry.coordinates];
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flat(2);
}

/** Vertices as people count them: each ring's corners, its closing position not counted twice. */
export function vertexCount(geometry: StoredGeometry): number {
  if (geometry.type === 'Point') return 1;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.reduce((sum, rings) => sum + rings.reduce((n, r) => n + r.length - 1, 0), 0);
}
