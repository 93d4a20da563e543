import * as z from 'zod/mini';
import { formatSwedishDecimal } from './swedish-number.js';

/**
 * Timber price lists (docs/domain.md 6) and the value calculator. Prices in whole öre per m³fub; the
 * calculator's volumes are m³sk (the forest plan's unit) converted to m³fub with one stated factor.
 */

export const TIMBER_REGIONS = ['uppland', 'dalarna', 'gavleborg'] as const;
export type TimberRegion = (typeof TIMBER_REGIONS)[number];
export const TIMBER_REGION_LABELS: Record<TimberRegion, string> = {
  uppland: 'Uppland',
  dalarna: 'Dalarna',
  gavleborg: 'Gävleborg',
};

/** The price region of an estate's county (län); Uppland when the county has no list of its own. */
export function regionOfCounty(county: string): TimberRegion {
  if (/dalarna/i.test(county)) return 'dalarna';
  if (/gävleborg/i.test(county)) return 'gavleborg';
  return 'uppland';
}

export const TIMBER_SPECIES = ['tall', 'gran', 'bjork'] as const;
export type TimberSpecies = (typeof TIMBER_SPECIES)[number];
export const TIMBER_SPECIES_LABELS: Record<TimberSpecies, string> = {
  tall: 'Tall',
  gran: 'Gran',
  bjork: 'Björk',
};

export const TIMBER_ASSORTMENTS = ['sagtimmer', 'klentimmer', 'massaved', 'bransleved'] as const;
export type TimberAssortment = (typeof TIMBER_ASSORTMENTS)[number];
export const TIMBER_ASSORTMENT_LABELS: Record<TimberAssortment, string> = {
  sagtimmer: 'Sågtimmer',
  klentimmer: 'Klentimmer',
  massaved: 'Massaved',
  bransleved: 'Bränsleved',
};

/** Sågtimmer is priced by top diameter under bark, in classes of 2 cm from 14 cm; the last is 30 cm and up. */
export const DIAMETER_CLASSES = [14, 16, 18, 20, 22, 24, 26, 28, 30] as const;
export const diameterClassLabel = (fromCm: number): string =>
  fromCm >= 30 ? '30+ cm' : `${String(fromCm)}–${String(fromCm + 2)} cm`;

export const TimberPriceSchema = z.object({
  species: z.enum(TIMBER_SPECIES),
  assortment: z.enum(TIMBER_ASSORTMENTS),
  /** The diameter class's lower bound (sågtimmer only); null for the other assortments. */
  diameterCm: z.nullable(z.number()),
  priceOrePerM3fub: z.number(),
});
export type TimberPrice = z.infer<typeof TimberPriceSchema>;

export const TimberPriceListSchema = z.object({
  name: z.string(),
  region: z.enum(TIMBER_REGIONS),
  validFrom: z.string(),
  /** Typical harvesting cost the list reckons with, per m³fub (docs/domain.md 5). */
  harvestingCostOrePerM3fub: z.object({ slutavverkning: z.number(), gallring: z.number() }),
  prices: z.array(TimberPriceSchema),
});
export type TimberPriceList = z.infer<typeof TimberPriceListSchema>;

/** `GET /api/timber-prices?region=`: the list in force today per region (one region when asked). */
export const TimberPriceListsSchema = z.object({ lists: z.array(TimberPriceListSchema) });
export type TimberPriceLists = z.infer<typeof TimberPriceListsSchema>;

export const TimberPricesQuerySchema = z.object({
  region: z.optional(z.enum(TIMBER_REGIONS, 'Välj en region: Uppland, Dalarna eller Gävleborg.')),
});

/** One of the member's stands to value, with what the calculator needs. */
export const CalculatorStandSchema = z.object({
  id: z.string(),
  estateDesignation: z.string(),
  number: z.number(),
  areaHa: z.number(),
  age: z.number(),
  volumePerHa: z.number(),
  species: z.object({ pine: z.number(), spruce: z.number(), deciduous: z.number() }),
  proposedAction: z.string(),
  region: z.enum(TIMBER_REGIONS),
});
export type CalculatorStand = z.infer<typeof CalculatorStandSchema>;
/** `GET /api/timber-prices/stands`: the stands the session may see; 204 when none. */
export const CalculatorStandsSchema = z.object({ stands: z.array(CalculatorStandSchema) });
export type CalculatorStands = z.infer<typeof CalculatorStandsSchema>;

export const CALCULATOR_OPERATIONS = ['slutavverkning', 'gallring'] as const;
export type CalculatorOperation = (typeof CALCULATOR_OPERATIONS)[number];

export const CALCULATOR_LIMITS = {
  areaHa: { min: 0.1, max: 1_000 },
  volumePerHa: { min: 1, max: 800 },
  volumeTotal: { min: 1, max: 500_000 },
  age: { min: 10, max: 250 },
} as const;

const sv = (value: number): string => formatSwedishDecimal(value, { maxDecimals: 3 });
const decimalIn = (name: string, unit: string, { min, max }: { min: number; max: number }) => {
  const range = `Ange ${name} mellan ${sv(min)} och ${sv(max)} ${unit}.`;
  return z.optional(z.number(`Ange ${name} som ett tal.`).check(z.gte(min, range), z.lte(max, range)));
};
const percent = (species: string) =>
  z.optional(
    z
      .int(`Ange andelen ${species} i hela procent.`)
      .check(z.gte(0, 'Andelen kan inte vara negativ.'), z.lte(100, 'Andelen kan vara högst 100 %.')),
  );

/**
 * `POST /api/timber-prices/calculate`: one of the member's stands (`standId`), or a planned harvest given
 * by hand (area, the volume to harvest per hectare or in total, species mix, age). Stores nothing.
 */
export const CalculationInputSchema = z.object({
  region: z.enum(TIMBER_REGIONS, 'Välj en region: Uppland, Dalarna eller Gävleborg.'),
  operation: z.enum(CALCULATOR_OPERATIONS, 'Välj gallring eller slutavverkning.'),
  standId: z.optional(z.string().check(z.minLength(1, 'Välj en avdelning.'), z.maxLength(64))),
  areaHa: decimalIn('arealen', 'ha', CALCULATOR_LIMITS.areaHa),
  volumeM3skPerHa: decimalIn('volymen per hektar', 'm³sk', CALCULATOR_LIMITS.volumePerHa),
  volumeM3skTotal: decimalIn('den totala volymen', 'm³sk', CALCULATOR_LIMITS.volumeTotal),
  pinePercent: percent('tall'),
  sprucePercent: percent('gran'),
  deciduousPercent: percent('löv'),
  age: z.optional(
    z
      .int('Ange åldern i hela år.')
      .check(
        z.gte(CALCULATOR_LIMITS.age.min, 'Ange en ålder mellan 10 och 250 år.'),
        z.lte(CALCULATOR_LIMITS.age.max, 'Ange en ålder mellan 10 och 250 år.'),
      ),
  ),
});
export type CalculationInput = z.infer<typeof CalculationInputSchema>;

export const CalculationRowSchema = z.object({
  species: z.enum(TIMBER_SPECIES),
  assortment: z.enum(TIMBER_ASSORTMENTS),
  diameterCm: z.nullable(z.number()),
  volumeM3fub: z.number(),
  priceOrePerM3fub: z.number(),
  amountOre: z.number(),
});
export type CalculationRow = z.infer<typeof CalculationRowSchema>;

export const CalculationSchema = z.object({
  priceList: z.object({ name: z.string(), region: z.enum(TIMBER_REGIONS), validFrom: z.string() }),
  operation: z.enum(CALCULATOR_OPERATIONS),
  /** What was valued: a stand (its designation and number) or a planned harvest. */
  stand: z.nullable(z.object({ id: z.string(), estateDesignation: z.string(), number: z.number() })),
  areaHa: z.number(),
  age: z.number(),
  /** The standing volume (stands only) and the share of it a harvest takes. */
  standingVolumeM3sk: z.nullable(z.number()),
  harvestSharePercent: z.number(),
  harvestedVolumeM3sk: z.number(),
  /** m³fub per m³sk. */
  conversionFactor: z.number(),
  volumeM3fub: z.number(),
  rows: z.array(CalculationRowSchema),
  grossOre: z.number(),
  harvestingCostOrePerM3fub: z.number(),
  harvestingCostOre: z.number(),
  netOre: z.number(),
  grossOrePerHa: z.number(),
  netOrePerHa: z.number(),
});
export type Calculation = z.infer<typeof CalculationSchema>;
