import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { CustomPointInputSchema, CustomPointListSchema, CustomPointSchema } from '#contracts/custom-points';
import { ROLES } from '#contracts/roles';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { geometryErrorBody } from '../../geo/geometry/geometry-error.js';
import { actorOf, viewerOf, type Actor } from '../../plugins/actor.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import { createCustomPointsService } from './custom-points.service.js';
import { customPointTexts } from './custom-points.texts.js';
import { isUuid } from '#contracts/uuid';

/**
 * Everyone acting for a member reads the notes; the access plugin answers representatives (DelegatedRight)
 * and viewing staff 403 on changes, and an Editor may change them for the member (recorded as the writer).
 */
const ACCESS = { access: ROLES } as const;

const PointParams = z.object({ id: z.string() });

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

  /** Whom a write is for, and who makes it; also refuses writes while the flag is off. */
  function writerOf(request: FastifyRequest): Actor {
    if (!editingEnabled) throw new NotFoundError(customPointTexts.editingOff);
    return actorOf(request, customPointTexts.noMember);
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
      const viewer = viewerOf(request);
      const points = viewer === undefined ? [] : await service.list(viewer, swedishDay(clock.now()));
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
      if (outcome.kind === 'bad-geometry') return reply.code(400).send(geometryErrorBody(outcome.message));
      if (outcome.kind === 'not-found') throw new NotFoundError(customPointTexts.notFound);
      return reply.code(201).send(outcome.point);
    },
  );

  app.put(
    '/custom-points/:id',
    {
      config: ACCESS,
      schema: {
        tags: ['custom-points'],
        summary: 'Changes a point’s text, category or place; another member’s point answers 404',
        params: PointParams,
        body: CustomPointInputSchema,
        response: { 200: CustomPointSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const writer = writerOf(request);
      const outcome = await service.update(writer, ownId(request.params.id), request.body);
      if (outcome.kind === 'bad-geometry') return reply.code(400).send(geometryErrorBody(outcome.message));
      if (outcome.kind === 'not-found') throw new NotFoundError(customPointTexts.notFound);
      return outcome.point;
    },
  );

  app.delete(
    '/custom-points/:id',
    {
      config: ACCESS,
      schema: {
        tags: ['custom-points'],
        summary: 'Deletes a point; another member’s point answers 404',
        params: PointParams,
        response: { 204: z.null(), 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const writer = writerOf(request);
      if (!(await service.remove(writer, ownId(request.params.id)))) {
        throw new NotFoundError(customPointTexts.notFound);
      }
      return reply.code(204).send(null);
    },
  );
};
