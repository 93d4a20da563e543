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
  readonly age: number;
  readonly cuttingClass: CuttingClass;
  readonly proposedAction: StandAction;
  readonly proposedYear: number | null;
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

    /** Stands of these estates whose plan proposes one of `actions`: the most urgent first. */
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
        proposed_action: StandAction;
        proposed_year: number | null;
      }>(
        `SELECT s.id, s.estate_id, e.designation, s.number, s.area_m2, s.age, s.cutting_class,
                s.proposed_action, s.proposed_year
           FROM stand s JOIN estate e ON e.id = s.estate_id
          WHERE s.estate_id IN (${visible.sql(3)}) AND s.proposed_action = ANY($1::text[])
          ORDER BY s.proposed_year NULLS LAST, e.designation, s.number
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
        proposedAction: row.proposed_action,
        proposedYear: row.proposed_year,
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
