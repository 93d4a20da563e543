import type { AreaGeometry } from '#contracts/geometry';
import type { Queryable } from '../../db/database.js';
import type { StandFigures } from '../../forest-state/stands-summary.js';
import type { Actor } from '../../plugins/actor.js';
import { visibleEstateParams, visibleEstatesSql } from '../../plugins/estate-scope.js';

/**
 * Estates, their co-owners and their forest plans, always limited to what the actor may see by
 * `visibleEstatesSql` or by ids the caller got from `visibleEstateIds`: nothing here decides that itself.
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

type CoOwnerRow = {
  name: string;
  share_numerator: number;
  share_denominator: number;
};

export type EstateWithOwnersAndStands = EstateRow & {
  co_owners: CoOwnerRow[];
  stand_figures: StandFigures[];
  inventory_date: string | null;
  /** Null unless the plan is rolled forward from its present inventory. */
  rolled_forward_to: string | null;
};

/**
 * The rolled figures that belong to the plan as it is now: rolled from its present inventory. Until the
 * round rolls a new inventory, its stands show as inventoried only.
 */
const ROLLED_FROM_PRESENT_INVENTORY = 'e.plan_rolled_from = e.plan_inventoried_on';

export function createEstatesRepository(db: Queryable) {
  return {
    /**
     * The estates the actor may see, each with its other owners (everyone on its business's co-owner list
     * but the business's own stakeholder) and what its plan summary needs of its stands, in one round trip.
     */
    async estatesWithOwnersAndStands(actor: Actor, today: string): Promise<EstateWithOwnersAndStands[]> {
      return db.query<EstateWithOwnersAndStands>(
        `SELECT e.id, e.business_id, e.designation, e.municipality, e.county,
                e.total_area_ha::float8 AS total_area_ha, e.productive_area_ha::float8 AS productive_area_ha,
                e.share_numerator, e.share_denominator, e.boundary,
                coalesce((
                  SELECT json_agg(json_build_object('name', c.name, 'share_numerator', c.share_numerator,
                                                    'share_denominator', c.share_denominator)
                                  ORDER BY c.share_numerator::float8 / c.share_denominator DESC, c.name)
                    FROM co_owner c JOIN business b ON b.id = c.business_id
                   WHERE c.business_id = e.business_id AND c.stakeholder_id IS DISTINCT FROM b.stakeholder_id
                ), '[]') AS co_owners,
                coalesce((
                  SELECT json_agg(json_build_object('estate_id', s.estate_id, 'area_m2', s.productive_area_m2,
                                                    'age', s.age,
                                                    'cutting_class', s.cutting_class,
                                                    'volume_per_ha', s.volume_per_ha))
                    FROM stand s WHERE s.estate_id = e.id
                ), '[]') AS stand_figures,
                to_char(e.plan_inventoried_on, 'YYYY-MM-DD') AS inventory_date,
                CASE WHEN ${ROLLED_FROM_PRESENT_INVENTORY}
                     THEN to_char(e.plan_rolled_forward_to, 'YYYY-MM-DD') END AS rolled_forward_to
           FROM estate e
          WHERE e.id IN (${visibleEstatesSql(1)})
          ORDER BY e.designation, e.id`,
        visibleEstateParams(actor, today),
      );
    },
  };
}
