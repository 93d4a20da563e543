import {
  regionOfCounty,
  type CalculatorStand,
  type TimberPriceList,
  type TimberRegion,
} from '#contracts/timber-prices';
import type { Queryable } from '../../db/database.js';
import { oreFromBigint } from '../../lib/ore.js';
import { isUuid } from '#contracts/uuid';

/** A stand as the calculator needs it: its area in m² (the plan's measure) and standing volume per hectare. */
export interface StandFigures extends CalculatorStand {
  readonly areaM2: number;
}

type StandRow = {
  id: string;
  designation: string;
  county: string;
  number: number;
  area_m2: number;
  age: number;
  volume_per_ha: number;
  pine_percent: number;
  spruce_percent: number;
  deciduous_percent: number;
  proposed_action: string;
};

const toStand = (row: StandRow): StandFigures => ({
  id: row.id,
  estateDesignation: row.designation,
  number: row.number,
  areaM2: row.area_m2,
  areaHa: Math.round(row.area_m2 / 1_000) / 10,
  age: row.age,
  volumePerHa: row.volume_per_ha,
  species: { pine: row.pine_percent, spruce: row.spruce_percent, deciduous: row.deciduous_percent },
  proposedAction: row.proposed_action,
  region: regionOfCounty(row.county),
});

const STAND_SELECT = `
  SELECT s.id, e.designation, e.county, s.number, s.area_m2, s.age, s.volume_per_ha, s.pine_percent,
         s.spruce_percent, s.deciduous_percent, s.proposed_action
    FROM stand s JOIN estate e ON e.id = s.estate_id
   WHERE s.estate_id = ANY($1::uuid[])`;

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

    /** The stands of these estates, by estate and number. */
    async stands(estateIds: readonly string[]): Promise<StandFigures[]> {
      const rows = await db.query<StandRow>(`${STAND_SELECT} ORDER BY e.designation, s.number`, [estateIds]);
      return rows.map(toStand);
    },

    /** One stand, if it lies on one of these estates. */
    async stand(estateIds: readonly string[], id: string): Promise<StandFigures | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<StandRow>(`${STAND_SELECT} AND s.id = $2`, [estateIds, id]);
      return row === undefined ? undefined : toStand(row);
    },
  };
}
