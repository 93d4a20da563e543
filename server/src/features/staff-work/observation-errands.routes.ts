import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import {
  ObservationAnswerRequestSchema,
  ObservationConfirmRequestSchema,
  STAFF_OBSERVATION_ERRORS,
  StaffObservationSchema,
} from '#contracts/staff-observations';
import type { Queryable } from '../../db/database.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import {
  createObservationErrandsService,
  type ObservationErrandDependencies,
} from './observation-errands.service.js';
import { auditErrand, STAFF, staffOf, type StaffMember } from './staff-access.js';

export type { ObservationErrandDependencies } from './observation-errands.service.js';

const IdParams = z.object({ id: z.string() });
const PhotoParams = z.object({ id: z.string(), photoId: z.string() });
const ERRORS = { 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
const WRITE_ERRORS = { ...ERRORS, 400: ApiErrorSchema, 409: ApiErrorSchema } as const;

/**
 * An observation from the forest for which the member wants help: staff open it (kind, note, photos, the point
 * on the estate), the advisor answers in the portal and confirms the kind. An Editor writes; the access
 * plugin refuses a Viewer's write. Every read and write is on the member's access log.
 */
export const observationErrandRoutes: FastifyPluginAsyncZod<ObservationErrandDependencies> = async (
  app,
  deps,
) => {
  const service = createObservationErrandsService(deps);
  const auditFor =
    (request: FastifyRequest, staff: StaffMember) =>
    (tx: Queryable, stakeholderId: string): Promise<void> =>
      auditErrand(tx, deps.clock, request, staff, stakeholderId);

  app.get(
    '/staff/observations/:id',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'An observation a member wants help with: kind, note, photos, the point and the estate it lies on, ' +
          'the answers so far and the confirmed kind; audited',
        params: IdParams,
        response: { 200: StaffObservationSchema, ...ERRORS },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const observation = await service.read(request.params.id);
      await auditErrand(deps.db, deps.clock, request, staff, observation.member.id);
      return observation;
    },
  );

  app.get(
    '/staff/observations/:id/photos/:photoId',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'A photo of an observation a member wants help with, as an image never sniffed as anything else',
        params: PhotoParams,
        response: { 200: z.unknown().describe('The photo'), ...ERRORS },
      },
    },
    async (request, reply) => {
      staffOf(request);
      const photo = await service.photo(request.params.id, request.params.photoId);
      if (photo === undefined) throw new NotFoundError(STAFF_OBSERVATION_ERRORS.photoNotFound);
      return reply
        .type(photo.contentType)
        .header('content-length', photo.content.length)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(photo.content);
    },
  );

  app.post(
    '/staff/observations/:id/answers',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Answers the observation in the portal, signed with the staff member’s name; the member is notified ' +
          '(category forest) and reads it at the point on the map. Audited',
        params: IdParams,
        body: ObservationAnswerRequestSchema,
        response: { 201: StaffObservationSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const answered = await service.answer(staff, id, request.body.body, auditFor(request, staff));
      return reply.code(201).send(answered);
    },
  );

  app.post(
    '/staff/observations/:id/confirmation',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Confirms the kind of the observation ("Bekräfta granbarkborre"), recording who and when; the member ' +
          'is notified, and a confirmed bark beetle warns the members nearby. Already confirmed: 409. Audited',
        params: IdParams,
        body: ObservationConfirmRequestSchema,
        response: { 201: StaffObservationSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const confirmed = await service.confirm(staff, id, request.body.kind, auditFor(request, staff));
      return reply.code(201).send(confirmed);
    },
  );
};
