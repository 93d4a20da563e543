import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { AllEstatesSchema, StandListSchema } from '#contracts/estates';
import { ROLES } from '#contracts/roles';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import { optionalActorOf } from '../../plugins/actor.js';
import { createEstatesService } from './estates.service.js';

const NO_SUCH_ESTATE = 'Fastigheten finns inte.';

/** Everyone reads; a representative sees only the estates their mandate covers (plugins/estate-scope.ts). */
const ACCESS = { access: ROLES } as const;

const EstateParams = z.object({ estateId: z.string() });

/** The estates and their forest plans (`Ir/GetAllEstates`, and the stands of one estate). */
export const estatesRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const service = createEstatesService({ db, clock });

  app.get(
    '/Ir/GetAllEstates',
    {
      config: ACCESS,
      schema: {
        tags: ['estates'],
        summary: 'The estates with owners, boundary and forest-plan summary; 204 when there are none',
        response: { 200: AllEstatesSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const estates = await service.allEstates(optionalActorOf(request));
      if (estates === null) return reply.code(204).send(null);
      return estates;
    },
  );

  app.get(
    '/estates/:estateId/stands',
    {
      config: ACCESS,
      schema: {
        tags: ['estates'],
        summary: 'The forest plan of one estate, stand by stand; 204 when it has no plan',
        params: EstateParams,
        response: { 200: StandListSchema, 204: z.null(), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const stands = await service.stands(optionalActorOf(request), request.params.estateId);
      if (stands === 'not-found') throw new NotFoundError(NO_SUCH_ESTATE);
      if (stands === null) return reply.code(204).send(null);
      return stands;
    },
  );
};
