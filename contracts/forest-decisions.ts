import * as z from 'zod/mini';
import { CUTTING_CLASSES } from './estates.js';
import type { ServiceName } from './services.js';
import { TIMBER_REGIONS } from './timber-prices.js';

/**
 * "Räkna på avverkning": harvest the member's stands now or in 5, 10 or 15 years, and take a
 * harvest income at once or over a payment plan. Read-only calculations the server makes from the member's
 * own data (docs/forest-economics.md); money in whole öre excluding moms, volumes in m³fub. The queries are
 * contracts/forest-decisions-queries.ts; the rules both sides apply, contracts/forest-decisions-rules.ts.
 */

/** The services that follow a final felling (docs/forest-economics.md 3). */
export const FOLLOW_UP_SERVICES = [
  'markberedning',
  'plantering',
  'rojning',
] as const satisfies readonly ServiceName[];

/** A harvest right (rotpost, avverkningsuppdrag, leveransrotköp) or delivery timber. */
export const INCOME_KINDS = ['avverkningsratt', 'leveransvirke'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

/** A stand in the comparison, as its plan describes it and as the growth model projects it. */
export const DecisionStandSchema = z.object({
  id: z.string(),
  estateDesignation: z.string(),
  number: z.number(),
  /** Hectares to the hundredth, from the plan's measured area. */
  areaHa: z.number(),
  /** The plan's inventory year it is projected from; null when the plan has none (its figures count as this year's). */
  inventoryYear: z.nullable(z.number()),
  /** In each alternative's harvest year, in the alternatives' order. */
  projected: z.array(
    z.object({
      year: z.number(),
      age: z.number(),
      volumePerHa: z.number(),
      cuttingClass: z.enum(CUTTING_CLASSES),
    }),
  ),
});
export type DecisionStand = z.infer<typeof DecisionStandSchema>;

/** One alternative: the stands felled together in `year`, valued at today's prices, and discounted to today. */
export const HarvestAlternativeSchema = z.object({
  yearsFromNow: z.number(),
  year: z.number(),
  volumeByAssortmentM3fub: z.object({
    sagtimmer: z.number(),
    klentimmer: z.number(),
    massaved: z.number(),
    bransleved: z.number(),
  }),
  volumeM3fub: z.number(),
  grossOre: z.number(),
  harvestingCostOre: z.number(),
  timberNetOre: z.number(),
  followUps: z.array(
    z.object({ service: z.enum(FOLLOW_UP_SERVICES), year: z.number(), costOre: z.number() }),
  ),
  followUpCostOre: z.number(),
  /** Timber net minus the follow-ups, not discounted. */
  netOre: z.number(),
  /** What falls in each year and its present value; they add up to the NPV. */
  cashflows: z.array(z.object({ year: z.number(), amountOre: z.number(), presentValueOre: z.number() })),
  netPresentValueOre: z.number(),
});
export type HarvestAlternative = z.infer<typeof HarvestAlternativeSchema>;

export const HarvestAlternativesSchema = z.object({
  discountRateBp: z.number(),
  /** The lists in force today that priced the stands. */
  priceLists: z.array(z.object({ name: z.string(), region: z.enum(TIMBER_REGIONS), validFrom: z.string() })),
  stands: z.array(DecisionStandSchema),
  /** Now, in 5, 10 and 15 years. */
  alternatives: z.array(HarvestAlternativeSchema),
  /** The alternative with the highest net present value (the earliest of equals). */
  bestYearsFromNow: z.number(),
});
export type HarvestAlternatives = z.infer<typeof HarvestAlternativesSchema>;

const IncomeFiguresSchema = z.object({
  payoutOre: z.number(),
  /** Moms beside the payout for a VAT-registered seller; never taxable income. */
  vatOre: z.number(),
  interestOre: z.number(),
  /** Payout and interest paid in the year (kontantprincip). */
  taxableIncomeOre: z.number(),
  maxSkogskontoDepositOre: z.number(),
  taxableAfterDepositOre: z.number(),
});

export const IncomeSpreadSchema = z.object({
  incomeOre: z.number(),
  kind: z.enum(INCOME_KINDS),
  /** 1: paid at once. */
  paidOverYears: z.number(),
  /** The settlement's year: this year. */
  harvestYear: z.number(),
  /** The association's payment-plan rate in force today, basis points. */
  planRateBp: z.number(),
  /** Whether moms is shown: the member's forest business is VAT-registered. */
  vatRegistered: z.boolean(),
  years: z.array(z.extend(IncomeFiguresSchema, { year: z.number(), planBalanceAfterOre: z.number() })),
  totals: IncomeFiguresSchema,
});
export type IncomeSpread = z.infer<typeof IncomeSpreadSchema>;
