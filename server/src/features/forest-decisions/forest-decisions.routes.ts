import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { HarvestAlternativesSchema, IncomeSpreadSchema } from '#contracts/forest-decisions';
import { HarvestAlternativesQuerySchema, IncomeSpreadQuerySchema } from '#contracts/forest-decisions-queries';
import { FOREST_OWNER } from '#contracts/roles';
import type { Invalid } from '../../forest-economics/invalid.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { optionalActorOf } from '../../plugins/actor.js';
import { HttpError, invalidInput, NotFoundError } from '../../plugins/http-errors.js';
import {
  createHarvestAlternativesService,
  type HarvestAlternativesDependencies,
} from './harvest-alternatives.service.js';
import { createIncomeSpreadService } from './income-spread.service.js';
import { forestDecisionsTexts as texts } from './forest-decisions.texts.js';

/** The estates page's roles. Both routes are reads that store nothing: representatives and viewers use them too. */
const ACCESS = { access: FOREST_OWNER } as const;

const ERRORS = { 400: ApiErrorSchema, 404: ApiErrorSchema, 503: ApiErrorSchema } as const;

/**
 * A calculation's refusal as 400: on the query parameter it is about (`queryField` names it by the
 * calculation's field), or as the answer's message when it is about no one parameter.
 */
function refused({ field, reason }: Invalid, queryField: Readonly<Record<string, string>>): HttpError {
  const name = queryField[field];
  return name === undefined
    ? new HttpError(400, 'VALIDATION_ERROR', reason)
    : invalidInput({ [name]: [reason] });
}

export type ForestDecisionsRoutesOptions = HarvestAlternativesDependencies & { readonly clock: Clock };

/** `/api/forest-decisions`: "Räkna på avverkning", harvest now or later and a harvest income over time. */
export const forestDecisionsRoutes: FastifyPluginAsyncZod<ForestDecisionsRoutesOptions> = async (
  app,
  { clock, ...dependencies },
) => {
  const compare = createHarvestAlternativesService(dependencies);
  const spread = createIncomeSpreadService(dependencies);
  const today = (): string => swedishDay(clock.now());

  app.get(
    '/forest-decisions/harvest-alternatives',
    {
      config: ACCESS,
      schema: {
        tags: ['forest-decisions'],
        summary:
          'Harvests the stands (ids, comma-separated) now or in 5, 10 or 15 years: volumes, value by today’s ' +
          'price lists, follow-up services and net present value at discountRateBp (250 unless given); 404 ' +
          'for a stand the session may not see',
        querystring: HarvestAlternativesQuerySchema,
        response: { 200: HarvestAlternativesSchema, ...ERRORS },
      },
    },
    async (request) => {
      const outcome = await compare(optionalActorOf(request), today(), request.query);
      switch (outcome.kind) {
        case 'stand-not-found':
          throw new NotFoundError(texts.standNotFound);
        case 'no-price-list':
          throw new HttpError(503, 'NO_PRICE_LIST', texts.noPriceList);
        case 'invalid':
          throw refused(outcome, { stands: 'stands', discountRateBp: 'discountRateBp' });
        case 'compared':
          return outcome.answer;
      }
    },
  );

  app.get(
    '/forest-decisions/income-spread',
    {
      config: ACCESS,
      schema: {
        tags: ['forest-decisions'],
        summary:
          'A harvest income (kronor, excluding moms) paid this year at once or over a payment plan of 2–10 ' +
          'years at today’s rate: per year payout, moms, interest, taxable income and skogskonto deposit',
        querystring: IncomeSpreadQuerySchema,
        response: { 200: IncomeSpreadSchema, ...ERRORS },
      },
    },
    async (request) => {
      const outcome = await spread(optionalActorOf(request), today(), request.query);
      switch (outcome.kind) {
        case 'no-plan-rate':
          throw new HttpError(503, 'NO_PLAN_RATE', texts.noPlanRate);
        case 'invalid':
          throw refused(outcome, { incomeOre: 'amountKr', years: 'years' });
        case 'spread':
          return outcome.answer;
      }
    },
  );
};
