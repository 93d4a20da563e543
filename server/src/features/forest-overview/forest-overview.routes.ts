import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { ActivationStatusSchema, ForestOverviewSchema } from '#contracts/forest-overview';
import { ROLES } from '#contracts/roles';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { actorOf, optionalActorOf } from '../../plugins/actor.js';
import { visibleEstateIds } from '../../plugins/estate-scope.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import { figuresNow, overviewOf } from './forest-overview.figures.js';
import { enqueueOverviewBuild } from './forest-overview.job.js';
import { createForestOverviewRepository } from './forest-overview.repository.js';
import { forestOverviewTexts } from './forest-overview.texts.js';

/** Everyone acting for a member reads; activating is a change (403 for representatives and viewing staff). */
const ACCESS = { access: ROLES } as const;

export interface ForestOverviewRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  /** The forestOverviewActivation flag: off, activation answers 404 (what was built stays readable). */
  readonly activationEnabled: boolean;
}

/**
 * The forest overview (skogsöversikt): activation queues a background job that builds it from the
 * member's stands; the browser polls the status every 5 s until it is ready, then reads the figures.
 */
export const forestOverviewRoutes: FastifyPluginAsyncZod<ForestOverviewRoutesOptions> = async (
  app,
  { db, clock, activationEnabled },
) => {
  const overviews = createForestOverviewRepository(db);

  app.post(
    '/user/activate_skogsoversikt',
    {
      config: ACCESS,
      schema: {
        tags: ['forest-overview'],
        summary:
          'Starts building the member’s forest overview (202); while it is pending or running, or once ready, nothing more is queued',
        response: { 202: ActivationStatusSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!activationEnabled) throw new NotFoundError(forestOverviewTexts.activationOff);
      const { stakeholderId, personId } = actorOf(request, forestOverviewTexts.noMember);
      const status = await db.transaction(async (tx) => {
        const repository = createForestOverviewRepository(tx);
        const now = clock.now();
        if (await repository.markPending(stakeholderId, personId, now)) {
          await enqueueOverviewBuild(tx, stakeholderId, now);
        }
        return (await repository.find(stakeholderId)).status;
      });
      return reply.code(202).send(status);
    },
  );

  app.get(
    '/user/oversikt_activation_status',
    {
      config: ACCESS,
      schema: {
        tags: ['forest-overview'],
        summary: 'Whether the forest overview is inactive, being built, ready or failed (polled every 5 s)',
        response: { 200: ActivationStatusSchema },
      },
    },
    async (request) => {
      const actor = optionalActorOf(request);
      if (actor === undefined) return { state: 'inactive', readyAt: null, message: null } as const;
      return (await overviews.find(actor.stakeholderId)).status;
    },
  );

  app.get(
    '/forest-overview',
    {
      config: ACCESS,
      schema: {
        tags: ['forest-overview'],
        summary: 'The forest overview’s figures for the estates the session may see; 204 until it is ready',
        response: { 200: ForestOverviewSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = optionalActorOf(request);
      if (actor === undefined) return reply.code(204).send(null);
      const { status } = await overviews.find(actor.stakeholderId);
      if (status.state !== 'ready') return reply.code(204).send(null);
      // Made now from the stands as every screen reads them, so it follows done work and each roll.
      const today = swedishDay(clock.now());
      const visible = await visibleEstateIds(db, actor, today);
      const figures = await figuresNow(db, await overviews.estateIds(actor.stakeholderId), today);
      const overview = overviewOf(figures, visible, clock.now());
      return overview === undefined ? reply.code(204).send(null) : overview;
    },
  );
};
