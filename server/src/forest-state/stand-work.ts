import type { StandAction } from '#contracts/estates';
import type { AreaGeometry } from '#contracts/geometry';
import type { ServiceName } from '#contracts/services';
import type { WorkAction } from '../forest-growth/types.js';
import { commonAreaSquareMetres } from '../geo/geometry/overlap.js';

/**
 * Which stands the work done and ordered on an estate covers (docs/forest-growth.md 6.1): a service order's
 * line names its stands, or an area drawn on the map; a contract has its area on the map. A stand is
 * covered by an area when at least half of it lies inside.
 */

/** The action each service of the catalogue carries out on a stand. */
export const ACTION_OF_SERVICE: Partial<Readonly<Record<ServiceName, StandAction>>> = {
  plantering: 'Plantering',
  rojning: 'Röjning',
  markberedning: 'Markberedning',
  gallring: 'Gallring',
  slutavverkning: 'Slutavverkning',
  naturvard: 'Naturvårdsåtgärd',
};

/** The action of each contract operation (migration 0013). */
export const ACTION_OF_OPERATION: Readonly<Record<string, WorkAction>> = {
  'forsta-gallring': 'Gallring',
  gallring: 'Gallring',
  slutavverkning: 'Slutavverkning',
  rojning: 'Röjning',
  markberedning: 'Markberedning',
  plantering: 'Plantering',
};

export const isWorkAction = (action: StandAction): action is WorkAction =>
  (Object.values(ACTION_OF_OPERATION) as StandAction[]).includes(action);

/** A piece of work on an estate: done on `doneOn` (YYYY-MM-DD), or still open when that is null. */
export interface EstateWork {
  readonly estateId: string;
  /** The order's or the contract's number: "SO-2026-001001", "AU-2026-12544". */
  readonly number: string;
  readonly action: StandAction;
  readonly doneOn: string | null;
  /** The stands a service order line names; null when the work has an area instead. */
  readonly standIds: readonly string[] | null;
  readonly area: AreaGeometry | null;
}

export interface CoveredStand {
  readonly id: string;
  readonly estateId: string;
  readonly areaM2: number;
  readonly geometry: AreaGeometry;
}

type Box = readonly [number, number, number, number];

function boxOf(geometry: AreaGeometry): Box {
  const rings = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings.flat()) {
    for (const [e, n] of ring)
      box = [Math.min(box[0], e), Math.min(box[1], n), Math.max(box[2], e), Math.max(box[3], n)];
  }
  return box;
}
const meet = (a: Box, b: Box): boolean => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * How much of a stand an area covers. A contract's area is its stands' polygons side by side, a MultiPolygon
 * whose parts share edges, which an overlay refuses as a whole: each part is measured on its own.
 */
function coveredSquareMetres(stand: AreaGeometry, area: AreaGeometry): number {
  const parts: AreaGeometry[] =
    area.type === 'Polygon'
      ? [area]
      : area.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }));
  return parts.reduce((sum, part) => sum + (commonAreaSquareMetres(stand, part) ?? 0), 0);
}

/** The work that covers each stand, by stand id. */
export function workByStand(
  stands: readonly CoveredStand[],
  work: readonly EstateWork[],
): Map<string, EstateWork[]> {
  const byStand = new Map<string, EstateWork[]>();
  const add = (standId: string, entry: EstateWork) =>
    byStand.set(standId, [...(byStand.get(standId) ?? []), entry]);
  for (const entry of work) {
    if (entry.standIds !== null) {
      for (const id of entry.standIds) add(id, entry);
      continue;
    }
    if (entry.area === null) continue;
    const area = entry.area;
    const box = boxOf(area);
    for (const stand of stands) {
      if (stand.estateId !== entry.estateId || !meet(box, boxOf(stand.geometry))) continue;
      if (coveredSquareMetres(stand.geometry, area) >= stand.areaM2 / 2) add(stand.id, entry);
    }
  }
  return byStand;
}
