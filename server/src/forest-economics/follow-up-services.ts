import type { Service } from '#contracts/services';
import type { CalculatorOperation } from '#contracts/timber-prices';
import { divideRoundingHalfUp } from './rounding.js';

/**
 * The silviculture that follows a harvest (docs/forest-economics.md 3), its timing and its cost. A final
 * felling must be followed by new forest: the site is prepared and planted the year after, and the young
 * forest is cleared about ten years after planting (the catalogue's own advice, services.catalogue.ts). A
 * thinning leaves a growing stand and is followed by none of these.
 */

export const FOLLOW_UP_SERVICES = ['markberedning', 'plantering', 'rojning'] as const;
export type FollowUpService = (typeof FOLLOW_UP_SERVICES)[number];

export interface FollowUp {
  readonly service: FollowUpService;
  readonly yearsAfterHarvest: number;
}

export const FOLLOW_UPS: Record<CalculatorOperation, readonly FollowUp[]> = {
  slutavverkning: [
    { service: 'markberedning', yearsAfterHarvest: 1 },
    { service: 'plantering', yearsAfterHarvest: 1 },
    { service: 'rojning', yearsAfterHarvest: 11 },
  ],
  gallring: [],
};

/** A follow-up service's price excluding moms: per hectare, and the least an order line costs. */
export interface FollowUpPrice {
  readonly orePerHa: number;
  readonly minimumOre: number;
}
export type FollowUpPrices = Record<FollowUpService, FollowUpPrice>;

/**
 * The follow-up prices of the association's catalogue: a per-hectare price as it is; planting, priced per
 * plant, at the catalogue's default number of plants per hectare.
 */
export function followUpPricesFromCatalogue(services: readonly Service[]): FollowUpPrices {
  const priceOf = (name: FollowUpService): FollowUpPrice => {
    const found = services.find((service) => service.name === name);
    if (found === undefined) throw new Error(`The catalogue has no ${name}`);
    const { model, unitPriceOre, quantity, minimumOre } = found.price;
    if (model === 'per-ha') return { orePerHa: unitPriceOre, minimumOre };
    if (model === 'per-plant' && quantity !== null)
      return { orePerHa: unitPriceOre * quantity.default, minimumOre };
    throw new Error(`${name} is priced ${model}, not per hectare or per plant`);
  };
  return {
    markberedning: priceOf('markberedning'),
    plantering: priceOf('plantering'),
    rojning: priceOf('rojning'),
  };
}

/**
 * One order line for `areaHundredths` hundredths of a hectare, as the service cart prices it: area × price
 * per hectare, rounded half up to whole öre, and never below the service's minimum.
 */
export function followUpCostOre(price: FollowUpPrice, areaHundredths: number): number {
  return Math.max(price.minimumOre, divideRoundingHalfUp(areaHundredths * price.orePerHa, 100));
}
