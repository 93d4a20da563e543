import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { OrderSummariesSchema } from '#contracts/checkout';
import type { Role } from '#contracts/roles';
import type { Database } from '../../db/database.js';
import { actorOf } from '../../plugins/actor.js';
import { createPurchasesRepository } from './purchases.repository.js';

/** Those who may order (contracts/routes.ts CUSTOMER) see what they ordered. */
const ACCESS = { access: ['Potential', 'Member', 'Supplier', 'Editor'] satisfies Role[] } as const;

const NO_STAKEHOLDER = 'Välj vem du företräder först.';

/**
 * `GET /api/purchases` (Mina köp): every order of the acting member. The page is behind the purchases flag;
 * the call is served regardless, as it shows only the member's own orders and the web decides on the page.
 */
export const purchasesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const purchases = createPurchasesRepository(db);

  app.get(
    '/purchases',
    {
      config: ACCESS,
      schema: {
        tags: ['purchases'],
        summary: "The acting member's orders with their status, newest first",
        response: { 200: OrderSummariesSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      const { stakeholderId } = actorOf(request, NO_STAKEHOLDER);
      return { orders: await purchases.summaries(stakeholderId, { openOnly: false }) };
    },
  );
};
