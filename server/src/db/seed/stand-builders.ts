import type { CuttingClass, GoalClass, StandAction } from '#contracts/estates';
import { areaSquareMetres, type AreaGeometry, type Extent, type Position } from '#contracts/geometry';
import type { Queryable } from '../database.js';
import { insertForestBusiness } from './profile-builders.js';

/**
 * Inserts estate boundaries and forest-plan stands (avdelningar). Shared by the demo seed and the tests;
 * every stand field has a default a test can override. Areas and bounding boxes are computed from the
 * geometry, as the server does for everything it stores.
 */

export interface StandSeed {
  readonly number: number;
  readonly geometry: AreaGeometry;
  readonly age: number;
  readonly siteIndex: string;
  readonly cuttingClass: CuttingClass;
  readonly goalClass: GoalClass;
  readonly species: { readonly pine: number; readonly spruce: number; readonly deciduous: number };
  readonly volumePerHa: number;
  readonly growthPerHa: number;
  readonly proposedAction: StandAction;
  readonly proposedYear: number | null;
  /** Square metres of the stand that are impediment (bog, rock), not productive forest land. */
  readonly impedimentM2: number;
}

export const positionsOf = (geometry: AreaGeometry): Position[] =>
  (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).flat(2);

/** [minE, minN, maxE, maxN] of a polygon or multipolygon. */
export function extentOf(geometry: AreaGeometry): Extent {
  const extent: Extent = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [e, n] of positionsOf(geometry)) {
    extent[0] = Math.min(extent[0], e);
    extent[1] = Math.min(extent[1], n);
    extent[2] = Math.max(extent[2], e);
    extent[3] = Math.max(extent[3], n);
  }
  return extent;
}

/** A square of `side` metres with its south-west corner at `corner`. */
export const squareAt = ([e, n]: Position, side: number): AreaGeometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [e, n],
      [e + side, n],
      [e + side, n + side],
      [e, n + side],
      [e, n],
    ],
  ],
});

/** Sets (or replaces) an estate's property boundary and its bounding box. */
export async function setEstateBoundary(
  db: Queryable,
  estateId: string,
  boundary: AreaGeometry,
): Promise<void> {
  const [minE, minN, maxE, maxN] = extentOf(boundary);
  await db.query(
    'UPDATE estate SET boundary = $2, min_e = $3, min_n = $4, max_e = $5, max_n = $6 WHERE id = $1',
    [estateId, JSON.stringify(boundary), minE, minN, maxE, maxN],
  );
}

let sequence = 0;

/** One stand of `estate`; by default a one-hectare spruce stand ready for thinning. */
export async function insertStand(
  db: Queryable,
  estate: { id: string },
  overrides: Partial<StandSeed> = {},
): Promise<StandSeed & { id: string; areaM2: number }> {
  const n = ++sequence;
  const stand: StandSeed = {
    number: overrides.number ?? n,
    geometry:
      overrides.geometry ?? squareAt([650_000 + (n % 50) * 100, 6_650_000 + Math.floor(n / 50) * 100], 100),
    age: overrides.age ?? 42,
    siteIndex: overrides.siteIndex ?? 'G28',
    cuttingClass: overrides.cuttingClass ?? 'G1',
    goalClass: overrides.goalClass ?? 'PG',
    species: overrides.species ?? { pine: 20, spruce: 70, deciduous: 10 },
    volumePerHa: overrides.volumePerHa ?? 160,
    growthPerHa: overrides.growthPerHa ?? 9.5,
    proposedAction: overrides.proposedAction ?? 'Gallring',
    proposedYear: overrides.proposedYear === undefined ? 2027 : overrides.proposedYear,
    impedimentM2: overrides.impedimentM2 ?? 0,
  };
  const areaM2 = areaSquareMetres(stand.geometry);
  const [minE, minN, maxE, maxN] = extentOf(stand.geometry);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO stand (estate_id, number, area_m2, age, site_index, cutting_class, goal_class, pine_percent,
                        spruce_percent, deciduous_percent, volume_per_ha, growth_per_ha, proposed_action,
                        proposed_year, geometry, min_e, min_n, max_e, max_n, productive_area_m2)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     RETURNING id`,
    [
      estate.id,
      stand.number,
      areaM2,
      stand.age,
      stand.siteIndex,
      stand.cuttingClass,
      stand.goalClass,
      stand.species.pine,
      stand.species.spruce,
      stand.species.deciduous,
      stand.volumePerHa,
      stand.growthPerHa,
      stand.proposedAction,
      stand.proposedYear,
      JSON.stringify(stand.geometry),
      minE,
      minN,
      maxE,
      maxN,
      areaM2 - stand.impedimentM2,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return { ...stand, id: row.id, areaM2 };
}

/** An estate of a new business of `stakeholderId` with a one-stand forest plan. */
export async function insertPlannedEstate(db: Queryable, stakeholderId: string): Promise<{ id: string }> {
  const business = await insertForestBusiness(db, stakeholderId);
  const estate = business.estates[0];
  if (estate === undefined) throw new Error('insertForestBusiness gave no estate');
  await insertStand(db, estate, { number: 1 });
  return estate;
}
