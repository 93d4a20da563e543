import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import {
  PushPublicKeySchema,
  PushSubscriptionRequestSchema,
  PushUnsubscribeRequestSchema,
} from '#contracts/push';
import { actsForSomeoneElse, ANY_ROLE } from '#contracts/roles';
import type { PushConfig } from '../../config/push-config.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/actor.js';
import { ForbiddenError, invalidInput } from '../../plugins/http-errors.js';
import { isPushServiceAddress } from './push-service-address.js';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { pushTexts } from './push.texts.js';
import { vapidKeysOf } from './vapid-keys.js';

const ACCESS = { access: ANY_ROLE };

/**
 * Push to the phone, turned on per device. Only the member's own session subscribes: a representative's
 * mandate covers some estates and may end, and staff work for many members, so neither gets the member's
 * pushes on their own phone (they read the notifications in the portal as before).
 */
export const pushRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; config: PushConfig }> = async (
  app,
  { db, clock, config },
) => {
  const subscriptions = createPushSubscriptionsRepository(db);
  // Made (or read) once as the portal starts, so that reading the key never writes.
  const { publicKey } = await vapidKeysOf(db, config);

  const ownMemberOf = (request: Parameters<typeof actorOf>[0]): string => {
    const actor = actorOf(request, pushTexts.noStakeholder);
    if (actsForSomeoneElse(actor.roles)) throw new ForbiddenError(pushTexts.ownOnly);
    return actor.stakeholderId;
  };

  app.get(
    '/push/public-key',
    {
      config: ACCESS,
      schema: {
        tags: ['push'],
        summary:
          "The VAPID public key a browser subscribes with (the push subscription's applicationServerKey)",
        response: { 200: PushPublicKeySchema },
      },
    },
    async () => ({ publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      config: ACCESS,
      schema: {
        tags: ['push'],
        summary:
          "Turns push on for this device for the session's member (their own session only); the endpoint " +
          'must be a known push service. Beyond ten devices the one turned on longest ago is dropped',
        body: PushSubscriptionRequestSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const stakeholderId = ownMemberOf(request);
      const { endpoint, keys } = request.body;
      if (!isPushServiceAddress(endpoint, config.allowLocalPushService)) {
        throw invalidInput({ endpoint: [pushTexts.notPushService] });
      }
      await subscriptions.save(stakeholderId, { endpoint, keys }, clock.now());
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      config: ACCESS,
      schema: {
        tags: ['push'],
        summary: "Turns push off for this device; 204 also when it was off (or another member's)",
        body: PushUnsubscribeRequestSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await subscriptions.remove(ownMemberOf(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
