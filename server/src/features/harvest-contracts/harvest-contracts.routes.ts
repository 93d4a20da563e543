import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { HarvestContractSchema, HarvestContractsSchema } from '#contracts/harvest-contracts';
import { FOREST_OWNER } from '#contracts/roles';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { optionalActorOf } from '../../plugins/actor.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import { createContractsService } from './harvest-contracts.service.js';
import { contractsTexts } from './harvest-contracts.texts.js';

/** Forest owners, staff and representatives read (as the page's FOREST_OWNER roles); nothing here changes. */
const ACCESS = {
  access: FOREST_OWNER,
} as const;

const ContractParams = z.object({ id: z.string() });

export interface HarvestContractsRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  /** The contractTimeline flag. */
  readonly timelineEnabled: boolean;
}

/** `/api/contracts`: the member's harvest and silviculture contracts (docs/domain.md 4). */
export const harvestContractsRoutes: FastifyPluginAsyncZod<HarvestContractsRoutesOptions> = async (
  app,
  { db, clock, timelineEnabled },
) => {
  const service = createContractsService({ db, timelineEnabled });

  app.get(
    '/contracts',
    {
      config: ACCESS,
      schema: {
        tags: ['contracts'],
        summary:
          'The member’s contracts with prices, volumes, settlements and (flag contractTimeline) the timeline; ' +
          'open first; 204 when there are none',
        response: { 200: HarvestContractsSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = optionalActorOf(request);
      const contracts = actor === undefined ? [] : await service.list(actor, swedishDay(clock.now()));
      if (contracts.length === 0) return reply.code(204).send(null);
      return { contracts };
    },
  );

  app.get(
    '/contracts/:id',
    {
      config: ACCESS,
      schema: {
        tags: ['contracts'],
        summary:
          'One of the member’s contracts; another member’s (or an estate outside a mandate) answers 404',
        params: ContractParams,
        response: { 200: HarvestContractSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const actor = optionalActorOf(request);
      const contract =
        actor === undefined
          ? undefined
          : await service.find(actor, swedishDay(clock.now()), request.params.id);
      if (contract === undefined) throw new NotFoundError(contractsTexts.notFound);
      return contract;
    },
  );
};
