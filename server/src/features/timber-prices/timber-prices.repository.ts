import { standNow } from '#contracts/estates';
import {
  regionOfCounty,
  type CalculatorStand,
  type TimberPriceList,
  type TimberRegion,
} from '#contracts/timber-prices';
import type { Queryable } from '../../db/database.js';
import { createStandsNowRepository, type StandNow } from '../../forest-state/stands-now.repository.js';
import { oreFromBigint } from '../../lib/ore.js';
import { isUuid } from '#contracts/uuid';

/** A stand as the calculator needs it: as it is now, with its standing volume in m³sk. */
export interface StandFigures extends CalculatorStand {
  /** The stand's own total now, as the estates page and the map show it. */
  readonly volumeTotal: number;
}

const toStand = (stand: StandNow): StandFigures => {
  const now = standNow(stand);
  return {
    id: stand.id,
    estateDesignation: stand.estateDesignation,
    number: stand.number,
    areaHa: stand.areaHa,
    age: now.age,
    volumePerHa: stand.rolledForward?.volumePerHa ?? stand.volumePerHa,
    volumeTotal: stand.rolledForward?.volumeTotal ?? stand.volumeTotal,
    species: stand.species,
    proposedAction: now.action ?? 'Ingen',
    region: regionOfCounty(stand.county),
  };
};

/** Price lists (shared by everyone) and the stands of estates the caller has already scoped. */
export function createTimberPricesRepository(db: Queryable) {
  return {
    /** Per region, the list in force on `today`: the latest that is valid from that day or before. */
    async currentLists(today: string, region?: TimberRegion): Promise<TimberPriceList[]> {
      const lists = await db.query<{
        id: string;
        name: string;
        region: TimberRegion;
        valid_from: string;
        cost_final: string;
        cost_thinning: string;
      }>(
        `SELECT DISTINCT ON (region) id, name, region, to_char(valid_from, 'YYYY-MM-DD') AS valid_from,
                harvesting_cost_final_ore_per_m3fub::text AS cost_final,
                harvesting_cost_thinning_ore_per_m3fub::text AS cost_thinning
           FROM timber_price_list
          WHERE valid_from <= $1::date AND ($2::text IS NULL OR region = $2)
          ORDER BY region, valid_from DESC`,
        [today, region ?? null],
      );
      if (lists.length === 0) return [];
      const prices = await db.query<{
        price_list_id: string;
        species: TimberPriceList['prices'][number]['species'];
        assortment: TimberPriceList['prices'][number]['assortment'];
        diameter_cm: number | null;
        price: string;
      }>(
        `SELECT price_list_id, species, assortment, diameter_cm, price_ore_per_m3fub::text AS price
           FROM timber_price WHERE price_list_id = ANY($1::uuid[])
          ORDER BY price_list_id, array_position(ARRAY['tall', 'gran', 'bjork'], species),
                   array_position(ARRAY['sagtimmer', 'klentimmer', 'massaved', 'bransleved'], assortment),
                   diameter_cm`,
        [lists.map((list) => list.id)],
      );
      const order: TimberRegion[] = ['uppland', 'dalarna', 'gavleborg'];
      return lists
        .map((list) => ({
          name: list.name,
          region: list.region,
          validFrom: list.valid_from,
          harvestingCostOrePerM3fub: {
            slutavverkning: oreFromBigint(list.cost_final),
            gallring: oreFromBigint(list.cost_thinning),
          },
          prices: prices
            .filter((price) => price.price_list_id === list.id)
            .map((price) => ({
              species: price.species,
              assortment: price.assortment,
              diameterCm: price.diameter_cm,
              priceOrePerM3fub: oreFromBigint(price.price),
            })),
        }))
        .sort((a, b) => order.indexOf(a.region) - order.indexOf(b.region));
    },

    /** The stands of these estates now, by estate and number. */
    async stands(estateIds: readonly string[], today: string): Promise<StandFigures[]> {
      return (await createStandsNowRepository(db).stands(estateIds, today)).map(toStand);
    },

    /** One stand now, if it lies on one of these estates. */
    async stand(estateIds: readonly string[], id: string, today: string): Promise<StandFigures | undefined> {
      if (!isUuid(id)) return undefined;
      const stands = await createStandsNowRepository(db).stands(estateIds, today);
      const found = stands.find((stand) => stand.id === id);
      return found === undefined ? undefined : toStand(found);
    },
  };
}
