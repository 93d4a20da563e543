import { PLAN_MAX_YEARS, PLAN_MIN_PART_ORE } from '#contracts/economy-rules';
import { VAT_RATE_PERCENT } from '#contracts/settlement-math';
import { forestEconomicsTexts as texts } from './forest-economics.texts.js';
import { invalid, isWholeNumberIn, type Invalid } from './invalid.js';
import { paymentPlan, planParts } from './payment-plan.js';
import { divideRoundingHalfUp } from './rounding.js';
import { maxSkogskontoDepositOre, type IncomeKind } from './skogskonto.js';

/**
 * A harvest income paid at once or over a payment plan, year by year (docs/forest-economics.md 5): what is
 * paid, the moms beside it, the plan's interest, the taxable income by the cash principle (kontantprincip:
 * payout and interest in the year they are paid), the largest skogskonto deposit and what is left taxable
 * after it. An estimate, not tax advice: no tax rates, skogsavdrag, räntefördelning or expansionsfond.
 */

export const MAX_INCOME_ORE = 100_000_000_000;
export const INCOME_YEAR_LIMITS = { min: 2000, max: 2100 } as const;
/** The interest_rate table's bounds for a rate, basis points. */
export const PLAN_RATE_LIMITS_BP = { min: 0, max: 2_000 } as const;

export interface IncomeSpreadInput {
  /** The harvest income excluding moms, öre. */
  readonly incomeOre: number;
  readonly kind: IncomeKind;
  readonly vatRegistered: boolean;
  /** The calendar year of the harvest's settlement. */
  readonly harvestYear: number;
  /** 1: paid at once; 2–10: a payment plan over that many years. */
  readonly years: number;
  /** The payment plan's interest, basis points. */
  readonly planRateBp: number;
}

export interface IncomeFigures {
  readonly payoutOre: number;
  readonly vatOre: number;
  readonly interestOre: number;
  readonly taxableIncomeOre: number;
  readonly maxSkogskontoDepositOre: number;
  readonly taxableAfterDepositOre: number;
}

export interface IncomeYear extends IncomeFigures {
  readonly year: number;
  readonly planBalanceAfterOre: number;
}

export type IncomeSpreadOutcome =
  { readonly kind: 'spread'; readonly years: IncomeYear[]; readonly totals: IncomeFigures } | Invalid;

function problem(input: IncomeSpreadInput): Invalid | undefined {
  if (!isWholeNumberIn(input.incomeOre, 0, MAX_INCOME_ORE)) return invalid('incomeOre', texts.income);
  if (!isWholeNumberIn(input.harvestYear, INCOME_YEAR_LIMITS.min, INCOME_YEAR_LIMITS.max))
    return invalid('harvestYear', texts.incomeYear);
  if (!isWholeNumberIn(input.years, 1, PLAN_MAX_YEARS)) return invalid('years', texts.planYears);
  if (input.years > 1 && input.kind === 'leveransvirke') return invalid('years', texts.deliveryTimberSpread);
  if (!isWholeNumberIn(input.planRateBp, PLAN_RATE_LIMITS_BP.min, PLAN_RATE_LIMITS_BP.max))
    return invalid('planRateBp', texts.planRate);
  if (input.years > 1 && planParts(input.incomeOre, input.years).some((part) => part < PLAN_MIN_PART_ORE))
    return invalid('years', texts.planPartTooSmall);
  return undefined;
}

const FIGURES = [
  'payoutOre',
  'vatOre',
  'interestOre',
  'taxableIncomeOre',
  'maxSkogskontoDepositOre',
  'taxableAfterDepositOre',
] as const satisfies readonly (keyof IncomeFigures)[];

export function spreadIncome(input: IncomeSpreadInput): IncomeSpreadOutcome {
  const refused = problem(input);
  if (refused !== undefined) return refused;
  const years = paymentPlan(input.incomeOre, input.years, input.planRateBp).map(
    ({ yearIndex, payoutOre, interestOre, balanceAfterOre }): IncomeYear => {
      const taxableIncomeOre = payoutOre + interestOre;
      const deposit = maxSkogskontoDepositOre(payoutOre, input.kind);
      return {
        year: input.harvestYear + yearIndex,
        payoutOre,
        vatOre: input.vatRegistered ? divideRoundingHalfUp(payoutOre * VAT_RATE_PERCENT, 100) : 0,
        interestOre,
        taxableIncomeOre,
        maxSkogskontoDepositOre: deposit,
        taxableAfterDepositOre: taxableIncomeOre - deposit,
        planBalanceAfterOre: balanceAfterOre,
      };
    },
  );
  const totals = Object.fromEntries(
    FIGURES.map((figure) => [figure, years.reduce((sum, year) => sum + year[figure], 0)]),
  ) as Record<(typeof FIGURES)[number], number>;
  return { kind: 'spread', years, totals };
}
