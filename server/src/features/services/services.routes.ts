import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { ROLES } from '#contracts/roles';
import {
  EstimateRequestSchema,
  EstimateSchema,
  ServiceCatalogueSchema,
  ServiceDetailsSchema,
} from '#contracts/services';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { optionalActorOf } from '../../plugins/actor.js';
import type { ServiceOrdering } from './order-drafts.js';
import { createServicesService } from './services.service.js';

const NameParams = z.object({ name: z.string() });

/**
 * `/api/services`: the catalogue and one service, for every signed-in role (representatives and staff see
 * the prices too), and the price estimate of the order form. The estimate stores nothing, so it is a POST
 * only to carry the drawn polygon: `allowReadOnly` lets read-only sessions ask too, as `POST /api/geo/area`.
 */
export const servicesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  ordering: ServiceOrdering;
  orderingEnabled: boolean;
}> = async (app, { db, clock, ordering, orderingEnabled }) => {
  const services = createServicesService({ db, clock, ordering, orderingEnabled });

  app.get(
    '/services',
    {
      config: { access: ROLES },
      schema: {
        tags: ['services'],
        summary:
          "The forest services with their price models, and the acting member's stands whose forest plan " +
          'proposes one of them, most urgent first',
        response: { 200: ServiceCatalogueSchema },
      },
    },
    async (request) => services.catalogue(optionalActorOf(request)),
  );

  app.get(
    '/services/:name',
    {
      config: { access: ROLES },
      schema: {
        tags: ['services'],
        summary:
          'One service: what it is, when it suits, its price, the recommended stands, the advisor who will ' +
          'call, the seasons to choose from and whether the session may order; unknown name: 404',
        params: NameParams,
        response: { 200: ServiceDetailsSchema, 404: ApiErrorSchema },
      },
    },
    async (request) =>
      services.details(optionalActorOf(request), optionalActorOf(request)?.roles ?? [], request.params.name),
  );

  app.post(
    '/services/:name/estimate',
    {
      config: { access: ROLES, allowReadOnly: true },
      schema: {
        tags: ['services'],
        summary:
          'Prices a draft order line on the server: stands of an own estate or a drawn area (validated and ' +
          'measured), with the quantity the service takes. Another member’s estate: 404; a bad polygon: 400; ' +
          'stands not on the estate, an area off it, a quantity out of bounds: 422 with fieldErrors',
        params: NameParams,
        body: EstimateRequestSchema,
        response: { 200: EstimateSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => services.estimate(optionalActorOf(request), request.params.name, request.body),
  );
};
