import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import type { Role } from '#contracts/roles';
import {
  isSubscriptionTopic,
  SubscriptionChangeSchema,
  SubscriptionSchema,
  SubscriptionsSchema,
} from '#contracts/subscriptions';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/actor.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import { createSubscriptionsService } from './subscriptions.service.js';

/** Everyone may look; representatives (DelegatedRight) and staff viewers get 403 on changes (access plugin). */
const ACCESS = {
  access: ['Member', 'Supplier', 'Potential', 'Editor', 'Viewer', 'DelegatedRight'] satisfies Role[],
} as const;

const NO_STAKEHOLDER = 'Välj vem du företräder innan du ändrar dina abonnemang.';
const UNKNOWN_TOPIC = 'Det utskicket finns inte.';

/** The association's newsletters, timber price updates, magazine and alerts a member can subscribe to. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const service = createSubscriptionsService({ db, clock });

  app.get(
    '/subscriptions',
    {
      config: ACCESS,
      schema: {
        tags: ['subscriptions'],
        summary: 'Every offer with the member’s choice, and which contact details deliveries can use',
        response: { 200: SubscriptionsSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => service.read(actorOf(request, NO_STAKEHOLDER).stakeholderId),
  );

  app.put(
    '/subscriptions/:topic',
    {
      config: ACCESS,
      schema: {
        tags: ['subscriptions'],
        summary: 'Subscribe, unsubscribe or choose the format; subscribing needs the contact detail it uses',
        params: z.object({ topic: z.string() }),
        body: SubscriptionChangeSchema,
        response: {
          200: SubscriptionSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { topic } = request.params;
      const subscriber = actorOf(request, NO_STAKEHOLDER);
      if (!isSubscriptionTopic(topic)) throw new NotFoundError(UNKNOWN_TOPIC);
      return service.change(subscriber.stakeholderId, topic, request.body, subscriber.personId);
    },
  );
};
