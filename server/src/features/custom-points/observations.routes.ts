import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { CustomPointSchema, versionTag } from '#contracts/custom-points';
import { OBSERVATION_KINDS, type ObservationInput } from '#contracts/observations';
import { ROLES } from '#contracts/roles';
import { isUuid } from '#contracts/uuid';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { geometryErrorBody } from '../../geo/geometry/geometry-error.js';
import { optionalActorOf, type Actor } from '../../plugins/actor.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import type { CustomPointsService } from './custom-points.service.js';
import { customPointTexts, observationTexts } from './custom-points.texts.js';
import {
  OBSERVATION_MULTIPART_LIMITS,
  readObservationUpload,
  type ReceivedPhoto,
} from './observation-upload.js';
import { createObservationsService } from './observations.service.js';

export interface ObservationsRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly points: CustomPointsService;
  /** Whom a write is for and who makes it; refuses writes while own points cannot be changed. */
  readonly writerOf: (request: FastifyRequest) => Actor;
}

const PhotoParams = z.object({ id: z.string(), photoId: z.string() });

/**
 * What the request fingerprint of the Idempotency-Key holds: the fields and each photo's hash and size, so a
 * retry of the same observation is answered from the key, and the key used for another observation is refused.
 */
const readPhotos = new WeakMap<FastifyRequest, readonly ReceivedPhoto[]>();
type ReadObservation = ObservationInput & { photos: { sha256: string; sizeBytes: number }[] };

/** `POST /api/observations` and the photos' `GET /api/custom-points/{id}/photos/{photoId}`. */
export const observationsRoutes: FastifyPluginAsyncZod<ObservationsRoutesOptions> = async (
  app,
  { db, clock, points, writerOf },
) => {
  const observations = createObservationsService({ db, clock, points });
  await app.register(multipart, { limits: OBSERVATION_MULTIPART_LIMITS });

  app.post(
    '/observations',
    {
      config: { access: ROLES, idempotent: true },
      schema: {
        tags: ['custom-points'],
        summary:
          'Saves an observation from the forest with its photos, once per Idempotency-Key: multipart fields ' +
          `kind (${OBSERVATION_KINDS.join(', ')}), note, helpWanted (true/false), east and north (SWEREF 99 ` +
          'TM), and up to five files "photo" (JPEG or PNG by content, at most 10 MB each, the cashbook’s quota; ' +
          'metadata such as EXIF and GPS removed). 201: the own point with its observation',
        consumes: ['multipart/form-data'],
        response: {
          201: CustomPointSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          413: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
      // Read whole before the key's transaction: a slow or cut-off upload never holds the database.
      preHandler: async (request) => {
        writerOf(request);
        const { input, photos } = await readObservationUpload(request);
        readPhotos.set(request, photos);
        const body: ReadObservation = {
          ...input,
          photos: photos.map((photo) => ({ sha256: photo.sha256, sizeBytes: photo.content.length })),
        };
        request.body = body;
      },
    },
    async (request, reply) => {
      const { photos: _hashes, ...input } = request.body as ReadObservation;
      const outcome = await observations.create(writerOf(request), input, readPhotos.get(request) ?? []);
      if (outcome.kind === 'bad-geometry') {
        reply.code(400);
        return geometryErrorBody(outcome.message);
      }
      if (outcome.kind !== 'saved') throw new NotFoundError(customPointTexts.notFound);
      reply.code(201).header('etag', versionTag(outcome.point.version));
      return outcome.point;
    },
  );

  app.get(
    '/custom-points/:id/photos/:photoId',
    {
      config: { access: ROLES },
      schema: {
        tags: ['custom-points'],
        summary:
          'A photo of an observation, to those who may see the point (another member’s: 404); served as an ' +
          'image that is never sniffed as anything else, nor cached by others',
        params: PhotoParams,
        response: { 200: z.unknown().describe('The photo'), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = optionalActorOf(request);
      const { id, photoId } = request.params;
      const photo =
        actor !== undefined && isUuid(id) && isUuid(photoId)
          ? await observations.photo(actor, id, photoId)
          : undefined;
      if (photo === undefined) throw new NotFoundError(observationTexts.photoNotFound);
      return reply
        .type(photo.contentType)
        .header('content-length', photo.content.length)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(photo.content);
    },
  );
};
