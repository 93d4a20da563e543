import type { CuttingClass, GoalClass, StandAction } from '#contracts/estates';
import type { Queryable } from '../../db/database.js';
import type { VisibleEstates } from '../../plugins/estate-scope.js';

/**
 * What the calculations read of the member's data: their stands as the forest plan describes them, with
 * the plan's inventory year, and the terms of a payment plan. Limited to the estates the caller may see by
 * the `visibleEstates` subquery: nothing here decides that itself.
 */

/** A stand of the forest plan, with what its projection and valuation need of its estate. */
export interface PlanStand {
  readonly id: string;
  readonly estateDesignation: string;
  readonly county: string;
  /** The year of the plan's inventory (estate.plan_inventoried_on); null when the plan has none. */
  readonly inventoryYear: number | null;
  readonly number: number;
  readonly areaM2: number;
  readonly age: number;
  readonly siteIndex: string;
  readonly cuttingClass: CuttingClass;
  readonly goalClass: GoalClass;
  readonly species: { readonly pine: number; readonly spruce: number; readonly deciduous: number };
  readonly volumePerHa: number;
  readonly growthPerHa: number;
  readonly proposedAction: StandAction;
  readonly proposedYear: number | null;
}

type PlanStandRow = {
  id: string;
  designation: string;
  county: string;
  inventory_year: number | null;
  number: number;
  area_m2: number;
  age: number;
  site_index: string;
  cutting_class: CuttingClass;
  goal_class: GoalClass;
  pine_percent: number;
  spruce_percent: number;
  deciduous_percent: number;
  volume_per_ha: number;
  growth_per_ha: number;
  proposed_action: StandAction;
  proposed_year: number | null;
};

const toPlanStand = (row: PlanStandRow): PlanStand => ({
  id: row.id,
  estateDesignation: row.designation,
  county: row.county,
  inventoryYear: row.inventory_year,
  number: row.number,
  areaM2: row.area_m2,
  age: row.age,
  siteIndex: row.site_index,
  cuttingClass: row.cutting_class,
  goalClass: row.goal_class,
  species: { pine: row.pine_percent, spruce: row.spruce_percent, deciduous: row.deciduous_percent },
  volumePerHa: row.volume_per_ha,
  growthPerHa: row.growth_per_ha,
  proposedAction: row.proposed_action,
  proposedYear: row.proposed_year,
});

/** What a payment plan estimate needs besides the income: the rate in force and whether moms is shown. */
export interface PlanTerms {
  /** The association's payment-plan rate valid on the day, basis points; null when none is. */
  readonly rateBp: number | null;
  /** Whether a forest business of the stakeholder is VAT-registered, as the economy pages read it. */
  readonly vatRegistered: boolean;
}

export function createForestDecisionsRepository(db: Queryable) {
  return {
    /** These stands, those of them on an estate the caller may see, by estate and number. */
    async planStands(visible: VisibleEstates, ids: readonly string[]): Promise<PlanStand[]> {
      const rows = await db.query<PlanStandRow>(
        `SELECT s.id, e.designation, e.county, extract(year FROM e.plan_inventoried_on)::int AS inventory_year,
                s.number, s.area_m2, s.age, s.site_index, s.cutting_class, s.goal_class, s.pine_percent,
                s.spruce_percent, s.deciduous_percent, s.volume_per_ha, s.growth_per_ha::float8 AS growth_per_ha,
                s.proposed_action, s.proposed_year
           FROM stand s JOIN estate e ON e.id = s.estate_id
          WHERE s.id = ANY($1::uuid[]) AND s.estate_id IN (${visible.sql(2)})
          ORDER BY e.designation, s.number`,
        [ids, ...visible.params],
      );
      return rows.map(toPlanStand);
    },

    /** The payment-plan rate valid on `day`, and the stakeholder's VAT registration, in one round trip. */
    async planTerms(stakeholderId: string | null, day: string): Promise<PlanTerms> {
      const [row] = await db.query<{ rate_bp: number | null; vat_registered: boolean }>(
        `SELECT (SELECT rate_bp FROM interest_rate
                  WHERE account_kind = 'betalningsplan' AND valid_from <= $2::date
                  ORDER BY valid_from DESC LIMIT 1) AS rate_bp,
                EXISTS (SELECT 1 FROM business WHERE stakeholder_id = $1 AND vat_registered) AS vat_registered`,
        [stakeholderId, day],
      );
      return { rateBp: row?.rate_bp ?? null, vatRegistered: row?.vat_registered ?? false };
    },
  };
}
