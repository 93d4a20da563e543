import type { AreaGeometry } from '#contracts/geometry';
import type { Queryable } from '../../db/database.js';

/** An estate near a point, with the member whose business owns it. */
export type NearbyEstate = {
  readonly estateId: string;
  readonly stakeholderId: string;
  readonly designation: string;
  readonly boundary: AreaGeometry;
};

/** Whom a bark-beetle warning reaches, and their choice to hear of them. */
export function createNeighbourWarningsRepository(db: Queryable) {
  return {
    /**
     * Other members' estates whose bounding box comes within `metres` of the point (x east, y north, in
     * SWEREF 99 TM), of those who have not turned the warnings off; the exact distance is the caller's.
     */
    async estatesAround(
      point: { x: number; y: number },
      metres: number,
      reporterStakeholderId: string,
    ): Promise<NearbyEstate[]> {
      return db.query<NearbyEstate>(
        `SELECT e.id AS "estateId", b.stakeholder_id AS "stakeholderId", e.designation, e.boundary
           FROM estate e JOIN business b ON b.id = e.business_id
          WHERE e.boundary IS NOT NULL AND b.stakeholder_id <> $3::text
            -- A boundary stored without its box is measured rather than missed.
            AND (e.min_e IS NULL
                 OR (e.min_e <= $1::float8 + $4::float8 AND e.max_e >= $1::float8 - $4::float8
                     AND e.min_n <= $2::float8 + $4::float8 AND e.max_n >= $2::float8 - $4::float8))
            AND coalesce((SELECT enabled FROM neighbour_warning_setting s
                           WHERE s.stakeholder_id = b.stakeholder_id), true)
          ORDER BY e.designation, e.id`,
        [point.x, point.y, reporterStakeholderId, metres],
      );
    },

    /** True the first time a member is warned of the observation, false ever after. */
    async markWarned(observationId: string, stakeholderId: string, at: Date): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO neighbour_warning (observation_id, stakeholder_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [observationId, stakeholderId, at],
      );
      return rows.length > 0;
    },

    /** Whether the member hears of bark beetle confirmed near their estates; on unless they turned it off. */
    async isOn(stakeholderId: string): Promise<boolean> {
      const [row] = await db.query<{ enabled: boolean }>(
        'SELECT enabled FROM neighbour_warning_setting WHERE stakeholder_id = $1',
        [stakeholderId],
      );
      return row?.enabled ?? true;
    },

    async save(stakeholderId: string, enabled: boolean, at: Date): Promise<void> {
      await db.query(
        `INSERT INTO neighbour_warning_setting (stakeholder_id, enabled, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (stakeholder_id) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
        [stakeholderId, enabled, at],
      );
    },
  };
}
