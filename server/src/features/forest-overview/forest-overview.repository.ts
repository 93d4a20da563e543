import type { ActivationState, ActivationStatus } from '#contracts/forest-overview';
import type { CuttingClass, StandAction } from '#contracts/estates';
import type { Extent, MultiPolygon, Polygon } from '#contracts/geometry';
import type { Queryable } from '../../db/database.js';
import type { StandFacts, StoredFigures } from './forest-overview.figures.js';

interface OverviewRow extends Record<string, unknown> {
  state: Exclude<ActivationState, 'inactive'>;
  built_at: Date | null;
  figures: StoredFigures | null;
  message: string | null;
}

export interface StoredOverview {
  readonly status: ActivationStatus;
  readonly figures: StoredFigures | null;
  readonly builtAt: Date | null;
}

const INACTIVE: StoredOverview = {
  status: { state: 'inactive', readyAt: null, message: null },
  figures: null,
  builtAt: null,
};

/** `forest_overview`, one row per member once activated, and the stands the job reads. */
/** A stand as the overview layer draws it. */
export interface OverviewStandRow extends Record<string, unknown> {
  id: string;
  estate_id: string;
  number: number;
  cutting_class: CuttingClass;
  area_m2: number;
  age: number;
  volume_per_ha: number;
  proposed_action: string;
  proposed_year: number | null;
  geometry: Polygon | MultiPolygon;
}

export function createForestOverviewRepository(db: Queryable) {
  return {
    /** Stands of these estates whose bounding box meets `bbox`, in estate and number order, at most `limit`. */
    async standsInExtent(
      estateIds: readonly string[],
      bbox: Extent,
      limit: number,
    ): Promise<OverviewStandRow[]> {
      return db.query<OverviewStandRow>(
        `SELECT id, estate_id, number, cutting_class, area_m2, age, volume_per_ha, proposed_action, proposed_year,
                geometry
           FROM stand
          WHERE estate_id = ANY($1::uuid[])
            AND box(point(min_e, min_n), point(max_e, max_n)) && box(point($2, $3), point($4, $5))
          ORDER BY estate_id, number
          LIMIT $6`,
        [estateIds, ...bbox, limit],
      );
    },

    async find(stakeholderId: string): Promise<StoredOverview> {
      const [row] = await db.query<OverviewRow>(
        'SELECT state, built_at, figures, message FROM forest_overview WHERE stakeholder_id = $1',
        [stakeholderId],
      );
      if (row === undefined) return INACTIVE;
      return {
        status: { state: row.state, readyAt: row.built_at?.toISOString() ?? null, message: row.message },
        figures: row.figures,
        builtAt: row.built_at,
      };
    },

    /**
     * Marks the overview to be built: a first activation, or one after a failure. False when it is already
     * pending, running or ready, so a second click (or a second tab) queues nothing. One statement, so two
     * activations at once cannot both win.
     */
    async markPending(stakeholderId: string, personId: string, at: Date): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO forest_overview (stakeholder_id, state, activated_by, activated_at)
         VALUES ($1, 'pending', $2, $3)
         ON CONFLICT (stakeholder_id) DO UPDATE
            SET state = 'pending', activated_by = $2, activated_at = $3, message = NULL
          WHERE forest_overview.state = 'failed'
         RETURNING stakeholder_id`,
        [stakeholderId, personId, at],
      );
      return rows.length > 0;
    },

    /** False when there is no activation to build for. */
    async markRunning(stakeholderId: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE forest_overview SET state = 'running'
          WHERE stakeholder_id = $1 AND state IN ('pending', 'running') RETURNING stakeholder_id`,
        [stakeholderId],
      );
      return rows.length > 0;
    },

    async markReady(stakeholderId: string, figures: StoredFigures, at: Date): Promise<void> {
      await db.query(
        `UPDATE forest_overview SET state = 'ready', figures = $2, built_at = $3, message = NULL
          WHERE stakeholder_id = $1`,
        [stakeholderId, JSON.stringify(figures), at],
      );
    },

    async markFailed(stakeholderId: string, message: string): Promise<void> {
      await db.query(
        `UPDATE forest_overview SET state = 'failed', message = $2
          WHERE stakeholder_id = $1 AND state IN ('pending', 'running')`,
        [stakeholderId, message],
      );
    },

    /** All the member's estates (the overview is the member's; readers are scoped when they read). */
    async estateIds(stakeholderId: string): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT e.id FROM estate e JOIN business b ON b.id = e.business_id
          WHERE b.stakeholder_id = $1 ORDER BY e.designation`,
        [stakeholderId],
      );
      return rows.map((row) => row.id);
    },

    async stands(stakeholderId: string): Promise<StandFacts[]> {
      const rows = await db.query<{
        estate_id: string;
        area_m2: number;
        volume_per_ha: number;
        growth_per_ha: string;
        proposed_action: StandAction;
        proposed_year: number | null;
      }>(
        `SELECT s.estate_id, s.area_m2, s.volume_per_ha, s.growth_per_ha, s.proposed_action, s.proposed_year
           FROM stand s JOIN estate e ON e.id = s.estate_id JOIN business b ON b.id = e.business_id
          WHERE b.stakeholder_id = $1`,
        [stakeholderId],
      );
      return rows.map((row) => ({
        estateId: row.estate_id,
        areaSquareMetres: row.area_m2,
        volumePerHa: row.volume_per_ha,
        growthPerHa: Number(row.growth_per_ha),
        proposedAction: row.proposed_action,
        proposedYear: row.proposed_year,
      }));
    },
  };
}
