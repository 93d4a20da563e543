import type { AllEstates, Estate, StandList } from '#contracts/estates';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { createEstatesRepository } from './estates.repository.js';
import type { Actor } from '../../plugins/actor.js';
import { visibleEstateIds } from '../../plugins/estate-scope.js';
import { summariseStands } from './stands-summary.js';

/** Hectares with one decimal, as the estates are registered. */
const tenth = (hectares: number): number => Math.round(hectares * 10) / 10;

/** Estates and forest plans of whom the session acts for, limited to what the viewer may see. */
export function createEstatesService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createEstatesRepository(db);
  const visible = (viewer: Actor) => visibleEstateIds(db, viewer, swedishDay(clock.now()));

  return {
    /** Every visible estate with its owners and plan summary; null when there is none. */
    async allEstates(viewer: Actor | undefined): Promise<AllEstates | null> {
      if (viewer === undefined) return null;
      const rows = await repository.estatesWithOwnersAndStands(viewer, swedishDay(clock.now()));
      if (rows.length === 0) return null;
      const estates = rows.map((row): Estate => ({
        id: row.id,
        businessId: row.business_id,
        designation: row.designation,
        municipality: row.municipality,
        county: row.county,
        totalAreaHa: tenth(row.total_area_ha),
        productiveAreaHa: tenth(row.productive_area_ha),
        shareNumerator: row.share_numerator,
        shareDenominator: row.share_denominator,
        coOwners: row.co_owners.map((owner) => ({
          name: owner.name,
          shareNumerator: owner.share_numerator,
          shareDenominator: owner.share_denominator,
        })),
        boundary: row.boundary,
        stands: summariseStands(row.stand_figures),
        inventoryDate: row.inventory_date,
        rolledForwardTo: row.rolled_forward_to,
        rolledForwardStands:
          row.rolled_forward_to === null ? null : summariseStands(row.rolled_stand_figures),
      }));
      return { estates };
    },

    /**
     * The stands of one estate: 'not-found' when the viewer may not see it (another member's, or outside a
     * representative's mandate, told apart from nothing), null when it has no plan.
     */
    async stands(viewer: Actor | undefined, estateId: string): Promise<StandList | null | 'not-found'> {
      if (viewer === undefined || !(await visible(viewer)).includes(estateId)) return 'not-found';
      const stands = await repository.stands(estateId);
      return stands.length === 0 ? null : { stands };
    },
  };
}
