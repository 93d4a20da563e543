import type { CuttingClass, GoalClass, StandAction } from '#contracts/estates';
import type { Queryable } from '../../db/database.js';
import type { AreaGeometry } from '#contracts/geometry';
import type { DueAction, StandInventory } from '../../forest-growth/types.js';

/**
 * The rolled-forward plans (migration 0029): which plans to roll, their stands as inventoried, and the
 * notices a roll has given (`stand_action_notice`, the estates feature's). What a stand is in the rolled
 * year is made on every read (forest-state/), so a roll stores no figures.
 */

/** Whether an estate's plan lacks the roll to `$1`: never rolled, rolled to an earlier day, or from another inventory. */
const NEEDS_ROLL = `e.plan_inventoried_on IS NOT NULL AND e.plan_inventoried_on <= $1::date
  AND (e.plan_rolled_forward_to IS NULL OR e.plan_rolled_forward_to < $1::date
       OR e.plan_rolled_from <> e.plan_inventoried_on)`;

export interface PlanToRoll {
  readonly estateId: string;
  readonly designation: string;
  readonly county: string;
  /** Whom the estate's business belongs to: who is told. */
  readonly stakeholderId: string;
  readonly inventoriedOn: string;
  /** The day of the previous roll from this same inventory; null for a first roll or a new inventory. */
  readonly previousRollTo: string | null;
}

export type InventoriedStand = StandInventory & {
  readonly id: string;
  readonly number: number;
  readonly areaM2: number;
  readonly geometry: AreaGeometry;
};

export interface ActionNotice {
  readonly standId: string;
  readonly action: DueAction;
  readonly dueYear: number;
}

export function createPlanRollRepository(db: Queryable) {
  return {
    /** Ids of estates whose plan lacks the roll to `target`, after `after` in id order (keyset). */
    async estatesToRoll(target: string, after: string | null, limit: number): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT e.id FROM estate e
          WHERE ${NEEDS_ROLL} AND ($2::uuid IS NULL OR e.id > $2::uuid)
          ORDER BY e.id LIMIT $3`,
        [target, after, limit],
      );
      return rows.map((row) => row.id);
    },

    /**
     * The estate's plan under a row lock, if it still lacks the roll to `target`: another process may have
     * rolled it since it was listed.
     */
    async lockPlanToRoll(estateId: string, target: string): Promise<PlanToRoll | undefined> {
      const [row] = await db.query<{
        designation: string;
        county: string;
        stakeholder_id: string;
        inventoried_on: string;
        previous_roll_to: string | null;
      }>(
        `SELECT e.designation, e.county, b.stakeholder_id,
                to_char(e.plan_inventoried_on, 'YYYY-MM-DD') AS inventoried_on,
                CASE WHEN e.plan_rolled_from = e.plan_inventoried_on
                     THEN to_char(e.plan_rolled_forward_to, 'YYYY-MM-DD') END AS previous_roll_to
           FROM estate e JOIN business b ON b.id = e.business_id
          WHERE e.id = $2 AND ${NEEDS_ROLL}
            FOR UPDATE OF e`,
        [target, estateId],
      );
      return (
        row && {
          estateId,
          designation: row.designation,
          county: row.county,
          stakeholderId: row.stakeholder_id,
          inventoriedOn: row.inventoried_on,
          previousRollTo: row.previous_roll_to,
        }
      );
    },

    /** The plan's stands with their figures as inventoried. */
    async inventoriedStands(estateId: string): Promise<InventoriedStand[]> {
      const rows = await db.query<{
        id: string;
        number: number;
        area_m2: number;
        productive_area_m2: number;
        age: number;
        site_index: string;
        cutting_class: CuttingClass;
        goal_class: GoalClass;
        volume_per_ha: number;
        growth_per_ha: number;
        proposed_action: StandAction;
        proposed_year: number | null;
        geometry: AreaGeometry;
      }>(
        `SELECT id, number, area_m2, productive_area_m2, age, site_index, cutting_class, goal_class, volume_per_ha,
                growth_per_ha::float8 AS growth_per_ha, proposed_action, proposed_year, geometry
           FROM stand WHERE estate_id = $1 ORDER BY number`,
        [estateId],
      );
      return rows.map((row) => ({
        id: row.id,
        number: row.number,
        areaM2: row.area_m2,
        geometry: row.geometry,
        // Unrounded, so the rolled total is the volume per hectare times the productive area the plan measured.
        areaHa: row.productive_area_m2 / 10_000,
        age: row.age,
        siteIndex: row.site_index,
        cuttingClass: row.cutting_class,
        goalClass: row.goal_class,
        volumePerHa: row.volume_per_ha,
        growthPerHa: row.growth_per_ha,
        proposedAction: row.proposed_action,
        proposedYear: row.proposed_year,
      }));
    },

    /**
     * Records the notices of this plan not recorded before, and returns those: the unique key keeps one
     * per stand, action and inventory, also when two processes roll the same plan.
     */
    async claimNotices(
      notices: readonly ActionNotice[],
      inventoriedOn: string,
      at: Date,
    ): Promise<ActionNotice[]> {
      if (notices.length === 0) return [];
      const rows = await db.query<{ stand_id: string; action: DueAction; due_year: number }>(
        `INSERT INTO stand_action_notice (stand_id, action, plan_inventoried_on, due_year, notified_at)
         SELECT stand_id, action, $2::date, due_year, $3
           FROM json_to_recordset($1::json) AS n (stand_id uuid, action text, due_year integer)
         ON CONFLICT DO NOTHING
         RETURNING stand_id, action, due_year`,
        [
          JSON.stringify(
            notices.map((notice) => ({
              stand_id: notice.standId,
              action: notice.action,
              due_year: notice.dueYear,
            })),
          ),
          inventoriedOn,
          at,
        ],
      );
      return rows.map((row) => ({ standId: row.stand_id, action: row.action, dueYear: row.due_year }));
    },

    async markRolled(estateId: string, target: string): Promise<void> {
      await db.query(
        `UPDATE estate SET plan_rolled_forward_to = $2, plan_rolled_from = plan_inventoried_on WHERE id = $1`,
        [estateId, target],
      );
    },
  };
}
