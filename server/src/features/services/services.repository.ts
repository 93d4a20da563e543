import type { AreaGeometry } from '#contracts/geometry';
import type { ServiceAdvisor } from '#contracts/services';
import type { Queryable } from '../../db/database.js';
import { isUuid } from '#contracts/uuid';

/**
 * The estates, stands and advisors an order is about, always looked up by estate ids the caller got from
 * `visibleEstateIds`: nothing here decides who may see what.
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

    /**
     * Those of `standIds` that are stands of the estate, by number; ids that are not are left out. Work on
     * stands is done on their productive area, the area the stand list shows.
     */
    async stands(estateId: string, standIds: readonly string[]): Promise<OrderStand[]> {
      const ids = standIds.filter(isUuid);
      if (ids.length === 0) return [];
      const rows = await db.query<{ id: string; number: number; area_m2: number }>(
        `SELECT id, number, productive_area_m2 AS area_m2 FROM stand
          WHERE estate_id = $1 AND id = ANY($2::uuid[]) ORDER BY number`,
        [estateId, ids],
      );
      return rows.map((row) => ({ id: row.id, number: row.number, areaSquareMetres: row.area_m2 }));
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
