import * as z from 'zod/mini';
import { wholeNumberText } from './field-schemas.js';
import { INCOME_KINDS } from './forest-decisions.js';
import {
  forestDecisionMessages as m,
  MAX_DECISION_STANDS,
  MAX_DISCOUNT_RATE_BP,
  MAX_SPREAD_YEARS,
  parseIncome,
} from './forest-decisions-rules.js';

/**
 * The queries of "Räkna på avverkning"'s two reads (contracts/forest-decisions.ts), as the server checks
 * them, in the page's Swedish words. Apart from the answers, so the page's lazily loaded schemas need none
 * of the rules the page itself holds.
 */

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const STAND_IDS = new RegExp(`^${UUID}(,${UUID}){0,${String(MAX_DECISION_STANDS - 1)}}$`);

/** `GET /api/forest-decisions/harvest-alternatives`: the stands by id, comma-separated, and the rate. */
export const HarvestAlternativesQuerySchema = z.object({
  stands: z.string(m.stands).check(z.regex(STAND_IDS, m.stands)),
  /** Basis points; 250 (2,5 %) when not given. */
  discountRateBp: z.optional(wholeNumberText({ min: 0, max: MAX_DISCOUNT_RATE_BP, message: m.discountRate })),
});
export type HarvestAlternativesQuery = z.infer<typeof HarvestAlternativesQuerySchema>;

/** At most 1 000 000 000 kr: nine digits or the billion, so no ten-digit personal number fits the pattern. */
const AMOUNT = /^(\d{1,9}|1000000000)(\.\d{1,2})?$/;

/** `GET /api/forest-decisions/income-spread`: the income in kronor (a point before öre), its kind, the years. */
export const IncomeSpreadQuerySchema = z.object({
  amountKr: z.string(m.amount).check(
    // Abort: a malformed amount is told once, not again by the range check.
    z.regex(AMOUNT, { error: m.amount, abort: true }),
    z.refine((amount) => parseIncome(amount) !== undefined, m.amount),
  ),
  kind: z.enum(INCOME_KINDS, m.kind),
  years: wholeNumberText({ min: 1, max: MAX_SPREAD_YEARS, message: m.years }),
});
export type IncomeSpreadQuery = z.infer<typeof IncomeSpreadQuerySchema>;
