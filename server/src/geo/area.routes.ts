import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import { AreaCheckResultSchema } from '#contracts/geo';
import { hectares, PolygonSchema } from '#contracts/geometry';
import { ROLES } from '#contracts/roles';
import { geometryErrorBody } from './geometry/geometry-error.js';
import { checkArea } from './geometry/validate-geometry.js';

const AreaCheckRequestSchema = z.object({ geometry: PolygonSchema });

/**
 * `POST /api/geo/area`: validates a drawn area and measures it on the server (the order form shows the
 * area the server will use). It stores nothing, so it is a POST only to carry the polygon: `allowReadOnly`
 * lets representatives and viewing staff call it too, since the access plugin otherwise refuses read-only
 * sessions every POST, PUT, PATCH and DELETE. It shows no member's data, so staff calls are not audited.
 */
export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/geo/area',
    {
      config: { access: ROLES, allowReadOnly: true, audit: false },
      schema: {
        tags: ['geo'],
        summary: 'Validates a polygon in SWEREF 99 TM and answers its area; a bad polygon answers 400',
        body: AreaCheckRequestSchema,
        response: { 200: AreaCheckResultSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const check = checkArea(request.body.geometry);
      if (!check.ok) return reply.code(400).send(geometryErrorBody(check.message));
      return { areaSquareMetres: check.areaSquareMetres, areaHa: hectares(check.areaSquareMetres) };
    },
  );
};
