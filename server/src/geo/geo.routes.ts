import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import {
  GeoSearchQuerySchema,
  GeoSearchResultSchema,
  LayerRegistrySchema,
  type LayerId,
} from '#contracts/geo';
import { FeatureCollectionSchema } from '#contracts/geometry';
import { ROLES } from '#contracts/roles';
import { wholeNumberText } from '#contracts/field-schemas';
import type { GeoConfig } from '../config/env.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { optionalActorOf } from '../plugins/actor.js';
import { NotFoundError } from '../plugins/http-errors.js';
import { BboxQuerySchema } from './bbox.js';
import { createFixtureStore } from './fixture-store.js';
import { createGeoService, type OwnLayerProvider } from './geo.service.js';
import { createLiveSource } from './live-source.js';
import { createUpstreamProxy } from './upstream-proxy.js';

export type { OwnLayerProvider } from './geo.service.js';

export interface GeoRoutesOptions {
  readonly geo: GeoConfig;
  readonly db: Database;
  readonly clock: Clock;
  /** Providers for `egna-punkter` and `skogsoversikt`; a layer without one answers 204. */
  readonly ownLayers?: Partial<Record<LayerId, OwnLayerProvider>>;
}

/** Everyone signed in with a role sees the map, as they see the rest of their pages (reads only). */
const ACCESS = { access: ROLES } as const;
/** The registry and base map show no member's data: staff reads of them are not audited. */
const SHARED = { access: ROLES, audit: false } as const;

const NO_SUCH_LAYER = 'Kartlagret finns inte.';
const NO_TILES = 'Bakgrundskartan finns inte som kartrutor här.';

const LayerParams = z.object({ layerId: z.string() });
const TILE_NUMBER = 'Ange kartrutan med hela tal: zoomnivå, rad och kolumn.';
const TileParams = z.object({
  z: wholeNumberText({ min: 0, max: 15, message: TILE_NUMBER }),
  y: wholeNumberText({ min: 0, max: 131_072, message: TILE_NUMBER }),
  x: wholeNumberText({ min: 0, max: 131_072, message: TILE_NUMBER }),
});

/** A live service that fails (502) or is too slow (504); fixture files that cannot be read (503). */
const SOURCE_ERRORS = { 502: ApiErrorSchema, 503: ApiErrorSchema, 504: ApiErrorSchema } as const;

/** The map's data (docs/map.md): layers, features by extent, base map, tiles and designation search. */
export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, options) => {
  const { geo, db, clock } = options;
  const proxy = createUpstreamProxy({
    allowedHosts: geo.live.allowedHosts,
    timeoutMs: geo.live.timeoutMs,
    warn: (message, details) => app.log.warn(details ?? {}, message),
  });
  const service = createGeoService({
    geo,
    db,
    fixtures: createFixtureStore(geo.fixturesDir),
    live: geo.mode === 'live' ? createLiveSource(proxy, geo, clock) : undefined,
    ownLayers: options.ownLayers ?? {},
  });
  const today = () => clock.now();

  app.get(
    '/geo/layers',
    {
      config: SHARED,
      schema: {
        tags: ['geo'],
        summary:
          'The map layers of this environment (SWEREF 99 TM), in switcher order, and the base map kind',
        response: { 200: LayerRegistrySchema },
      },
    },
    async () => service.registry(),
  );

  app.get(
    '/geo/layers/:layerId/features',
    {
      config: ACCESS,
      schema: {
        tags: ['geo'],
        summary: 'A layer’s features (GeoJSON, EPSG:3006) in bbox=minE,minN,maxE,maxN; 204 when none',
        params: LayerParams,
        querystring: BboxQuerySchema,
        response: {
          200: FeatureCollectionSchema,
          204: z.null(),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          ...SOURCE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const features = await service.features(
        request.params.layerId,
        request.query.bbox,
        optionalActorOf(request),
        today(),
      );
      if (features === undefined) throw new NotFoundError(NO_SUCH_LAYER);
      if (features.length === 0) return reply.code(204).send(null);
      return { type: 'FeatureCollection' as const, features };
    },
  );

  app.get(
    '/geo/basemap',
    {
      config: SHARED,
      schema: {
        tags: ['geo'],
        summary:
          'The offline base map (GeoJSON, EPSG:3006): land, and in fixture mode the demo regions’ topography',
        response: { 200: FeatureCollectionSchema, 503: ApiErrorSchema },
      },
    },
    async () => service.baseMap(),
  );

  app.get(
    '/geo/basemap/tiles/:z/:y/:x',
    {
      config: SHARED,
      schema: {
        tags: ['geo'],
        summary: 'Live mode: a tile of Lantmäteriet’s topographic web map (WMTS, matrix set 3006), as PNG',
        params: TileParams,
        response: { 200: z.unknown(), 400: ApiErrorSchema, 404: ApiErrorSchema, ...SOURCE_ERRORS },
      },
    },
    async (request, reply) => {
      const { z: zoom, y, x } = request.params;
      const tile = await service.tile(zoom, y, x);
      if (tile === undefined) throw new NotFoundError(NO_TILES);
      return reply.type(tile.contentType).send(tile.body);
    },
  );

  app.get(
    '/geo/search',
    {
      config: ACCESS,
      schema: {
        tags: ['geo'],
        summary: 'Property designations that match q, the member’s own estates first; 204 when none',
        querystring: GeoSearchQuerySchema,
        response: { 200: GeoSearchResultSchema, 204: z.null(), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const results = await service.search(request.query.q, optionalActorOf(request), today());
      if (results.length === 0) return reply.code(204).send(null);
      return { results };
    },
  );
};
