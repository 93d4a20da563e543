import type { CuttingClass, GoalClass, Stand, StandAction } from '#contracts/estates';
import { hectares, type AreaGeometry } from '#contracts/geometry';
import type { Queryable } from '../../db/database.js';

/**
 * Estates, their co-owners and their forest plans, always looked up by ids the caller got from
 * `visibleEstateIds`: nothing here decides who may see what.
 */

export type EstateRow = {
  id: string;
  business_id: string;
  designation: string;
  municipality: string;
  county: string;
  total_area_ha: number;
  productive_area_ha: number;
  share_numerator: number;
  share_denominator: number;
  boundary: AreaGeometry | null;
};

export type CoOwnerRow = {
  business_id: string;
  name: string;
  share_numerator: number;
  share_denominator: number;
};

/** What a plan summary needs of a stand. */
export type StandFigures = {
  estate_id: string;
  area_m2: number;
  age: number;
  cutting_class: CuttingClass;
  volume_per_ha: number;
};

type StandRow = StandFigures & {
  id: string;
  number: number;
  site_index: string;
  goal_class: GoalClass;
  pine_percent: number;
  spruce_percent: number;
  deciduous_percent: number;
  growth_per_ha: number;
  proposed_action: StandAction;
  proposed_year: number | null;
  geometry: AreaGeometry;
};

/** A stand's volume in m³sk, as the plan shows it: volume per hectare times its area, whole cubic metres. */
export const standVolume = (stand: Pick<StandFigures, 'area_m2' | 'volume_per_ha'>): number =>
  Math.round((stand.volume_per_ha * stand.area_m2) / 10_000);

const toStand = (row: StandRow): Stand => ({
  id: row.id,
  estateId: row.estate_id,
  number: row.number,
  areaHa: hectares(row.area_m2),
  age: row.age,
  siteIndex: row.site_index,
  cuttingClass: row.cutting_class,
  goalClass: row.goal_class,
  species: { pine: row.pine_percent, spruce: row.spruce_percent, deciduous: row.deciduous_percent },
  volumePerHa: row.volume_per_ha,
  volumeTotal: standVolume(row),
  growthPerHa: row.growth_per_ha,
  proposedAction: row.proposed_action,
  proposedYear: row.proposed_year,
  geometry: row.geometry,
});

export function createEstatesRepository(db: Queryable) {
  return {
    async estates(ids: readonly string[]): Promise<EstateRow[]> {
      return db.query<EstateRow>(
        `SELECT id, business_id, designation, municipality, county, total_area_ha::float8 AS total_area_ha,
                productive_area_ha::float8 AS productive_area_ha, share_numerator, share_denominator, boundary
           FROM estate WHERE id = ANY($1::uuid[]) ORDER BY designation, id`,
        [ids],
      );
    },

    /** The other owners of each business: everyone on its co-owner list but the business's own stakeholder. */
    async coOwners(businessIds: readonly string[]): Promise<CoOwnerRow[]> {
      return db.query<CoOwnerRow>(
        `SELECT c.business_id, c.name, c.share_numerator, c.share_denominator
           FROM co_owner c JOIN business b ON b.id = c.business_id
          WHERE c.business_id = ANY($1) AND c.stakeholder_id IS DISTINCT FROM b.stakeholder_id
          ORDER BY c.share_numerator::float8 / c.share_denominator DESC, c.name`,
        [businessIds],
      );
    },

    async standFigures(estateIds: readonly string[]): Promise<StandFigures[]> {
      return db.query<StandFigures>(
        `SELECT estate_id, area_m2, age, cutting_class, volume_per_ha
           FROM stand WHERE estate_id = ANY($1::uuid[])`,
        [estateIds],
      );
    },

    async stands(estateId: string): Promise<Stand[]> {
      const rows = await db.query<StandRow>(
        `SELECT id, estate_id, number, area_m2, age, site_index, cutting_class, goal_class, pine_percent,
                spruce_percent, deciduous_percent, volume_per_ha, growth_per_ha::float8 AS growth_per_ha,
                proposed_action, proposed_year, geometry
           FROM stand WHERE estate_id = $1 ORDER BY number`,
        [estateId],
      );
      return rows.map(toStand);
    },
  };
}
