import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { OrderSummariesSchema, type OrderSummary } from '#contracts/checkout';
import {
  ACTIVITY_LIMIT_DEFAULT,
  ActivityListSchema,
  EstatesSummarySchema,
  HideActivityRequestSchema,
  OverviewEconomySchema,
  OverviewOpenContractsSchema,
} from '#contracts/overview';
import { ActivityQuerySchema } from '#contracts/overview-queries';
import type { FeatureFlags } from '#contracts/feature-flags';
import { ROLES } from '#contracts/roles';
import { mayOpenPath } from '#contracts/routes';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { optionalActorOf } from '../../plugins/actor.js';
import {
  mandateEstateIds,
  partialMandateEstateIds,
  visibleEstateIds,
  visibleEstates,
} from '../../plugins/estate-scope.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import { createActivityRepository } from './activity.repository.js';
import { createEconomySummaryRepository } from './economy-summary.repository.js';
import { createEstatesSummaryRepository } from './estates-summary.repository.js';
import { createOpenContractsRepository } from './open-contracts.repository.js';

const NO_SUCH_ACTIVITY = 'Händelsen finns inte.';

/**
 * Everyone who sees the overview reads these; changes are for those who may change (the access plugin
 * answers representatives and viewing staff 403, with a message saying why).
 */
const ACCESS = { access: ROLES } as const;

/**
 * The member's orders in brief (features/purchases), passed in by app.ts: `onEstates` limits them to orders
 * on those estates only (a representative's mandate); undefined gives all.
 */
export type OrderSummaries = (
  stakeholderId: string,
  filter: { openOnly: boolean; onEstates?: readonly string[] },
) => Promise<OrderSummary[]>;

/**
 * The overview's own calls: the activity feed (`user/hide_activity`), the estates summary, the
 * economy summary, the open contracts and the open orders. Each card reads its own, so one failing call
 * blanks one card only.
 */
export const overviewRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  flags: FeatureFlags;
  orderSummaries: OrderSummaries;
}> = async (app, { db, clock, flags, orderSummaries }) => {
  const activities = createActivityRepository(db);
  const estates = createEstatesSummaryRepository(db);
  const economy = createEconomySummaryRepository(db);
  const openContracts = createOpenContractsRepository(db);

  app.get(
    '/user/activities',
    {
      config: ACCESS,
      schema: {
        tags: ['overview'],
        summary: 'The newest activity items not hidden, newest first; 204 when there are none',
        querystring: ActivityQuerySchema,
        response: { 200: ActivityListSchema, 204: z.null(), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = optionalActorOf(request);
      const limit = request.query.limit ?? ACTIVITY_LIMIT_DEFAULT;
      const items =
        actor === undefined
          ? []
          : await activities.listVisible(
              actor.stakeholderId,
              limit,
              await mandateEstateIds(db, actor, swedishDay(clock.now())),
            );
      if (items.length === 0) return reply.code(204).send(null);
      // An item about a page the reader may not open keeps its words but loses its link.
      return {
        items: items.map(({ link, ...item }) =>
          link === undefined || mayOpenPath(link, actor?.roles ?? [], flags) ? { ...item, link } : item,
        ),
      };
    },
  );

  app.post(
    '/user/hide_activity',
    {
      config: ACCESS,
      schema: {
        tags: ['overview'],
        summary: 'Hides one activity item for good; another member’s item answers 404',
        body: HideActivityRequestSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = optionalActorOf(request);
      const hidden =
        actor !== undefined &&
        (await activities.hide(actor.stakeholderId, request.body.activityId, actor.personId, clock.now()));
      if (!hidden) throw new NotFoundError(NO_SUCH_ACTIVITY);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/overview/estates-summary',
    {
      config: ACCESS,
      schema: {
        tags: ['overview'],
        summary: 'Number of estates and their areas, for the overview; 204 when there are none',
        response: { 200: EstatesSummarySchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = optionalActorOf(request);
      const summary =
        actor === undefined
          ? undefined
          : await estates.summarise(await visibleEstateIds(db, actor, swedishDay(clock.now())));
      if (summary === undefined) return reply.code(204).send(null);
      return summary;
    },
  );

  app.get(
    '/overview/economy',
    {
      config: ACCESS,
      schema: {
        tags: ['overview'],
        summary:
          'The merkonto balance, latest payments in and next planned payout; 204 when there is no merkonto. A ' +
          'representative whose mandate covers some estates sees the payments about those and about none',
        response: { 200: OverviewEconomySchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = optionalActorOf(request);
      const summary =
        actor === undefined
          ? undefined
          : await economy.summarise(
              actor.stakeholderId,
              await partialMandateEstateIds(db, actor, swedishDay(clock.now())),
            );
      if (summary === undefined) return reply.code(204).send(null);
      return summary;
    },
  );

  app.get(
    '/overview/open-contracts',
    {
      config: ACCESS,
      schema: {
        tags: ['overview'],
        summary:
          'The contracts still running, newest step first; a representative sees those on the estates ' +
          'their mandate covers',
        response: { 200: OverviewOpenContractsSchema },
      },
    },
    async (request) => {
      const actor = optionalActorOf(request);
      if (actor === undefined) return { contracts: [] };
      return {
        contracts: await openContracts.list(
          actor.stakeholderId,
          visibleEstates(actor, swedishDay(clock.now())),
        ),
      };
    },
  );

  app.get(
    '/overview/orders',
    {
      config: ACCESS,
      schema: {
        tags: ['overview'],
        summary:
          'The orders of forest services still under way (not done or cancelled), newest first; a ' +
          'representative sees those on the estates their mandate covers',
        response: { 200: OrderSummariesSchema },
      },
    },
    async (request) => {
      const actor = optionalActorOf(request);
      if (actor === undefined) return { orders: [] };
      const onEstates = (await mandateEstateIds(db, actor, swedishDay(clock.now()))) ?? undefined;
      return { orders: await orderSummaries(actor.stakeholderId, { openOnly: true, onEstates }) };
    },
  );
};
