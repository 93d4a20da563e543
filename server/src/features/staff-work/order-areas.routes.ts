import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { StaffOrderAreasSchema } from '#contracts/staff-order-areas';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import { orderAreas } from './order-areas.repository.js';
import { orderStepErrors } from './order-steps.texts.js';
import { auditErrand, STAFF, staffOf } from './staff-access.js';

const NumberParams = z.object({ number: z.string().max(40) });

/** Where an order's work is, for the errand's small map: read by staff, audited to the member. */
export const orderAreaRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, deps) => {
  app.get(
    '/staff/orders/:number/areas',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Each line of an order on its estate: the estate’s stands (the ordered ones marked) and the area ' +
          'the member drew, GeoJSON in SWEREF 99 TM; audited. Unknown order: 404',
        params: NumberParams,
        response: { 200: StaffOrderAreasSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const found = await orderAreas(deps.db, request.params.number);
      if (found === undefined) throw new NotFoundError(orderStepErrors.notFound);
      await auditErrand(deps.db, deps.clock, request, staff, found.stakeholderId);
      return found.areas;
    },
  );
};
