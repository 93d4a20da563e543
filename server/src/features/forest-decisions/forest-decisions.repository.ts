import type { CuttingClass, GoalClass, StandAction } from '#contracts/estates';
import type { Queryable } from '../../db/database.js';
import type { StandWork } from '../../forest-growth/types.js';
import { createStandsNowRepository, type StandNow } from '../../forest-state/stands-now.repository.js';

/**
 * What the calculations read of the member's data: their stands as the forest plan describes them, with
 * the plan's inventory year and the work done since, and the terms of a payment plan. Limited to the estates
 * the caller may see by ids the caller got from `visibleEstateIds`: nothing here decides that itself.
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
  /** The work done since the inventory, which the projection carries out in its year. */
  readonly workDone: readonly StandWork[];
  /** The year the stand's present state is for when its plan is rolled forward; null when it is not. */
  readonly rolledYear: number | null;
}

const toPlanStand = (stand: StandNow): PlanStand => ({
  id: stand.id,
  estateDesignation: stand.estateDesignation,
  county: stand.county,
  inventoryYear: stand.inventoryYear,
  number: stand.number,
  areaM2: stand.areaM2,
  age: stand.age,
  siteIndex: stand.siteIndex,
  cuttingClass: stand.cuttingClass,
  goalClass: stand.goalClass,
  species: stand.species,
  volumePerHa: stand.volumePerHa,
  growthPerHa: stand.growthPerHa,
  proposedAction: stand.proposedAction,
  proposedYear: stand.proposedYear,
  workDone: stand.workDone,
  rolledYear: stand.rolledYear,
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
    /** These stands, those of them on an estate the caller may see (`estateIds`), by estate and number. */
    async planStands(
      estateIds: readonly string[],
      ids: readonly string[],
      today: string,
    ): Promise<PlanStand[]> {
      const wanted = new Set(ids);
      const stands = await createStandsNowRepository(db).stands(estateIds, today);
      return stands.filter((stand) => wanted.has(stand.id)).map(toPlanStand);
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
