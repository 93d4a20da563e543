import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import {
  CustomPointConflictSchema,
  CustomPointInputSchema,
  CustomPointListSchema,
  CustomPointSchema,
  VERSION_CONFLICT,
  versionOfTag,
  versionTag,
  type CustomPoint,
} from '#contracts/custom-points';
import { ROLES } from '#contracts/roles';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { geometryErrorBody } from '../../geo/geometry/geometry-error.js';
import { actorOf, optionalActorOf, type Actor } from '../../plugins/actor.js';
import { HttpError, NotFoundError } from '../../plugins/http-errors.js';
import { createCustomPointsService, type NotWritten } from './custom-points.service.js';
import { customPointTexts, observationTexts } from './custom-points.texts.js';
import { observationsRoutes } from './observations.routes.js';
import { isUuid } from '#contracts/uuid';

/**
 * Everyone acting for a member reads the notes; the access plugin answers representatives (DelegatedRight)
 * and viewing staff 403 on changes, and an Editor may change them for the member (recorded as the writer).
 */
const ACCESS = { access: ROLES } as const;

const PointParams = z.object({ id: z.string() });
const VersionHeaders = z.object({
  'if-match': z.string().optional().describe('The version the change is made from: "3" (the point’s ETag)'),
});

/** The version an If-Match names; null when none is named (the change is then made to any version). */
function expectedVersion(request: FastifyRequest): number | null {
  const tag = request.headers['if-match'];
  if (tag === undefined) return null;
  const version = versionOfTag(tag);
  if (version === undefined) throw new HttpError(400, 'BAD_IF_MATCH', customPointTexts.badIfMatch);
  return version;
}

const conflictBody = (current: CustomPoint) => ({
  code: VERSION_CONFLICT,
  message: observationTexts.versionConflict,
  current,
});

export interface CustomPointsRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  /** The customNotesEditing flag: off, the notes can be read but not changed (writes answer 404). */
  readonly editingEnabled: boolean;
}

/** `/api/custom-points`: the member's own notes on the map (egna punkter), stored per member. */
export const customPointsRoutes: FastifyPluginAsyncZod<CustomPointsRoutesOptions> = async (
  app,
  { db, clock, editingEnabled },
) => {
  const service = createCustomPointsService({ db, clock });
  await app.register(observationsRoutes, { db, clock, points: service, writerOf });

  /** Whom a write is for, and who makes it; also refuses writes while the flag is off. */
  function writerOf(request: FastifyRequest): Actor {
    if (!editingEnabled) throw new NotFoundError(customPointTexts.editingOff);
    return actorOf(request, customPointTexts.noMember);
  }

  /** A write that saved nothing: bad geometry (400), not the member's (404), changed since (409). */
  function refusal(outcome: NotWritten, reply: FastifyReply) {
    if (outcome.kind === 'bad-geometry') return reply.code(400).send(geometryErrorBody(outcome.message));
    if (outcome.kind === 'conflict') return reply.code(409).send(conflictBody(outcome.current));
    throw new NotFoundError(customPointTexts.notFound);
  }

  const ownId = (id: string): string => {
    if (!isUuid(id)) throw new NotFoundError(customPointTexts.notFound);
    return id;
  };

  app.get(
    '/custom-points',
    {
      config: ACCESS,
      schema: {
        tags: ['custom-points'],
        summary: 'The member’s own points and areas on the map, oldest first; 204 when there are none',
        response: { 200: CustomPointListSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = optionalActorOf(request);
      const points = actor === undefined ? [] : await service.list(actor, swedishDay(clock.now()));
      if (points.length === 0) return reply.code(204).send(null);
      return { points };
    },
  );

  app.post(
    '/custom-points',
    {
      config: ACCESS,
      schema: {
        tags: ['custom-points'],
        summary: 'Saves a new point or area (SWEREF 99 TM, validated and measured on the server)',
        body: CustomPointInputSchema,
        response: {
          201: CustomPointSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await service.create(writerOf(request), request.body);
      if (outcome.kind !== 'saved') return refusal(outcome, reply);
      return reply.code(201).header('etag', versionTag(outcome.point.version)).send(outcome.point);
    },
  );

  app.put(
    '/custom-points/:id',
    {
      config: ACCESS,
      schema: {
        tags: ['custom-points'],
        summary:
          'Changes a point’s text, category or place, made from the version in If-Match ("3"); changed since ' +
          'that version: 409 with the point as it now is. Another member’s point answers 404',
        params: PointParams,
        headers: VersionHeaders,
        body: CustomPointInputSchema,
        response: {
          200: CustomPointSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: CustomPointConflictSchema,
        },
      },
    },
    async (request, reply) => {
      const writer = writerOf(request);
      const version = expectedVersion(request);
      const outcome = await service.update(writer, ownId(request.params.id), request.body, version);
      if (outcome.kind !== 'saved') return refusal(outcome, reply);
      return reply.header('etag', versionTag(outcome.point.version)).send(outcome.point);
    },
  );

  app.delete(
    '/custom-points/:id',
    {
      config: ACCESS,
      schema: {
        tags: ['custom-points'],
        summary:
          'Deletes a point, as of the version in If-Match; changed since: 409 with the point as it now is. ' +
          'Another member’s point answers 404',
        params: PointParams,
        headers: VersionHeaders,
        response: {
          204: z.null(),
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: CustomPointConflictSchema,
        },
      },
    },
    async (request, reply) => {
      const writer = writerOf(request);
      const version = expectedVersion(request);
      const outcome = await service.remove(writer, ownId(request.params.id), version);
      if (outcome !== 'deleted') return refusal(outcome, reply);
      return reply.code(204).send(null);
    },
  );
};
