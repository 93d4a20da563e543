import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { ProfileSchema } from '#contracts/profile';
import {
  WORK_LIST_CURSOR_ERROR,
  WORK_LIST_PAGE_SIZE,
  WorkListQuerySchema,
  WorkListSchema,
  WorkspaceSchema,
} from '#contracts/staff-work';
import type { Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError, invalidInput, NotFoundError } from '../../plugins/http-errors.js';
import { orderAreaRoutes } from './order-areas.routes.js';
import { orderStepRoutes, type OrderStepDependencies } from './order-steps.routes.js';
import { advisorTimesRoutes, type AdvisorTimesDependencies } from './advisor-times.routes.js';
import { meetingErrandRoutes, type MeetingErrandDependencies } from './meeting-errands.routes.js';
import { applicationErrandRoutes, type ApplicationErrandDependencies } from './application-errands.routes.js';
import { messageErrandRoutes, type MessageErrandDependencies } from './message-errands.routes.js';
import { observationErrandRoutes, type ObservationErrandDependencies } from './observation-errands.routes.js';
import { planChangeErrandRoutes, type PlanChangeErrandDependencies } from './plan-change-errands.routes.js';
import { STAFF, staffOf } from './staff-access.js';
import { workTexts } from './staff-work.texts.js';
import { createWorkListRepository, cursorOf } from './work-list.repository.js';

export type StaffWorkDependencies = { db: Queryable; clock: Clock } & OrderStepDependencies &
  MessageErrandDependencies &
  PlanChangeErrandDependencies &
  ApplicationErrandDependencies &
  MeetingErrandDependencies &
  AdvisorTimesDependencies &
  ObservationErrandDependencies;

const ERRORS = { 400: ApiErrorSchema, 403: ApiErrorSchema } as const;

/**
 * The staff workspace (`/personal`): entering it, the work list, and moving each kind of errand along. Its
 * reads are audited per errand opened (staff-access.ts), not by the access plugin, which would book them
 * to the member the session acts for.
 */
export const staffWorkRoutes: FastifyPluginAsyncZod<StaffWorkDependencies> = async (app, deps) => {
  const { db } = deps;
  const work = createWorkListRepository(db);

  app.post(
    '/staff/workspace',
    {
      config: { access: 'person', allowReadOnly: true, audit: false },
      schema: {
        tags: ['staff'],
        summary:
          'Staff enter their workspace: a new session acting for no member, with the staff roles (Viewer, and ' +
          'Editor for those who may change); anyone else: 404, as for a login option they do not have',
        response: { 200: ProfileSchema, 404: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const personId = request.session?.personId;
      const staff = personId === undefined ? undefined : await work.staffMember(personId);
      // Like choosing whom to act for: an option the person does not have is not there (404).
      if (personId === undefined || staff === undefined) throw new NotFoundError(workTexts.notStaff);
      const roles = staff.mayEdit ? (['Viewer', 'Editor'] as const) : (['Viewer'] as const);
      await app.sessions.start(request, reply, { personId, stakeholderId: null, roles: [...roles] });
      return { id: personId, roles: [...roles], name: staff.name };
    },
  );

  app.get(
    '/staff/workspace',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Who works in the workspace, whether they may change, and the advisors and districts to filter by',
        response: { 200: WorkspaceSchema, ...ERRORS },
      },
    },
    async (request) => {
      const staff = await work.staffMember(staffOf(request).personId);
      if (staff === undefined) throw new ForbiddenError(workTexts.notStaff);
      return {
        name: staff.name,
        mayEdit: staffOf(request).mayEdit && staff.mayEdit,
        ownAdvisorId: staff.advisorId,
        ...(await work.advisorsAndDistricts()),
      };
    },
  );

  app.get(
    '/staff/work',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'The work list: orders, messages, meeting bookings, payment-plan change requests, membership ' +
          'applications and observations members want help with, newest first; filter by kind, open or closed, advisor and district; keyset pages by ' +
          '`cursor`, `limit` 1–100 (25)',
        querystring: WorkListQuerySchema,
        response: { 200: WorkListSchema, ...ERRORS },
      },
    },
    async (request) => {
      staffOf(request);
      const limit = request.query.limit ?? WORK_LIST_PAGE_SIZE;
      const items = await work.page({ ...request.query, limit: limit + 1 }, deps.clock.now());
      if (items === undefined) throw invalidInput({ cursor: [WORK_LIST_CURSOR_ERROR] });
      const page = items.slice(0, limit);
      const last = page.at(-1);
      return { items: page, nextCursor: items.length > limit && last !== undefined ? cursorOf(last) : null };
    },
  );

  await app.register(orderStepRoutes, deps);
  await app.register(orderAreaRoutes, deps);
  await app.register(meetingErrandRoutes, deps);
  await app.register(advisorTimesRoutes, deps);
  await app.register(messageErrandRoutes, deps);
  await app.register(planChangeErrandRoutes, deps);
  await app.register(applicationErrandRoutes, deps);
  await app.register(observationErrandRoutes, deps);
};
