import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { RefusalRequestSchema, StaffPlanChangeSchema } from '#contracts/staff-decisions';
import {
  createPlanChangeErrandsService,
  type PlanChangeErrandDependencies,
} from './plan-change-errands.service.js';
import { auditErrand, STAFF, staffOf } from './staff-access.js';

export type { PlanChangeErrandDependencies } from './plan-change-errands.service.js';

/** Any id is taken: one that is not a uuid is as unknown as a missing request (404). */
const IdParams = z.object({ id: z.string() });
const ERRORS = { 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

/**
 * A payment-plan change request in the workspace: read it, approve it (the payout moves or splits as asked)
 * or refuse it with a reason. An Editor decides; the access plugin refuses a Viewer's decision. Every read
 * and decision is on the member's access log.
 */
export const planChangeErrandRoutes: FastifyPluginAsyncZod<PlanChangeErrandDependencies> = async (
  app,
  deps,
) => {
  const changes = createPlanChangeErrandsService(deps);

  app.get(
    '/staff/plan-changes/:id',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'A member’s request to move or split a payout of their payment plan: the member, the payout (as ' +
          'asked about), the payouts asked for, their message, the status and the decision; audited',
        params: IdParams,
        response: { 200: StaffPlanChangeSchema, ...ERRORS },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const change = await changes.read(request.params.id);
      await auditErrand(deps.db, deps.clock, request, staff, change.member.id);
      return change;
    },
  );

  app.post(
    '/staff/plan-changes/:id/approve',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Approves a received request: the payout is moved, or split into the parts asked for, at once in ' +
          'the member’s payment plan; the member is notified (category economy). Decided already, the payout ' +
          'paid meanwhile or a day asked for passed: 409. Audited',
        params: IdParams,
        response: { 200: StaffPlanChangeSchema, ...ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return changes.approve(staff, request.params.id, (tx, change) =>
        auditErrand(tx, deps.clock, request, staff, change.member.id),
      );
    },
  );

  app.post(
    '/staff/plan-changes/:id/refuse',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Refuses a received request with a reason (required, at most 1 000 characters), which the member ' +
          'reads with the request in their payment plan; the member is notified (category economy). Decided ' +
          'already: 409. Audited',
        params: IdParams,
        body: RefusalRequestSchema,
        response: { 200: StaffPlanChangeSchema, ...ERRORS, 400: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return changes.refuse(staff, request.params.id, request.body.reason, (tx, change) =>
        auditErrand(tx, deps.clock, request, staff, change.member.id),
      );
    },
  );
};
