import type { HarvestAlternatives } from '#contracts/forest-decisions';
import type { HarvestAlternativesQuery } from '#contracts/forest-decisions-queries';
import type { TimberPriceList } from '#contracts/timber-prices';
import type { Queryable } from '../../db/database.js';
import type { FollowUpPrices } from '../../forest-economics/follow-up-services.js';
import {
  compareHarvestAlternatives,
  HARVEST_DELAYS_YEARS,
} from '../../forest-economics/harvest-alternatives.js';
import { invalid, type Invalid } from '../../forest-economics/invalid.js';
import type { Actor } from '../../plugins/actor.js';
import { visibleEstateIds } from '../../plugins/estate-scope.js';
import { createForestDecisionsRepository } from './forest-decisions.repository.js';
import { forestDecisionsTexts as texts } from './forest-decisions.texts.js';
import { harvestAnswer } from './harvest-answer.js';
import { projectPlanStand, withinCalculatorLimits } from './stand-projection.js';

export type HarvestOutcome =
  | { readonly kind: 'compared'; readonly answer: HarvestAlternatives }
  | { readonly kind: 'stand-not-found' }
  | { readonly kind: 'no-price-list' }
  | Invalid;

export interface HarvestAlternativesDependencies {
  readonly db: Queryable;
  /** The timber price lists in force on a day, one per region. */
  readonly priceLists: (day: string) => Promise<TimberPriceList[]>;
  /** The follow-up services' prices, from the service catalogue. */
  readonly followUpPrices: FollowUpPrices;
}

/**
 * Harvest the caller's stands now or in 5, 10 or 15 years (docs/forest-economics.md 2–4 and 8): each stand
 * projected to each harvest year, the set felled together, valued at today's price lists and follow-up
 * prices, and discounted to today. A stand not on an estate the caller may see is 'stand-not-found' (404).
 */
export function createHarvestAlternativesService({
  db,
  priceLists,
  followUpPrices,
}: HarvestAlternativesDependencies) {
  const repository = createForestDecisionsRepository(db);

  return async (
    actor: Actor | undefined,
    today: string,
    query: HarvestAlternativesQuery,
  ): Promise<HarvestOutcome> => {
    const ids = [...new Set(query.stands.toLowerCase().split(','))];
    const stands =
      actor === undefined
        ? []
        : await repository.planStands(await visibleEstateIds(db, actor, today), ids, today);
    if (stands.length !== ids.length) return { kind: 'stand-not-found' };
    const thisYear = Number(today.slice(0, 4));
    const projected = stands.map((stand) => ({
      stand,
      projection: projectPlanStand(stand, thisYear, HARVEST_DELAYS_YEARS),
    }));
    const outside = projected.find(({ projection }) => !withinCalculatorLimits(projection));
    if (outside !== undefined)
      return invalid('stands', texts.outsideLimits(outside.stand.number, outside.stand.estateDesignation));
    const lists = await priceLists(today);
    const compared = compareHarvestAlternatives({
      alternatives: HARVEST_DELAYS_YEARS.map((yearsFromNow, index) => ({
        yearsFromNow,
        stands: projected.flatMap(({ projection }) => projection.projected[index] ?? []),
      })),
      priceLists: lists,
      followUpPrices,
      discountRateBp: query.discountRateBp,
    });
    if (compared.kind === 'invalid')
      return compared.field === 'priceLists' ? { kind: 'no-price-list' } : compared;
    return {
      kind: 'compared',
      answer: harvestAnswer({
        stands: projected,
        alternatives: compared.alternatives,
        discountRateBp: compared.discountRateBp,
        priceLists: lists,
        thisYear,
      }),
    };
  };
}
