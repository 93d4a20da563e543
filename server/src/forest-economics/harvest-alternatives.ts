import type { CalculatorOperation, TimberAssortment, TimberPriceList } from '#contracts/timber-prices';
import {
  DEFAULT_DISCOUNT_RATE_BP,
  DISCOUNT_RATE_LIMITS_BP,
  discountCashflows,
  type Cashflow,
  type DiscountedCashflow,
} from './discounting.js';
import {
  FOLLOW_UPS,
  followUpCostOre,
  type FollowUpPrices,
  type FollowUpService,
} from './follow-up-services.js';
import { forestEconomicsTexts as texts } from './forest-economics.texts.js';
import { invalid, isWholeNumberIn, type Invalid } from './invalid.js';
import { valueProjectedStands, type ProjectedStand, type StandValue } from './projected-stands-value.js';

/**
 * Harvest now or later (docs/forest-economics.md 2–4): per alternative, the stands as projected to its
 * harvest year are valued at today's price lists, the follow-up services are priced at today's catalogue,
 * and the cashflows are discounted to today.
 */

/** The harvest years the page offers, in years from now. */
export const HARVEST_DELAYS_YEARS = [0, 5, 10, 15] as const;
export const MAX_HARVEST_DELAY_YEARS = 15;

export interface HarvestAlternativeInput {
  readonly yearsFromNow: number;
  /** Final felling unless said. */
  readonly operation?: CalculatorOperation;
  readonly stands: readonly ProjectedStand[];
}

export interface HarvestAlternativesInput {
  readonly alternatives: readonly HarvestAlternativeInput[];
  /** The list in force today for each region the stands lie in. */
  readonly priceLists: readonly TimberPriceList[];
  readonly followUpPrices: FollowUpPrices;
  /** Basis points, 0–1 000; 250 (2,5 %) when not given. */
  readonly discountRateBp?: number;
}

export interface FollowUpCost {
  readonly service: FollowUpService;
  readonly yearsFromNow: number;
  readonly costOre: number;
}

export interface HarvestAlternative {
  readonly yearsFromNow: number;
  readonly operation: CalculatorOperation;
  readonly stands: StandValue[];
  readonly volumeByAssortmentM3fub: Record<TimberAssortment, number>;
  readonly volumeM3fub: number;
  readonly grossOre: number;
  readonly harvestingCostOre: number;
  /** Gross value minus harvesting cost: the harvest's cashflow. */
  readonly timberNetOre: number;
  readonly followUps: FollowUpCost[];
  readonly followUpCostOre: number;
  /** Timber net minus follow-up costs, not discounted. */
  readonly netOre: number;
  /** Per year from now: the sum falling that year and its present value. */
  readonly cashflows: DiscountedCashflow[];
  readonly netPresentValueOre: number;
}

export type HarvestAlternativesOutcome =
  | {
      readonly kind: 'compared';
      readonly discountRateBp: number;
      readonly alternatives: HarvestAlternative[];
    }
  | Invalid;

function problem(input: HarvestAlternativesInput, rateBp: number): Invalid | undefined {
  if (!isWholeNumberIn(rateBp, DISCOUNT_RATE_LIMITS_BP.min, DISCOUNT_RATE_LIMITS_BP.max))
    return invalid('discountRateBp', texts.discountRate);
  if (input.alternatives.length === 0) return invalid('alternatives', texts.noAlternatives);
  for (const alternative of input.alternatives) {
    if (!isWholeNumberIn(alternative.yearsFromNow, 0, MAX_HARVEST_DELAY_YEARS))
      return invalid('alternatives', texts.harvestDelay);
    if (alternative.stands.length === 0) return invalid('alternatives', texts.noStands);
  }
  return undefined;
}

export function compareHarvestAlternatives(input: HarvestAlternativesInput): HarvestAlternativesOutcome {
  const rateBp = input.discountRateBp ?? DEFAULT_DISCOUNT_RATE_BP;
  const refused = problem(input, rateBp);
  if (refused !== undefined) return refused;
  const alternatives: HarvestAlternative[] = [];
  for (const { yearsFromNow, operation = 'slutavverkning', stands } of input.alternatives) {
    const valued = valueProjectedStands(stands, operation, input.priceLists);
    if ('missingListFor' in valued) return invalid('priceLists', texts.noPriceList);
    const followUps = FOLLOW_UPS[operation].map(({ service, yearsAfterHarvest }) => ({
      service,
      yearsFromNow: yearsFromNow + yearsAfterHarvest,
      costOre: followUpCostOre(input.followUpPrices[service], valued.areaHundredths),
    }));
    const followUpCostSum = followUps.reduce((sum, followUp) => sum + followUp.costOre, 0);
    const cashflows: Cashflow[] = [
      { yearsFromNow, amountOre: valued.timberNetOre },
      ...followUps.map((followUp) => ({ yearsFromNow: followUp.yearsFromNow, amountOre: -followUp.costOre })),
    ];
    const discounted = discountCashflows(cashflows, rateBp);
    const { areaHundredths: _area, ...value } = valued;
    alternatives.push({
      yearsFromNow,
      operation,
      ...value,
      followUps,
      followUpCostOre: followUpCostSum,
      netOre: valued.timberNetOre - followUpCostSum,
      cashflows: discounted.years,
      netPresentValueOre: discounted.netPresentValueOre,
    });
  }
  return { kind: 'compared', discountRateBp: rateBp, alternatives };
}
