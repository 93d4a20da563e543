import type { ActivationState, ActivationStatus } from '#contracts/forest-overview';
import type { Extent } from '#contracts/geometry';
import type { Queryable } from '../../db/database.js';
import type { StoredFigures } from './forest-overview.figures.js';

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

/** `forest_overview`, one row per member once activated, and the stands the overview layer draws. */
export function createForestOverviewRepository(db: Queryable) {
  return {
    /** Ids of the stands of these estates whose bounding box meets `bbox`, at most `limit`. */
    async standIdsInExtent(estateIds: readonly string[], bbox: Extent, limit: number): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM stand
          WHERE estate_id = ANY($1::uuid[])
            AND box(point(min_e, min_n), point(max_e, max_n)) && box(point($2, $3), point($4, $5))
          ORDER BY estate_id, number
          LIMIT $6`,
        [estateIds, ...bbox, limit],
      );
      return rows.map((row) => row.id);
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
  };
}
