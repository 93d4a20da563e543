import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { FOREST_OWNER } from '#contracts/roles';
import {
  CalculationInputSchema,
  CalculationSchema,
  CalculatorStandsSchema,
  TimberPriceListsSchema,
  TimberPricesQuerySchema,
} from '#contracts/timber-prices';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { optionalActorOf } from '../../plugins/actor.js';
import { HttpError, invalidInput, NotFoundError } from '../../plugins/http-errors.js';
import { createTimberPricesService } from './timber-prices.service.js';
import { timberPricesTexts } from './timber-prices.texts.js';

/** The page's roles (FOREST_OWNER). The calculator stores nothing, so representatives may use it too. */
const ACCESS = {
  access: FOREST_OWNER,
} as const;

export interface TimberPricesRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  /** The timberPrices flag: off, every route answers 404. */
  readonly enabled: boolean;
}

/** `/api/timber-prices`: the price lists in force and the value calculator (the health check's `calculation`). */
export const timberPricesRoutes: FastifyPluginAsyncZod<TimberPricesRoutesOptions> = async (
  app,
  { db, clock, enabled },
) => {
  const service = createTimberPricesService({ db });
  const requireEnabled = (): void => {
    if (!enabled) throw new NotFoundError(timberPricesTexts.off);
  };
  const today = (): string => swedishDay(clock.now());

  app.get(
    '/timber-prices',
    {
      config: { ...ACCESS, audit: false },
      schema: {
        tags: ['timber-prices'],
        summary: 'The price list in force per region (or the one region asked for), kr/m³fub in öre',
        querystring: TimberPricesQuerySchema,
        response: { 200: TimberPriceListsSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      requireEnabled();
      return { lists: await service.lists(today(), request.query.region) };
    },
  );

  app.get(
    '/timber-prices/stands',
    {
      config: ACCESS,
      schema: {
        tags: ['timber-prices'],
        summary: 'The stands the session may see, to value in the calculator; 204 when there are none',
        response: { 200: CalculatorStandsSchema, 204: z.null(), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      requireEnabled();
      const actor = optionalActorOf(request);
      const stands = actor === undefined ? [] : await service.stands(actor, today());
      if (stands.length === 0) return reply.code(204).send(null);
      return { stands };
    },
  );

  app.post(
    '/timber-prices/calculate',
    {
      // Stores nothing: a POST only to carry the input, so representatives and viewers may use it.
      config: { ...ACCESS, allowReadOnly: true },
      schema: {
        tags: ['timber-prices'],
        summary:
          'Estimates the value of a stand (standId) or a planned harvest by the region’s list: gross, ' +
          'harvesting cost, net and per hectare. Stores nothing; 404 for a stand the session may not see',
        body: CalculationInputSchema,
        response: {
          200: CalculationSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      requireEnabled();
      const outcome = await service.calculate(optionalActorOf(request), today(), request.body);
      switch (outcome.kind) {
        case 'invalid':
          throw invalidInput(outcome.fieldErrors);
        case 'stand-not-found':
          throw new NotFoundError(timberPricesTexts.standNotFound);
        case 'no-list':
          throw new HttpError(503, 'NO_PRICE_LIST', timberPricesTexts.noList);
        case 'calculated':
          return outcome.calculation;
      }
    },
  );
};
