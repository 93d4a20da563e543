import { get as getProjection, transform, type Projection } from 'ol/proj';
import { register } from 'ol/proj/proj4';
import { proj4 } from './proj4-lite';

/** SWEREF 99 TM, the CRS of every Swedish authority's geodata and of all our geometry. */
export const SWEREF99_TM = 'EPSG:3006';

/**
 * The extent of Lantmäteriet's 3006 tile matrix, also used as the projection's validity extent; the grid's
 * top-left corner is (−1 200 000, 8 500 000) (docs/map.md 2.2).
 */
export const SWEREF99_TM_EXTENT: [number, number, number, number] = [
  -1_200_000, 4_700_000, 2_600_000, 8_500_000,
];

// Registered statically: fromEPSGCode() would fetch the definition over the network.
const DEFINITION = '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs';

let registered: Projection | null = null;

/** Makes EPSG:3006 known to OpenLayers (once) and returns it. */
export function sweref99tm(): Projection {
  if (registered !== null) return registered;
  proj4.defs(SWEREF99_TM, DEFINITION);
  register(proj4 as unknown as Parameters<typeof register>[0]);
  const projection = getProjection(SWEREF99_TM);
  if (projection === null) throw new Error('EPSG:3006 did not register');
  projection.setExtent(SWEREF99_TM_EXTENT);
  registered = projection;
  return projection;
}

/** [longitude, latitude] in WGS 84 → [E, N] in SWEREF 99 TM. */
export function fromLonLat(lonLat: readonly [number, number]): [number, number] {
  sweref99tm();
  const [e, n] = transform([...lonLat], 'EPSG:4326', SWEREF99_TM);
  return [e ?? NaN, n ?? NaN];
}

/** [E, N] in SWEREF 99 TM → [longitude, latitude] in WGS 84. */
export function toLonLat(eastNorth: readonly [number, number]): [number, number] {
  sweref99tm();
  const [lon, lat] = transform([...eastNorth], SWEREF99_TM, 'EPSG:4326');
  return [lon ?? NaN, lat ?? NaN];
}
