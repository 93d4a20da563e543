import type { AllEstates, Estate, Stand, StandList } from '#contracts/estates';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { createStandsNowRepository, type StandNow } from '../../forest-state/stands-now.repository.js';
import { createEstatesRepository } from './estates.repository.js';
import type { Actor } from '../../plugins/actor.js';
import { visibleEstateIds } from '../../plugins/estate-scope.js';
import { summariseStands, type StandFigures } from '../../forest-state/stands-summary.js';

/** Hectares with one decimal, as the estates are registered. */
const tenth = (hectares: number): number => Math.round(hectares * 10) / 10;

/** What the plan summary needs of a stand now, as rolled forward. */
const rolledFigures = (stand: StandNow): StandFigures => ({
  estate_id: stand.estateId,
  area_m2: stand.areaM2,
  age: stand.rolledForward?.age ?? stand.age,
  cutting_class: stand.rolledForward?.cuttingClass ?? stand.cuttingClass,
  volume_per_ha: stand.rolledForward?.volumePerHa ?? stand.volumePerHa,
  volume_total: stand.rolledForward?.volumeTotal ?? stand.volumeTotal,
});

/** The stand as the API gives it: the figures only a sum or a text needs are left out. */
const asStand = ({
  areaM2: _areaM2,
  estateDesignation: _designation,
  county: _county,
  rolledYear: _rolledYear,
  inventoryYear: _inventoryYear,
  workDone: _workDone,
  ...stand
}: StandNow): Stand => stand;

/** Estates and forest plans of whom the session acts for, limited to what the actor may see. */
export function createEstatesService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createEstatesRepository(db);
  const standsNow = createStandsNowRepository(db);
  const visible = (actor: Actor) => visibleEstateIds(db, actor, swedishDay(clock.now()));

  return {
    /** Every visible estate with its owners and plan summary; null when there is none. */
    async allEstates(actor: Actor | undefined): Promise<AllEstates | null> {
      if (actor === undefined) return null;
      const today = swedishDay(clock.now());
      const rows = await repository.estatesWithOwnersAndStands(actor, today);
      if (rows.length === 0) return null;
      const now = await standsNow.stands(
        rows.map((row) => row.id),
        today,
      );
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
          row.rolled_forward_to === null
            ? null
            : summariseStands(now.filter((stand) => stand.estateId === row.id).map(rolledFigures)),
      }));
      return { estates };
    },

    /**
     * The stands of one estate: 'not-found' when the actor may not see it (another member's, or outside a
     * representative's mandate, told apart from nothing), null when it has no plan.
     */
    async stands(actor: Actor | undefined, estateId: string): Promise<StandList | null | 'not-found'> {
      if (actor === undefined || !(await visible(actor)).includes(estateId)) return 'not-found';
      const stands = await standsNow.stands([estateId], swedishDay(clock.now()));
      return stands.length === 0 ? null : { stands: stands.map(asStand) };
    },
  };
}
