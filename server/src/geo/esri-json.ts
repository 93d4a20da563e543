import type { Feature, Geometry, Position } from '#contracts/geometry';
import { ringContains } from '#contracts/plane-geometry';

/** ArcGIS REST `f=json` features (Esri JSON), the format the patched layer resources make us ask for. */
interface EsriFeature {
  readonly attributes?: Record<string, unknown>;
  readonly geometry?: {
    readonly x?: number;
    readonly y?: number;
    readonly paths?: Position[][];
    readonly rings?: Position[][];
  };
}

/** Twice the signed area: negative for a clockwise ring (y up), which Esri uses for outer rings. */
function signedArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    sum += (xj - xi) * (yj + yi);
  }
  return sum;
}

/** Esri rings (outer clockwise, holes counter-clockwise, in any order) as a GeoJSON (Multi)Polygon. */
function polygonOf(rings: Position[][]): Geometry | undefined {
  const shells: Position[][][] = [];
  const holes: Position[][] = [];
  for (const ring of rings) {
    if (ring.length < 4) continue;
    if (signedArea(ring) < 0) shells.push([[...ring].reverse()]);
    else holes.push([...ring].reverse());
  }
  for (const hole of holes) {
    const first = hole[0];
    const shell =
      first === undefined
        ? undefined
        : shells.find(([outer]) => outer !== undefined && ringContains(outer, first));
    shell?.push(hole);
  }
  if (shells.length === 0) return undefined;
  return shells.length === 1
    ? { type: 'Polygon', coordinates: shells[0] as Position[][] }
    : { type: 'MultiPolygon', coordinates: shells };
}

function geometryOf(geometry: EsriFeature['geometry']): Geometry | undefined {
  if (geometry === undefined) return undefined;
  if (typeof geometry.x === 'number' && typeof geometry.y === 'number') {
    return { type: 'Point', coordinates: [geometry.x, geometry.y] };
  }
  if (geometry.rings !== undefined) return polygonOf(geometry.rings);
  const [path] = geometry.paths ?? [];
  // Our map draws lines only as LineStrings; multi-part lines are rare in these layers: first part.
  return path === undefined ? undefined : { type: 'LineString', coordinates: path };
}

/** Esri JSON query features as GeoJSON features; ones without a usable geometry are left out. */
export function esriToGeoJson(features: readonly EsriFeature[], idPrefix: string): Feature[] {
  const out: Feature[] = [];
  features.forEach((feature, index) => {
    const geometry = geometryOf(feature.geometry);
    if (geometry === undefined) return;
    const attributes = feature.attributes ?? {};
    const objectId = attributes.OBJECTID ?? attributes.objectid;
    const key = typeof objectId === 'number' || typeof objectId === 'string' ? objectId : index;
    out.push({
      type: 'Feature',
      id: `${idPrefix}-${String(key)}`,
      geometry,
      properties: { ...attributes },
    });
  });
  return out;
}
