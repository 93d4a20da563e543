import * as z from 'zod/mini';
import { CUTTING_CLASSES } from './estates.js';
import {
  FOLLOW_UP_SERVICES,
  forestDecisionMessages as m,
  INCOME_KINDS,
  MAX_DECISION_STANDS,
  MAX_DISCOUNT_RATE_BP,
  MAX_SPREAD_YEARS,
  parseIncome,
} from './forest-decisions-rules.js';
import { TIMBER_REGIONS } from './timber-prices.js';

/**
 * "Räkna på avverkning" (issue 24): harvest the member's stands now or in 5, 10 or 15 years, and take a
 * harvest income at once or over a payment plan. Read-only calculations the server makes from the member's
 * own data (docs/forest-economics.md); money in whole öre excluding moms, volumes in m³fub.
 */

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const STAND_IDS = new RegExp(`^${UUID}(,${UUID}){0,${String(MAX_DECISION_STANDS - 1)}}$`);

/** `GET /api/forest-decisions/harvest-alternatives`: the stands by id, comma-separated, and the rate. */
export const HarvestAlternativesQuerySchema = z.object({
  stands: z.string(m.stands).check(z.regex(STAND_IDS, m.stands)),
  /** Basis points; 250 (2,5 %) when not given. */
  discountRateBp: z.optional(
    z.coerce
      .number(m.discountRate)
      .check(
        z.int(m.discountRate),
        z.minimum(0, m.discountRate),
        z.maximum(MAX_DISCOUNT_RATE_BP, m.discountRate),
      ),
  ),
});
export type HarvestAlternativesQuery = z.infer<typeof HarvestAlternativesQuerySchema>;

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

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** `GET /api/forest-decisions/income-spread`: the income in kronor (a point before öre), its kind, the years. */
export const IncomeSpreadQuerySchema = z.object({
  amountKr: z.string(m.amount).check(
    // Abort: a malformed amount is told once, not again by the range check.
    z.regex(AMOUNT, { error: m.amount, abort: true }),
    z.refine((amount) => parseIncome(amount) !== undefined, m.amount),
  ),
  kind: z.enum(INCOME_KINDS, m.kind),
  years: z.coerce
    .number(m.years)
    .check(z.int(m.years), z.minimum(1, m.years), z.maximum(MAX_SPREAD_YEARS, m.years)),
});
export type IncomeSpreadQuery = z.infer<typeof IncomeSpreadQuerySchema>;

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
