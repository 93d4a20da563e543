import type { CuttingClass, StandAction } from '#contracts/estates';
import type { AreaGeometry } from '#contracts/geometry';
import type { ServiceAdvisor } from '#contracts/services';
import type { Queryable } from '../../db/database.js';
import type { VisibleEstates } from '../../plugins/estate-scope.js';
import { isUuid } from '#contracts/uuid';

/**
 * The estates, stands and advisors an order is about, always looked up by estate ids the caller got from
 * `visibleEstateIds`, or within the `visibleEstates` subquery: nothing here decides who may see what.
 */

export interface OrderEstate {
  readonly id: string;
  readonly designation: string;
  readonly boundary: AreaGeometry | null;
}

export interface OrderStand {
  readonly id: string;
  readonly number: number;
  readonly areaSquareMetres: number;
}

export interface RecommendedStand {
  readonly id: string;
  readonly estateId: string;
  readonly estateDesignation: string;
  readonly number: number;
  readonly areaSquareMetres: number;
  /** As rolled forward when the plan is (then `rolledYear` is its year), else as inventoried. */
  readonly age: number;
  readonly cuttingClass: CuttingClass;
  /** The rolled stand's next action, else the plan's proposal. */
  readonly proposedAction: StandAction;
  readonly proposedYear: number | null;
  readonly rolledYear: number | null;
}

export function createServicesRepository(db: Queryable) {
  return {
    async estate(estateId: string): Promise<OrderEstate | undefined> {
      if (!isUuid(estateId)) return undefined;
      const [row] = await db.query<{ id: string; designation: string; boundary: AreaGeometry | null }>(
        'SELECT id, designation, boundary FROM estate WHERE id = $1',
        [estateId],
      );
      return row;
    },

    /** Those of `standIds` that are stands of the estate, by number; ids that are not are left out. */
    async stands(estateId: string, standIds: readonly string[]): Promise<OrderStand[]> {
      const ids = standIds.filter(isUuid);
      if (ids.length === 0) return [];
      const rows = await db.query<{ id: string; number: number; area_m2: number }>(
        `SELECT id, number, area_m2 FROM stand WHERE estate_id = $1 AND id = ANY($2::uuid[]) ORDER BY number`,
        [estateId, ids],
      );
      return rows.map((row) => ({ id: row.id, number: row.number, areaSquareMetres: row.area_m2 }));
    },

    /**
     * Stands of these estates whose plan proposes one of `actions`, most urgent first. A plan rolled
     * forward from its present inventory speaks with its rolled figures and next action
     * (docs/forest-growth.md 10); `stand_rolled_forward` is the estates feature's, read here in the one
     * query that ranks and limits the recommendations.
     */
    async standsProposing(
      visible: VisibleEstates,
      actions: readonly string[],
      limit: number,
    ): Promise<RecommendedStand[]> {
      if (actions.length === 0) return [];
      const rows = await db.query<{
        id: string;
        estate_id: string;
        designation: string;
        number: number;
        area_m2: number;
        age: number;
        cutting_class: CuttingClass;
        action: StandAction;
        action_year: number | null;
        rolled_year: number | null;
      }>(
        `SELECT * FROM (
           SELECT s.id, s.estate_id, e.designation, s.number, s.area_m2,
                  coalesce(r.age, s.age) AS age, coalesce(r.cutting_class, s.cutting_class) AS cutting_class,
                  CASE WHEN r.stand_id IS NULL THEN s.proposed_action ELSE r.next_action END AS action,
                  CASE WHEN r.stand_id IS NULL THEN s.proposed_year ELSE r.next_action_year END AS action_year,
                  CASE WHEN r.stand_id IS NOT NULL THEN extract(year FROM e.plan_rolled_forward_to)::int
                  END AS rolled_year
             FROM stand s JOIN estate e ON e.id = s.estate_id
             LEFT JOIN stand_rolled_forward r
                    ON r.stand_id = s.id AND e.plan_rolled_from = e.plan_inventoried_on
            WHERE s.estate_id IN (${visible.sql(3)})
         ) stand_now
          WHERE action = ANY($1::text[])
          ORDER BY action_year NULLS LAST, designation, number
          LIMIT $2`,
        [actions, limit, ...visible.params],
      );
      return rows.map((row) => ({
        id: row.id,
        estateId: row.estate_id,
        estateDesignation: row.designation,
        number: row.number,
        areaSquareMetres: row.area_m2,
        age: row.age,
        cuttingClass: row.cutting_class,
        proposedAction: row.action,
        proposedYear: row.action_year,
        rolledYear: row.rolled_year,
      }));
    },

    /** The advisor of the stakeholder's forest business (the first by number that has one). */
    async advisor(stakeholderId: string): Promise<ServiceAdvisor | null> {
      const [row] = await db.query<ServiceAdvisor>(
        `SELECT a.name, a.phone, a.email FROM business b JOIN advisor a ON a.id = b.advisor_id
          WHERE b.stakeholder_id = $1 ORDER BY b.id LIMIT 1`,
        [stakeholderId],
      );
      return row ?? null;
    },
  };
}
