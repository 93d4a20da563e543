import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { FOREST_OWNER } from '#contracts/roles';
import { TransactionPageSchema } from '#contracts/transactions';
import type { Queryable } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/actor.js';
import { partialMandateEstateIds } from '../../plugins/estate-scope.js';
import { createTransactionsService, type TransactionReader } from './transactions.service.js';
import { transactionTexts } from './transactions.texts.js';

/** Forest owners read their own; representatives and staff read the member's (reads only: no changes here). */
const ACCESS = {
  access: FOREST_OWNER,
} as const;

const FilterQuery = z.object({
  account: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  kind: z.string().optional(),
  q: z.string().optional(),
});
const PageQuery = FilterQuery.extend({ cursor: z.string().optional(), limit: z.string().optional() });

/** The member's bookings on all their accounts: filtered pages (keyset) and the same filter as CSV. */
export const transactionsRoutes: FastifyPluginAsyncZod<{ db: Queryable; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const service = createTransactionsService({ db, clock });

  /** The member's bookings, limited for a representative whose mandate covers some of their estates. */
  const readerOf = async (request: FastifyRequest): Promise<TransactionReader> => {
    const actor = actorOf(request, transactionTexts.noStakeholder);
    return {
      stakeholderId: actor.stakeholderId,
      estates: await partialMandateEstateIds(db, actor, swedishDay(clock.now())),
    };
  };

  app.get(
    '/transactions',
    {
      config: ACCESS,
      schema: {
        tags: ['transactions'],
        summary:
          'Bookings on the member’s accounts, newest first; filter by account (id or all), from/to (YYYY-MM-DD), ' +
          'kind and text (contains); keyset pages by the opaque `cursor`, `limit` 1–100 (25). The first page ' +
          'also counts matches up to 10 000 and sums them; another member’s account: 404. A representative ' +
          'whose mandate covers some estates is shown bookings about those and about none, without balances',
        querystring: PageQuery,
        response: {
          200: TransactionPageSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => service.page(await readerOf(request), request.query),
  );

  app.get(
    '/transactions/export.csv',
    {
      config: ACCESS,
      schema: {
        tags: ['transactions'],
        summary:
          'Every booking the filter matches as CSV for Swedish Excel (UTF-8 with BOM, semicolons, decimal ' +
          'comma, CRLF), streamed; the period is in the file name',
        querystring: FilterQuery,
        response: {
          200: z.unknown().describe('The CSV file'),
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await service.export(await readerOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
