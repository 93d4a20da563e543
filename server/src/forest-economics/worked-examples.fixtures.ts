import type { TimberPriceList, TimberSpecies } from '#contracts/timber-prices';
import type { FollowUpPrices } from './follow-up-services.js';
import type { ProjectedStand } from './projected-stands-value.js';

/**
 * The figures of docs/forest-economics.md's worked examples: the demo's "Prislista Uppland 2026:1"
 * (migration 0016) and the catalogue's follow-up prices (services.catalogue.ts), in öre.
 */

const SAWLOG_ORE: Record<'tall' | 'gran', readonly number[]> = {
  tall: [56_000, 61_000, 66_000, 71_000, 75_000, 78_500, 81_000, 83_000, 84_000],
  gran: [54_000, 59_000, 64_000, 68_000, 71_500, 74_000, 75_500, 76_000, 75_000],
};
const price = (species: TimberSpecies, assortment: 'klentimmer' | 'massaved' | 'bransleved', ore: number) =>
  ({ species, assortment, diameterCm: null, priceOrePerM3fub: ore }) as const;

export const UPPLAND_2026: TimberPriceList = {
  name: 'Prislista Uppland 2026:1',
  region: 'uppland',
  validFrom: '2026-01-01',
  harvestingCostOrePerM3fub: { slutavverkning: 13_400, gallring: 26_900 },
  prices: [
    ...(['tall', 'gran'] as const).flatMap((species) =>
      SAWLOG_ORE[species].map((ore, index) => ({
        species,
        assortment: 'sagtimmer' as const,
        diameterCm: 14 + 2 * index,
        priceOrePerM3fub: ore,
      })),
    ),
    price('tall', 'klentimmer', 52_000),
    price('gran', 'klentimmer', 50_000),
    price('bjork', 'klentimmer', 50_000),
    ...(['tall', 'gran', 'bjork'] as const).flatMap((species) => [
      price(species, 'massaved', 35_000),
      price(species, 'bransleved', 38_000),
    ]),
  ],
};

/** Markberedning 3 300 kr/ha, plantering 2 300 plants/ha at 5,50 kr, röjning 3 400 kr/ha. */
export const CATALOGUE_FOLLOW_UPS: FollowUpPrices = {
  markberedning: { orePerHa: 330_000, minimumOre: 300_000 },
  plantering: { orePerHa: 1_265_000, minimumOre: 300_000 },
  rojning: { orePerHa: 340_000, minimumOre: 250_000 },
};

const stand = (id: string, figures: Omit<ProjectedStand, 'id' | 'region'>): ProjectedStand => ({
  id,
  region: 'uppland',
  ...figures,
});
const spruce = { pine: 0, spruce: 100, deciduous: 0 };

/** Example 1: avdelning 7, 3,2 ha of spruce, now and as projected ten years on. */
export const SPRUCE_NOW = stand('avd-7', { areaHa: 3.2, age: 75, volumePerHa: 260, species: spruce });
export const SPRUCE_IN_10 = stand('avd-7', { areaHa: 3.2, age: 85, volumePerHa: 310, species: spruce });

/** Example 2: two small stands felled together, now and as projected five years on. */
const pine = { pine: 100, spruce: 0, deciduous: 0 };
const mixed = { pine: 0, spruce: 80, deciduous: 20 };
export const PAIR_NOW = [
  stand('avd-3', { areaHa: 0.4, age: 95, volumePerHa: 200, species: pine }),
  stand('avd-4', { areaHa: 0.3, age: 68, volumePerHa: 240, species: mixed }),
];
export const PAIR_IN_5 = [
  stand('avd-3', { areaHa: 0.4, age: 100, volumePerHa: 215, species: pine }),
  stand('avd-4', { areaHa: 0.3, age: 73, volumePerHa: 265, species: mixed }),
];
