import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { OrderStepRequestSchema } from '#contracts/order-step-requests';
import { StaffOrderSchema } from '#contracts/staff-work';
import { auditErrand, STAFF, staffOf } from './staff-access.js';
import { createOrderStepsService, type OrderStepDependencies } from './order-steps.service.js';

export type { OrderStepDependencies } from './order-steps.service.js';

const NumberParams = z.object({ number: z.string().max(40) });
const ERRORS = { 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

/** An order in the workspace: read it, and move it on a step (an Editor; a Viewer is refused by the access plugin). */

/** Taking a step and correcting one answer alike: the errand as it now is, or why the step cannot be. */
const STEP_RESPONSES = {
  200: StaffOrderSchema,
  400: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  ...ERRORS,
};
export const orderStepRoutes: FastifyPluginAsyncZod<OrderStepDependencies> = async (app, deps) => {
  const steps = createOrderStepsService(deps);

  app.get(
    '/staff/orders/:number',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'An order as the member sees it (with its steps), whose it is, and the steps it may take next; audited',
        params: NumberParams,
        response: { 200: StaffOrderSchema, ...ERRORS },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const answer = await steps.read(request.params.number);
      await auditErrand(deps.db, deps.clock, request, staff, answer.member.id);
      return answer;
    },
  );

  app.post(
    '/staff/orders/:number/steps',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Takes the order’s next step: confirmed (planned first and last day from today, note), scheduled (day within the planned period, contractor), done (day, ' +
          'final area and price per line; a price other than the estimate needs a reason the member sees) or ' +
          'cancelled (reason). Notifies the member (and mails per their settings); audited. A step the order ' +
          'cannot take now: 409',
        params: NumberParams,
        body: OrderStepRequestSchema,
        response: STEP_RESPONSES,
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const answer = await steps.take(staff, request.params.number, request.body);
      await auditErrand(deps.db, deps.clock, request, staff, answer.member.id);
      return answer;
    },
  );

  app.put(
    '/staff/orders/:number/steps',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Corrects the order’s latest step by the rules of taking it (a planned period from today, a start ' +
          'within it, a done day not after today); what it said before is kept, the step shows who corrected ' +
          'it and when, and the member is told what changed; audited. Any other step, or a final price the ' +
          'member has answered: 409',
        params: NumberParams,
        body: OrderStepRequestSchema,
        response: STEP_RESPONSES,
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const answer = await steps.correct(staff, request.params.number, request.body);
      await auditErrand(deps.db, deps.clock, request, staff, answer.member.id);
      return answer;
    },
  );
};
