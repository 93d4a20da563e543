import GeometryFactory from 'jsts/org/locationtech/jts/geom/GeometryFactory.js';
import GeoJSONReader from 'jsts/org/locationtech/jts/io/GeoJSONReader.js';
import DistanceOp from 'jsts/org/locationtech/jts/operation/distance/DistanceOp.js';
import type { AreaGeometry } from '#contracts/geometry';
import { PUSH_TITLES } from '#contracts/push';
import { portalRoutes } from '#contracts/routes';
import type { Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createNeighbourWarningsRepository, type NearbyEstate } from './neighbour-warnings.repository.js';
import { neighbourWarningTexts } from './neighbour-warnings.texts.js';
import type { Notify } from './notify.js';

/** How near a confirmed find an estate must lie for its owner to be warned. */
export const WARNING_RADIUS_M = 2_000;
/** The place of a find is told only to this square of the SWEREF 99 TM grid. */
const SQUARE_M = 1_000;

/** A bark-beetle find staff have confirmed: where (SWEREF 99 TM, x east and y north in metres) and by whom. */
export interface ConfirmedBarkBeetle {
  /** The observation's id: warning of it again warns no one twice. */
  readonly observationId: string;
  readonly point: { readonly x: number; readonly y: number };
  /** The member who reported it; never warned, and never named to the others. */
  readonly reporterStakeholderId: string;
}

const reader = new GeoJSONReader(new GeometryFactory());

/** A geometry as jsts reads it; only handed on to DistanceOp. */
type JstsGeometry = object;

/** Metres from the point to the estate's boundary in the plane of SWEREF 99 TM; 0 inside it. */
const distanceTo = (boundary: AreaGeometry, point: JstsGeometry): number =>
  DistanceOp.distance(reader.read(boundary), point) as number;

/** The 1 km grid square the point lies in: its south-west corner in whole kilometres, and its centre. */
export function gridSquareOf(point: { x: number; y: number }) {
  const eastKm = Math.floor(point.x / SQUARE_M);
  const northKm = Math.floor(point.y / SQUARE_M);
  return {
    eastKm,
    northKm,
    centre: { x: eastKm * SQUARE_M + SQUARE_M / 2, y: northKm * SQUARE_M + SQUARE_M / 2 },
  };
}

/** Each member's estate nearest the find, of those within the radius. */
function nearestPerMember(estates: readonly NearbyEstate[], point: { x: number; y: number }) {
  const at = reader.read({ type: 'Point', coordinates: [point.x, point.y] }) as JstsGeometry;
  const nearest = new Map<string, { estate: NearbyEstate; metres: number }>();
  for (const estate of estates) {
    const metres = distanceTo(estate.boundary, at);
    const known = nearest.get(estate.stakeholderId);
    if (metres <= WARNING_RADIUS_M && (known === undefined || metres < known.metres)) {
      nearest.set(estate.stakeholderId, { estate, metres });
    }
  }
  return [...nearest.values()].map((found) => found.estate);
}

/**
 * Warns every other member with an estate within 2 km of a confirmed bark-beetle find, once per member and
 * find however many estates they have there, naming their nearest estate and the place only to a 1 km
 * square; members who turned the warnings off are left out. Call it with the transaction that confirms the
 * find. Returns how many members were warned now.
 */
export async function warnNeighboursOfBarkBeetle(
  tx: Queryable,
  deps: { notify: Notify; clock: Clock },
  find: ConfirmedBarkBeetle,
): Promise<number> {
  const warnings = createNeighbourWarningsRepository(tx);
  const estates = await warnings.estatesAround(find.point, WARNING_RADIUS_M, find.reporterStakeholderId);
  const square = gridSquareOf(find.point);
  let warned = 0;
  for (const estate of nearestPerMember(estates, find.point)) {
    if (!(await warnings.markWarned(find.observationId, estate.stakeholderId, deps.clock.now()))) continue;
    await deps.notify(tx, estate.stakeholderId, {
      category: 'forest',
      title: PUSH_TITLES.barkBeetleNearby,
      text: neighbourWarningTexts.text(estate.designation, square),
      link: `${portalRoutes.map.path}?mitt=${String(square.centre.x)},${String(square.centre.y)}`,
      estateIds: [estate.estateId],
      push: PUSH_TITLES.barkBeetleNearby,
    });
    warned += 1;
  }
  return warned;
}
